package i18n

// Keys of the rematch on the online score sheet and of the online
// status line while a move travels (issue 24 item 11).
const (
	// SheetRematchOffer is the host's button offering a rematch.
	SheetRematchOffer Key = "sheet.rematch_offer"
	// SheetRematchAccept accepts the host's offer (leaving the sheet
	// declines it).
	SheetRematchAccept Key = "sheet.rematch_accept"
	// SheetRematchNow is the host going ahead without the seats that
	// have not accepted (their seats open in the waiting room).
	SheetRematchNow Key = "sheet.rematch_now"
	// SheetRematchHostMay tells a seat that the host may offer one.
	SheetRematchHostMay Key = "sheet.rematch_host_may"
	// SheetRematchOffered: the host (%s) offers a rematch.
	SheetRematchOffered Key = "sheet.rematch_offered"
	// SheetRematchWaiting: waiting for the answers of %s (names).
	SheetRematchWaiting Key = "sheet.rematch_waiting"
	// SheetRematchDeclined: %s (names) declined.
	SheetRematchDeclined Key = "sheet.rematch_declined"
	// SheetRematchUnsupported: the server refused the rematch message
	// (an older server); SheetRematchChanged: the offer changed meanwhile.
	SheetRematchUnsupported Key = "sheet.rematch_unsupported"
	SheetRematchChanged     Key = "sheet.rematch_changed"
	// TableMoveOnItsWay: this screen's move travels to the table server.
	TableMoveOnItsWay Key = "table.move_on_its_way"
)
