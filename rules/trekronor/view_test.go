package trekronor

import (
	"math/rand/v2"
	"slices"
	"testing"

	"embers/rules"
	"embers/rules/rulestest"
)

func TestViewMasks(t *testing.T) {
	s := newPos(t, 3).hall("A1", "f+a Bs Yt .").pile("B:A Y:B").toMove('R').done()
	s.pile[0].Known |= 1 << 1 // yellow checked the pile after blue
	v := s.View(1).(*State)
	if v.cells[0][1].M[0].Kind != KindUnknown || v.cells[0][2].M[0].Kind != KindSteal {
		t.Fatal("yellow sees own kind only")
	}
	if v.pile[0].Value != 0 || v.pile[1].Value != 1 {
		t.Fatal("yellow has seen both pile markers")
	}
	r := s.View(2).(*State)
	if r.pile[0].Value != valueUnknown || r.pile[1].Value != valueUnknown {
		t.Fatal("red has seen nothing on the pile")
	}
	if _, ok := r.spreadHand(0); ok || r.markersLeft(0, KindSave) != -1 {
		t.Fatal("blue's hands are unknown to red")
	}
	pub := s.View(rules.NoSeat).(*State)
	if pub.cells[0][1].M[0].Kind != KindUnknown || pub.cells[0][2].M[0].Kind != KindUnknown || pub.pile[0].Value != valueUnknown {
		t.Fatal("the public sees nothing hidden")
	}
	if err := pub.Check(); err != nil {
		t.Fatal(err)
	}
	if _, err := pub.Apply(PassMove); err == nil {
		t.Fatal("a view must be determinized before play")
	}
}

// Determinize from the real state and from the view: sound, same view, and
// the mover keeps the same legal moves.
func TestDeterminizeConsistent(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for g := range 25 {
		st, _ := Game.New(rules.Setup{Players: 3 + g%3, Seed: uint64(g)})
		s := st.(*State)
		for step := 0; s.phase != phaseOver && step < 400; step++ {
			if step%5 == 0 {
				checkDeterminize(t, s, rng)
			}
			l := s.Legal(nil)
			if err := s.Play(l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func checkDeterminize(t *testing.T, s *State, rng *rand.Rand) {
	t.Helper()
	for seat := rules.NoSeat; seat < rules.Seat(s.players); seat++ {
		want := s.View(seat).(*State)
		for _, from := range []*State{s, want} {
			d := from.Determinize(seat, rng).(*State)
			if err := d.Check(); err != nil {
				t.Fatalf("determinized for %d: %v\n%s", seat, err, d.Dump())
			}
			if got := d.View(seat).(*State); *got != *want {
				t.Fatalf("determinized view differs for seat %d\n%s\n%s", seat, got.Dump(), want.Dump())
			}
			if seat == s.toMove && !slices.Equal(d.Legal(nil), s.Legal(nil)) {
				t.Fatalf("mover's legal moves differ after determinizing")
			}
		}
	}
}

// The pile side comes from what the seat has seen; unseen values are distinct per owner.
func TestDeterminizePileSide(t *testing.T) {
	s := newPos(t, 3).hall("B2", "f+a . . .").pile("B:1 B:2 Y:3").toMove('R').done()
	s.pile[0].Known |= 1 << 2 // red saw blue's 1
	rng := rand.New(rand.NewPCG(1, 2))
	for range 50 {
		d := s.Determinize(2, rng).(*State)
		if d.pile[0].Value != 3 || d.pile[1].Value != 5 && d.pile[1].Value != 4 || d.pile[1].Value == 3 || d.pile[2].Value < 3 {
			t.Fatalf("pile %+v: must stay numbers, blue's 1 kept", d.pile[:3])
		}
	}
}

func TestSpreadEventsSecrets(t *testing.T) {
	s := newPos(t, 3).hall("B2", "f+a . . .").pile("B:A").toMove('Y').done()
	ev := rulestest.Play(t, s, "place a1", "spread B")
	var checked bool
	for _, e := range ev {
		if e.Kind == EvSpreadPlaced {
			if e.For(2).Data.(SpreadPlaced).Value != "?" || e.For(1).Data.(SpreadPlaced).Value != "B" {
				t.Fatal("spread value must be secret to its owner")
			}
		}
		if e.Kind == EvPileChecked {
			checked = true
			if !e.Reveal || len(e.For(1).Data.(PileChecked).Seen) != 2 || e.For(0).Data.(PileChecked).Seen != nil {
				t.Fatalf("pile check: %+v", e)
			}
		}
	}
	if !checked || s.pile[0].Known != 0b011 {
		t.Fatalf("yellow should now know blue's marker: %+v", s.pile[0])
	}
}

func TestExportedHands(t *testing.T) {
	s := newPos(t, 3).hall("A1", "f+a Bs . .").pile("B:A").done()
	if h, ok := s.SpreadHand(0); !ok || len(h) != 5 || h[0] != "B" {
		t.Fatalf("hand %v", h)
	}
	if s.MarkersLeft(0, KindSave) != 2 || s.View(1).(*State).MarkersLeft(0, KindSave) != -1 {
		t.Fatal("markers left")
	}
	if _, ok := s.View(1).(*State).SpreadHand(0); ok || ValueName(s.Pile()[0].Value) != "A" {
		t.Fatal("blue's hand is hidden from yellow")
	}
	// a hidden marker still counts as laid: blue has 5 of 6 in hand, yellow all 6
	if n, m := s.View(1).(*State).MarkersInHand(0), s.MarkersInHand(1); n != 5 || m != 6 {
		t.Fatalf("markers in hand: blue %d, yellow %d", n, m)
	}
	for _, name := range []string{"A", "C", "3", "?"} {
		if got := ValueName(ValueOf(name)); got != name {
			t.Errorf("ValueOf(%q) names %q", name, got)
		}
	}
	if ValueOf("Z") != valueUnknown {
		t.Error("an unknown name is not the unknown value")
	}
}
