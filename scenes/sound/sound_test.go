package sound

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"embers/scenes/ui"
)

var _ ui.Sound = (*Player)(nil)

func TestPlayNeverBlocksAndLogsOnce(t *testing.T) {
	var log []string
	logf := func(f string, a ...any) { log = append(log, fmt.Sprintf(f, a...)) }
	p := New(0.5, false, logf)
	start := time.Now()
	for range 50 {
		for _, e := range []string{"clack", "water", "whoosh", "flip", "fanfare", "toll", "click"} {
			p.Play(e)
		}
	}
	if d := time.Since(start); d > 500*time.Millisecond {
		t.Fatalf("350 plays took %v: playing must not block the frame", d)
	}
	if len(p.voices) > maxVoices {
		t.Fatalf("%d voices at once, at most %d", len(p.voices), maxVoices)
	}
	p.Play("boom")
	p.Play("boom")
	devNotes := 0
	for _, l := range log {
		if strings.HasPrefix(l, "no audio device") {
			devNotes++
		}
	}
	wantNotes := 0
	if !deviceWorks() {
		wantNotes = 1
	}
	if devNotes != wantNotes {
		t.Fatalf("the missing device was logged %d times, want %d: %q", devNotes, wantNotes, log)
	}
	if n := strings.Count(strings.Join(log, "\n"), `"boom"`); n != 1 {
		t.Fatalf("an unknown effect was logged %d times: %q", n, log)
	}
	t.Logf("log: %q", log)
}

func TestSettings(t *testing.T) {
	p := New(2, true, nil)
	if p.Volume() != 1 || !p.Muted() {
		t.Fatalf("volume %v muted %v", p.Volume(), p.Muted())
	}
	p.SetVolume(-1)
	p.SetMuted(false)
	if p.Volume() != 0 || p.Muted() {
		t.Fatalf("volume %v muted %v", p.Volume(), p.Muted())
	}
	p.Play("clack") // volume 0: nothing starts
	if len(p.voices) != 0 {
		t.Fatal("a silent player started a voice")
	}
	if got := len(p.pcm["clack"]); got == 0 || got%8 != 0 {
		t.Fatalf("clack holds %d bytes, want whole stereo float32 frames", got)
	}
}

// deviceWorks tells whether an audio device opened (not in CI).
func deviceWorks() bool {
	if deviceErr != nil {
		return false
	}
	<-deviceReady
	return device.Err() == nil
}
