package i18n

// Keys of the player identity and "My tables" (issue 31).
const (
	// IdentityTitle heads the identity screen; IdentityIntro says what
	// the identity is (the name is shown, the key never).
	IdentityTitle Key = "identity.title"
	IdentityIntro Key = "identity.intro"
	// IdentityName shows the name others see (%s).
	IdentityName Key = "identity.name"
	// IdentityExport shows the export text; IdentityExportWarning warns
	// that it is the identity itself.
	IdentityExport        Key = "identity.export"
	IdentityExportWarning Key = "identity.export_warning"
	// IdentityImport imports the text typed in IdentityImportField.
	IdentityImport      Key = "identity.import"
	IdentityImportField Key = "identity.import_field"
	// IdentityImportAsk asks before an import replaces this device's
	// identity; IdentityReplace and IdentityKeep answer.
	IdentityImportAsk Key = "identity.import_ask"
	IdentityReplace   Key = "identity.replace"
	IdentityKeep      Key = "identity.keep"
	// IdentityImported, IdentitySame and IdentityKept report an import.
	IdentityImported Key = "identity.imported"
	IdentitySame     Key = "identity.same"
	IdentityKept     Key = "identity.kept"
	// Why a text is refused, and a failure to save (%s).
	IdentityErrNotExport Key = "identity.err_not_export"
	IdentityErrVersion   Key = "identity.err_version"
	IdentityErrDamaged   Key = "identity.err_damaged"
	IdentityErrSave      Key = "identity.err_save"
	// OnlineIdentity and OnlineMyTables are the lobby's buttons.
	OnlineIdentity Key = "online.identity"
	OnlineMyTables Key = "online.my_tables"
	// MyTablesTitle heads the list; MyTablesAsking (%s: the server),
	// MyTablesNone and MyTablesNoProof (%s: why) stand for it.
	MyTablesTitle   Key = "mytables.title"
	MyTablesAsking  Key = "mytables.asking"
	MyTablesNone    Key = "mytables.none"
	MyTablesNoProof Key = "mytables.no_proof"
	MyTablesRefresh Key = "mytables.refresh"
	// A row's state: your turn, another's turn (%s), waiting to start,
	// finished, the time left (%s).
	MyTablesYourTurn Key = "mytables.your_turn"
	MyTablesTurnOf   Key = "mytables.turn_of"
	MyTablesLobby    Key = "mytables.lobby"
	MyTablesOver     Key = "mytables.over"
	MyTablesLeft     Key = "mytables.left"
	// MenuYourTurnAt is the menu's badge: the tables (%d) waiting on the
	// person on the configured server; a click opens one (plural).
	MenuYourTurnAt Key = "menu.your_turn_at"
	// Server refusals about identities.
	OnlineErrOtherIdentity Key = "online.err_other_identity"
	OnlineErrTablesID      Key = "online.err_tables_id"
	// Your turn, noticed (issue 31 item 4). TurnsOpening is the badge
	// while a seat is taken back. TurnsNotifyTitle is a system
	// notification's title: the rule set (%s) and the other players
	// (%s); TurnsNotifyBody its line. TurnsNotifyAsk is My tables'
	// button asking the browser's permission; TurnsNotifyOn and
	// TurnsNotifyDenied say how it stands.
	TurnsOpening      Key = "turns.opening"
	TurnsNotifyTitle  Key = "turns.notify_title"
	TurnsNotifyBody   Key = "turns.notify_body"
	TurnsNotifyAsk    Key = "turns.notify_ask"
	TurnsNotifyOn     Key = "turns.notify_on"
	TurnsNotifyDenied Key = "turns.notify_denied"
)
