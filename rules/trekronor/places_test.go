package trekronor

import (
	"math/rand/v2"
	"slices"
	"testing"

	"embers/rules"
	"embers/rules/rulestest"
)

// placesOf is what an event names, as strings for comparison.
func placesOf(e rules.Event) []string {
	out := make([]string, len(e.Places))
	for i, p := range e.Places {
		out[i] = string(p)
	}
	return out
}

// movePlaces names what a move in notation touches.
func movePlaces(t *testing.T, text string) []string {
	t.Helper()
	m, err := parseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	var s State
	var out []string
	for _, p := range s.MovePlaces(m) {
		out = append(out, string(p))
	}
	return out
}

// Every move names what a person points at, in order: from, then to; the
// fire, then the bucket.
func TestMovePlaces(t *testing.T) {
	for text, want := range map[string][]string{
		"place d1":       {"d1"},
		"move d0 d1":     {"d0", "d1"},
		"douse A1 sw":    {"A1", "well:sw"},
		"douse e3 ne":    {"e3", "well:ne"},
		"douse b3 nw":    {"b3", "well:nw"}, // a corridor square: the hall is B3
		"douse B3 nw":    {"B3", "well:nw"},
		"save C2":        {"C2"},
		"steal A1 stack": {"A1"},
		"marker B1":      {"B1"},
		"pass":           {"button:pass"},
		"spread 2":       {"hand:2", "pile"},
		"spread ?":       {"pile"},
	} {
		if got := movePlaces(t, text); !slices.Equal(got, want) {
			t.Errorf("%s names %v, want %v", text, got, want)
		}
	}
	var s State
	if got := s.MovePlaces(rules.Move(1 << 40)); got != nil {
		t.Errorf("a code no move has names %v", got)
	}
}

// A douse names the hall, the square of it whose fire went out (its
// lowest-numbered burning one), and the well whose bucket was used.
func TestDouseNamesWellHallAndSquare(t *testing.T) {
	s := newPos(t, 3).hall("A1", ". f+a f+a .").servants("b0=B c0=Y d0=Y d1=Y").toMove('B').done()
	ev := rulestest.Play(t, s, "douse A1 sw")
	if got, want := placesOf(ev[0]), []string{"A1", SquareName(HallSquare(0, 1)), "well:sw"}; !slices.Equal(got, want) {
		t.Fatalf("%s names %v, want %v", ev[0].Text, got, want)
	}
	if want := "c2"; SquareName(HallSquare(0, 1)) != want { // A1's top-right square
		t.Fatalf("A1's square 1 is %s, want %s", SquareName(HallSquare(0, 1)), want)
	}
}

// T6 (A2's fifth fire) names each step of the fire where it happens.
func TestFireEventsNameWhereTheFireGoes(t *testing.T) {
	s := newPos(t, 4).
		hall("A2", "f+a f+a f+a f+a").hall("A1", "a a . .").
		corridorFire("c3").servants("d5=R b0=B").pile("B:A").toMove('Y').done()
	ev := rulestest.Play(t, s, "place a1", "spread 2")
	want := map[string][][]string{
		EvServantPlaced: {{"a1"}},
		EvSpreadPlaced:  {{"pile"}},
		EvPileChecked:   {{"pile"}},
		EvPileRevealed:  {{"pile", "A2"}},             // A and 2: two fires to A2
		EvCorridorFire:  {{"A2", "d5"}, {"A2", "b6"}}, // by its doors in order: right, top
		EvServantHome:   {{"d5"}},
		EvFireSpreads:   {{"A2", "c3", "A1"}},
		EvFireLanded:    {{"A1", "b2"}}, // A1's first ash, its top-left square
	}
	got := map[string][][]string{}
	for _, e := range ev {
		got[e.Kind] = append(got[e.Kind], placesOf(e))
	}
	for kind, w := range want {
		if !slices.EqualFunc(got[kind], w, slices.Equal) {
			t.Errorf("%s names %v, want %v", kind, got[kind], w)
		}
	}
}

// A marker names its hall and the square it lies on; the public event
// names them too, since where it lies is no secret.
func TestMarkerNamesHallAndSquare(t *testing.T) {
	s := newPos(t, 3).hall("B2", "f+a . . .").servants("b0=B c0=B d0=B d1=B d2=B d3=B d4=B").toMove('B').done()
	ev := rulestest.Play(t, s, "save B2")
	pub := ev[0].For(rules.NoSeat)
	if got, want := placesOf(pub), []string{"B2", SquareName(HallSquare(4, 1))}; !slices.Equal(got, want) {
		t.Fatalf("%s names %v, want %v", pub.Text, got, want)
	}
}

// Every place reads back to what it names, and the names are exact.
func TestParsePlace(t *testing.T) {
	var s State
	all := s.Places(nil)
	if len(all) != NumSquares+2*NumHalls+NumWells+4+2+numValues+1 {
		t.Fatalf("%d places", len(all))
	}
	for _, p := range all {
		if _, ok := ParsePlace(p); !ok {
			t.Errorf("%q does not read back", p)
		}
	}
	for p, want := range map[rules.Place]Spot{
		"b3": {Kind: SquareSpot, Index: sq("b3")}, "B3": {Kind: HallSpot, Index: 5}, "well:ne": {Kind: WellSpot, Index: 3}, "doors:C1": {Kind: DoorsSpot, Index: 6},
		"area:corridors": {Kind: AreaSpot, Index: int(Corridor)}, "pile": {Kind: PileSpot}, "hand:C": {Kind: HandSpot, Index: 2},
		"hand:1": {Kind: HandSpot, Index: 3}, "button:pass": {Kind: PassSpot}, "supply": {Kind: SupplySpot},
	} {
		if got, ok := ParsePlace(p); !ok || got != want {
			t.Errorf("%q reads as %+v, want %+v", p, got, want)
		}
	}
	for _, p := range []rules.Place{"k4", "D1", "well:s", "Pile", "hand:4", "", "b3 "} {
		if got, ok := ParsePlace(p); ok {
			t.Errorf("%q reads as %+v; it names nothing", p, got)
		}
	}
}

// Whole games: every event that happens on the board names a place; only
// a pass and the end name none.
func TestEveryBoardEventNamesAPlace(t *testing.T) {
	quiet := map[string]bool{EvPassed: true, EvGameWon: true, EvGameLost: true}
	seen := map[string]bool{}
	for seed := range uint64(30) {
		st, _ := Game.New(rules.Setup{Players: 3 + int(seed%3), Seed: seed})
		s := st.(*State)
		rng := rand.New(rand.NewPCG(seed, 14))
		var buf []rules.Move
		for i := 0; s.ToMove() != rules.NoSeat && i < 2000; i++ {
			// a sensible table douses and lays markers; a random one (every
			// other game) lets the fire burst into the corridors, which the
			// playout policy, saving its castles early, no longer does
			m := s.RolloutMove(rng, buf)
			if seed%2 == 1 {
				buf = s.Legal(buf)
				m = buf[rng.IntN(len(buf))]
			}
			ev, err := s.Apply(m)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range ev {
				seen[e.Kind] = true
				if len(e.Places) == 0 && !quiet[e.Kind] {
					t.Fatalf("%s (%q) names no place", e.Kind, e.Text)
				}
			}
		}
	}
	for _, k := range []string{EvServantPlaced, EvServantMoved, EvFireDoused, EvMarkerPlaced, EvFireLanded, EvCorridorFire} {
		if !seen[k] {
			t.Errorf("no %s in 30 games: the test saw too little", k)
		}
	}
}

// ActionOf and Stacks tell a scene what a move does without its notation.
func TestActionOf(t *testing.T) {
	for text, want := range map[string]Action{
		"place d1": ActPlace, "move d0 d1": ActMove, "douse A1 sw": ActDouse, "save A1": ActSave,
		"steal A1 stack": ActSteal, "pass": ActPass, "spread A": ActSpread, "spread ?": ActSpread, "marker A1": ActMarker,
	} {
		m, _ := parseMove(text)
		if got := ActionOf(m); got != want {
			t.Errorf("%s is %v, want %v", text, got, want)
		}
		if got := Stacks(m); got != (text == "steal A1 stack") {
			t.Errorf("%s stacks: %v", text, got)
		}
	}
	if ActionOf(rules.Move(1<<40)) != NoAction {
		t.Error("a code no move has has an action")
	}
}
