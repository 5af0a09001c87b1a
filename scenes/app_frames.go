package scenes

import (
	"runtime/debug"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/scenes/ui"
)

// The window draws only when something changed. Each tick the App asks
// the top scene how it moves (ui.Motion) and adds what it saw itself (an
// input, a fade, another scene, a new window size). A tick that changed
// the picture is drawn; any other leaves the last picture on the screen
// (Ebitengine keeps it: the screen is not cleared every frame), and after
// half a second with nothing moving or running the window sleeps in
// Ebitengine's event-driven mode until an input comes, or, for a drifting
// scene, until its next frame is due. A minimised window draws nothing;
// the ticks, and so the computer's moves, go on.

// restTicks is how long the App keeps ticking 60 times a second after the
// last tick something moved or ran, before the window sleeps.
const restTicks = 30

// driftEvery is how often a drifting scene is drawn: every so many ticks
// (5 frames a second).
const driftEvery = 12

// maxCatchUp is the most ticks one wake of a drifting scene runs.
const maxCatchUp = 30

// windowMinimised reports whether the window is minimised (a variable, for
// tests without a window).
var windowMinimised = ebiten.IsWindowMinimized

// frames is the App's state of drawing only what changes.
type frames struct {
	prepared bool      // the screen is kept between frames (set on the window's first tick)
	dirty    bool      // the picture changed since the last frame drawn
	full     bool      // and more than the top scene's drift changed it
	drawn    bool      // a frame was drawn, so the screen holds a whole picture
	active   int       // the last tick something moved or ran
	motion   ui.Motion // the top scene's, last tick
	sleeping bool      // Ebitengine's event-driven mode is on
	anchor   time.Time // while awake, the last tick; asleep, when the App fell asleep
	anchorAt int       // the tick count then
	top      ui.Scene  // the top scene and the stack's height last tick
	height   int
	sized    [2]float64 // the screen's size at the last frame drawn
	waker    chan struct{}
	tidy     int // frames to draw before the memory a new scene's first frames left is given back
}

// tidyAfter is how many frames a new scene draws (its first one paints
// its pictures and sprites, and leaves megabytes of scratch behind) before
// that memory is collected and given back to the system.
const tidyAfter = 3

// tidyUp gives back, in the background, the memory a scene's first frames
// left, once they are drawn: the heap would otherwise keep it until the
// next collection, and the system's count of the program's memory with
// it.
func (a *App) tidyUp() {
	if a.fr.tidy > 0 {
		if a.fr.tidy--; a.fr.tidy == 0 {
			go debug.FreeOSMemory()
		}
	}
}

// prepareWindow keeps the screen between frames, so a frame the App does
// not draw shows the last picture and costs nothing.
func (a *App) prepareWindow() {
	if a.scripted || a.fr.prepared {
		return
	}
	a.fr.prepared = true
	ebiten.SetScreenClearedEveryFrame(false)
	askMotionWish()
}

// Resting reports whether the window sleeps until an input comes (or a
// drifting scene's next frame).
func (a *App) Resting() bool { return a.fr.sleeping }

// drawsAlways reports whether every frame is drawn whatever changed:
// pictures and tests, where the screen is cleared each frame.
func (a *App) drawsAlways() bool { return a.scripted || !a.fr.prepared }

// catchUp runs, on a wake of a drifting scene, the ticks that passed while
// the window slept (without input), so its motion keeps its speed: the
// ticks since the App fell asleep are counted against the clock. (Ebitengine
// itself runs up to five ticks for the time a frame took; those count as
// well, so the ticks keep to 60 a second however it paces them.)
func (a *App) catchUp() error {
	f := &a.fr
	if !f.sleeping || f.motion != ui.Drifting || a.fade != 0 {
		return nil
	}
	due := f.anchorAt + int(time.Since(f.anchor)*ebiten.DefaultTPS/time.Second)
	n := due - a.tick - 1 // the tick about to run is one of them
	if n > maxCatchUp {
		n = maxCatchUp
		f.anchor, f.anchorAt = time.Now(), a.tick+n+1 // too far behind: start counting afresh
	}
	for range n {
		a.tick++
		a.in = inputFrame{}.reset(a.in)
		if err := a.Top().Update(a); err != nil {
			return err
		}
	}
	return nil
}

// settleFrame decides, at the end of a tick, whether the picture changed
// and whether the window may sleep until the next input.
func (a *App) settleFrame() {
	ui.SetCalm(a.calm())
	a.noteChanges()
	if a.scripted {
		return
	}
	sleep := a.mayRest()
	if sleep != a.fr.sleeping {
		a.fr.sleeping = sleep
		if sleep {
			ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
		} else {
			ebiten.SetFPSMode(ebiten.FPSModeVsyncOn)
		}
	}
	a.wakeForDrift(sleep && a.fr.motion == ui.Drifting)
}

// noteChanges marks what this tick changed: the whole picture (an input,
// a fade, another scene, a scene that moves; any tick that woke a sleeping
// window for another reason than a drifting scene's next frame), or only
// a drifting scene's motion, drawn every driftEvery ticks.
func (a *App) noteChanges() {
	f := &a.fr
	m := ui.MotionOf(a.Top())
	in := &a.in
	input := in.MouseMoved || in.Click || in.RightClick || in.Wheel != 0 || in.AnyKey || len(in.Runes) > 0 ||
		in.Backspace || in.MouseDown || in.Up || in.Down || in.Left || in.Right
	changed := a.fade != 0 || a.Top() != f.top || len(a.stack) != f.height
	f.top, f.height, f.motion = a.Top(), len(a.stack), m
	switch {
	case input || changed || m == ui.Moving || (f.sleeping && m != ui.Drifting):
		f.dirty, f.full = true, true
	case m == ui.Drifting && (f.sleeping || a.tick%driftEvery == 0):
		f.dirty = true
	}
	if input || changed || m >= ui.Waiting {
		f.active = a.tick
	}
	if !f.sleeping {
		f.anchor, f.anchorAt = time.Now(), a.tick
	}
}

// mayRest reports whether nothing has moved or run for restTicks: the
// window may sleep until an input comes.
func (a *App) mayRest() bool { return a.tick-a.fr.active > restTicks }

// wakeForDrift keeps a timer that wakes the sleeping window for a
// drifting scene's next frame, or stops it.
func (a *App) wakeForDrift(on bool) {
	f := &a.fr
	switch {
	case on && f.waker == nil:
		f.waker = make(chan struct{})
		go func(stop chan struct{}) {
			t := time.NewTicker(driftEvery * time.Second / ebiten.DefaultTPS)
			defer t.Stop()
			for {
				select {
				case <-t.C:
					ebiten.ScheduleFrame()
				case <-stop:
					return
				}
			}
		}(f.waker)
	case !on && f.waker != nil:
		close(f.waker)
		f.waker = nil
	}
}

// shouldDraw reports whether this frame paints the screen of size w x h,
// and whether it may only patch the top scene's drift over the last one.
func (a *App) shouldDraw(w, h float64) (draw, patch bool) {
	f := &a.fr
	if a.drawsAlways() {
		return true, false
	}
	resized := f.sized != [2]float64{w, h}
	if !f.dirty && !resized {
		return false, false
	}
	if windowMinimised() {
		return false, false // drawn once the window is back: that wakes the App
	}
	patch = !f.full && f.drawn && !resized && len(a.stack) == 1 && a.fade == 0
	f.dirty, f.full, f.drawn, f.sized = false, false, true, [2]float64{w, h}
	return true, patch
}
