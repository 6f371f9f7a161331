package scenes

// The table's facets: each idea of the presenter is a type with its own
// methods over the table's state (each holds the table). The state that
// is an idea of its own has its own type: tableGame, hand.Model,
// animator, gestures, tableTexts, cutState, choice, and the small
// parts in table_state.go (laidFor, toastState, revealState, meldBuild).

// tableArt draws the table from the presenter's state, and sums up what
// the picture shows for the repaint check; it changes nothing.
type tableArt struct{ *Table }

// art returns the table's drawing facet.
func (t *Table) art() tableArt { return tableArt{t} }

// tableJudge is the "may I" judge: whether the viewer may act, which
// drops the engine would accept (the lit targets, with the engine's
// reason for the others), the action a drop commits, and how a refusal
// is shown.
type tableJudge struct{ *Table }

// judge returns the table's judge.
func (t *Table) judge() tableJudge { return tableJudge{t} }

// tablePointer turns gestures into moves: hit-testing, press, drag, drop
// and tap, the lasso and the keys, asking the judge; the taps opening
// the log and pile panels; the discard that warns first.
type tablePointer struct{ *Table }

// pointer returns the table's gesture facet.
func (t *Table) pointer() tablePointer { return tablePointer{t} }

// tableCut is the person's cut of the deck (LIV-CUT-1): where the deck
// lies edge-on, and the pointer and keys choosing the cut point.
type tableCut struct{ *Table }

// cutter returns the table's cut facet.
func (t *Table) cutter() tableCut { return tableCut{t} }

// tableChooser runs a choice waiting for the person: where a freed joker
// goes, which meld end a Liverpool call takes.
type tableChooser struct{ *Table }

// chooser returns the table's choice facet.
func (t *Table) chooser() tableChooser { return tableChooser{t} }

// tableHUD builds the buttons and prepares the status line, the info
// panel and the seats' texts.
type tableHUD struct{ *Table }

// hud returns the table's buttons-and-texts facet.
func (t *Table) hud() tableHUD { return tableHUD{t} }

// tableEvents turns the masked events into motion hints for the
// animator, sounds and log lines, and steps the cues they start (the
// turn ring, the hand's flying points).
type tableEvents struct{ *Table }

// events returns the table's event facet.
func (t *Table) events() tableEvents { return tableEvents{t} }

// tableLayouter lays every visible card out for the animator, from the
// view and the hand model, and the info panel's rows.
type tableLayouter struct{ *Table }

// layouter returns the table's layout facet.
func (t *Table) layouter() tableLayouter { return tableLayouter{t} }

// tableNetView is the online side of the table: stepping the table
// server's link, the connection badge, and the seats' names and kinds
// as the server reports them.
type tableNetView struct{ *Table }

// netView returns the table's online facet.
func (t *Table) netView() tableNetView { return tableNetView{t} }

// tableKeeper keeps the table for the autosave: what is kept of it, its
// sum, and restoring the arrangement of a kept hand.
type tableKeeper struct{ *Table }

// keeper returns the table's autosave facet.
func (t *Table) keeper() tableKeeper { return tableKeeper{t} }

// tablePublisher publishes the table's melds and staged groups to the
// probe.
type tablePublisher struct{ *Table }

// publisher returns the table's probe facet.
func (t *Table) publisher() tablePublisher { return tablePublisher{t} }

// tableStager builds melds in the staging row: staging and unstaging
// groups, arranging them as the rules lay them, and laying them down.
type tableStager struct{ *Table }

// stager returns the table's staging-row facet.
func (t *Table) stager() tableStager { return tableStager{t} }
