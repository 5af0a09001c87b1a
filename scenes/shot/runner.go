package shot

import (
	"fmt"
	"image"
	"os"
	"runtime"
	"runtime/debug"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/scenes"
	"embers/scenes/shot/cpu"
	"embers/scenes/ui"
)

// Runner is an ebiten.Game that runs the App for some ticks without reading
// the mouse or keyboard, then draws it offscreen at Scale times the logical
// size and writes the pixels to a PNG. With Frames set it measures instead:
// the CPU time of each Update and Draw.
type Runner struct {
	App    *scenes.App
	Ticks  int     // ticks to run before the picture is taken
	Path   string  // where the PNG goes
	Scale  float64 // real pixels per logical pixel (1 gives 1280 x 720)
	Frames int     // when > 0, run this many frames and time them; no picture
	// Start runs once before the first tick (open a menu over the board).
	Start func(a *scenes.App)
	// Hint asks the board for a hint for the person to move, on the first
	// tick (give enough Ticks for the search).
	Hint bool
	// Mouse, when set, rests the mouse at this logical point every tick (on
	// a log line, to see what it points at on the board).
	Mouse *[2]float64
	// Idle, when > 0, measures the program at rest instead: each of
	// Phases is shown as the window shows it, left alone for Settle, then
	// its CPU time is taken over Idle (runner_idle.go).
	Idle, Settle time.Duration
	Phases       []IdlePhase
	idle         idleRun

	ticked     int
	lockedU    bool // the goroutine that runs Update is locked to its thread
	lockedD    bool // and the one that runs Draw (thread CPU time needs it)
	done       bool
	err        error
	upd, draws []time.Duration // CPU time of the thread (wall clock where it cannot be read)
	wall       []time.Duration // wall-clock time of Update + Draw
	lastWall   time.Duration
}

// Err is the error of writing the picture, if any, once RunGame returned.
func (s *Runner) Err() error { return s.err }

// Update advances the App and ends once the picture is taken.
func (s *Runner) Update() error {
	if s.Idle > 0 {
		if s.err != nil {
			return s.err
		}
		return s.idleUpdate()
	}
	if s.done {
		return ebiten.Termination
	}
	if s.ticked == 0 {
		s.App.Script()
		if s.Start != nil {
			s.Start(s.App)
		}
		if h, ok := s.App.Top().(interface{ AskHint(ui.App) }); ok && s.Hint {
			h.AskHint(s.App)
		}
	}
	s.ticked++
	if s.Frames > 0 && !s.lockedU {
		runtime.LockOSThread() // so the thread's CPU clock is read on one thread
		s.lockedU = true
	}
	if s.Mouse != nil {
		s.App.Feed(ui.Input{MouseX: s.Mouse[0], MouseY: s.Mouse[1], MouseMoved: s.ticked == 1})
	}
	w := cpu.Start()
	err := s.App.Update()
	if s.Frames > 0 {
		cpu, wall := w.Stop()
		s.upd = append(s.upd, cpu)
		s.lastWall = wall
	}
	return err
}

// Draw shows the App and, after enough ticks, takes the picture.
func (s *Runner) Draw(screen *ebiten.Image) {
	if s.Idle > 0 {
		if err := s.idleDraw(screen); err != nil {
			s.err = err
		}
		return
	}
	if s.Frames > 0 {
		if !s.lockedD {
			runtime.LockOSThread()
			s.lockedD = true
		}
		w := cpu.Start()
		s.App.Draw(screen)
		cpu, wall := w.Stop()
		s.draws = append(s.draws, cpu)
		s.wall = append(s.wall, s.lastWall+wall)
		if os.Getenv("EMBERS_FRAMES_TRACE") != "" {
			fmt.Fprintf(os.Stderr, "frame %d tick %d: update %v draw %v wall %v\n", len(s.draws), s.ticked, s.upd[len(s.upd)-1], s.draws[len(s.draws)-1], s.wall[len(s.wall)-1])
		}
		if len(s.draws) >= s.Frames {
			s.done = true
		}
		return
	}
	s.App.Draw(screen)
	if s.done || s.ticked < s.Ticks {
		return
	}
	// the screen is the picture's size (Layout), and App.Draw has just
	// drawn it there: read it back rather than draw it again elsewhere;
	// first the scratch the scene's first frames left is given back, as
	// the window does (App.tidyUp), so the picture's own buffers do not
	// count on top of it
	debug.FreeOSMemory()
	b := screen.Bounds()
	img := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	screen.ReadPixels(img.Pix)
	s.err = ui.WritePNG(s.Path, img)
	s.done = true
}

// Layout fixes the screen at the logical size times the picture's scale,
// so every tick lays text out as the picture draws it.
func (s *Runner) Layout(outsideW, outsideH int) (int, int) {
	if s.Idle > 0 {
		return s.App.Layout(outsideW, outsideH) // as the window lays itself out
	}
	scale := s.Scale
	if scale <= 0 {
		scale = 1
	}
	w, h := int(scenes.Width*scale+0.5), int(scenes.Height*scale+0.5)
	s.App.FitView(float64(w), float64(h))
	return w, h
}

// FrameStats are the median and 99th percentile of Update and Draw times.
type FrameStats struct {
	Frames, Skipped      int
	UpdateP50, UpdateP99 time.Duration
	DrawP50, DrawP99     time.Duration
	TotalP50, TotalP99   time.Duration
	WallP50, WallP99     time.Duration // Update + Draw by the wall clock
	CPU                  bool          // the figures are the thread's CPU time
}

// warmup is how many first frames Stats leaves out: fonts, shaders and
// images are being prepared then, once per run.
const warmup = 30

// Stats summarises the measured frames after the warm-up.
func (s *Runner) Stats() FrameStats {
	n := min(len(s.upd), len(s.draws))
	skip := min(warmup, n/5)
	upd, draws := s.upd[skip:n], s.draws[skip:n]
	tot := make([]time.Duration, len(upd))
	for i := range upd {
		tot[i] = upd[i] + draws[i]
	}
	st := FrameStats{Frames: len(upd), Skipped: skip}
	_, st.CPU = cpu.Thread()
	if len(s.wall) >= n {
		st.WallP50, st.WallP99 = percentiles(s.wall[skip:n])
	}
	st.UpdateP50, st.UpdateP99 = percentiles(upd)
	st.DrawP50, st.DrawP99 = percentiles(draws)
	st.TotalP50, st.TotalP99 = percentiles(tot)
	return st
}

func percentiles(d []time.Duration) (p50, p99 time.Duration) {
	if len(d) == 0 {
		return 0, 0
	}
	s := slices.Clone(d)
	slices.Sort(s)
	at := func(q float64) time.Duration { return s[min(len(s)-1, int(q*float64(len(s))))] }
	return at(0.5), at(0.99)
}

func (f FrameStats) String() string {
	ms := func(d time.Duration) string { return fmt.Sprintf("%.2f ms", float64(d.Microseconds())/1000) }
	kind := "CPU time"
	if !f.CPU {
		kind = "wall-clock time (this system gives no thread CPU time)"
	}
	return fmt.Sprintf("%d frames at 1280x720 (after %d warm-up frames), %s: Update median %s, p99 %s; Draw median %s, p99 %s; Update+Draw median %s, p99 %s (wall clock: median %s, p99 %s)",
		f.Frames, f.Skipped, kind, ms(f.UpdateP50), ms(f.UpdateP99), ms(f.DrawP50), ms(f.DrawP99), ms(f.TotalP50), ms(f.TotalP99),
		ms(f.WallP50), ms(f.WallP99))
}
