package scenes

import (
	"slices"
	"testing"

	"rummy/engine"
	"rummy/scenes/i18n"
)

// COM-7 COM-3 CLA-3: a card dropped on the discard pile before drawing bounces
// back, and the toast gives the engine's reason in the player's language
// (with RUMMY_SHOTS set, the table is saved as table-refusal-ru.png and
// table-refusal-ru-card.png).
func TestRefusedDropSaysWhyInRussian(t *testing.T) {
	app := testApp(t)
	app.Settings.Language = "ru"
	app.Cat = i18n.New(i18n.Russian)
	r := newRigIn(t, app, "classic", "human,bot")
	r.settle()
	tb := r.table
	if tb.view.Phase != engine.PhaseDraw {
		t.Fatalf("the person's turn starts in phase %v", tb.view.Phase)
	}
	card := tb.view.Hand[0]
	x, y := r.cardPoint(card)
	dx, dy := tb.lay.Discard.Center()
	r.drag(x, y, dx, dy)
	r.run(2)
	if want := "Сначала возьмите карту из колоды или из сброса"; tb.toast.text != want {
		t.Fatalf("toast %q, want %q", tb.toast.text, want)
	}
	if !slices.Contains(tb.view.Hand, card) {
		t.Fatalf("the refused card %v left the hand", card)
	}
	render(t, app, "table-refusal-ru", tb, 20)

	// CLA-3: the card just taken from the discard pile may not go back;
	// the reason names it as the table shows it.
	top := tb.view.Pile[len(tb.view.Pile)-1]
	x, y = r.cardPoint(top)
	hx, hy := tb.lay.Hand.Center()
	r.drag(x, y, hx, hy)
	r.settle()
	if !slices.Contains(tb.view.Hand, top) {
		t.Fatalf("dragging the discard to the hand did not take %v (toast %q)", top, tb.toast.text)
	}
	x, y = r.cardPoint(top)
	r.drag(x, y, dx, dy)
	r.run(2)
	if want := "Вы взяли " + app.Cat.Card(top) + " из сброса в этот ход; сбросьте другую карту"; tb.toast.text != want {
		t.Fatalf("toast %q, want %q", tb.toast.text, want)
	}
	render(t, app, "table-refusal-ru-card", tb, 20)
}
