package i18n

// The keys of invitations and recent opponents in My tables (issue 31
// item 6).
const (
	// MyTablesInvited (%s: the host's name) is an invitation's state.
	MyTablesInvited Key = "mytables.invited"
	// MyTablesRecent heads the recent opponents; MyTablesPlayAgain (%s:
	// a name) is the button that invites one to a new table.
	MyTablesRecent    Key = "mytables.recent"
	MyTablesPlayAgain Key = "mytables.play_again"
	// OnlineErrReserved: the seat is kept for an invited player.
	OnlineErrReserved Key = "online.err.reserved"
)
