package cronberg

import (
	"testing"

	"embers/rules"
	"embers/rules/rulestest"
)

// The rulebook's worked examples (NOTES.md §2d, C1-C9), each laid out on
// the real board as a written position.

// C1: a token on a crossing touching five free triangles, one of them a
// guard that can still be covered, is legal.
func TestC1TokenBesideCoverableGuard(t *testing.T) {
	p := newPosition(t, 4)
	p.lay("Bakery", "c6 d5")
	s := p.done(2) // Ulla
	free := 0
	for _, tr := range CrossingTriangles(p.cross("17")) {
		if s.Free(tr) {
			free++
		}
	}
	if free != 5 || !s.Free(p.tri("b9")) || s.Activated(p.tri("b9")) {
		t.Fatalf("crossing 17 has %d free triangles (want 5, the guard b9 free and not activated)", free)
	}
	evs := rulestest.Play(t, s, "token 17")
	if s.TokenAt(p.cross("17")) != 2 || len(eventsOf(evs, EvTokenPlaced)) != 1 {
		t.Fatalf("token not placed on 17:\n%s", s.Dump())
	}
}

// C2: the city hall laid on two parks: legal, and the parks are covered
// (they will never count).
func TestC2RhombusOnTwoParks(t *testing.T) {
	p := newPosition(t, 4)
	s := p.done(0)
	s.pile[s.pileN-1], s.pile[TileByName("City Hall")] = s.pile[TileByName("City Hall")], s.pile[s.pileN-1]
	evs := rulestest.Play(t, s, "draw", "lay a4 a5")
	laid := eventsOf(evs, EvTileLaid)
	if len(laid) != 1 || laid[0].Data.(TileLaid).Name != "City Hall" {
		t.Fatalf("laid %+v", laid)
	}
	if s.Free(p.tri("a4")) || s.Free(p.tri("a5")) || s.Activated(p.tri("a4")) {
		t.Fatal("the parks are not covered")
	}
	cs := laid[0].Data.(TileLaid).Corners
	// a4 and a5 share the edge 3-8: blunt +2 at 3 and 8, sharp +4 at 2 and 9.
	want := map[string]int{"3": 2, "8": 2, "2": 4, "9": 4}
	for _, c := range cs {
		if want[CrossingName(c.Crossing)] != c.Value {
			t.Errorf("corner at %s is %+d, want %+d", CrossingName(c.Crossing), c.Value, want[CrossingName(c.Crossing)])
		}
	}
}

// C3: Gerd lays the cemetery and Karl's token on crossing 7 is surrounded:
// -2 (cemetery) +2 (inn) -2 (tannery) = -2, and the token goes home.
func TestC3IntermediateScoring(t *testing.T) {
	p := newPosition(t, 4) // Karl 0, Ulla 1, Gerd 2, Anne 3
	p.lay("Inn", "a3 b4").lay("Tannery", "b2 b3").tokens(0, "7")
	s := p.done(2)
	putOnTop(s, "Cemetery")
	evs := rulestest.Play(t, s, "draw", "lay a1 a2")
	sc := eventsOf(evs, EvTokenScored)
	if len(sc) != 1 {
		t.Fatalf("scorings %+v", sc)
	}
	got := sc[0].Data.(TokenScored)
	if got.Owner != 0 || got.Sum != -2 || got.Track != -2 || CrossingName(got.Crossing) != "7" || len(got.Values) != 3 {
		t.Fatalf("scored %+v", got)
	}
	if s.TokenAt(p.cross("7")) != rules.NoSeat || s.TokensInHand(0) != 4 || s.Track(0) != -2 {
		t.Fatalf("token not home or track wrong:\n%s", s.Dump())
	}
	if len(eventsOf(evs, EvTokenReturned)) != 1 {
		t.Fatal("no token.returned event")
	}
}

// C4: Gerd's church isolates the guard on b9; Karl's token on crossing 10
// goes home without scoring, and 10, 16 and 17 are closed from then on.
func TestC4GuardDrivesTokenAway(t *testing.T) {
	p := newPosition(t, 4)
	p.lay("Bakery", "b7 b8").lay("Weaver's House", "a9 b10").tokens(0, "10")
	s := p.done(2)
	putOnTop(s, "Church")
	evs := rulestest.Play(t, s, "draw", "lay c5 c6")
	g := eventsOf(evs, EvGuard)
	if len(g) != 1 {
		t.Fatalf("guard events %+v", g)
	}
	ga := g[0].Data.(GuardActivated)
	if TriangleName(ga.Triangle) != "b9" || len(ga.Driven) != 1 || ga.Driven[0].Owner != 0 || CrossingName(ga.Driven[0].Crossing) != "10" {
		t.Fatalf("guard %+v", ga)
	}
	if s.Track(0) != 0 || s.TokensInHand(0) != 4 || len(eventsOf(evs, EvTokenScored)) != 0 {
		t.Fatal("the driven token scored or did not come home")
	}
	for _, c := range []string{"10", "16", "17"} {
		if !s.Closed(p.cross(c)) {
			t.Errorf("crossing %s is not closed", c)
		}
	}
	// Ulla (seat 3? no: Anne 3 moves next) may not use a closed crossing.
	_, err := s.Apply(TokenMove(p.cross("17")))
	wantRefusal(t, err, RuleToken)
}

// C5: a coat of arms turns every value at its crossings to plus: Ulla's
// token on 10 counts |−3| + 8 + |−4| + 2 = 17 (raw sum 3).
func TestC5CoatOfArms(t *testing.T) {
	p := newPosition(t, 4)
	p.lay("Prison", "a9 b10").lay("Guildhall", "a6 a7").lay("Tannery", "b9 c5").lay("Bakery", "b7 b8").tokens(1, "10")
	s := p.done(0)
	if !s.Activated(p.tri("a8")) {
		t.Fatal("the coat of arms on a8 is not activated")
	}
	f, ok := s.FinalPreview(p.cross("10"))
	if !ok || !f.Coat || f.Parks != 0 || f.Sum != 17 || f.Points != 17 || f.Owner != 1 || s.sumAt(p.cross("10"), false) != 3 {
		t.Fatalf("final preview %+v", f)
	}
}

// C6: a park doubles: Anne's token on 2 has the church's blunt +3 beside
// the park on a4: 3 × 2 = 6.
func TestC6Park(t *testing.T) {
	p := newPosition(t, 4)
	p.lay("Church", "a2 a3").lay("Stable", "a5 a6").tokens(3, "2")
	s := p.done(0)
	f, ok := s.FinalPreview(p.cross("2"))
	if !ok || f.Coat || f.Parks != 1 || f.Sum != 3 || f.Multiplier != 2 || f.Points != 6 {
		t.Fatalf("final preview %+v", f)
	}
}

// C8: the multipliers: one park x2, two x4, three x8; a coat of arms and a
// park together: absolute values first, then doubled: (|−3| + 2) × 2 = 10.
func TestC8Multipliers(t *testing.T) {
	p := newPosition(t, 2)
	// Crossing 9: park a5 faces the coat of arms b8.
	p.lay("Prison", "a6 a7").lay("Inn", "b6 b7").lay("Bakery", "a4 a3").lay("Smithy", "a9 b10").lay("Stable", "b9 c5")
	s := p.done(0)
	f, ok := s.FinalPreview(p.cross("9"))
	if !ok || !f.Coat || f.Parks != 1 || f.Sum != 5 || f.Points != 10 {
		t.Fatalf("coat and park: %+v", f)
	}
	// Crossing 20 with parks c1 and c3 activated (d3 built over): sharp +4,
	// blunt +3, sharp +2: 9 × 4 = 36.
	p = newPosition(t, 2)
	p.lay("Inn", "c2 b1").lay("Market Hall", "d4 d3").lay("Bakery", "d2 d1").lay("Stable", "c4 b3").tokens(0, "20")
	s = p.done(0)
	if f, ok := s.FinalPreview(p.cross("20")); !ok || f.Parks != 2 || f.Multiplier != 4 || f.Sum != 9 || f.Points != 36 {
		t.Fatalf("two parks: %+v", f)
	}
	// Crossing 20: parks c1, c3 and d3 round it, sharp +4 and +2 between
	// them, d4 left free; once the pile is empty all three count: x8.
	p = newPosition(t, 2)
	p.lay("Inn", "c2 b1").lay("Bakery", "d2 d1")
	p.fill("c1 c3 d3 d4 f2 h8 g9 h9 e1 h4 h1 f1 g6 e4 g7 g5").tokens(0, "20")
	s = p.done(0)
	if f, ok := s.FinalPreview(p.cross("20")); !ok || f.Parks != 3 || f.Multiplier != 8 || f.Sum != 6 || f.Points != 48 {
		t.Fatalf("three parks: %+v\n%s", f, s.Dump())
	}
}

// C9: games in a row keep the score track: the second game starts where
// the first left every marker, and its result counts from there.
func TestC9Series(t *testing.T) {
	first := randomGame(t, rules.Setup{Players: 3, Seed: 11})
	r1 := first.Result()
	var setup rules.Setup
	setup.Players, setup.Seed = 3, 12
	copy(setup.Scores[:], r1.Scores)
	st, err := Game.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	for i := range 3 {
		if s.Track(rules.Seat(i)) != r1.Scores[i] || s.GamePoints(rules.Seat(i)) != 0 {
			t.Fatalf("seat %d starts game 2 at %d, want %d", i, s.Track(rules.Seat(i)), r1.Scores[i])
		}
	}
	if s.Setup() != setup {
		t.Fatalf("Setup() = %+v, want %+v", s.Setup(), setup)
	}
	second := randomGame(t, setup)
	r2 := second.Result()
	lines := map[rules.Seat]int{}
	for _, l := range r2.Lines {
		lines[l.Seat] += l.Points
	}
	for i := range 3 {
		seat := rules.Seat(i)
		if r2.Scores[i] != r1.Scores[i]+second.GamePoints(seat) || lines[seat] != r2.Scores[i] {
			t.Fatalf("seat %d: game 1 %d, game 2 points %d, track %d, lines %d", i, r1.Scores[i], second.GamePoints(seat), r2.Scores[i], lines[seat])
		}
	}
	setup.Scores[3] = 5 // a fourth seat that does not play
	if _, err := Game.New(setup); err == nil {
		t.Fatal("a carried score for a seat that does not play was accepted")
	}
}

// randomGame plays a whole game with random legal moves.
func randomGame(t *testing.T, setup rules.Setup) *State {
	t.Helper()
	st, err := Game.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	var buf []rules.Move
	for i := 0; s.ToMove() != rules.NoSeat; i++ {
		buf = s.Legal(buf)
		if err := s.Play(buf[(i*7+int(setup.Seed))%len(buf)]); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// putOnTop moves the named rhombus to the top of the pile.
func putOnTop(s *State, name string) {
	tile := int8(TileByName(name))
	for i := range int(s.pileN) {
		if s.pile[i] == tile {
			s.pile[i], s.pile[s.pileN-1] = s.pile[s.pileN-1], s.pile[i]
			return
		}
	}
	panic(name + " is not in the pile")
}
