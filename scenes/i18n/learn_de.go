package i18n

// germanLearn holds the German texts of issue 16's screens.
var germanLearn = map[Key]string{
	StatsWatch: "Ansehen",

	ReplayTitle:      "Wiederholung: %s",
	ReplayStep:       "Schritt %d von %d",
	ReplayHand:       "Runde %d von %d",
	ReplayDeal:       "Die Karten sind gegeben.",
	ReplayPlay:       "Abspielen",
	ReplayPause:      "Pause",
	ReplaySpeed:      "Tempo ×%d",
	ReplayBack:       "< Zurück",
	ReplayForward:    "Weiter >",
	ReplayPrevHand:   "<< Runde",
	ReplayNextHand:   "Runde >>",
	ReplayKeysHint:   "← → Schritt · Bild↑ Bild↓ Runde · Leertaste spielt oder hält an · Esc zurück",
	ReplayFaceUp:     "Das Spiel ist aus: alle Blätter liegen offen.",
	ReplayUnreadable: "Dieses Spiel lässt sich nicht wiederholen: %s",
	ReplayStock:      "Talon: %d",
	ReplayTotal:      "Gesamt: %d",
	ReplayTurn:       "%s ist am Zug",

	LogTitle:     "Das ganze Spiel",
	LogHandHead:  "Runde %d",
	LogPanelHint: "Mausrad oder ↑ ↓ blättern · Umschalt+L oder Esc schließt",
	LogButton:    "Verlauf",

	PileTitle:        "Der Ablagestapel dieser Runde, älteste Karte zuerst",
	PileDiscarded:    "%s legt %s ab",
	PileTook:         "%s nimmt %s",
	PileYouDiscarded: "Du legst %s ab",
	PileYouTook:      "Du nimmst %s",
	PileEmpty:        "Bisher nur die aufgedeckte Karte.",
	PileHint:         "Umschalt+P, ein Klick oder Esc schließt",
}
