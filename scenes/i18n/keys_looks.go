package i18n

// Keys of issue 18's looks: the card-size and large-print settings and
// the person's name in the menu.
const (
	SettingsCardSize   Key = "settings.card_size"
	SettingsLargePrint Key = "settings.large_print"
	CardSizeS          Key = "card_size.s"
	CardSizeM          Key = "card_size.m"
	CardSizeL          Key = "card_size.l"
	CardSizeXL         Key = "card_size.xl"
	MenuNameLabel      Key = "menu.name"
	MenuNameHelp       Key = "menu.name.help"
	MenuNameUnset      Key = "menu.name.unset"
)
