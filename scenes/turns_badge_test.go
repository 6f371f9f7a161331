package scenes

import (
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/engine"
	"rummy/engine/match/proto"
	"rummy/internal/servertest"
	"rummy/scenes/store"
)

// TestTurnsBadgeAtATableCountsTheOtherTables (issue 31 item 4): at an
// online table, My tables says a move is due there (no badge, no
// chime: the table on screen has its own prompt), then there and at
// another table: the badge over the table counts only the other one and
// chimes once for it; a tap on the
// badge takes the seat back there, and when that fails the badge says
// why and the table stays as it was.
func TestTurnsBadgeAtATableCountsTheOtherTables(t *testing.T) {
	srv := servertest.Start(t, "-hand-pause", "0s")
	hereCh := make(chan string, 1)
	var once sync.Once
	var here string
	var elsewhere atomic.Bool
	old := netMine
	netMine = func(store.Store, []string) ([]proto.MyTable, error) {
		once.Do(func() { here = <-hereCh })
		if !elsewhere.Load() {
			return []proto.MyTable{due(here)}, nil
		}
		return []proto.MyTable{due(here), due("elsewhere")}, nil
	}
	t.Cleanup(func() { netMine = old })
	r := startOnlineTable(t, srv, engine.Classic, 0)
	tb := r.table
	hereCh <- tb.net.remote.Client().Info().Table
	b := &r.m.turns
	w := r.app.turns()
	r.until("the first answer", 30*time.Second, func() bool { _, gen := w.snapshot(); return gen > 0 })
	r.run(3)
	if b.visible() || b.chimes != 0 {
		t.Errorf("a move due at the table on screen only: badge shown %v, %d chimes; want none", b.visible(), b.chimes)
	}
	elsewhere.Store(true)
	w.poke()
	r.until("the badge", 30*time.Second, func() bool { return b.visible() })
	r.run(3)
	if len(b.others) != 1 || b.others[0].Table != "elsewhere" {
		t.Errorf("badge counts %+v, want only the other table", b.others)
	}
	if got, want := b.label(r.app), "Your turn at 1 table"; got != want {
		t.Errorf("badge %q, want %q", got, want)
	}
	if b.chimes != 1 {
		t.Errorf("%d chimes, want 1 (for the other table only)", b.chimes)
	}
	shoot(t, managerShot{r.m}, "turns-badge-table")
	r.tap(b.rect.Center())
	r.until("the badge's answer", 30*time.Second, func() bool { return b.opening == nil && b.problem != "" })
	if r.m.Current() != tb || tb.net.remote.Client().Info().Table != here {
		t.Errorf("a failed opening left the table: scene %T", r.m.Current())
	}
	t.Logf("badge after the failed opening: %q", b.label(r.app))
}

// managerShot draws what the manager shows (the scene and the badge).
type managerShot struct{ m *Manager }

func (s managerShot) Update(*Input) Request { return Request{} }

func (s managerShot) Draw(dst *ebiten.Image) {
	s.m.paint.owed = repaintFrames
	s.m.Draw(dst)
}
