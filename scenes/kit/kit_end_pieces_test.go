package kit

import (
	"testing"

	"embers/rules"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// ended is a real position whose rules give the result r.
type ended struct {
	rules.State
	r rules.Result
}

func (e ended) Result() rules.Result { return e.r }

// anyLayers are a board's layers that take every view.
type anyLayers struct{ Layers }

func (anyLayers) Load(rules.State) bool { return true }

func TestResetWritesTheEndFromTheResult(t *testing.T) {
	s, err := playtest.Session("trekronor", []string{"easy", "easy", "easy"}, 1, 0)
	if err != nil {
		t.Fatal(err)
	}
	k := NewKit(anyLayers{}, s, Rect{})
	k.End = Ending{Won: "The castle stands!", Lost: "The castle burnt down."}
	names := k.Names()
	for _, c := range []struct {
		r    rules.Result
		want string
	}{
		{rules.Result{}, ""},
		{rules.Result{Over: true, Winners: []rules.Seat{1}}, "The castle stands! " + names[1] + " wins."},
		{rules.Result{Over: true, Winners: []rules.Seat{0, 2}}, "The castle stands! " + names[0] + " and " + names[2] + " share the win."},
		{rules.Result{Over: true, Lost: true}, "The castle burnt down."},
	} {
		k.Reset(ended{s.Match.State, c.r}, 0)
		if k.EndText != c.want || k.Banner() != c.want || k.Result.Over != c.r.Over {
			t.Errorf("result %+v: banner %q, want %q", c.r, k.EndText, c.want)
		}
	}
}

func TestLoadAsTakesOnlyItsGamesStates(t *testing.T) {
	s, err := playtest.Session("trekronor", []string{"easy", "easy", "easy"}, 1, 0)
	if err != nil {
		t.Fatal(err)
	}
	var got rules.State
	if LoadAs(plain{s.Match.State}, func(w worded) { got = w }) || got != nil {
		t.Error("a state of another type is loaded")
	}
	if !LoadAs(worded{s.Match.State}, func(w worded) { got = w }) || got == nil {
		t.Error("a state of the board's type is not loaded")
	}
}

func TestTrackAtStandsAScoreOnItsSpace(t *testing.T) {
	square := func(d float64) []ui.Pt {
		return []ui.Pt{{X: -d, Y: -d}, {X: 100 + d, Y: -d}, {X: 100 + d, Y: 100 + d}, {X: -d, Y: 100 + d}}
	}
	tr := Track{Ring: square, Spaces: 20, In: 0, Out: 10}
	if tr.At(23) != tr.At(3) || tr.At(-17) != tr.At(3) || tr.At(3) == tr.At(4) {
		t.Errorf("3 stands at %v, 23 at %v, -17 at %v, 4 at %v", tr.At(3), tr.At(23), tr.At(-17), tr.At(4))
	}
	if p := tr.At(0); p != tr.Spot(0, 0, 1) || p.Y != -5 {
		t.Errorf("0 stands at %v, the middle of the band's first space is %v", p, tr.Spot(0, 0, 1))
	}
}

func TestPiecesFlyBetweenTheirRowAndTheBoard(t *testing.T) {
	s, err := playtest.Session("trekronor", []string{"easy", "easy", "easy"}, 1, 0)
	if err != nil {
		t.Fatal(err)
	}
	k := NewKit(anyLayers{}, s, Rect{})
	landed := 0
	for _, a := range []*Anim{
		k.FromHand(1, k.Token(1, 10), 300, 300, 40, 0.3, 12, func() { landed++ }),
		k.Home(1, k.Token(1, 10), 300, 300, 40, 0.3, 12, func() { landed++ }),
	} {
		for n := 1; !a.Step(); n++ {
			if n > 12 {
				t.Fatal("the flight does not end in its ticks")
			}
		}
	}
	if landed != 2 {
		t.Errorf("%d pieces landed, want 2", landed)
	}
	if tk := k.Token(1, 10); tk.Shape != k.ColourIndex(1) || tk.Colour != k.Colour(1) {
		t.Errorf("seat 1's token is %+v, its colour %v", tk, k.Colour(1))
	}
}
