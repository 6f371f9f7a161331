package i18n

// Keys of correspondence tables (issue 31 item 3).
const (
	// OnlineMoveTime labels the lobby's time per move; OnlineMoveOff is
	// its live-table choice; OnlineMinutes and OnlineHours (%d) its
	// other choices.
	OnlineMoveTime Key = "online.move_time"
	OnlineMoveOff  Key = "online.move_off"
	OnlineMinutes  Key = "online.minutes"
	OnlineHours    Key = "online.hours"
	// OnlineClaims labels the person's standing claim preference; its
	// choices are ClaimPrefAsk, ClaimPrefNever and ClaimPrefMeld.
	OnlineClaims   Key = "online.claims"
	ClaimPrefAsk   Key = "claim_pref.ask"
	ClaimPrefNever Key = "claim_pref.never"
	ClaimPrefMeld  Key = "claim_pref.meld"
)
