package i18n

// englishChoices holds the English texts of keys_choices.go.
var englishChoices = map[Key]string{
	BtnCancel:        "Cancel",
	TableJokerChoose: "Put the freed joker on a lit meld end · Esc puts everything back",
	TableCallChoose:  "Liverpool! Choose the meld for the %s · Esc cancels",
	TableCutExact:    "Exactly the deal: −50 points!",
}
