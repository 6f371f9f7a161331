package i18n

// englishLearn holds the English texts of issue 16's screens.
var englishLearn = map[Key]string{
	StatsWatch: "Watch",

	ReplayTitle:      "Replay: %s",
	ReplayStep:       "Step %d of %d",
	ReplayHand:       "Hand %d of %d",
	ReplayDeal:       "The cards are dealt.",
	ReplayPlay:       "Play",
	ReplayPause:      "Pause",
	ReplaySpeed:      "Speed ×%d",
	ReplayBack:       "< Step",
	ReplayForward:    "Step >",
	ReplayPrevHand:   "<< Hand",
	ReplayNextHand:   "Hand >>",
	ReplayKeysHint:   "← → step · PgUp PgDn hand · Space plays or pauses · Esc goes back",
	ReplayFaceUp:     "The game is over: every hand is shown face up.",
	ReplayUnreadable: "This game cannot be replayed: %s",
	ReplayStock:      "Stock: %d",
	ReplayTotal:      "Total: %d",
	ReplayTurn:       "%s to play",

	LogTitle:     "The whole game",
	LogHandHead:  "Hand %d",
	LogPanelHint: "Wheel or ↑ ↓ scrolls · Shift+L or Esc closes",
	LogButton:    "Log",

	PileTitle:        "The discard pile this hand, oldest first",
	PileDiscarded:    "%s discarded %s",
	PileTook:         "%s took %s",
	PileYouDiscarded: "You discarded %s",
	PileYouTook:      "You took %s",
	PileEmpty:        "Only the turned-up card so far.",
	PileHint:         "Shift+P, a click or Esc closes",
}
