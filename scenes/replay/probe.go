package replay

import (
	"strconv"

	"rummy/scenes"
)

// replayControlName names the replay viewer's controls for the probe.
func replayControlName(id int) string {
	switch id {
	case idReplayPrevHand:
		return "prevhand"
	case idReplayBack:
		return "stepback"
	case idReplayPlay:
		return "play"
	case idReplaySpeed:
		return "speed"
	case idReplayForward:
		return "forward"
	case idReplayNextHand:
		return "nexthand"
	case idReplayLeave:
		return "back"
	}
	return "other"
}

// ProbeInto describes the viewer to the probe.
func (r *Viewer) ProbeInto(p *scenes.Probe) {
	p.Scene = "replay"
	p.AddControls(&r.form, replayControlName)
	p.Notes = append(p.Notes, r.probeNotes()...)
}

// probeNotes tells the probe which kept game the viewer shows and how
// far into it: "game <id>", "steps <n>", "hands <n>", and the line the
// viewer shows, if any.
func (r *Viewer) probeNotes() []string {
	out := []string{
		"game " + strconv.FormatInt(r.entry.ID, 10),
		"steps " + strconv.Itoa(r.m.Steps()),
		"hands " + strconv.Itoa(r.m.Hands()),
	}
	if r.note != "" {
		out = append(out, r.note)
	}
	return out
}
