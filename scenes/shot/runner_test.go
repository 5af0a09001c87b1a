package shot

import (
	"runtime"
	"strings"
	"testing"
	"time"

	"embers/scenes/shot/cpu"
)

func TestFrameStatsLeaveOutTheWarmUp(t *testing.T) {
	s := &Runner{}
	for i := range 230 {
		u, d := time.Millisecond/10, time.Millisecond
		switch {
		case i < warmup:
			d = time.Second // fonts and shaders being prepared
		case i == 100 || i == 150:
			d = 5 * time.Millisecond // two slow frames: inside the top 1%
		}
		s.upd, s.draws, s.wall = append(s.upd, u), append(s.draws, d), append(s.wall, u+d)
	}
	st := s.Stats()
	if st.Frames != 200 || st.Skipped != warmup {
		t.Fatalf("%d frames after %d skipped, want 200 after %d", st.Frames, st.Skipped, warmup)
	}
	if st.DrawP50 != time.Millisecond || st.DrawP99 != 5*time.Millisecond || st.TotalP50 != 1100*time.Microsecond {
		t.Fatalf("draw median %v p99 %v, total median %v", st.DrawP50, st.DrawP99, st.TotalP50)
	}
	if !strings.Contains(st.String(), "Update+Draw median 1.10 ms, p99 5.10 ms") {
		t.Fatalf("report %q", st.String())
	}
}

func TestThreadCPUAdvancesWithWork(t *testing.T) {
	runtime.LockOSThread() // the thread's clock means something only on one thread
	defer runtime.UnlockOSThread()
	w := cpu.Start()
	x := 0
	for i := range 20_000_000 {
		x += i % 7
	}
	cpu, wall := w.Stop()
	if x == 0 || cpu <= 0 || wall <= 0 {
		t.Fatalf("cpu %v wall %v after a busy loop", cpu, wall)
	}
}
