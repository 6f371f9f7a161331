package ebitentest

import (
	"runtime"
	"testing"
)

// sentinel is an object whose finalizer tells Release that the
// finalizers queued by a collection have run. It holds a pointer, so it
// never shares a tiny allocation block (whose finalizers may never run).
type sentinel struct{ _ *byte }

// collect runs a garbage collection and waits until the finalizers it
// queued have run: Ebiten's images, once unreachable, queue their
// deallocation from a finalizer.
func collect() {
	done := make(chan struct{})
	s := &sentinel{}
	runtime.SetFinalizer(s, func(*sentinel) { close(done) })
	s = nil
	runtime.GC()
	<-done
}

// Release frees the GPU images that no test reaches any more. Ebiten
// keeps the images drawn in a frame until the frame ends, frees an
// unreachable image only after a garbage collection (which the Go heap,
// small beside the images' pixels, seldom asks for), and then only at the
// start of a frame; and the harness holds the frame while the tests run.
// So Release collects twice (the second round catches objects the first
// one's finalizers let go), then lets one frame run, which deallocates
// the images and flushes the queued draws. Call it only from tests run
// by Main.
func Release() {
	collect()
	collect()
	Frame()
}

// Cleanup makes Release run when t and its subtests end, so a test's
// images are gone before the next test begins and the process's memory
// stays flat over the package.
func Cleanup(t testing.TB) { t.Cleanup(Release) }
