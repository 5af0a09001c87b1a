package cronberg

import (
	"testing"

	"embers/rules"
	"embers/rules/rulestest"
)

func TestTokenRefusals(t *testing.T) {
	p := newPosition(t, 2)
	p.lay("Bakery", "b7 b8").lay("Inn", "a9 b10").lay("Mill", "c5 c6").tokens(1, "20")
	s := p.done(0) // the guard on b9 is isolated: 10, 16, 17 closed
	if !s.Activated(p.tri("b9")) || !s.Closed(p.cross("17")) {
		t.Fatal("the guard on b9 should be active")
	}
	wantRefusal(t, try(s, "token 20"), RuleToken) // occupied
	wantRefusal(t, try(s, "token 17"), RuleToken) // closed by the guard
	if inLegal(s, "token 16") || inLegal(s, "token 10") {
		t.Fatal("closed crossings offered as legal")
	}
	// Crossing 16 touches b7 b8 b9 c5: b9 is free, but the guard closes it.
	// A crossing whose triangles are all covered refuses a token.
	p = newPosition(t, 2)
	p.lay("Bakery", "a1 a2")
	s = p.done(0)
	wantRefusal(t, try(s, "token 1"), RuleToken)
	// No tokens in hand.
	p = newPosition(t, 2)
	p.tokens(0, "20 21 23 24")
	s = p.done(0)
	ill := wantRefusal(t, try(s, "token 7"), RuleToken)
	if ill.Move != "token 7" {
		t.Fatalf("refusal names move %q", ill.Move)
	}
}

// Isolated triangles are still free: a token may stand beside one.
func TestTokenBesideIsolatedTriangle(t *testing.T) {
	p := newPosition(t, 2)
	p.lay("Bakery", "a3 b4").lay("Inn", "a5 a6") // a4 (park) isolated
	s := p.done(0)
	if !s.Activated(p.tri("a4")) {
		t.Fatal("a4 is not activated")
	}
	if !inLegal(s, "token 2") || !inLegal(s, "token 3") {
		t.Fatal("a crossing beside the isolated park is not offered")
	}
}

func TestDrawAndLayRefusals(t *testing.T) {
	st, _ := Game.New(rules.Setup{Players: 2, Seed: 3})
	s := st.(*State)
	wantRefusal(t, try(s, "lay a1 a2"), RuleRhombus) // nothing drawn
	rulestest.Play(t, s, "draw")
	if s.ToMove() != 0 || !s.Laying() {
		t.Fatal("after a draw the same seat lays")
	}
	for _, m := range s.Legal(nil) {
		if k, _, _, _ := MoveParts(m); k != "lay" {
			t.Fatalf("while laying, %s is offered", s.FormatMove(m))
		}
	}
	wantRefusal(t, try(s, "token 7"), RuleRhombus)
	wantRefusal(t, try(s, "draw"), RuleRhombus)
	wantRefusal(t, try(s, "pass"), RuleRhombus)
	rulestest.Play(t, s, "lay a1 a2")
	rulestest.Play(t, s, "draw")
	wantRefusal(t, try(s, "lay a2 a3"), RuleRhombus) // a2 is built over
}

// With rhombi left but no two free adjacent triangles, drawing is refused.
func TestNoPairNoDraw(t *testing.T) {
	p := newPosition(t, 2)
	p.fill("a1 a4 a7 b7 c2 c4 c5 c7 d1 d3 d6 e5 f3 f8 g1 g4 g7 g9 h2 h8", "City Hall", "Cemetery")
	s := p.done(0)
	if s.PileLeft() == 0 || s.canDraw() {
		t.Fatalf("want rhombi left and nowhere to lay them:\n%s", s.Dump())
	}
	wantRefusal(t, try(s, "draw"), RuleRhombus)
	if inLegal(s, "draw") {
		t.Fatal("draw offered with no free pair")
	}
}

// Pass only when neither a token nor a rhombus is possible.
func TestPassOnlyWhenStuck(t *testing.T) {
	st, _ := Game.New(rules.Setup{Players: 3, Seed: 4})
	s := st.(*State)
	wantRefusal(t, try(s, "pass"), RuleTurn)
	if inLegal(s, "pass") {
		t.Fatal("pass offered at the start")
	}
}

// One rhombus surrounds a token and isolates a guard: the surrounded token
// scores, the token on the guard's crossing goes home without scoring.
func TestSurroundedAndGuardFromOneRhombus(t *testing.T) {
	p := newPosition(t, 2)
	p.lay("Bakery", "b7 b8").lay("Inn", "a9 b10")
	p.lay("Mill", "c7 c8").lay("Stable", "d5 d6").lay("Smithy", "d7 d8")
	p.tokens(0, "10").tokens(1, "23")
	s := p.done(0)
	putOnTop(s, "Church")
	evs := rulestest.Play(t, s, "draw", "lay c5 c6")
	sc := eventsOf(evs, EvTokenScored)
	// 23: Mill blunt +2, Stable blunt -1, Smithy sharp -2, Church sharp +6.
	if len(sc) != 1 || sc[0].Data.(TokenScored).Owner != 1 || sc[0].Data.(TokenScored).Sum != 5 {
		t.Fatalf("scorings %+v", sc)
	}
	g := eventsOf(evs, EvGuard)
	if len(g) != 1 || len(g[0].Data.(GuardActivated).Driven) != 1 || g[0].Data.(GuardActivated).Driven[0].Owner != 0 {
		t.Fatalf("guard %+v", g)
	}
	if s.Track(0) != 0 || s.Track(1) != 5 || s.TokensInHand(0) != 4 || s.TokensInHand(1) != 4 {
		t.Fatalf("after the church:\n%s", s.Dump())
	}
}

// A park doubles a negative sum too.
func TestParkDoublesNegative(t *testing.T) {
	p := newPosition(t, 2)
	p.lay("Prison", "a2 a3").lay("Stable", "a5 a6").tokens(0, "2")
	s := p.done(1)
	f, ok := s.FinalPreview(p.cross("2"))
	if !ok || f.Points != -6 {
		t.Fatalf("park with -3: %+v", f)
	}
}

// A token beside an isolated plain triangle (and no park or coat of arms)
// is never surrounded and scores nothing at the end.
func TestTokenBesideIsolatedPlainNeverScores(t *testing.T) {
	p := newPosition(t, 2)
	p.lay("Guildhall", "a1 b2").tokens(0, "1") // a2 still free, beside a3
	p.lay("Hospital", "a3 b4")                 // now a2 is isolated
	s := p.done(0)
	if !s.Activated(p.tri("a2")) {
		t.Fatal("a2 is not isolated")
	}
	if _, ok := s.FinalPreview(p.cross("1")); ok {
		t.Fatal("a token beside an isolated plain triangle would score at the end")
	}
	if s.tokenWorth(p.cross("1"), 1) != 0 {
		t.Fatal("the AI values a token that can never score")
	}
}

func TestTieRule(t *testing.T) {
	p := newPosition(t, 3)
	s := p.done(0)
	s.phase = phaseOver
	s.log[0] = Scoring{Seat: 0, Crossing: 1, Points: 6}
	s.log[1] = Scoring{Seat: 1, Crossing: 2, Points: 3}
	s.log[2] = Scoring{Seat: 1, Crossing: 3, Points: 3}
	s.logN = 3
	s.score = [MaxSeats]int32{6, 6, 0, 0}
	r := s.Result()
	if len(r.Winners) != 1 || r.Winners[0] != 0 {
		t.Fatalf("tie at 6: winners %v, want Orange (best single scoring 6)", r.Winners)
	}
	s.log[2].Points, s.log[1].Points = 0, 6
	r = s.Result()
	if len(r.Winners) != 2 {
		t.Fatalf("a full tie: winners %v, want both", r.Winners)
	}
}

func try(s *State, text string) error {
	m, err := s.ParseMove(text)
	if err != nil {
		return err
	}
	_, err = s.Apply(m)
	return err
}

func inLegal(s *State, text string) bool {
	m, err := s.ParseMove(text)
	if err != nil {
		return false
	}
	for _, l := range s.Legal(nil) {
		if l == m {
			return true
		}
	}
	return false
}
