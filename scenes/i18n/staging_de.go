package i18n

// germanStaging holds the staging row's, the reveal's and the discard
// warning's German texts.
var germanStaging = map[Key]string{
	StageExplain:            "Karten wählen und zusammen herziehen (oder M): Jede Gruppe ist eine Kombination. Eine Karte auf eine Gruppe legen ergänzt sie.",
	StageExplainTouch:       "Karten antippen, dann hier tippen: Jede Gruppe ist eine Kombination. Karte, dann Gruppe antippen ergänzt sie.",
	StageGroupBook:          "Satz",
	StageGroupRun:           "Reihe",
	StageGroupInvalid:       "noch keine Kombination",
	StageReady:              "bereit: „%s“ drücken",
	BtnGroup:                "Gruppieren",
	TableDiscardFitsWarning: "%s passt an eine Kombination auf dem Tisch, ein anderer Spieler kann sie rufen. Zum Abwerfen noch einmal ablegen",
	SettingsDiscardWarning:  "Warnen vor Abwürfen, die andere rufen können",
	RevealHandScore:         "diese Runde %+d",
	RevealWentOut:           "ausgegangen",

	"stage.fix.too_short":         "Karten hinzufügen: Eine Kombination braucht mindestens 3",
	"stage.fix.mixed":             "Einen Rang (Satz) oder eine Farbe in Folge (Reihe) behalten; die fremde Karte zurück in die Hand ziehen",
	"stage.fix.set_too_long":      "Eine Karte herausnehmen: Ein Satz hat höchstens 4, jede Farbe einmal",
	"stage.fix.set_suit_twice":    "Die Karte mit der doppelten Farbe herausnehmen",
	"stage.fix.run_mixed_suits":   "Eine Farbe behalten: die Karten der anderen Farbe zurückziehen",
	"stage.fix.run_gap":           "Die Lücke mit der fehlenden Karte oder einem Joker füllen oder die ferne Karte herausnehmen",
	"stage.fix.run_order":         "Die Reihe aufsteigend legen",
	"stage.fix.run_ace_inside":    "Das Ass an ein Ende der Reihe legen",
	"stage.fix.run_too_long":      "Eine Karte herausnehmen: Eine Reihe hat höchstens 13",
	"stage.fix.run_rank_twice":    "Die Karte mit dem doppelten Rang herausnehmen",
	"stage.fix.all_jokers":        "Natürliche Karten hinzufügen: Joker allein sind keine Kombination",
	"stage.fix.too_many_jokers":   "Eine natürliche Karte hinzufügen oder einen Joker herausnehmen: Es braucht weniger Joker als natürliche Karten",
	"stage.fix.jokers_adjacent":   "Einen Joker verschieben: Zwei dürfen nicht nebeneinander liegen",
	"stage.fix.no_jokers":         "Den Joker herausnehmen: Dieses Spiel hat keine",
	"stage.fix.strict_set_order":  "Die Farben in der Reihenfolge ♣ ♠ ♥ ♦ ohne Lücke ergänzen",
	"stage.fix.run_too_short":     "Karten hinzufügen: Eine Reihe braucht mindestens 4",
	"stage.fix.book_too_short":    "Karten hinzufügen: Ein Satz braucht mindestens 3",
	"stage.fix.book_naturals":     "Eine natürliche Karte hinzufügen: Ein Satz braucht mindestens 2",
	"stage.fix.run_naturals":      "Eine natürliche Karte hinzufügen: Eine Reihe braucht mindestens 3",
	"stage.fix.run_joker_density": "Die Joker verteilen: höchstens einer in je vier Karten in Folge",
	"stage.fix.not_a_meld":        "Einen Rang (Satz) oder eine Farbe in Folge (Reihe) behalten",
	"stage.fix.ace_low_only":      "Das Ass niedrig verwenden ({A}-2-3): Es folgt hier nicht auf den König",
	"stage.fix.run_corner":        "Das Ass nur an einem Ende: niedrig ({A}-2-3) oder hoch ({Q}-{K}-{A})",
	"stage.fix.run_joker_fit":     "Eine Karte oder einen Joker verschieben, damit die Joker die Reihe genau füllen",
	"stage.fix.card_twice":        "Jede Karte nur einmal verwenden",
}

// germanStagingPlurals are the counting messages of germanStaging.
var germanStagingPlurals = map[Key]Plural{
	StageGroupPoints:    {One: "%d Punkt", Other: "%d Punkte"},
	StageProgressPoints: {One: "Herauskommen: %[1]d von %[2]d Punkt", Other: "Herauskommen: %[1]d von %[2]d Punkten", Arg: 2},
	StageProgressBooks:  {One: "%[1]d von %[2]d Satz", Other: "%[1]d von %[2]d Sätzen", Arg: 2},
	StageProgressRuns:   {One: "%[1]d von %[2]d Reihe", Other: "%[1]d von %[2]d Reihen", Arg: 2},
	StageProgressLeft:   {One: "noch %d Karte in der Hand", Other: "noch %d Karten in der Hand"},
	RevealCardsLeft:     {One: "%[1]d Karte · %[2]d Punkte", Other: "%[1]d Karten · %[2]d Punkte", Arg: 1},
}
