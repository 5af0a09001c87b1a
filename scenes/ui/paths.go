package ui

import (
	"sync/atomic"

	"github.com/hajimehoshi/ebiten/v2/vector"
)

// What a frame sends to Ebitengine's vector paths, so a test can hold a
// board to the budget that keeps a software renderer fast (docs/speed.md,
// "Vector paths in a frame"): every path is filled through a stencil atlas
// that is cleared at each batch and never shrinks, so a frame's paths must
// be few and small. Counted, not timed.
var (
	pathsEver   atomic.Int64 // every path sent since the program started
	pathsSent   atomic.Int64
	widestPath  atomic.Int64
	pathCounter atomic.Bool
)

// CountPaths starts counting the paths sent from now on (and the widest
// of them, in real pixels), from zero.
func CountPaths() {
	pathsSent.Store(0)
	widestPath.Store(0)
	pathCounter.Store(true)
}

// StopCountingPaths stops counting.
func StopCountingPaths() { pathCounter.Store(false) }

// PathsSent is how many vector paths were sent since CountPaths, and the
// largest width or height of one of them in real pixels.
func PathsSent() (n int64, widest int) {
	return pathsSent.Load(), int(widestPath.Load())
}

// sent counts one path of the given real-pixel size.
func sent(w, h float64) {
	pathsEver.Add(1)
	if !pathCounter.Load() {
		return
	}
	pathsSent.Add(1)
	side := int64(max(w, h) + 0.5)
	for {
		old := widestPath.Load()
		if side <= old || widestPath.CompareAndSwap(old, side) {
			return
		}
	}
}

// sentPath counts a path by its bounds.
func sentPath(p *vector.Path) {
	if pathCounter.Load() {
		b := p.Bounds()
		sent(float64(b.Dx()), float64(b.Dy()))
		return
	}
	pathsEver.Add(1)
}

// PathsEver counts every path sent since the program started (a painter
// compares it before and after, to know whether paths were drawn).
func PathsEver() int64 { return pathsEver.Load() }
