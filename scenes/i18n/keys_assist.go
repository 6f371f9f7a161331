package i18n

// Keys of issue 15's assists: undo, hints (the normal bot's choice and
// its reason, one per kind of decision), the claim window that waits,
// and the keys overlay.
const (
	BtnUndo Key = "assist.btn_undo"
	BtnHint Key = "assist.btn_hint"
	BtnHelp Key = "assist.btn_help"
	// BtnDrawer opens the side panel's drawer on a phone.
	BtnDrawer Key = "table.btn_drawer"
	// TableDrawerLog heads the last lines of the log in the drawer.
	TableDrawerLog Key = "table.drawer_log"

	AssistUndone    Key = "assist.undone"
	AssistNoHints   Key = "assist.no_hints"
	AssistThinking  Key = "assist.thinking"
	AssistWaitsForU Key = "assist.waits_for_you"

	HintDrawStock     Key = "hint.draw_stock"
	HintTakeDiscard   Key = "hint.take_discard"
	HintMeld          Key = "hint.meld"
	HintLayOff        Key = "hint.lay_off"
	HintLayOffOwn     Key = "hint.lay_off_own"
	HintSwapJoker     Key = "hint.swap_joker"
	HintSwapJokerOwn  Key = "hint.swap_joker_own"
	HintDiscard       Key = "hint.discard"
	HintEndTurn       Key = "hint.end_turn"
	HintKnock         Key = "hint.knock"
	HintBuy           Key = "hint.buy"
	HintCallLiverpool Key = "hint.call_liverpool"
	HintCallRummy     Key = "hint.call_rummy"
	HintPass          Key = "hint.pass"
	HintKeep          Key = "hint.keep"
	HintCut           Key = "hint.cut"
	HintRun           Key = "hint.run"
	HintSet           Key = "hint.set"

	// The keys overlay: its title, closing line and one line per key.
	HelpTitle   Key = "help.title"
	HelpClose   Key = "help.close"
	HelpCursor  Key = "help.cursor"
	HelpSelect  Key = "help.select"
	HelpDraw    Key = "help.draw"
	HelpTake    Key = "help.take"
	HelpMeld    Key = "help.meld"
	HelpDiscard Key = "help.discard"
	HelpLayOff  Key = "help.lay_off"
	HelpSwap    Key = "help.swap"
	HelpTarget  Key = "help.target"
	HelpClaim   Key = "help.claim"
	HelpPass    Key = "help.pass"
	HelpCut     Key = "help.cut"
	HelpSort    Key = "help.sort"
	HelpUndo    Key = "help.undo"
	HelpHint    Key = "help.hint"
	HelpButtons Key = "help.buttons"
	HelpPause   Key = "help.pause"
	HelpKeys    Key = "help.keys"

	TargetPrompt Key = "assist.target_prompt"
)

// AssistNoUndo says why Ctrl+Z did nothing.
const AssistNoUndo Key = "assist.no_undo"

// StatsHints labels the hints asked for in the statistics.
const StatsHints Key = "stats.hints"

// LogUndone is the log's line for an undo.
const LogUndone Key = "log.undone"

// Keys of issue 24's hints: the opening proposed, the move at hand-over.
const (
	HintOpen     Key = "hint.open"
	HintNextHand Key = "hint.next_hand"
)

// TableDealing is the status line while the cards of a deal fly.
const TableDealing Key = "table.dealing"
