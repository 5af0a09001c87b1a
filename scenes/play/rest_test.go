package play

import (
	"testing"

	"embers/scenes/kit"
	"embers/scenes/ui"
)

// A board waiting for a person moves while its move's events play and its
// pulses swing, then comes to rest: Still, so the window sleeps. The
// computer's turn keeps it moving (its search is polled, its pause counts).
func TestBoardWaitingForAPersonComesToRest(t *testing.T) {
	app, sc := humanTurn(t)
	if sc.Motion() != ui.Moving {
		t.Fatal("the board is not moving while the person's move is shown")
	}
	ticks := 0
	for ; sc.Motion() != ui.Still && ticks < 2000; ticks++ {
		app.Step(sc, ui.Input{})
	}
	if sc.Motion() != ui.Still {
		t.Fatal("the board waiting for the person never came to rest")
	}
	if ticks < pulseTicks+settleTicks {
		t.Errorf("at rest after %d ticks: the pulses swing for %d and settle in %d", ticks, pulseTicks, settleTicks)
	}
	if sc.stillness() != 1 {
		t.Errorf("at rest with the pulses %.2f settled", sc.stillness())
	}
	sc.s.Match.Seats[sc.s.ToMove()].Level = "easy" // the seat to move is now the computer's
	if sc.Motion() != ui.Moving {
		t.Error("the board rests while the computer is to move")
	}
}

// On a calm screen the pulses never swing: the board rests once the cue of
// the person's turn has faded.
func TestCalmBoardRestsAtOnce(t *testing.T) {
	ui.SetCalm(true)
	defer ui.SetCalm(false)
	app, sc := humanTurn(t)
	ticks := 0
	for ; sc.Motion() != ui.Still && ticks < 2000; ticks++ {
		app.Step(sc, ui.Input{})
	}
	if ticks > cueTicks+40 {
		t.Errorf("a calm board rested after %d ticks; the turn's cue lasts %d", ticks, cueTicks)
	}
}

// The kit's pulses swing between lo and 1 while the board is not at rest,
// and hold at 1, the top of their swing, once it is; half settled, they
// swing half as far.
func TestPulsesSettleToASteadyGlow(t *testing.T) {
	k := &kit.Kit{}
	lo, hi := 2.0, -1.0
	for f := range 200 {
		k.Frame = f
		p := k.Pulse(9, 0.2)
		lo, hi = min(lo, p), max(hi, p)
	}
	if lo > 0.21 || hi < 0.99 {
		t.Fatalf("a pulse swung from %.2f to %.2f, want 0.2 to 1", lo, hi)
	}
	k.RestPulses(1)
	for f := range 200 {
		k.Frame = f
		if p := k.Pulse(9, 0.2); p != 1 {
			t.Fatalf("a settled pulse is %.3f at frame %d, want a steady 1", p, f)
		}
	}
	k.RestPulses(0.5)
	for f := range 200 {
		k.Frame = f
		if p := k.Pulse(9, 0.2); p < 0.6-1e-9 {
			t.Fatalf("a half-settled pulse is %.3f at frame %d, below 0.6", p, f)
		}
	}
}
