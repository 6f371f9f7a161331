package scenes

import (
	"encoding/json"
	"testing"
)

// TestIssue19ProbeDescribesKopilka (issue 19, the browser probe): the
// probe of the Kopilka table is valid JSON naming the scene, its speed
// controls and the person's waiting card, and a click in the probe's
// card rectangle reveals it; the result screen is kopilka-result with
// its buttons.
func TestIssue19ProbeDescribesKopilka(t *testing.T) {
	r := newKopRig(t, "human,bot,bot")
	r.k.speed = kopFast
	for i := 0; i < 600 && r.k.prompting < 0; i++ {
		r.run(1)
	}
	var p Probe
	r.m.Fill(&p)
	var got struct {
		Scene    string
		Controls []struct{ Name string }
		Kopilka  struct {
			Round, Prompting int
			Speed            string
			Chips            []int
			Status           []string
			PromptCard       struct{ X, Y, W, H float64 }
		}
	}
	if err := json.Unmarshal(p.AppendJSON(nil), &got); err != nil {
		t.Fatalf("the probe's JSON does not parse: %v\n%s", err, p.AppendJSON(nil))
	}
	names := map[string]bool{}
	for _, c := range got.Controls {
		names[c.Name] = true
	}
	kp := got.Kopilka
	if got.Scene != "kopilka" || !names["menu"] || !names["speed:instant"] || kp.Speed != "fast" || kp.Prompting != 0 || len(kp.Chips) != 3 || kp.Status[0] != "alive" || kp.PromptCard.W == 0 {
		t.Fatalf("probe %s", p.AppendJSON(nil))
	}
	round, next := r.k.View().Kopilka.Round, r.k.View().Kopilka.Next
	x, y := kp.PromptCard.X+kp.PromptCard.W/2, kp.PromptCard.Y+kp.PromptCard.H/2
	r.raw = RawInput{X: x, Y: y, Down: true}
	r.run(1)
	r.raw = RawInput{X: x, Y: y}
	r.run(1)
	if v := r.k.View().Kopilka; v.Round == round && v.Next == next {
		t.Fatal("a click in the probe's card rectangle did not reveal the card")
	}
	res, err := r.k.PlayOutGame()
	if err != nil {
		t.Fatal(err)
	}
	r.m = NewManager(r.app, res)
	r.run(2)
	r.m.Fill(&p)
	if p.Scene != "kopilka-result" || len(p.Controls) != 2 || p.Controls[0].Name != "again" || !p.Kopilka.Over || len(p.Kopilka.Winners) == 0 || p.Kopilka.Prompting != -1 {
		t.Fatalf("the result's probe %s", p.AppendJSON(nil))
	}
}
