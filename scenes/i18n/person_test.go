package i18n

import (
	"regexp"
	"sort"
	"testing"
)

// stringVerb matches a text argument, the only kind a name can fill.
var stringVerb = regexp.MustCompile(`%(\[\d+\])?s`)

// notNames lists every message with a text argument that is not a
// seat's name, or that names a seat which is never the person at the
// screen, and why.
var notNames = map[Key]string{
	IdentityErrSave:              "says why a file could not be saved",
	IdentityName:                 "the person's own name, shown as typed",
	MyTablesAsking:               "names a server",
	MyTablesLeft:                 "a duration",
	MyTablesNoProof:              "says why a server refused",
	MyTablesTurnOf:               "another table's player, never the person (their own turn is MyTablesYourTurn)",
	MyTablesInvited:              "another table's host, never the person",
	MyTablesPlayAgain:            "a past opponent, never the person",
	RatingsAsking:                "names a server",
	RatingsValue:                 "numbers: a rating and its interval",
	RatingsChange:                "numbers and a date",
	RatingsRow:                   "a rating in numbers",
	TurnsNotifyTitle:             "a rule set and the other players of a table, never the person",
	"speak.discard_top":          "names a card, not a seat",
	"speak.hand_card":            "names a card, not a seat",
	"speak.selected":             "names a card, not a seat",
	"keys.bad_file":              "names what was wrong in a file, not a seat",
	"keys.conflict":              "names a key and an action, not a seat",
	"keys.press":                 "names an action, not a seat",
	"keys.reserved":              "names a key, not a seat",
	"speak.card":                 "names a rank and a suit, not a seat",
	"speak.you_drew":             "said to the person only, names a card",
	"speak.your_hand":            "said to the person only, names cards",
	"kop.legend_dead":            "a standing's word (dead), not a seat",
	"hint.open":                  "names a card, a meld or a key, not a seat",
	"net.deal_card":              "names a card, not a seat",
	"net.deal_kept":              "names a file, not a seat",
	"net.deal_left_out":          "seat numbers (\"seat 2, 4\"), not names",
	"net.deal_moves":             "an engine's reason, not a seat",
	"room.commitment":            "a hash, not a seat",
	"sheet.rematch_declined":     "names a seat that left: never the person at the screen",
	"sheet.rematch_offered":      "names the host, shown only to the other seats",
	"sheet.rematch_waiting":      "names the seats awaited, shown only to the host who waits for them",
	"tut.kept_bad":               "a reason and a file, not a seat",
	"kop.legend_out":             "a standing's word (out), not a seat",
	"log.you.discarded":          "a form already said to the person (the \"you\" of a named message)",
	"log.you.laid_off":           "a form already said to the person (the \"you\" of a named message)",
	"log.you.melded":             "a form already said to the person (the \"you\" of a named message)",
	"log.you.swapped":            "a form already said to the person (the \"you\" of a named message)",
	"log.you.took_discard":       "a form already said to the person (the \"you\" of a named message)",
	"pile.you_discarded":         "a form already said to the person (the \"you\" of a named message)",
	"pile.you_took":              "a form already said to the person (the \"you\" of a named message)",
	"hint.lay_off_own":           "a form already said to the person (the \"you\" of a named message)",
	"hint.swap_joker_own":        "a form already said to the person (the \"you\" of a named message)",
	"room.you":                   "a form already said to the person (the \"you\" of a named message)",
	"assist.target_prompt":       "names a card, a meld or a key, not a seat",
	"hint.buy":                   "names a card, a meld or a key, not a seat",
	"hint.call_liverpool":        "names a card, a meld or a key, not a seat",
	"hint.call_rummy":            "names a card, a meld or a key, not a seat",
	"hint.discard":               "names a card, a meld or a key, not a seat",
	"hint.knock":                 "names a card, a meld or a key, not a seat",
	"hint.meld":                  "names a card, a meld or a key, not a seat",
	"hint.pass":                  "names a card, a meld or a key, not a seat",
	"hint.take_discard":          "names a card, a meld or a key, not a seat",
	"table.call_choose":          "names a card, a meld or a key, not a seat",
	"table.claim_buy":            "names a card, a meld or a key, not a seat",
	"table.claim_knock":          "names a card, a meld or a key, not a seat",
	"table.claim_liverpool":      "names a card, a meld or a key, not a seat",
	"table.claim_rummy":          "names a card, a meld or a key, not a seat",
	"table.contract":             "names a card, a meld or a key, not a seat",
	"table.discard_fits_warning": "names a card, a meld or a key, not a seat",
	"table.staging_hint":         "names a card, a meld or a key, not a seat",
	"stage.ready":                "names a card, a meld or a key, not a seat",
	"replay.mark_take":           "names a card, a meld or a key, not a seat",
	"replay.mark_throw":          "names a card, a meld or a key, not a seat",
	"meld.numbered":              "names a card, a meld or a key, not a seat",
	"meld.opening_short":         "names a card, a meld or a key, not a seat",
	"arg.books_and_runs":         "names a card, a meld or a key, not a seat",
	"err.resume":                 "names a rule set, an option, a file, an address or an error",
	"kind.bot":                   "names a rule set, an option, a file, an address or an error",
	"menu.cannot_start":          "names a rule set, an option, a file, an address or an error",
	"menu.knocking_need":         "names a rule set, an option, a file, an address or an error",
	"menu.needs_length":          "names a rule set, an option, a file, an address or an error",
	"menu.not_allowed":           "names a rule set, an option, a file, an address or an error",
	"menu.players_range":         "names a rule set, an option, a file, an address or an error",
	"menu.resume_detail":         "names a rule set, an option, a file, an address or an error",
	"net.not_verified":           "names a rule set, an option, a file, an address or an error",
	"net.reconnecting_to":        "names a rule set, an option, a file, an address or an error",
	"net.refused":                "names a rule set, an option, a file, an address or an error",
	"online.connecting":          "names a rule set, an option, a file, an address or an error",
	"online.err_bad_server":      "names a rule set, an option, a file, an address or an error",
	"online.err_other":           "names a rule set, an option, a file, an address or an error",
	"online.err_unreachable":     "names a rule set, an option, a file, an address or an error",
	"replay.title":               "names a rule set, an option, a file, an address or an error",
	"replay.unreadable":          "names a rule set, an option, a file, an address or an error",
	"rules.option_format":        "names a rule set, an option, a file, an address or an error",
	"stats.downloaded":           "names a rule set, an option, a file, an address or an error",
	"stats.exported":             "names a rule set, an option, a file, an address or an error",
	"stats.import_failed":        "names a rule set, an option, a file, an address or an error",
	"stats.no_games":             "names a rule set, an option, a file, an address or an error",
	"stats.selected":             "names a rule set, an option, a file, an address or an error",
	"tut.done":                   "names a rule set, an option, a file, an address or an error",
	"tut.title":                  "names a rule set, an option, a file, an address or an error",
	"tut.wrong":                  "names a rule set, an option, a file, an address or an error",
	"refusal.books_same_rank":    "a refusal's argument: a card, a meld, a claim, a number",
	"refusal.call_no_fit":        "a refusal's argument: a card, a meld, a claim, a number",
	"refusal.call_no_meld":       "a refusal's argument: a card, a meld, a claim, a number",
	"refusal.claim_or_pass":      "a refusal's argument: a card, a meld, a claim, a number",
	"refusal.contract_shape":     "a refusal's argument: a card, a meld, a claim, a number",
	"refusal.cut_size":           "a refusal's argument: a card, a meld, a claim, a number",
	"refusal.discard_fits":       "a refusal's argument: a card, a meld, a claim, a number",
	"refusal.discard_taken":      "a refusal's argument: a card, a meld, a claim, a number",
	"refusal.draw_now":           "a refusal's argument: a card, a meld, a claim, a number",
	"refusal.empty_meld":         "a refusal's argument: a card, a meld, a claim, a number",
	"refusal.fits_only_at":       "a refusal's argument: a card, a meld, a claim, a number",
	"refusal.floating_pile":      "a refusal's argument: a card, a meld, a claim, a number",
	"refusal.freed_joker_held":   "a refusal's argument: a card, a meld, a claim, a number",
	"refusal.joker_no_fit":       "a refusal's argument: a card, a meld, a claim, a number",
	"refusal.meld_invalid":       "a refusal's argument: a card, a meld, a claim, a number",
	"refusal.meld_layer":         "a refusal's argument: a card, a meld, a claim, a number",
	"refusal.meld_n_invalid":     "a refusal's argument: a card, a meld, a claim, a number",
	"refusal.no_fit":             "a refusal's argument: a card, a meld, a claim, a number",
	"refusal.no_joker_at":        "a refusal's argument: a card, a meld, a claim, a number",
	"refusal.no_meld":            "a refusal's argument: a card, a meld, a claim, a number",
	"refusal.no_meld_for_joker":  "a refusal's argument: a card, a meld, a claim, a number",
	"refusal.no_seat":            "a refusal's argument: a card, a meld, a claim, a number",
	"refusal.not_in_hand":        "a refusal's argument: a card, a meld, a claim, a number",
	"refusal.open_first":         "a refusal's argument: a card, a meld, a claim, a number",
	"refusal.play_now":           "a refusal's argument: a card, a meld, a claim, a number",
	"refusal.runs_continue":      "a refusal's argument: a card, a meld, a claim, a number",
	"refusal.used_twice":         "a refusal's argument: a card, a meld, a claim, a number",
	"refusal.wait_claim":         "a refusal's argument: a card, a meld, a claim, a number",
	"refusal.wait_caller":        "names the seat whose turn it is, never the person refused (a refusal goes to the one who acted out of turn)",
	"refusal.wait_cut":           "names the seat whose turn it is, never the person refused (a refusal goes to the one who acted out of turn)",
	"refusal.wait_turn":          "names the seat whose turn it is, never the person refused (a refusal goes to the one who acted out of turn)",
	"hotseat.pass":               "a hot-seat table's person: there every person is called by a name or Person n, none is \"you\"",
}

// youSays is what every message that names a seat reads said to the
// person at the screen, in English, Russian and German, by hand: the
// second-person form ("You take", «Вы забираете», "Du nimmst"), never
// "You" put in place of a name before a third-person verb.
var youSays = map[Key][3]string{
	LogDrewStock:    {"You drew from the stock", "Вы взяли карту из колоды", "Du ziehst vom Talon"},
	LogTookDiscard:  {"You took 7♥", "Вы взяли 7♥", "Du nimmst 7♥"},
	LogDiscarded:    {"You discarded 7♥", "Вы сбросили 7♥", "Du wirfst 7♥ ab"},
	LogMelded:       {"You laid down 7♥", "Вы выложили 7♥", "Du legst 7♥ aus"},
	LogLaidOff:      {"You laid 7♥ off", "Вы приложили 7♥", "Du legst 7♥ an"},
	LogSwapped:      {"You swapped a joker for 7♥", "Вы заменили джокера на 7♥", "Du tauschst einen Joker gegen 7♥"},
	LogCut:          {"You cut 3 cards", "Вы сняли 3 карты", "Du hebst 3 Karten ab"},
	LogCutBonus:     {"You cut exactly: −50", "Вы сняли ровно на раздачу: −50", "Du hebst genau ab: −50"},
	LogOneCard:      {"You have one card left", "У вас осталась одна карта", "Du hast nur noch eine Karte"},
	LogWentOut:      {"You went out", "Вы избавились от всех карт", "Du hast keine Karten mehr"},
	LogClaimed:      {"You: 7♥", "Вы: 7♥", "Du: 7♥"},
	LogPassed:       {"You passed", "Вы: пас", "Du passt"},
	LogPenalty:      {"You: +5 points", "Вы: +5 очков", "Du: +5 Punkte"},
	LogUndone:       {"You took a move back", "Вы: ход отменён", "Du: Zug zurückgenommen"},
	PileDiscarded:   {"You discarded 7♥", "Вы сбросили 7♥", "Du legst 7♥ ab"},
	PileTook:        {"You took 7♥", "Вы взяли 7♥", "Du nimmst 7♥"},
	TableThinking:   {"You are thinking…", "Вы думаете…", "Du überlegst …"},
	TableWaitingFor: {"Waiting for you", "Ждём вас", "Warten auf dich"},
	TableOpened:     {"opened", "открылись", "heraus"},
	TableDown:       {"down", "выложили", "ausgelegt"},
	SheetWinner:     {"You win the hand", "Вы выиграли раздачу", "Du gewinnst die Runde"},
	SheetGameWinner: {"You win the game!", "Вы выиграли партию!", "Du gewinnst die Partie!"},
	SheetShareWin:   {"You, Alice share the win!", "Вы, Анна делят победу!", "Du, Anna teilen sich den Sieg!"},
	KopWinner:       {"You take the bank!", "Вы забираете копилку!", "Du nimmst das Sparschwein!"},
	KopWinners:      {"Shared win: You, Alice", "Общая победа: Вы, Анна", "Geteilter Sieg: Du, Anna"},
	KopRevealSeat:   {"Your card: click it, or press Space, to reveal", "Ваша карта: щёлкните по ней или нажмите пробел", "Deine Karte: anklicken oder Leertaste zum Aufdecken"},
	ReplayTurn:      {"Your turn", "Ваш ход", "Du bist am Zug"},
	NetBotFor:       {"A bot is playing for you until you are back", "Бот играет за вас, пока вы не вернётесь", "Ein Bot spielt für dich, bis du zurück bist"},
	NetAway:         {"You are away", "Вас нет на связи", "Du bist abwesend"},
	HintLayOff:      {"Hint: lay 7♥ off on your run", "Подсказка: доложите 7♥ к своей комбинации (run)", "Tipp: 7♥ bei dir selbst anlegen (run)"},
	HintSwapJoker:   {"Hint: put 7♥ in place of the joker in your run", "Подсказка: замените джокер картой 7♥ в своей комбинации (run)", "Tipp: mit 7♥ den Joker in deiner Auslage tauschen (run)"},
	RoomAway:        {"You (away)", "Вы (нет на связи)", "Du (abwesend)"},
	RoomSays:        {"You: 7♥", "Вы: 7♥", "Du: 7♥"},
	SheetCutBonus:   {"Cut bonus: You −50", "Бонус за снятие: Вы −50", "Abhebebonus: Du −50"},
}

// youArgs are the arguments, besides the name, of the messages that have
// others: a card or a meld's kind for texts, 3 or 5 for counts.
var youArgs = map[Key][]any{
	LogTookDiscard: {"7♥"}, LogDiscarded: {"7♥"}, LogMelded: {"7♥"}, LogLaidOff: {"7♥"}, LogSwapped: {"7♥"},
	LogCut: {3}, LogClaimed: {"7♥"}, LogPenalty: {5}, PileDiscarded: {"7♥"}, PileTook: {"7♥"},
	HintLayOff: {"7♥", "run"}, HintSwapJoker: {"7♥", "run"}, RoomSays: {"7♥"},
}

// lists are the messages whose name is a list of names (a shared win).
var lists = map[Key]bool{SheetShareWin: true, KopWinners: true}

// sortedKeys returns a map's keys in order, for stable failures.
func sortedKeys[V any](m map[Key]V) []Key {
	ks := make([]Key, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Slice(ks, func(i, j int) bool { return ks[i] < ks[j] })
	return ks
}

// Item 4 of issue 24: every message of every catalogue with a text
// argument either names a seat (namings: it then has a form said to the
// person) or says here why not, so a new message cannot slip past.
func TestIssue24EveryMessageWithANameIsKnown(t *testing.T) {
	texts := map[Key]string{}
	for _, tab := range tablesOf(English) {
		for k, s := range tab {
			texts[k] = s
		}
	}
	for k, p := range englishPlurals {
		texts[k] = p.Other
	}
	for _, k := range sortedKeys(texts) {
		_, named := namings[k]
		_, why := notNames[k]
		switch {
		case named && why:
			t.Errorf("%q is both a named message and not one", k)
		case !named && !why && stringVerb.MatchString(texts[k]):
			t.Errorf("%q (%q) takes a text: add it to namings (it names a seat) or to notNames (why not)", k, texts[k])
		}
	}
	for _, k := range sortedKeys(namings) {
		if _, ok := youSays[k]; !ok {
			t.Errorf("%q names a seat but the test does not say how it reads said to you", k)
		}
		if _, ok := texts[k]; !ok {
			t.Errorf("%q in namings is no message", k)
		}
	}
}

// Item 4 of issue 24: every message that names a seat, with the person
// at the screen as the seat, reads as a person says it to "you" in every
// language ("You take the bank!", not "You takes the bank!").
func TestIssue24EveryNamedMessageReadsRightSaidToYou(t *testing.T) {
	for _, k := range sortedKeys(youSays) {
		for i, l := range Langs {
			c := New(l)
			p := Person{You: true}
			if lists[k] {
				p = Person{Name: c.T(SeatYou) + ", " + botNames[l][0].text}
			}
			if got, want := c.About(k, p, youArgs[k]...), youSays[k][i]; got != want {
				t.Errorf("%s %q said to you: %q, want %q", l.Code(), k, got, want)
			}
		}
	}
}

// Said about another seat, a named message reads as before: the name in
// its place, the verb agreeing with the name's gender.
func TestIssue24NamedMessageAboutAnotherSeat(t *testing.T) {
	c := New(Russian)
	if got, want := c.About(KopWinner, Person{Name: "Анна", Gender: Feminine}), "Анна забирает копилку!"; got != want {
		t.Errorf("KopWinner about Anna: %q, want %q", got, want)
	}
	if got, want := c.About(LogDiscarded, Person{Name: "Анна", Gender: Feminine}, "7♥"), "Анна сбросила 7♥"; got != want {
		t.Errorf("LogDiscarded about Anna: %q, want %q", got, want)
	}
	if got, want := c.About(HintLayOff, Person{Name: "Борис"}, "7♥", "ряд"), c.F(HintLayOff, "7♥", "Борис", "ряд"); got != want {
		t.Errorf("HintLayOff about Boris: %q, want %q", got, want)
	}
	if got, want := c.About(TableOpened, Person{Name: "Анна", Gender: Feminine}), "открылась"; got != want {
		t.Errorf("TableOpened about Anna: %q, want %q", got, want)
	}
}
