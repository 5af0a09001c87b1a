package synth

import (
	"math"
	"slices"
	"testing"
)

func TestEveryEffectIsSoundAndSane(t *testing.T) {
	want := []string{"clack", "click", "fanfare", "flip", "toll", "water", "whoosh"}
	if !slices.Equal(Names(), want) {
		t.Fatalf("effects %v, want %v", Names(), want)
	}
	for _, name := range Names() {
		x, err := Make(name)
		if err != nil {
			t.Fatal(err)
		}
		sec := float64(len(x)) / Rate
		if sec < 0.02 || sec > 3.5 {
			t.Errorf("%s lasts %.3f s", name, sec)
		}
		sum, top := 0.0, 0.0
		for i, v := range x {
			f := float64(v)
			if math.IsNaN(f) || math.IsInf(f, 0) {
				t.Fatalf("%s: sample %d is %v", name, i, v)
			}
			sum += f * f
			top = max(top, math.Abs(f))
		}
		rms := math.Sqrt(sum / float64(len(x)))
		if top > 1 || top < 0.3 || rms < 0.01 {
			t.Errorf("%s: peak %.3f, rms %.4f; want a clear sound within ±1", name, top, rms)
		}
		if end := math.Abs(float64(x[len(x)-1])); end > 0.01 {
			t.Errorf("%s ends on %.3f, which clicks", name, end)
		}
		again, _ := Make(name)
		if !slices.Equal(x, again) {
			t.Errorf("%s differs between two makes", name)
		}
	}
}

func TestUnknownEffect(t *testing.T) {
	if _, err := Make("boom"); err == nil {
		t.Fatal("an unknown effect was made")
	}
}

// The clack is a short knock and the toll a long ring: the recipes do what
// their names say.
func TestShapes(t *testing.T) {
	clack, _ := Make("clack")
	toll, _ := Make("toll")
	if energyAfter(clack, 0.1) > 0.05*energyAfter(clack, 0) {
		t.Error("the clack still sounds after 100 ms")
	}
	if energyAfter(toll, 1.0) < 0.05*energyAfter(toll, 0) {
		t.Error("the toll has died away within a second")
	}
}

func energyAfter(x []float32, sec float64) float64 {
	e := 0.0
	for _, v := range x[int(sec*Rate):] {
		e += float64(v) * float64(v)
	}
	return e
}

// The whoosh rises: its noise band is higher (more zero crossings) at the end
// than at the start.
func TestWhooshRises(t *testing.T) {
	x, _ := Make("whoosh")
	n := len(x) / 3
	early, late := crossings(x[:n]), crossings(x[2*n:])
	if late < 2*early {
		t.Fatalf("zero crossings: %d early, %d late; want the sound to rise", early, late)
	}
}

func crossings(x []float32) int {
	c := 0
	for i := 1; i < len(x); i++ {
		if (x[i-1] < 0) != (x[i] < 0) {
			c++
		}
	}
	return c
}
