package i18n

// Keys of issue 16's screens: the replay viewer, the full log and the
// discard pile's history.
const (
	StatsWatch Key = "stats.watch"

	ReplayTitle      Key = "replay.title"
	ReplayStep       Key = "replay.step"
	ReplayHand       Key = "replay.hand"
	ReplayDeal       Key = "replay.deal"
	ReplayPlay       Key = "replay.play"
	ReplayPause      Key = "replay.pause"
	ReplaySpeed      Key = "replay.speed"
	ReplayBack       Key = "replay.back"
	ReplayForward    Key = "replay.forward"
	ReplayPrevHand   Key = "replay.prev_hand"
	ReplayNextHand   Key = "replay.next_hand"
	ReplayKeysHint   Key = "replay.keys_hint"
	ReplayFaceUp     Key = "replay.face_up"
	ReplayUnreadable Key = "replay.unreadable"
	ReplayStock      Key = "replay.stock"
	ReplayTurn       Key = "replay.turn"
	ReplayTotal      Key = "replay.total"

	LogTitle     Key = "log.title"
	LogHandHead  Key = "log.hand_head"
	LogPanelHint Key = "log.panel_hint"
	LogButton    Key = "log.button"

	PileTitle        Key = "pile.title"
	PileDiscarded    Key = "pile.discarded"
	PileTook         Key = "pile.took"
	PileYouDiscarded Key = "pile.you_discarded"
	PileYouTook      Key = "pile.you_took"
	PileEmpty        Key = "pile.empty"
	PileHint         Key = "pile.hint"
)
