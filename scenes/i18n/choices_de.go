package i18n

// germanChoices holds the German texts of keys_choices.go.
var germanChoices = map[Key]string{
	BtnCancel:        "Abbrechen",
	TableJokerChoose: "Leg den freien Joker an ein leuchtendes Kombinationsende · Esc nimmt alles zurück",
	TableCallChoose:  "Liverpool! Wähle die Kombination für %s · Esc bricht ab",
	TableCutExact:    "Genau die Karten fürs Geben: −50 Punkte!",
}
