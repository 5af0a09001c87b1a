package synth

import "math"

// Clack is a servant set down on stone: a short knock of noise over two
// low wooden resonances.
func Clack() []float32 {
	x := make([]float64, samples(0.16))
	n := noise(1)
	var bp bandpass
	for i := range x {
		t := float64(i) / Rate
		knock := bp.step(n(), 1800, 0.9) * decay(t, 0.006)
		body := 0.8*math.Sin(2*math.Pi*190*t)*decay(t, 0.035) +
			0.45*math.Sin(2*math.Pi*540*t)*decay(t, 0.018)
		x[i] = knock + body
	}
	return finish(x, loud)
}

// Water is a bucket thrown on a fire: a swish of filtered noise and a few
// rising bubbles.
func Water() []float32 {
	x := make([]float64, samples(0.75))
	n := noise(2)
	var bp bandpass
	for i := range x {
		t := float64(i) / Rate
		env := math.Sin(math.Pi*min(t/0.7, 1)) * decay(t, 0.35)
		x[i] = bp.step(n(), 900+1400*t, 1.2) * env
	}
	r := noise(3)
	for b := range 9 {
		start := 0.05 + float64(b)*0.07 + 0.03*r()
		f0 := 500 + 250*(r()+1)
		addBubble(x, start, f0, 0.35)
	}
	return finish(x, medium)
}

// addBubble mixes in one bubble: a sine chirping upward as it decays.
func addBubble(x []float64, start, f0, amp float64) {
	phase := 0.0
	for i := samples(start); i < len(x) && i < samples(start+0.06); i++ {
		t := float64(i)/Rate - start
		phase += 2 * math.Pi * f0 * (1 + 12*t) / Rate
		x[i] += amp * math.Sin(phase) * decay(t, 0.015)
	}
}

// Whoosh is fire spreading: noise through a band that sweeps upward, swelling
// and fading.
func Whoosh() []float32 {
	x := make([]float64, samples(0.65))
	n := noise(4)
	var bp, bp2 bandpass
	for i := range x {
		t := float64(i) / Rate
		u := t / 0.65
		fc := 250 * math.Pow(14, u) // 250 Hz to 3.5 kHz
		env := math.Pow(math.Sin(math.Pi*u), 1.5)
		v := n()
		x[i] = (bp.step(v, fc, 0.6) + 0.4*bp2.step(v, fc*0.5, 1.0)) * env
	}
	return finish(x, medium)
}

// Flip is a marker or card turned over: two quick papery ticks.
func Flip() []float32 {
	x := make([]float64, samples(0.09))
	n := noise(5)
	var bp bandpass
	for i := range x {
		t := float64(i) / Rate
		env := decay(t, 0.008)
		if t > 0.035 {
			env += 0.6 * decay(t-0.035, 0.01)
		}
		x[i] = bp.step(n(), 3200, 0.7)*env + 0.2*math.Sin(2*math.Pi*1250*t)*decay(t, 0.01)
	}
	return finish(x, medium)
}

// Fanfare is the castle saved: four bright brass-like notes rising to a held
// one, built from harmonics that open up as each note sounds.
func Fanfare() []float32 {
	notes := []struct{ f, at, dur float64 }{
		{523.25, 0, 0.14}, {659.25, 0.15, 0.14}, {783.99, 0.30, 0.14}, {1046.5, 0.45, 0.75},
	}
	x := make([]float64, samples(1.25))
	for _, nt := range notes {
		addBrass(x, nt.f, nt.at, nt.dur)
	}
	return finish(x, medium)
}

// addBrass mixes in one note of eight harmonics; the upper ones come in over
// the first 40 ms, like a horn's bright attack, and a slow vibrato colours
// long notes.
func addBrass(x []float64, f, at, dur float64) {
	phase := 0.0 // of the fundamental, accumulated so the vibrato stays a vibrato
	for i := samples(at); i < len(x) && i < samples(at+dur+0.12); i++ {
		t := float64(i)/Rate - at
		env := min(t/0.02, 1)
		if t > dur {
			env *= decay(t-dur, 0.03)
		}
		bright := min(t/0.04, 1)
		phase += 2 * math.Pi * f * (1 + 0.004*math.Sin(2*math.Pi*5.5*t)*min(t/0.3, 1)) / Rate
		v := 0.0
		for h := 1.0; h <= 8; h++ {
			a := 1 / h
			if h > 2 {
				a *= bright
			}
			v += a * math.Sin(h*phase)
		}
		x[i] += 0.3 * env * v
	}
}

// Toll is the castle lost: a low bell, its inharmonic partials dying away at
// different speeds.
func Toll() []float32 {
	const f = 98.0 // a low G
	partials := []struct{ ratio, amp, tau float64 }{
		{0.5, 0.5, 1.6}, {1, 1, 1.2}, {1.19, 0.6, 0.8}, {1.5, 0.4, 0.6},
		{2, 0.5, 0.5}, {2.51, 0.3, 0.35}, {2.99, 0.2, 0.25}, {4.17, 0.15, 0.15},
	}
	x := make([]float64, samples(3))
	n := noise(6)
	for i := range x {
		t := float64(i) / Rate
		v := 0.0
		for _, p := range partials {
			v += p.amp * math.Sin(2*math.Pi*f*p.ratio*t) * decay(t, p.tau)
		}
		x[i] = v*min(t/0.004, 1) + 0.3*n()*decay(t, 0.004)
	}
	return finish(x, loud)
}

// Click is a button pressed: a tiny high tick.
func Click() []float32 {
	x := make([]float64, samples(0.03))
	for i := range x {
		t := float64(i) / Rate
		x[i] = math.Sin(2*math.Pi*2100*t) * decay(t, 0.005)
	}
	return finish(x, soft)
}
