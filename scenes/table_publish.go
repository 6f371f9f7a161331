package scenes

import (
	"rummy/engine"
	"rummy/sprites"
)

// Publish copies what the table shows into p, reusing its slices: the
// table publishes its state, the probe reads only that. The legal
// actions are listed again only when the view changed.
func (t *Table) Publish(p *ProbeTable) {
	v := t.view
	p.Variant = t.setup.Variant.String()
	p.Phase = v.Phase.String()
	p.HandNo, p.Hands, p.Turn, p.Viewer = v.HandNo, len(v.Results), v.Turn, t.viewer
	p.Waiting = append(p.Waiting[:0], v.Waiting...)
	p.BotBusy, p.Animating, p.Curtain = t.game.botBusy(v), t.animating(), t.curtain
	p.MayAct = t.judge().mayAct() && !p.BotBusy && !p.Animating && !t.curtain && t.reveal.result == nil
	p.Staging = t.judge().stagingMode()
	p.StockSize = v.StockSize
	p.Seed = t.game.Seed()
	p.PileTop = ""
	if n := len(v.Pile); n > 0 {
		p.PileTop = p.face(v.Pile[n-1])
	}
	p.Toast = ""
	if t.toast.left > 0 {
		p.Toast = t.toast.text
	}
	p.Hint, p.HintAction = t.assist().published()
	l := &t.lay
	p.Stock, p.Discard, p.HandArea, p.Melds, p.StagingRow = l.Stock, l.Discard, l.Hand, l.Melds, l.Staging
	p.Choice = p.Choice[:0]
	for _, s := range t.choice.spots {
		p.Choice = append(p.Choice, ProbeSpot{Action: s.name, Rect: s.slot})
	}
	p.CutDeck, p.CutCard = sprites.Rect{}, 0
	if t.cutter().personCuts() {
		p.CutDeck, p.CutCard = t.cutter().cutDeck()
	}
	p.Hand = p.Hand[:0]
	for _, c := range t.hand.Order() {
		s, ok := t.anim.cards[c]
		if !ok || t.hand.IsStaged(c) {
			continue
		}
		to := s.tw.To
		r := to.Rect()
		p.Hand = append(p.Hand, ProbeCard{ID: c, Face: p.face(c), Rect: r,
			GX: r.X + r.W*0.12, GY: r.Y + r.H*0.5, Selected: t.hand.Selected(c)})
	}
	p.HandOver = t.reveal.result != nil
	t.publisher().publishMelds(p)
	t.publisher().publishStaged(p)
	if !p.MayAct {
		p.Legal, p.Meld, p.legalFor = p.Legal[:0], p.Meld[:0], nil
		return
	}
	if p.legalFor == v {
		return
	}
	p.legalFor = v
	p.Legal, p.Meld = p.Legal[:0], p.Meld[:0]
	for _, a := range engine.Legal(v) {
		p.Legal = append(p.Legal, a.String())
		if a.Kind == engine.ActMeld && len(p.Meld) == 0 {
			p.Meld = a.Melds
		}
	}
}

// publishMelds lists the table's melds where they are drawn, reusing
// the probe's slices.
func (t tablePublisher) publishMelds(p *ProbeTable) {
	n := len(t.view.Table)
	if cap(p.TableMelds) < n {
		p.TableMelds = append(p.TableMelds[:cap(p.TableMelds)], make([]ProbeMeld, n-cap(p.TableMelds))...)
	}
	p.TableMelds = p.TableMelds[:n]
	for i, m := range t.view.Table {
		pm := &p.TableMelds[i]
		pm.Rect = t.anim.meldRect(i)
		pm.Cards = pm.Cards[:0]
		for _, c := range m.Cards {
			s, ok := t.anim.cards[c]
			if !ok {
				continue
			}
			r := s.tw.To.Rect()
			pm.Cards = append(pm.Cards, ProbeCard{ID: c, Face: p.face(c), Rect: r, GX: r.X + r.W*0.12, GY: r.Y + r.H*0.5})
		}
	}
}
