package i18n

// Keys of the fixed UI messages. Option labels, option help lines, choice
// values, rule-set names and rules texts are built by OptLabel, OptHelp,
// Value, VariantName, VariantBlurb and RulesText.
const (
	AppTitle Key = "app.title"

	MenuRuleSet      Key = "menu.ruleset"
	MenuSeats        Key = "menu.seats"
	MenuOptions      Key = "menu.options"
	MenuStart        Key = "menu.start"
	MenuResume       Key = "menu.resume"
	MenuSettings     Key = "menu.settings"
	MenuRules        Key = "menu.rules"
	MenuQuit         Key = "menu.quit"
	MenuAddSeat      Key = "menu.add_seat"
	MenuRemoveSeat   Key = "menu.remove_seat"
	MenuHotSeat      Key = "menu.hotseat"
	MenuKeysHint     Key = "menu.keys_hint"
	MenuSeatsHint    Key = "menu.seats_hint"
	MenuNoAutosave   Key = "menu.no_autosave"
	MenuResumeDetail Key = "menu.resume_detail"

	SeatYou    Key = "seat.you"
	SeatPerson Key = "seat.person"
	SeatBot    Key = "seat.bot"
	KindPerson Key = "kind.person"
	KindBot    Key = "kind.bot"

	LevelEasy   Key = "level.easy"
	LevelNormal Key = "level.normal"
	LevelHard   Key = "level.hard"

	On   Key = "common.on"
	Off  Key = "common.off"
	Back Key = "common.back"

	SettingsTitle    Key = "settings.title"
	SettingsSound    Key = "settings.sound"
	SettingsVolume   Key = "settings.volume"
	SettingsAnim     Key = "settings.anim"
	SettingsBotSpeed Key = "settings.bot_speed"
	SettingsLanguage Key = "settings.language"
	SettingsDeck     Key = "settings.deck"
	SettingsSoundOff Key = "settings.no_device"

	SpeedSlow   Key = "speed.slow"
	SpeedNormal Key = "speed.normal"
	SpeedFast   Key = "speed.fast"

	DeckTwo  Key = "deck.two"
	DeckFour Key = "deck.four"

	LangEnglish Key = "lang.en"
	LangRussian Key = "lang.ru"

	RulesTitle        Key = "rules.title"
	RulesOptions      Key = "rules.options"
	RulesScrollHint   Key = "rules.scroll_hint"
	RulesOptionFormat Key = "rules.option_format"
)
