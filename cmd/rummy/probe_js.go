//go:build js

package main

import (
	"bytes"
	"runtime"
	"syscall/js"
	"time"

	"rummy/scenes"
)

// pageProbe publishes window.rummyTest for the browser end-to-end test
// (only with ?test=1 in the page address):
//
//	updates, draws   ticks and frames since start
//	firstFrameMs     performance.now() when the first frame was drawn
//	fps              frames drawn in the last whole second
//	paintFps         of those, the frames that painted the screen (the
//	                 others showed the previous picture: nothing moved)
//	maxGapMs         the longest time between two frames in that second
//	updateMs, drawMs the Go time spent in Update and Draw per frame, on
//	                 average over that second (the rest of a frame is the
//	                 browser's: compositing, WebGL, other pages)
//	busyMaxGapMs     the longest time between two frames while a bot was
//	                 deciding, since start; busyFrames counts those frames,
//	                 busyPaints those that painted, busyMs their total time
//	botBusy          whether a bot was deciding at this frame
//	frameGoMs        the game's own Go time in this frame (Update and
//	                 Draw; a bot's slice is not in it)
//	botMs            the bots' own time on the thread since the last frame
//	botLongestMs     the longest single unit of a bot's work since start
//	gcs, gcMaxMs     garbage collections since start and the longest
//	                 pause among the last 256, heapMB the heap in use
//	                 (read once a second)
//	state            scenes.Probe as a JSON string (where things are, in
//	                 the game's screen pixels); version counts its changes
//
// Numbers are set every frame; the state string only when it changed.
// The buffers are reused, so a frame costs no Go garbage unless the
// state changed.
type pageProbe struct {
	m     *scenes.Manager
	obj   js.Value
	perf  js.Value
	probe scenes.Probe
	buf   []byte
	last  []byte

	updates, draws, version, busyFrames int
	busyPaints                          int
	busyTime                            time.Duration
	first                               bool
	prev, winStart                      time.Time
	winDraws, winPaints                 int
	fps, paintFps                       int
	winGap, maxGap, busyMaxGap          time.Duration
	busy                                bool
	winUpdate, winDraw                  time.Duration
	updateMs, drawMs                    float64
	mem                                 runtime.MemStats
	lastUpdate                          time.Duration
}

// updated counts one Update that took d.
func (p *pageProbe) updated(d time.Duration) {
	p.updates++
	p.winUpdate += d
	p.lastUpdate = d
}

func newPageProbe(m *scenes.Manager) *pageProbe {
	p := &pageProbe{m: m, obj: js.Global().Get("Object").New(), perf: js.Global().Get("performance")}
	js.Global().Set("rummyTest", p.obj)
	return p
}

// publish runs after every frame is drawn.
func (p *pageProbe) publish(now time.Time, drawTime time.Duration, painted bool) {
	p.draws++
	if painted {
		p.winPaints++
	}
	p.winDraw += drawTime
	if !p.first {
		p.first = true
		p.obj.Set("firstFrameMs", p.perf.Call("now"))
		p.prev, p.winStart = now, now
	}
	gap := now.Sub(p.prev)
	p.prev = now
	p.winGap = max(p.winGap, gap)
	p.winDraws++
	if now.Sub(p.winStart) >= time.Second {
		p.fps, p.maxGap, p.paintFps = p.winDraws, p.winGap, p.winPaints
		p.winPaints = 0
		p.updateMs, p.drawMs = ms(p.winUpdate)/float64(p.winDraws), ms(p.winDraw)/float64(p.winDraws)
		p.winDraws, p.winGap, p.winStart, p.winUpdate, p.winDraw = 0, 0, now, 0, 0
		p.publishGC()
	}
	p.m.Fill(&p.probe)
	// A frame counts as one while a bot thinks when the bot was thinking
	// when it began and still is: the frame that shows the bot's move
	// belongs to the move.
	busy := p.probe.Scene == "table" && p.probe.Table.BotBusy
	if p.busy && busy {
		p.busyFrames++
		p.busyMaxGap = max(p.busyMaxGap, gap)
		p.busyTime += gap
		if painted {
			p.busyPaints++
		}
	}
	p.busy = busy
	p.obj.Set("botBusy", busy)
	p.obj.Set("frameGoMs", ms(p.lastUpdate+drawTime))
	botTime, botLongest := scenes.BotWork()
	p.obj.Set("botMs", ms(botTime))
	p.obj.Set("botLongestMs", ms(botLongest))
	p.lastUpdate = 0
	p.buf = p.probe.AppendJSON(p.buf[:0])
	if !bytes.Equal(p.buf, p.last) {
		p.last = append(p.last[:0], p.buf...)
		p.version++
		p.obj.Set("state", string(p.buf))
		p.obj.Set("version", p.version)
	}
	p.obj.Set("updates", p.updates)
	p.obj.Set("draws", p.draws)
	p.obj.Set("fps", p.fps)
	p.obj.Set("paintFps", p.paintFps)
	p.obj.Set("maxGapMs", ms(p.maxGap))
	p.obj.Set("updateMs", p.updateMs)
	p.obj.Set("drawMs", p.drawMs)
	p.obj.Set("busyMaxGapMs", ms(p.busyMaxGap))
	p.obj.Set("busyFrames", p.busyFrames)
	p.obj.Set("busyPaints", p.busyPaints)
	p.obj.Set("busyMs", ms(p.busyTime))
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// publishGC publishes the garbage collector's figures.
func (p *pageProbe) publishGC() {
	runtime.ReadMemStats(&p.mem)
	var longest uint64
	for _, d := range p.mem.PauseNs {
		longest = max(longest, d)
	}
	p.obj.Set("gcs", p.mem.NumGC)
	p.obj.Set("gcMaxMs", float64(longest)/1e6)
	p.obj.Set("heapMB", float64(p.mem.HeapAlloc)/(1<<20))
}
