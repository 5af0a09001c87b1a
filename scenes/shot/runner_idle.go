package shot

import (
	"fmt"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/scenes"
	"embers/scenes/shot/cpu"
)

// IdlePhase is one scene "shot -idle" leaves alone and measures.
type IdlePhase struct {
	Name string
	Open func(a *scenes.App) error // shows the scene
}

// IdleResult is what one phase measured once it had settled.
type IdleResult struct {
	Name  string
	CPU   time.Duration // CPU time of the whole program (every thread)
	Wall  time.Duration
	Ticks int // Updates run
	Drawn int // frames the App painted
	// Rested: the window slept between inputs when the measurement
	// began (the scene had settled).
	Rested bool
}

// Percent is the CPU time as a share of one core.
func (r IdleResult) Percent() float64 {
	if r.Wall <= 0 {
		return 0
	}
	return 100 * r.CPU.Seconds() / r.Wall.Seconds()
}

func (r IdleResult) String() string {
	rest := ""
	if !r.Rested {
		rest = "; it had not settled"
	}
	return fmt.Sprintf("%-58s %5.1f%% of a core  (%d frames drawn, %d ticks run%s)", r.Name+":", r.Percent(), r.Drawn, r.Ticks, rest)
}

// idleRun is the progress of an idle measurement through its phases.
type idleRun struct {
	at        int       // the phase under way
	opened    time.Time // when its scene was shown (zero: not yet)
	starting  bool      // the measurement starts once this frame is drawn
	rested    bool
	measuring bool
	t0        time.Time
	cpu0      time.Duration
	tick0     int
	drawn0    int
	results   []IdleResult
}

// maxSettle is the longest a scene is given to settle before it is
// measured anyway.
const maxSettle = time.Minute

// idleUpdate runs one tick of an idle measurement: each phase's scene is
// shown, left to settle (Settle at least, then until the window sleeps),
// then measured for Idle, as the window runs it (the devices read, frames
// drawn only when the App wants them). A sleeping window has no ticks, so
// a timer wakes it when a phase is due.
func (s *Runner) idleUpdate() error {
	r := &s.idle
	now := time.Now()
	switch {
	case r.opened.IsZero():
		if r.at >= len(s.Phases) {
			return ebiten.Termination
		}
		if err := s.Phases[r.at].Open(s.App); err != nil {
			return err
		}
		r.opened = now
		time.AfterFunc(s.Settle, ebiten.ScheduleFrame)
	case r.measuring && now.Sub(r.t0) >= s.Idle:
		cpu, _ := cpu.Process()
		r.results = append(r.results, IdleResult{Name: s.Phases[r.at].Name, CPU: cpu - r.cpu0, Wall: now.Sub(r.t0),
			Ticks: s.App.Tick() - r.tick0, Drawn: s.App.Painted() - r.drawn0, Rested: r.rested})
		r.at, r.opened, r.measuring = r.at+1, time.Time{}, false
		ebiten.ScheduleFrame() // the next phase opens on the next tick
		return nil
	}
	err := s.App.Update()
	if !r.measuring && !r.starting && now.Sub(r.opened) >= s.Settle && (s.App.Resting() || now.Sub(r.opened) >= maxSettle) {
		r.starting, r.rested = true, s.App.Resting() // after this tick's frame
	}
	return err
}

// idleDraw draws the App and starts a phase's measurement after the frame
// that ended its settling.
func (s *Runner) idleDraw(screen *ebiten.Image) error {
	s.App.Draw(screen)
	r := &s.idle
	if !r.starting {
		return nil
	}
	cpu, ok := cpu.Process()
	if !ok {
		return fmt.Errorf("this system does not tell a program's CPU time, so -idle cannot measure it")
	}
	r.starting, r.measuring = false, true
	r.t0, r.cpu0, r.tick0, r.drawn0 = time.Now(), cpu, s.App.Tick(), s.App.Painted()
	time.AfterFunc(s.Idle, ebiten.ScheduleFrame)
	return nil
}

// IdleResults are the phases measured so far.
func (s *Runner) IdleResults() []IdleResult { return s.idle.results }

// IdleReport is the measurement as "shot -idle" prints it.
func (s *Runner) IdleReport() string {
	var b strings.Builder
	fmt.Fprintf(&b, "CPU time of the whole program at rest, over %v of each scene after %v to settle:\n", s.Idle, s.Settle)
	for _, r := range s.idle.results {
		fmt.Fprintf(&b, "  %v\n", r)
	}
	return b.String()
}
