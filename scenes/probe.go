package scenes

import (
	"rummy/engine"
	"rummy/sprites"
)

// Probe is what an outside driver (the browser end-to-end test) needs to
// know about the screen: which scene shows, its controls and, at a table,
// the game's state and where the viewer's cards, the piles and the drop
// zones are, in screen pixels (the game's logical coordinates). A Probe
// is refilled in place every frame: its slices are reused.
type Probe struct {
	// Scene is menu, table, sheet, kopilka, kopilka-result, settings,
	// rules, stats, replay or other.
	Scene string
	// W and H are the screen size in pixels.
	W, H float64
	// Fading is true during a cross-fade (input is ignored then).
	Fading bool
	// Controls are the current scene's buttons, tiles and rows.
	Controls []ProbeControl
	// Notes are the messages the screen shows besides its controls: the
	// menu's warning or refusal, the settings' "no sound device" line.
	Notes []string
	// Table is filled when Scene is table.
	Table ProbeTable
	// Kopilka is filled when Scene is kopilka or kopilka-result.
	Kopilka ProbeKopilka
	// Pointer is the pointer as the last tick read it from the device:
	// a driver whose input may fall between two frames (a slow display)
	// waits until the game has seen each step of a gesture.
	Pointer ProbePointer
}

// ProbePointer is the primary pointer as the game saw it, in screen
// pixels; Presses counts the presses seen since start.
type ProbePointer struct {
	X, Y    float64
	Down    bool
	Presses int
}

// ProbeControl is one control of a form.
type ProbeControl struct {
	// Name is stable across languages: start, variant:romme, endturn, …
	Name    string
	Label   string
	Rect    sprites.Rect
	Enabled bool
	On      bool
}

// ProbeTable is the table's state as the driver needs it.
type ProbeTable struct {
	Variant string
	Phase   string
	// HandNo is the engine's hand number; Hands counts finished hands.
	HandNo, Hands int
	// Turn is whose turn it is; Waiting lists the seats that may act.
	Turn    int
	Waiting []int
	// Viewer is the seat at the bottom (the person).
	Viewer int
	// MayAct: the viewer is a person who may act now and nothing moves.
	MayAct bool
	// BotBusy: a bot is deciding.
	BotBusy   bool
	Animating bool
	Curtain   bool
	// Staging: new melds go to the staging row, then the commit button.
	Staging   bool
	StockSize int
	// PileTop is the top discard ("" when the pile is empty).
	PileTop string
	Toast   string
	// Hint is the hint's line while one shows, HintAction its move in
	// engine notation ("" when none; issue 15).
	Hint, HintAction string
	// HandOver is true while the hand-end reveal shows (who went out, what
	// the others were left holding), before the score sheet.
	HandOver bool
	// Hand is the viewer's hand in its on-screen order (staged cards apart).
	Hand []ProbeCard
	// TableMelds are the melds on the table in the engine's order, each
	// with its outline and its cards (for lay-offs and joker swaps).
	TableMelds []ProbeMeld
	// Legal lists the viewer's legal actions in engine notation (only
	// while MayAct).
	Legal []string
	// Meld is the first legal meld action's groups (nil when none).
	Meld [][]engine.Card
	// Seed is the game's seed (to replay a failure).
	Seed uint64
	// Zones: the piles, the viewer's hand fan, the melds and the staging row.
	Stock, Discard, HandArea, Melds, StagingRow sprites.Rect
	// Choice lists the lit places while the person chooses where a freed
	// joker or a called discard goes: a click in Rect applies Action.
	Choice []ProbeSpot
	// Staged are the staging row's groups with their marks; Progress is
	// the row's progress line (issue 15 item 1).
	Staged   []ProbeGroup
	Progress string
	// CutDeck is the deck edge-on while the person cuts (zero otherwise);
	// a click at CutDeck.Y + N×CutCard lifts N cards.
	CutDeck sprites.Rect
	CutCard float64

	legalFor *engine.View
	// faces caches the faces' names (naming a card allocates).
	faces map[engine.Face]string
}

// face returns the name of a card's face, from the cache.
func (p *ProbeTable) face(c engine.Card) string {
	f := c.Face()
	if n, ok := p.faces[f]; ok {
		return n
	}
	if p.faces == nil {
		p.faces = make(map[engine.Face]string, 53)
	}
	n := f.String()
	p.faces[f] = n
	return n
}

// ProbeSpot is one lit place of a choice: the action (in engine
// notation, as in Legal) that a click in Rect applies.
type ProbeSpot struct {
	Action string
	Rect   sprites.Rect
}

// ProbeCard is one card of the viewer's hand: its face, its rectangle
// and a point on its visible part (cards in a fan overlap).
type ProbeCard struct {
	ID       engine.Card
	Face     string
	Rect     sprites.Rect
	GX, GY   float64
	Selected bool
}

// ProbeMeld is one meld on the table: its outline and its cards.
type ProbeMeld struct {
	Rect  sprites.Rect
	Cards []ProbeCard
}

// Probed is a screen that describes itself to the probe (a screen in a
// package of its own).
type Probed interface {
	// ProbeInto fills p's Scene, Controls and Notes.
	ProbeInto(p *Probe)
}

// Fill refreshes p from the manager's current scene.
func (m *Manager) Fill(p *Probe) {
	p.W, p.H, p.Fading = m.app.W, m.app.H, m.Fading()
	p.Pointer = m.pointer
	p.Controls = p.Controls[:0]
	p.Notes = p.Notes[:0]
	if s, ok := m.cur.(Probed); ok {
		s.ProbeInto(p)
		return
	}
	switch s := m.cur.(type) {
	case *Menu:
		p.Scene = "menu"
		p.AddControls(&s.form, menuControlName)
		if s.err != "" {
			p.Notes = append(p.Notes, s.err)
		}
	case *Table:
		p.Scene = "table"
		p.AddControls(&s.form, tableControlName)
		s.Publish(&p.Table)
		if b := s.NetBadge(); b != "" {
			p.Notes = append(p.Notes, b)
		}
	case *Kopilka:
		p.Scene = "kopilka"
		p.AddControls(&s.form, kopControlName)
		if s.err != "" {
			p.Notes = append(p.Notes, s.err)
		}
		s.Publish(&p.Kopilka)
	case *KopilkaResult:
		p.Scene = "kopilka-result"
		p.AddControls(&s.form, kopResultControlName)
		s.k.Publish(&p.Kopilka)
	case *ScoreSheet:
		p.Scene = "sheet"
		p.AddControls(&s.form, sheetControlName)
		if v := s.Verdict(); v != "" {
			p.Notes = append(p.Notes, v)
		}
		if c := s.Checked(); c != "" {
			p.Notes = append(p.Notes, c)
		}
		if n := s.SaveNote(); n != "" {
			p.Notes = append(p.Notes, n)
		}
	case *Lobby:
		p.Scene = "lobby"
		p.AddControls(&s.form, lobbyControlName)
		p.Notes = append(p.Notes, s.notes()...)
	case *Room:
		p.Scene = "room"
		p.AddControls(&s.form, roomControlName)
		p.Notes = append(p.Notes, s.notes()...)
	case *SettingsScene:
		p.Scene = "settings"
		if n := s.note(); n != "" {
			p.Notes = append(p.Notes, n)
		}
	case *RulesScene:
		p.Scene = "rules"
	case *StatsScene:
		p.Scene = "stats"
		p.AddControls(&s.form, statsControlName)
		p.Notes = append(p.Notes, s.notes()...)
	default:
		p.Scene = "other"
	}
	m.turns.probeInto(m.app, p)
}

// AddControls adds a form's controls, named by name.
func (p *Probe) AddControls(f *Form, name func(id int) string) {
	for _, c := range f.Controls {
		p.Controls = append(p.Controls, ProbeControl{Name: name(c.ID), Label: c.Label, Rect: c.Rect, Enabled: c.Enabled, On: c.On})
	}
}

func menuControlName(id int) string {
	switch {
	case id == idStart:
		return "start"
	case id == idResume:
		return "resume"
	case id == idSettings:
		return "settings"
	case id == idRules:
		return "rules"
	case id == idStats:
		return "stats"
	case id == idQuit:
		return "quit"
	case id == idMenuOnline:
		return "online"
	case id == idPlayers:
		return "players"
	case id == idAbandonResume:
		return "abandon:resume"
	case id == idAbandonStart:
		return "abandon:start"
	case id >= idOption:
		return "option"
	case id >= idSeat:
		return "seat"
	case id >= idVariant:
		switch engine.Variant(id - idVariant) {
		case engine.Classic:
			return "variant:classic"
		case engine.Romme:
			return "variant:romme"
		case engine.Liverpool:
			return "variant:liverpool"
		case engine.Kopilka:
			return "variant:kopilka"
		}
	}
	return "other"
}

func tableControlName(id int) string {
	if id == idTblGroup {
		return "group"
	}
	if id >= idTblClaim && id <= idTblCancel {
		return [...]string{"claim", "pass", "keep", "commit", "clear", "endturn", "cut", "sortsuit", "sortrank", "menu", "cancel"}[id-idTblClaim]
	}
	if id >= idTblUndo && id <= idTblHelp {
		return [...]string{"undo", "hint", "help"}[id-idTblUndo]
	}
	return "other"
}
