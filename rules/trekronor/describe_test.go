package trekronor

import (
	"strings"
	"testing"

	"embers/rules"
	"embers/rules/rulestest"
)

// describePos: three seats; Blue has laid a save in B2 (which burns and
// holds ash), Yellow stands on d1 beside a corridor fire on d2, the
// south-west bucket is in use, and the pile holds Blue's A and Yellow's C.
func describePos(t *testing.T) *State {
	return newPos(t, 3).hall("B2", "f+a Bs . .").corridorFire("d2").servants("d1=Y").
		noBuckets("sw").pile("B:A Y:C").toMove('R').done()
}

func TestDescribePlaceSaysWhatAPlaceHolds(t *testing.T) {
	s := describePos(t)
	cases := map[rules.Place]string{
		"B2":      "B2 The Wind: 1 fire, 1 ash, 1 marker face down.",
		"e4":      "B2 The Wind: 1 fire, 1 ash, 1 marker face down.", // a square of the hall
		"A1":      "A1 The Armoury: no fires, no ash, no markers face down.",
		"d2":      "d2: a fire in the corridor.",
		"d1":      "d1: a servant of {1}.",
		"e0":      "",
		"well:sw": "The south-west well: its bucket is in use until the fire next spreads.",
		"well:ne": "The north-east well: its bucket is ready.",
		"pile": "The spread pile: 2 markers face down. When it holds a letter and a number, " +
			"the fire spreads to the halls they name (letter: column, number: row).",
		// two fires and one ash are on the board
		"supply":   "16 of 18 fire and 26 of 27 ash tokens left. Should one be needed with none left, the castle burns down.",
		"hand:B":   "Spread marker B: on the pile it names column B.",
		"hand:2":   "Spread marker 2: on the pile it names row 2.",
		"doors:A1": "",
		"nowhere":  "",
	}
	for p, want := range cases {
		if got := s.DescribePlace(p); got != want {
			t.Errorf("DescribePlace(%q) = %q, want %q", p, got, want)
		}
	}
	s.pileN = 1
	if got := s.DescribePlace(PilePlace); !strings.HasPrefix(got, "The spread pile: 1 marker face down.") {
		t.Errorf("a pile of one: %q", got)
	}
}

func TestDescribeSupplyTellsOnlyWhatTheViewerKnows(t *testing.T) {
	s := describePos(t)
	cases := []struct {
		state rules.State
		seat  rules.Seat
		part  string
		want  string
	}{
		// with three seats each has eight servants; Yellow has placed one on d1
		{s, 1, ServantsPart, "7 servants in hand, to place next to a well or another servant."},
		{s, 0, MarkersPart, "2 save and 3 steal markers left to lay face down in burning halls."},
		{s.View(0), 0, MarkersPart, "2 save and 3 steal markers left to lay face down in burning halls."},
		{s.View(1), 0, MarkersPart, "5 save or steal markers left; which kind stays secret until the end."},
		{s.View(0), 0, SpreadPart, "Your spread markers in hand: B, C, 1, 2, 3. One goes on the pile each turn."},
		{s.View(1), 0, SpreadPart, "5 spread markers in hand, face down."},
		{s, 0, SpreadPart, "Spread markers in hand: B, C, 1, 2, 3. One goes on the pile each turn."},
		{s, 2, SpreadPart, "Spread markers in hand: A, B, C, 1, 2, 3. One goes on the pile each turn."},
		{s, 5, ServantsPart, ""}, // no such seat
		{s, 0, "crowns", ""},
	}
	for _, c := range cases {
		p := rules.SupplyPlace(c.seat, c.part)
		if got := c.state.(rules.Describer).DescribePlace(p); got != c.want {
			t.Errorf("DescribePlace(%q) = %q, want %q", p, got, c.want)
		}
	}
}

func TestDescribeMoveLabelsEveryKind(t *testing.T) {
	s := describePos(t)
	cases := map[string]string{
		"place c1":       "Place a servant on c1",
		"move d1 c1":     "Move the servant from d1 to c1",
		"douse d2 se":    "Put out the fire with the south-east bucket",
		"douse B2 nw":    "Put out a fire with the north-west bucket",
		"save B2":        "Lay a save marker face-down",
		"steal B2 stack": "Stack a steal marker on a lone one",
		"marker B2":      "Lay a marker face-down",
		"pass":           "Pass (nothing else is possible)",
		"spread 2":       "Lay spread marker 2 on the pile",
		"spread ?":       "Lay a spread marker on the pile",
	}
	for text, want := range cases {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		if got := s.DescribeMove(m); got != want {
			t.Errorf("DescribeMove(%s) = %q, want %q", text, got, want)
		}
	}
	if got := s.DescribeMove(rules.Move(1 << 40)); got != "?" {
		t.Errorf("DescribeMove of a code no move has = %q, want ?", got)
	}
}

func TestWhyNotAtExplainsTheMoveMeantThere(t *testing.T) {
	s := describePos(t) // Red to move, with no servant on the board; the south-west bucket is in use
	cases := map[rules.Place]string{
		"B2": "no chain with a servant of yours links the se well to hall B2", // the first bucket at hand
		"d2": "no chain with a servant of yours links the se well to d2",      // a corridor fire
		"A1": "hall A1 holds 0 fire; markers go only into a hall with 1 or 2", // nothing burns there
	}
	for p, want := range cases {
		im := s.WhyNotAt(p)
		if im == nil || im.Reason != want {
			t.Errorf("WhyNotAt(%s) = %+v, want %q", p, im, want)
		}
	}
	for _, p := range []rules.Place{"e0", "d1", "pile"} {
		if im := s.WhyNotAt(p); im != nil {
			t.Errorf("WhyNotAt(%s) = %+v: nothing is meant there", p, im)
		}
	}
	s.bucket = [NumWells]bool{} // every bucket in use
	if im := s.WhyNotAt("d2"); im == nil || im.Rule != "5.2" || !strings.HasPrefix(im.Reason, "no chain with a servant of yours links a well with its bucket") {
		t.Errorf("a fire with no bucket at hand: %+v", im)
	}
	if im := s.WhyNotAt("B2"); im == nil || im.Reason != "no chain with a servant of yours links a well to hall B2" {
		t.Errorf("a hall with one fire and no bucket at hand: the marker's refusal, got %+v", im)
	}
	hot := newPos(t, 3).hall("C1", "f+a f+a f+a .").noBuckets("sw", "se", "nw", "ne").toMove('R').done()
	if im := hot.WhyNotAt("C1"); im == nil || im.Reason != "every bucket is in use until the fire next spreads" {
		t.Errorf("a hall of three fires and no bucket at hand: %+v", im)
	}
}

// A whole game, every place and every legal move read on every seat's
// view, as boards read them.
func TestWordsHoldForAWholeGame(t *testing.T) {
	for _, players := range []int{3, 5} {
		if err := rulestest.Words(Game, rules.Setup{Players: players, Seed: 7}, 7); err != nil {
			t.Errorf("%d players: %v", players, err)
		}
	}
}

func TestWhyNotAtSaysAServantHasNowhereToGo(t *testing.T) {
	// Red's chain from the south-west well to d4, a door of burning B2:
	// lifting c0 cuts it, wherever c0 would go; j1, beside the south-east
	// well, holds no link
	s := newPos(t, 3).hall("B2", "f+a . . .").servants("b0=R c0=R d0=R d1=R d2=R d3=R d4=R j1=R").toMove('R').done()
	if im := s.WhyNotAt("c0"); im == nil || im.Rule != "5.1" || !strings.HasPrefix(im.Reason, "this servant has nowhere to go") {
		t.Errorf("c0 holds the chain: %+v", im)
	}
	if im := s.WhyNotAt("j1"); im != nil {
		t.Errorf("j1 may go elsewhere: %+v", im)
	}
	if im := s.WhyNotAt("e0"); im != nil {
		t.Errorf("an empty square: %+v", im)
	}
}
