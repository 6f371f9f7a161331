package scenes

import (
	"sync"
	"time"

	"rummy/engine/match/proto"
	"rummy/scenes/store"
)

// turnsEvery is how often the watcher asks the server for My tables: a
// modest interval (one short connection, one signature and one list
// every half minute), at most that late to notice a move due.
const turnsEvery = 30 * time.Second

// turnWatch notices moves due at the person's tables (issue 31 item 4).
// A goroutine of its own asks the server the lobby used last for My
// tables now and then (turnsEvery, or at once when kicked), never in the
// frame: the frame only reads what the last answer said. It runs in a
// browser tab in the background too, where the frame loop sleeps, and
// tells the page (a system notification) when a table became due while
// the page is hidden.
//
// Each answer is compared with the one before: a table is "newly due"
// when it waits on the person now and did not in the last answer. The
// frame takes the newly due tables once (takeFresh): one chime per
// table that became due, never again while it stays due.
type turnWatch struct {
	mu sync.Mutex
	// due are the tables waiting on the person in the last answer.
	due []proto.MyTable
	// gen counts the answers that changed due (the frame repaints).
	gen uint64
	// fresh are the tables newly due that the frame has not taken.
	fresh []string
	// open is a table a notification's click asks to open ("" none).
	open    string
	started bool
	// checks counts ensure's calls: the store is read once a second at
	// most (ticks), never on every frame.
	checks int
	kick   chan struct{}
	// after waits between two questions (time.After; tests feed it).
	after func(time.Duration) <-chan time.Time
	// notify shows a system notification for a newly due table while
	// the page is hidden (nil: none, as on the desktop).
	notify func(t proto.MyTable)
}

// turns returns the app's watcher (made on first use; started by
// ensure).
func (a *App) turns() *turnWatch {
	if a.watch == nil {
		a.watch = &turnWatch{kick: make(chan struct{}, 1), after: time.After}
	}
	return a.watch
}

// ensure starts the watcher's goroutine once a server is configured
// (the lobby's last one); without one it asks nobody. The question
// (netMine) and the store are taken here, on the frame's goroutine.
func (w *turnWatch) ensure(app *App) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.started {
		return
	}
	w.checks++
	if w.checks%60 != 1 || menuServer(app) == nil {
		return
	}
	w.started = true
	if w.notify == nil {
		w.notify = systemNotifier(app, w)
	}
	go w.run(app.Store, netMine, w.after)
}

// run asks for My tables, then waits for the next turn of the watch.
func (w *turnWatch) run(st store.Store, mine func(store.Store, []string) ([]proto.MyTable, error), after func(time.Duration) <-chan time.Time) {
	for {
		if urls := serverOf(st); urls != nil {
			if list, err := mine(st, urls); err == nil {
				w.observe(list)
			}
		}
		select {
		case <-after(turnsEvery):
		case <-w.kick:
		}
	}
}

// poke asks the watcher to ask again now (a move made, a table left).
func (w *turnWatch) poke() {
	select {
	case w.kick <- struct{}{}:
	default:
	}
}

// observe takes an answer: the tables waiting on the person now, and
// those that did not in the answer before.
func (w *turnWatch) observe(list []proto.MyTable) {
	var due []proto.MyTable
	for _, t := range list {
		if t.YourTurn {
			due = append(due, t)
		}
	}
	w.mu.Lock()
	was := map[string]bool{}
	for _, t := range w.due {
		was[t.Table] = true
	}
	var fresh []proto.MyTable
	for _, t := range due {
		if !was[t.Table] {
			fresh = append(fresh, t)
			w.fresh = append(w.fresh, t.Table)
		}
	}
	if len(fresh) > 0 || len(due) != len(w.due) {
		w.gen++
	}
	w.due = due
	notify := w.notify
	w.mu.Unlock()
	if notify != nil {
		for _, t := range fresh {
			notify(t)
		}
	}
}

// snapshot is the tables due and the answer's generation.
func (w *turnWatch) snapshot() ([]proto.MyTable, uint64) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.due, w.gen
}

// takeFresh returns the tables newly due since the last call, once.
func (w *turnWatch) takeFresh() []string {
	w.mu.Lock()
	defer w.mu.Unlock()
	f := w.fresh
	w.fresh = nil
	return f
}

// takeOpen returns the table a notification asked to open, once.
func (w *turnWatch) takeOpen() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	t := w.open
	w.open = ""
	return t
}

// serverOf is the lobby's last server as endpoints (nil: none).
func serverOf(st store.Store) []string {
	p := loadOnlinePrefs(st)
	if p.Server == "" {
		return nil
	}
	urls, err := ServerURLs(p.Server)
	if err != nil {
		return nil
	}
	return urls
}
