// Package synth makes Embers' sound effects from nothing but arithmetic:
// noise, sines and a few filters, at 44.1 kHz. It needs no audio device, so
// the sounds can be tested anywhere; package sound plays them.
package synth

import (
	"fmt"
	"math"
	"math/rand/v2"
	"sort"
)

// Rate is the sample rate of every effect, in samples per second.
const Rate = 44100

// The loudest sample of each kind of effect: short knocks may peak high,
// sustained sounds (a fanfare) are kept lower so they do not seem louder, and
// all leave headroom so a few overlapping effects rarely clip.
const (
	loud   = 0.7
	medium = 0.55
	soft   = 0.35
)

// effects maps each name to its recipe.
var effects = map[string]func() []float32{
	"clack":   Clack,
	"water":   Water,
	"whoosh":  Whoosh,
	"flip":    Flip,
	"fanfare": Fanfare,
	"toll":    Toll,
	"click":   Click,
}

// Names lists the effects, sorted.
func Names() []string {
	out := make([]string, 0, len(effects))
	for n := range effects {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// Make synthesizes an effect as mono samples in [-1, 1].
func Make(name string) ([]float32, error) {
	f, ok := effects[name]
	if !ok {
		return nil, fmt.Errorf("no sound effect %q (the effects are %v)", name, Names())
	}
	return f(), nil
}

// samples is the number of samples in sec seconds.
func samples(sec float64) int { return int(sec * Rate) }

// noise is a seeded white-noise source, so every effect is the same each run.
func noise(seed uint64) func() float64 {
	r := rand.New(rand.NewPCG(seed, 0x5eed))
	return func() float64 { return r.Float64()*2 - 1 }
}

// decay is an exponential envelope with time constant tau seconds.
func decay(t, tau float64) float64 { return math.Exp(-t / tau) }

// bandpass is a Chamberlin state-variable filter; call it per sample with
// the centre frequency (Hz) and damping q (smaller is narrower).
type bandpass struct{ low, band float64 }

func (b *bandpass) step(in, fc, q float64) float64 {
	f := 2 * math.Sin(math.Pi*min(fc, Rate/6)/Rate)
	b.low += f * b.band
	high := in - b.low - q*b.band
	b.band += f * high
	return b.band
}

// finish scales to the given peak and fades the ends (no clicks).
func finish(x []float64, peak float64) []float32 {
	m := 0.0
	for _, v := range x {
		m = max(m, math.Abs(v))
	}
	g := 0.0
	if m > 0 {
		g = peak / m
	}
	in, out := samples(0.0005), min(samples(0.004), len(x)/4)
	y := make([]float32, len(x))
	for i, v := range x {
		e := 1.0
		if i < in {
			e = float64(i) / float64(in)
		}
		if j := len(x) - 1 - i; j < out {
			e = min(e, float64(j)/float64(out))
		}
		y[i] = float32(v * g * e)
	}
	return y
}
