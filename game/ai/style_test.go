package ai

import (
	"testing"

	"embers/rules"
)

// styledGamble is the gamble with a play style for North (Temperament).
type styledGamble struct {
	*gamble
	ambition float64
}

func (s styledGamble) View(seat rules.Seat) rules.State {
	return styledGamble{s.gamble.Clone().(*gamble), s.ambition}
}

func (s styledGamble) Ambition(seat rules.Seat) float64 {
	if seat != 0 {
		return 1
	}
	return s.ambition
}

// A seat's ambition decides between a sure result and a gamble whose
// expected reward is close to it: the safe 6 embers of 10 (0.6) against a
// toss for 10 or none (0.5 on average), or a 2-in-3 toss (0.67). The middle
// takes the better average; a bold seat (exponent 2: the safe 0.6 weighs
// 0.36) gambles on the even toss; a cautious one (exponent 0.5: 0.77 against
// 0.67) keeps the sure 6 on the 2-in-3 toss. Without PlayStyle, or for a
// game without Temperament, every seat plays the middle.
func TestAmbitionDecidesBetweenSureAndGamble(t *testing.T) {
	cases := []struct {
		win, lose int
		ambition  float64
		style     bool
		want      rules.Move
	}{
		{1, 1, 1, true, gSafe},
		{1, 1, 2, true, gGamble},
		{1, 1, 2, false, gSafe},
		{2, 1, 1, true, gGamble},
		{2, 1, 0.5, true, gSafe},
		{2, 1, 0.5, false, gGamble},
	}
	for _, c := range cases {
		cfg := DefaultConfig(Hard)
		cfg.MaxTime = 0
		cfg.PlayStyle = c.style
		s := styledGamble{&gamble{win: c.win, lose: c.lose}, c.ambition}
		d := NewWithConfig(Hard, 1, cfg).Choose(s, 0)
		if d.Move != c.want {
			t.Errorf("toss %d:%d, ambition %g, style %v: played %s, want %s", c.win, c.lose, c.ambition, c.style, s.FormatMove(d.Move), s.FormatMove(c.want))
		}
		if c.want == gSafe && (d.Value < 0.55 || d.Value > 0.65) {
			t.Errorf("toss %d:%d, ambition %g: the safe move's value %.3f, want about 0.6 on the reward scale", c.win, c.lose, c.ambition, d.Value)
		}
	}
}

// The exponent is taken only from a sensible ambition: 0, a negative or an
// infinite one plays the middle.
func TestAmbitionOutOfRangePlaysTheMiddle(t *testing.T) {
	cfg := Config{PlayStyle: true}
	for _, a := range []float64{0, -1, posInf()} {
		if got := ambition(cfg, styledGamble{&gamble{}, a}, 0); got != 1 {
			t.Errorf("ambition %g: exponent %g, want 1", a, got)
		}
	}
	if got := ambition(cfg, &gamble{}, 0); got != 1 {
		t.Errorf("a game without Temperament: exponent %g, want 1", got)
	}
}

func posInf() float64 { var z float64; return 1 / z }
