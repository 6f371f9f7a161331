package engine

import "strings"

// RefusalKey names one reason for refusing an action. Its name (String)
// is stable, so a translation can be keyed on it.
type RefusalKey uint8

// The reasons for refusing an action, by where they arise: the seat and
// phase, drawing, claims, discarding, melds, lay-offs, joker swaps and
// Liverpool contracts.
const (
	RefuseNone RefusalKey = iota
	RefuseGameOver
	RefuseNoSeat
	RefuseNotReady
	RefuseWaitCut
	RefuseWaitClaim
	RefuseWaitCaller
	RefuseWaitTurn
	RefuseCutFirst
	RefuseCutSize
	RefusePileEmpty
	RefuseStrictPile
	RefuseFloatingPile
	RefuseStockEmpty
	RefuseNoTimer
	RefuseDrawFirst
	RefuseDrawNow
	RefuseDrawnAlready
	RefusePlayNow
	RefuseAnswered
	RefuseCallNoMeld
	RefuseCallNoFit
	RefuseClaimOrPass
	RefuseNotInHand
	RefuseUsedTwice
	RefuseCallerKeepsLast
	RefuseCallerDiscard
	RefuseDiscardTaken
	RefuseDiscardJoker
	RefuseDiscardFits
	RefuseEndByDiscard
	RefuseKeepDiscard
	RefuseKeepDiscardable
	RefuseNoMeldCards
	RefuseEmptyMeld
	RefuseGoneDown
	RefuseHand7All
	RefuseMeldInvalid
	RefuseMeldNInvalid
	RefuseMeldLayer
	RefuseOpenFirst
	RefuseGoDownFirst
	RefuseNoMeld
	RefuseFitsOnlyAt
	RefuseNoFit
	RefuseClassicSwap
	RefuseSwapJoker
	RefuseNoJokerAt
	RefuseJokerMustLay
	RefuseNoMeldForJoker
	RefuseJokerNoFit
	RefuseSwapNever
	RefuseSwapGoingDown
	RefuseContractShape
	RefuseBooksSameRank
	RefuseRunsContinue
	RefuseFreedJokerHeld
	RefuseFreedJokerStuck
	RefuseSwapFreedFirst
	RefuseRevealOnly
	RefuseOwnDiscard
	numRefusalKeys
)

// refusalTexts gives every key its name and English sentence; each %s
// is one argument, in order.
var refusalTexts = [numRefusalKeys]struct{ name, english string }{
	RefuseNone:            {"none", "engine: the action is refused"},
	RefuseGameOver:        {"game_over", "engine: the game is over: start a new game"},
	RefuseNoSeat:          {"no_seat", "engine: there is no seat %s at a table of %s"},
	RefuseNotReady:        {"not_ready", "engine: the game is not ready for actions"},
	RefuseWaitCut:         {"wait_cut", "engine: it is seat %s's turn to cut the deck; wait for it"},
	RefuseWaitClaim:       {"wait_claim", "engine: you may not answer this %s call; wait for the others"},
	RefuseWaitCaller:      {"wait_caller", "engine: seat %s is finishing a Liverpool call; wait for it"},
	RefuseWaitTurn:        {"wait_turn", "engine: it is seat %s's turn; wait for yours"},
	RefuseCutFirst:        {"cut_first", "engine: the deck must be cut first: choose how many cards to lift (LIV-CUT-1)"},
	RefuseCutSize:         {"cut_size", "engine: lift between 1 and %s cards when cutting, not %s"},
	RefusePileEmpty:       {"pile_empty", "engine: the discard pile is empty: draw from the stock"},
	RefuseStrictPile:      {"strict_pile", "engine: with strict jokers you could not discard after taking that card: draw from the stock"},
	RefuseFloatingPile:    {"floating_pile", "engine: you are floating and could neither lay off nor discard %s: draw from the stock"},
	RefuseStockEmpty:      {"stock_empty", "engine: the stock is empty: take the discard"},
	RefuseNoTimer:         {"no_timer", "engine: this game has no turn timer"},
	RefuseDrawFirst:       {"draw_first", "engine: draw a card first, from the stock or the discard pile"},
	RefuseDrawNow:         {"draw_now", "engine: you cannot %s now: draw a card from the stock or the discard pile"},
	RefuseDrawnAlready:    {"drawn_already", "engine: you have already drawn this turn"},
	RefusePlayNow:         {"play_now", "engine: you cannot %s during your turn: play melds or discard"},
	RefuseAnswered:        {"answered", "engine: you have already answered this call"},
	RefuseCallNoMeld:      {"call_no_meld", "engine: there is no meld %s on the table to lay %s off on"},
	RefuseCallNoFit:       {"call_no_fit", "engine: %s does not fit at the %s of meld %s"},
	RefuseClaimOrPass:     {"claim_or_pass", "engine: a %s call is open: claim or pass"},
	RefuseNotInHand:       {"not_in_hand", "engine: %s is not in your hand"},
	RefuseUsedTwice:       {"used_twice", "engine: %s is used twice"},
	RefuseCallerKeepsLast: {"caller_keeps_last", "engine: after a Liverpool call you keep your last card: pass instead"},
	RefuseCallerDiscard:   {"caller_discard", "engine: after your Liverpool call, discard one card or pass"},
	RefuseDiscardTaken:    {"discard_taken", "engine: you took %s from the discard pile this turn; discard another card"},
	RefuseDiscardJoker:    {"discard_joker", "engine: with strict jokers a joker may not be discarded; discard another card"},
	RefuseDiscardFits:     {"discard_fits", "engine: you may go out only with a card that fits no meld; %s fits meld %s: lay it off instead"},
	RefuseEndByDiscard:    {"end_by_discard", "engine: end your turn by discarding a card"},
	RefuseKeepDiscard:     {"keep_discard", "engine: you must keep a card to discard: going out without a discard is off (ROM-SR-NODISCARD)"},
	RefuseKeepDiscardable: {"keep_discardable", "engine: that would leave you no card you may discard; keep another card in hand"},
	RefuseNoMeldCards:     {"no_meld_cards", "engine: choose the cards of at least one meld"},
	RefuseEmptyMeld:       {"empty_meld", "engine: meld %s has no cards"},
	RefuseGoneDown:        {"gone_down", "engine: you have gone down: now you may only lay off cards on the table (LIV-6)"},
	RefuseHand7All:        {"hand7_all", "engine: in hand 7 you go down with every card in your hand, with no discard"},
	RefuseMeldInvalid:     {"meld_invalid", "engine: %s: %s"},
	RefuseMeldNInvalid:    {"meld_n_invalid", "engine: meld %s (%s): %s"},
	RefuseMeldLayer:       {"meld_layer", "engine: %s"},
	RefuseOpenFirst:       {"open_first", "engine: open first with melds worth at least %s points before using the table (ROM-7)"},
	RefuseGoDownFirst:     {"go_down_first", "engine: go down with your contract before laying off (LIV-6)"},
	RefuseNoMeld:          {"no_meld", "engine: there is no meld %s on the table"},
	RefuseFitsOnlyAt:      {"fits_only_at", "engine: %s fits meld %s only at the %s"},
	RefuseNoFit:           {"no_fit", "engine: %s does not fit meld %s (%s)"},
	RefuseClassicSwap:     {"classic_swap", "engine: classic rummy has no jokers to swap"},
	RefuseSwapJoker:       {"swap_joker", "engine: swap a joker for the natural card it stands for, not for another joker"},
	RefuseNoJokerAt:       {"no_joker_at", "engine: there is no joker at position %s of meld %s"},
	RefuseJokerMustLay:    {"joker_must_lay", "engine: the freed joker must be laid off on a meld on the table in the same move (LIV-8)"},
	RefuseNoMeldForJoker:  {"no_meld_for_joker", "engine: there is no meld %s on the table for the joker"},
	RefuseJokerNoFit:      {"joker_no_fit", "engine: the freed joker does not fit at the %s of meld %s"},
	RefuseSwapNever:       {"swap_never", "engine: jokers may not be swapped in this game (joker_swap=never)"},
	RefuseSwapGoingDown:   {"swap_going_down", "engine: jokers may be swapped only in the turn you go down (joker_swap=going_down_turn)"},
	RefuseContractShape:   {"contract_shape", "contract %s is %s; these melds are %s"},
	RefuseBooksSameRank:   {"books_same_rank", "two books of one rank (%ss) are not allowed; make them one book"},
	RefuseRunsContinue:    {"runs_continue", "%s and %s continue each other, so they are one run, not two"},
	RefuseFreedJokerHeld:  {"freed_joker_held", "engine: meld the joker you freed (%s) before discarding: lay it in a new meld or lay it off (ROM-SR-STRICTJOKER)"},
	RefuseFreedJokerStuck: {"freed_joker_stuck", "engine: the freed joker must be melded this turn, and after that no meld or lay-off could take it while leaving you a discard (ROM-SR-STRICTJOKER)"},
	RefuseSwapFreedFirst:  {"swap_freed_first", "engine: meld the joker you freed before swapping another (ROM-SR-STRICTJOKER)"},
	RefuseRevealOnly:      {"reveal_only", "engine: reveal your card: it is the only move in Kopilka (KOP-6)"},
	RefuseOwnDiscard:      {"own_discard", "engine: you discarded this card: you may not claim it back (LIV-BUY-3)"},
}

// String returns the key's stable name, like "draw_first".
func (k RefusalKey) String() string {
	if k < numRefusalKeys {
		return refusalTexts[k].name
	}
	return "refusal?"
}

// english returns the key's English sentence with a %s per argument.
func (k RefusalKey) english() string {
	if k < numRefusalKeys {
		return refusalTexts[k].english
	}
	return refusalTexts[RefuseNone].english
}

// RefusalKeys lists every reason the engine may give, so that a
// translation can be checked for completeness.
func RefusalKeys() []RefusalKey {
	out := make([]RefusalKey, 0, numRefusalKeys-1)
	for k := RefuseNone + 1; k < numRefusalKeys; k++ {
		out = append(out, k)
	}
	return out
}

// NumArgs returns how many arguments a refusal of this key names.
func (k RefusalKey) NumArgs() int { return strings.Count(k.english(), "%s") }
