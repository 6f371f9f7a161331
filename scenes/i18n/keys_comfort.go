package i18n

// Keys of issue 15's texts: the pause menu, the score sheet's breakdown
// and rematch, the person's own forms of the result lines, the claim
// window's settings and the menu's problems named by option labels.
const (
	PauseTitle        Key = "pause.title"
	PauseResume       Key = "pause.resume"
	PauseRules        Key = "pause.rules"
	PauseSettings     Key = "pause.settings"
	PauseLeave        Key = "pause.leave"
	PauseQuit         Key = "pause.quit"
	PauseHint         Key = "pause.hint"
	PauseLeaveTitle   Key = "pause.leave_title"
	PauseQuitTitle    Key = "pause.quit_title"
	PauseSavedText    Key = "pause.saved_text"
	PauseConfirmLeave Key = "pause.confirm_leave"
	PauseConfirmQuit  Key = "pause.confirm_quit"
	PauseStay         Key = "pause.stay"

	// The result lines when the seat is "you" (the verb agrees).
	SheetYouWin     Key = "sheet.you_win"
	SheetYouWinGame Key = "sheet.you_win_game"
	SheetShareWin   Key = "sheet.share_win"
	SheetPlayAgain  Key = "sheet.play_again"
	SheetContract   Key = "sheet.contract"
	SheetLeader     Key = "sheet.leader"
	SheetEarlier    Key = "sheet.earlier"
	// The breakdown of the hand just played, one row each.
	SheetBreakdown  Key = "sheet.breakdown"
	SheetCardsLeft  Key = "sheet.cards_left"
	SheetLeftCell   Key = "sheet.left_cell"
	SheetCardPoints Key = "sheet.card_points"
	SheetDoubled    Key = "sheet.doubled"
	SheetTableBonus Key = "sheet.table_bonus"
	SheetFalseMelds Key = "sheet.false_melds"
	SheetCutRow     Key = "sheet.cut_row"
	SheetThisHand   Key = "sheet.this_hand"

	SettingsClaim     Key = "settings.claim"
	SettingsWaitForMe Key = "settings.wait_for_me"
	SettingsSeconds   Key = "settings.seconds"

	// The menu's problems, naming options by their labels.
	MenuPlayersRange Key = "menu.players_range"
	MenuNotAllowed   Key = "menu.not_allowed"
	MenuRange        Key = "menu.range"
	MenuFrom         Key = "menu.from"
	MenuNeedsLength  Key = "menu.needs_length"
	MenuKnockingNeed Key = "menu.knocking_need"
	MenuCannotStart  Key = "menu.cannot_start"
)
