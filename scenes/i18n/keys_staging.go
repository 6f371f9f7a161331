package i18n

import (
	"maps"

	"rummy/engine"
)

// Keys of the staging row that explains itself, the hand-end reveal
// and the soft discard warning (issue 15 items 1, 6 and 10).
const (
	// StageExplain is the staging row's one-line explanation, shown until
	// the player has built a group once.
	StageExplain Key = "stage.explain"
	// StageExplainTouch is StageExplain for a finger: taps, no keys.
	StageExplainTouch Key = "stage.explain_touch"
	// StageGroupPoints labels a valid group by its worth (an opening).
	StageGroupPoints Key = "stage.group_points"
	// StageGroupBook and StageGroupRun label a valid group of a contract.
	StageGroupBook Key = "stage.group_book"
	StageGroupRun  Key = "stage.group_run"
	// StageGroupInvalid labels a group that is not a meld yet.
	StageGroupInvalid Key = "stage.group_invalid"
	// StageProgressPoints, StageProgressBooks and StageProgressRuns say
	// how far the staged groups go towards the requirement.
	StageProgressPoints Key = "stage.progress_points"
	StageProgressBooks  Key = "stage.progress_books"
	StageProgressRuns   Key = "stage.progress_runs"
	// StageProgressLeft counts the cards a lay-down of the whole hand
	// still leaves out.
	StageProgressLeft Key = "stage.progress_left"
	// StageReady says the staged groups may be laid down.
	StageReady Key = "stage.ready"
	// BtnGroup makes a staged group of the selected cards.
	BtnGroup Key = "btn.group"
	// TableDiscardFitsWarning warns before a discard another player may
	// call (LIV-POOL-1, LIV-RUM-1).
	TableDiscardFitsWarning Key = "table.discard_fits_warning"
	// SettingsDiscardWarning labels the settings row that turns the
	// discard warning on or off.
	SettingsDiscardWarning Key = "settings.discard_warning"
	// RevealCardsLeft is a seat's cards left and their value at the
	// reveal; RevealHandScore its result for the hand; RevealWentOut
	// marks the seat that went out.
	RevealCardsLeft Key = "reveal.cards_left"
	RevealHandScore Key = "reveal.hand_score"
	RevealWentOut   Key = "reveal.went_out"
)

// StageFixKey is the key of what to do about a staged group that is not
// a meld for reason e.
func StageFixKey(e engine.MeldError) Key { return Key("stage.fix." + e.Key()) }

func init() {
	maps.Copy(englishComfort, englishStaging)
	maps.Copy(russianComfort, russianStaging)
	maps.Copy(germanComfort, germanStaging)
	maps.Copy(englishPlurals, englishStagingPlurals)
	maps.Copy(russianPlurals, russianStagingPlurals)
	maps.Copy(germanPlurals, germanStagingPlurals)
}
