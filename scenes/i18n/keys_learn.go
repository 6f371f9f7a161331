package i18n

// Keys of issue 16's screens: the replay viewer, the full log and the
// discard pile's history.
const (
	StatsWatch        Key = "stats.watch"
	StatsImport       Key = "stats.import"
	StatsImportDrop   Key = "stats.import_drop"
	StatsImportFailed Key = "stats.import_failed"
	// StatsImportTooLarge, StatsImportUnreadable and StatsImportUnfinished
	// say why a file was not imported.
	StatsImportTooLarge   Key = "stats.import_too_large"
	StatsImportUnreadable Key = "stats.import_unreadable"
	StatsImportUnfinished Key = "stats.import_unfinished"

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
	ReplayAnalysing  Key = "replay.analysing"
	ReplayAgrees     Key = "replay.agrees"
	ReplaySummary    Key = "replay.summary"
	ReplayMarkStock  Key = "replay.mark_stock"
	ReplayMarkTake   Key = "replay.mark_take"
	ReplayMarkThrow  Key = "replay.mark_throw"

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

// Keys of the guided hands (issue 16, item 2).
const (
	MenuLearn Key = "menu.learn"

	TutTitle   Key = "tut.title"
	TutStep    Key = "tut.step"
	TutWrong   Key = "tut.wrong"
	TutPass    Key = "tut.pass"
	TutWait    Key = "tut.wait"
	TutDone    Key = "tut.done"
	TutFinish  Key = "tut.finish"
	TutLeave   Key = "tut.leave"
	TutPickSet Key = "tut.pick"

	TutOfferTitle Key = "tut.offer_title"
	TutOfferText  Key = "tut.offer_text"
	TutLater      Key = "tut.later"

	TutDrawStock       Key = "tut.draw_stock"
	TutClassicTake     Key = "tut.classic.take"
	TutClassicMeldSet  Key = "tut.classic.meld_set"
	TutClassicDiscard  Key = "tut.classic.discard"
	TutClassicLayOff   Key = "tut.classic.lay_off"
	TutClassicMeldRun  Key = "tut.classic.meld_run"
	TutClassicDiscard2 Key = "tut.classic.discard2"
	TutClassicGoOut    Key = "tut.classic.go_out"
	TutRommeOpen       Key = "tut.romme.open"
	TutRommeDiscard    Key = "tut.romme.discard"
	TutRommeSwap       Key = "tut.romme.swap"
	TutRommeMeldJoker  Key = "tut.romme.meld_joker"
	TutRommeDiscard2   Key = "tut.romme.discard2"
	TutRommeLayOff     Key = "tut.romme.lay_off"
	TutRommeMeldRun    Key = "tut.romme.meld_run"
	TutRommeGoOut      Key = "tut.romme.go_out"

	TutLivDiscardEarly  Key = "tut.liverpool.discard_early"
	TutLivBuy           Key = "tut.liverpool.buy"
	TutLivGoDown        Key = "tut.liverpool.go_down"
	TutLivLayOff9D      Key = "tut.liverpool.lay_off_9d"
	TutLivLayOff5H      Key = "tut.liverpool.lay_off_5h"
	TutLivLayOff9S      Key = "tut.liverpool.lay_off_9s"
	TutLivDiscardKC     Key = "tut.liverpool.discard_kc"
	TutLivCall          Key = "tut.liverpool.call"
	TutLivCallerDiscard Key = "tut.liverpool.caller_discard"
	TutLivLayOff9C      Key = "tut.liverpool.lay_off_9c"
	TutLivDiscard7C     Key = "tut.liverpool.discard_7c"
	TutLivLayOff5D      Key = "tut.liverpool.lay_off_5d"
	TutLivGoOut         Key = "tut.liverpool.go_out"
)

// Keys of leaving and resuming a lesson (issue 24, item 1).
const (
	TutLeaveTitle   Key = "tut.leave_title"
	TutLeaveText    Key = "tut.leave_text"
	TutStay         Key = "tut.stay"
	TutRestart      Key = "tut.restart"
	TutLeaveButton  Key = "tut.leave_button"
	MenuLearnResume Key = "menu.learn_resume"
	// SheetWinsTag marks the winner's column on the last score sheet
	// (issue 24, item 11), where SheetLeader says "leads" before.
	SheetWinsTag Key = "sheet.wins_tag"
	// TutKeptBad says a kept lesson could not be resumed.
	TutKeptBad Key = "tut.kept_bad"
)
