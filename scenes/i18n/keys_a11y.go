package i18n

// Keys of issue 30's reading aloud, key bindings and accessibility page.
const (
	// SpeakCard names one card aloud: rank, then suit ("seven of hearts").
	SpeakCard Key = "speak.card"
	// SpeakJoker names a joker aloud.
	SpeakJoker Key = "speak.joker"
	// SpeakYouDrew tells the person which card they drew from the stock.
	SpeakYouDrew Key = "speak.you_drew"
	// SpeakTurnDraw and SpeakTurnPlay say that the person's turn has come
	// and what it asks for.
	SpeakTurnDraw Key = "speak.turn_draw"
	SpeakTurnPlay Key = "speak.turn_play"
	// SpeakYourHand reads the person's hand.
	SpeakYourHand Key = "speak.your_hand"
	// SpeakStock, SpeakEmpty and SpeakDiscardTop say the piles in the
	// browser page's list; SpeakHandCard a card of the person's hand
	// there, SpeakSelected a selected one.
	SpeakStock      Key = "speak.stock"
	SpeakEmpty      Key = "speak.empty"
	SpeakDiscardTop Key = "speak.discard_top"
	SpeakHandCard   Key = "speak.hand_card"
	SpeakSelected   Key = "speak.selected"
	// SpeakList names the page's list (its accessible name).
	SpeakList Key = "speak.list"

	SettingsSpeech     Key = "settings.speech"
	SettingsSpeechNone Key = "settings.speech_none"
	SettingsKeys       Key = "settings.keys"
	SettingsKeysOpen   Key = "settings.keys_open"
	KeysTitle          Key = "keys.title"
	KeysPress          Key = "keys.press"
	KeysConflict       Key = "keys.conflict"
	KeysReserved       Key = "keys.reserved"
	KeysReset          Key = "keys.reset"
	KeysHelp           Key = "keys.help"
	KeysBadFile        Key = "keys.bad_file"

	// RulesA11y titles the accessibility page of the rules screen;
	// RulesA11yText is the page.
	RulesA11y     Key = "rules.a11y"
	RulesA11yText Key = "rules.a11y.text"
)

// speakRank is a rank's spoken name's key ("speak.rank.7").
func speakRank(r int) Key { return Key("speak.rank." + itoa(r)) }

// speakSuit is a suit's spoken name's key, in the form that follows a
// rank ("of hearts", «червей»).
func speakSuit(s int) Key { return Key("speak.suit." + itoa(s)) }

// KeyAction is the key of a bindable action's name (keys.action.draw).
func KeyAction(name string) Key { return Key("keys.action." + name) }

func itoa(n int) string {
	if n >= 10 {
		return string(rune('0'+n/10)) + string(rune('0'+n%10))
	}
	return string(rune('0' + n))
}
