package i18n

// englishStaging holds the staging row's, the reveal's and the discard
// warning's English texts (merged into the issue 15 table).
var englishStaging = map[Key]string{
	StageExplain:            "Select cards and drag them here together (or press M): each group is one meld. Drop a card on a group to add it.",
	StageExplainTouch:       "Tap cards, then tap here: each group is one meld. Tap a card, then a group, to add it.",
	StageGroupBook:          "book",
	StageGroupRun:           "run",
	StageGroupInvalid:       "not a meld yet",
	StageReady:              "ready: press %s",
	BtnGroup:                "Group",
	TableDiscardFitsWarning: "%s fits a meld on the table, so another player may call it. Discard it again to go ahead",
	SettingsDiscardWarning:  "Warn before a discard others can call",
	RevealHandScore:         "this hand %+d",
	RevealWentOut:           "went out",

	"stage.fix.too_short":         "Add cards: a meld needs at least 3",
	"stage.fix.mixed":             "Keep one rank (a set) or one suit in sequence (a run); drag the odd card back to your hand",
	"stage.fix.set_too_long":      "Take a card out: a set holds at most 4, one of each suit",
	"stage.fix.set_suit_twice":    "Take out the card whose suit is there twice",
	"stage.fix.run_mixed_suits":   "Keep one suit: drag the cards of the other suit back",
	"stage.fix.run_gap":           "Fill the gap with the missing card or a joker, or take the far card out",
	"stage.fix.run_order":         "Lay the run in ascending order",
	"stage.fix.run_ace_inside":    "Put the ace at an end of the run",
	"stage.fix.run_too_long":      "Take a card out: a run holds at most 13",
	"stage.fix.run_rank_twice":    "Take out the card whose rank is there twice",
	"stage.fix.all_jokers":        "Add natural cards: jokers alone are no meld",
	"stage.fix.too_many_jokers":   "Add a natural card or take a joker out: jokers must be fewer than natural cards",
	"stage.fix.jokers_adjacent":   "Move a joker: two may not sit side by side",
	"stage.fix.no_jokers":         "Take the joker out: this game has none",
	"stage.fix.strict_set_order":  "Complete the suits in the order ♣ ♠ ♥ ♦ without a gap",
	"stage.fix.run_too_short":     "Add cards: a run needs at least 4",
	"stage.fix.book_too_short":    "Add cards: a book needs at least 3",
	"stage.fix.book_naturals":     "Add a natural card: a book needs at least 2",
	"stage.fix.run_naturals":      "Add a natural card: a run needs at least 3",
	"stage.fix.run_joker_density": "Spread the jokers: at most one in any four cards in a row",
	"stage.fix.not_a_meld":        "Keep one rank (a set) or one suit in sequence (a run)",
	"stage.fix.ace_low_only":      "Use the ace low ({A}-2-3): it does not follow the king here",
	"stage.fix.run_corner":        "Use the ace at one end only: low ({A}-2-3) or high ({Q}-{K}-{A})",
	"stage.fix.run_joker_fit":     "Move a card or a joker so that the jokers fill the run exactly",
	"stage.fix.card_twice":        "Use each card once",
}

// englishStagingPlurals are the counting messages of englishStaging.
var englishStagingPlurals = map[Key]Plural{
	StageGroupPoints:    {One: "%d point", Other: "%d points"},
	StageProgressPoints: {One: "Opening: %[1]d of %[2]d point", Other: "Opening: %[1]d of %[2]d points", Arg: 2},
	StageProgressBooks:  {One: "%[1]d of %[2]d book", Other: "%[1]d of %[2]d books", Arg: 2},
	StageProgressRuns:   {One: "%[1]d of %[2]d run", Other: "%[1]d of %[2]d runs", Arg: 2},
	StageProgressLeft:   {One: "%d card still in hand", Other: "%d cards still in hand"},
	RevealCardsLeft:     {One: "%[1]d card · %[2]d points", Other: "%[1]d cards · %[2]d points", Arg: 1},
}
