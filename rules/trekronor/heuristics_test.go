package trekronor

import (
	"math"
	"math/rand/v2"
	"testing"

	"embers/game/ai"
	"embers/rules"
	"embers/rules/rulestest"
)

func TestEvaluateFavoursSafeCastleAndGoodMarkers(t *testing.T) {
	calm := newPos(t, 3).hall("A1", "f+a Bs . .").hall("C3", "Ys+a a a .").done()
	hot := newPos(t, 3).hall("A1", "f+a f+a f+a f+a").hall("A2", "f+a f+a f+a f+a").
		hall("A3", "f+a f+a f+a f+a").hall("B1", "f+a f+a f+a .").done()
	a, b := make([]float64, 3), make([]float64, 3)
	calm.Evaluate(a)
	hot.Evaluate(b)
	for seat := range 3 {
		if a[seat] <= b[seat] || a[seat] < 0 || a[seat] > 1 {
			t.Fatalf("calm %v should beat hot %v", a, b)
		}
	}
	if a[0] <= a[1] || a[0] <= a[2] {
		t.Fatalf("blue's save in a lightly burnt hall should lead: %v", a)
	}
}

func TestRolloutMoveIsLegal(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 2))
	for g := range 20 {
		st, _ := Game.New(rules.Setup{Players: 3 + g%3, Seed: uint64(g)})
		s := st.(*State)
		var buf []rules.Move
		for s.phase != phaseOver {
			m := s.RolloutMove(rng, buf)
			if err := s.Play(m); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// The survival model must reward what saves the castle: putting a fire out
// and bringing a chain closer to the fire (positions written by hand).
func TestSurvivalRewardsDousingAndReaching(t *testing.T) {
	far := newPos(t, 3).hall("A1", "f+a f+a . .").servants("b0=B").done()
	near := newPos(t, 3).hall("A1", "f+a f+a . .").servants("b0=B c0=Y d0=R").done()
	linked := newPos(t, 3).hall("A1", "f+a f+a . .").servants("b0=B c0=Y d0=R d1=B").done()
	if !(far.survival() < near.survival() && near.survival() < linked.survival()) {
		t.Fatalf("survival should grow as the chain nears A1: %.3f, %.3f, %.3f",
			far.survival(), near.survival(), linked.survival())
	}
	doused := linked.Clone().(*State)
	if err := doused.Play(DouseHallMove(0, 0)); err != nil {
		t.Fatal(err)
	}
	if doused.survival() <= linked.survival() {
		t.Fatalf("putting out a fire should raise survival: %.3f -> %.3f", linked.survival(), doused.survival())
	}
}

// At a table that keeps its piles (red kept a pile of one last time), the
// playout policy keeps a one-sided pile one-sided most of the time.
func TestRolloutSpreadKeepsPileSide(t *testing.T) {
	s := newPos(t, 3).hall("B2", "f+a . . .").pile("Y:A").done()
	s.phase = phaseSpread
	s.noteAnswer(2, false)
	rng := rand.New(rand.NewPCG(5, 5))
	letters := 0
	for range 200 {
		_, v, _, _ := decodeMove(s.RolloutMove(rng, nil))
		if v < 3 {
			letters++
		}
	}
	if letters < 150 {
		t.Fatalf("only %d of 200 playout markers kept the pile to letters", letters)
	}
}

// At a table where no seat has kept a pile of one (smallSpreads), the
// playout policy breaks a pile of one marker at once (breakAt), aimed at
// the line whose halls burn least, and keeps a longer pile on its side.
// Here blue has not seen yellow's marker, takes it for a letter, and breaks
// it with a number: A1 and A2 burn, so the one fire goes to A3 (spread 3).
func TestRolloutSpreadBreaksAPileOfOne(t *testing.T) {
	one := newPos(t, 3).hall("B2", "f+a . . .").hall("A1", "f+a . . .").hall("A2", "f+a . . .").pile("Y:A").done()
	one.phase = phaseSpread
	one.brokeOne = 1 << seatOf(t, 'R') // red broke a pile of one: the table plays small spreads
	two := newPos(t, 3).hall("B2", "f+a . . .").pile("Y:A R:B").done()
	two.phase = phaseSpread
	rng := rand.New(rand.NewPCG(5, 5))
	for range 200 {
		if m := one.FormatMove(one.RolloutMove(rng, nil)); m != "spread 3" {
			t.Fatalf("a pile of one letter, A1 and A2 burning: playout laid %s, want spread 3", m)
		}
		if _, v, _, _ := decodeMove(two.RolloutMove(rng, nil)); v >= 3 {
			t.Fatalf("a pile of two letters: playout laid %s, want a letter", two.FormatMove(SpreadMove(v)))
		}
	}
}

// The AI's convention for the spread pile (pileConvention): letters on an
// empty pile and on a pile whose side the seat has not seen (it fills such a
// pile with letters, and its playouts expect the other seats to lay letters
// on a pile they have not seen), and the pile's own side when the seat knows
// it. Hard may break a pile of one marker it knows on purpose (a spread of a
// single fire, aimed), so its known pile holds two.
func TestAILaysLettersFirst(t *testing.T) {
	spreadFor := func(s *State, seat rules.Seat, seed uint64, level ai.Level) string {
		m := ai.New(level, seed).Choose(s, seat).Move
		return s.FormatMove(m)
	}
	isLetter := func(m string) bool { return m == "spread A" || m == "spread B" || m == "spread C" }
	// hard's search on the known numbers pile misses the number in about
	// 1 position in 30 (7 of 200 seeds, both before and after the search
	// kept one tree per seat: the castle is all but lost there, and the
	// sides differ little), so it may miss once in these ten
	hardMissed := 0
	for seed := range uint64(10) {
		empty := newPos(t, 3).hall("B2", "f+a . . .").toMove('R').done()
		rulestest.Play(t, empty, "place a1")
		unseen := newPos(t, 3).hall("B2", "f+a . . .").pile("B:1 Y:2").toMove('R').done()
		rulestest.Play(t, unseen, "place a1")
		known := newPos(t, 3).hall("B2", "f+a . . .").pile("B:1 Y:2").toMove('R').done()
		known.pile[0].Known |= 1 << 2 // red has seen blue's 1 and yellow's 2
		known.pile[1].Known |= 1 << 2
		rulestest.Play(t, known, "place a1")
		for _, level := range []ai.Level{ai.Greedy, ai.Hard} {
			if m := spreadFor(empty, 2, seed, level); !isLetter(m) {
				t.Errorf("%s, seed %d, empty pile: %s, want a letter", level, seed, m)
			}
			if m := spreadFor(unseen, 2, seed, level); !isLetter(m) {
				t.Errorf("%s, seed %d, a pile red has not seen: %s, want a letter", level, seed, m)
			}
			if m := spreadFor(known, 2, seed, level); isLetter(m) {
				if level == ai.Hard && hardMissed == 0 {
					hardMissed++
					t.Logf("%s, seed %d, a pile red knows is numbers: %s (a miss allowed)", level, seed, m)
					continue
				}
				t.Errorf("%s, seed %d, a pile red knows is numbers: %s, want a number", level, seed, m)
			}
		}
		d := unseen.Determinize(2, rand.New(rand.NewPCG(seed, 1))).(*State)
		if d.pile[0].Value >= 3 || d.pile[1].Value >= 3 {
			t.Errorf("seed %d: an unseen pile determinizes as %+v, want letters", seed, d.pile[:2])
		}
	}
}

// Evaluate is on the semi-co-operative scale: with one fire left in a hall
// blue's chain reaches, blue's save there (+2 while it holds) is valued
// above the three-way tie everyone gets without it, and the others below it.
func TestEvaluatePrefersTheLead(t *testing.T) {
	level := newPos(t, 3).hall("B2", "f+a . . .").servants("b0=R c0=B d0=B d1=Y d2=R d3=B d4=Y").done()
	lead := newPos(t, 3).hall("B2", "f+a Bs . .").servants("b0=R c0=B d0=B d1=Y d2=R d3=B d4=Y").done()
	a, b := make([]float64, 3), make([]float64, 3)
	level.Evaluate(a)
	lead.Evaluate(b)
	if !(b[0] > a[0] && b[1] < a[1] && b[2] < a[2]) {
		t.Fatalf("level %v, blue leading %v: blue's save should raise blue and lower the others", a, b)
	}
	if a[0] != a[1] || a[1] != a[2] {
		t.Fatalf("a level table must be valued alike for every seat: %v", a)
	}
}

// The soft view of a game still going gives a seat one point ahead the
// chance docs/rules/trekronor.md states for each table size (58% at three
// seats, 71% at four, 65% at five), the others alike, and level seats alike.
func TestSoftViewOfALead(t *testing.T) {
	for n, want := range map[int]float64{3: 0.576, 4: 0.711, 5: 0.649} {
		var soon [MaxSeats]float64
		for seat := range n {
			soon[seat] = 2
		}
		var level, lead [MaxSeats]float64
		rules.WinChances(soon[:n], softness[n], 0, 1, level[:n])
		soon[1] = 3
		rules.WinChances(soon[:n], softness[n], 0, 1, lead[:n])
		var sum float64
		for seat := range n {
			sum += lead[seat]
			if math.Abs(level[seat]-1/float64(n)) > 1e-12 {
				t.Errorf("%d seats level: seat %d's chance %.3f, want %.3f", n, seat, level[seat], 1/float64(n))
			}
			if seat != 1 && lead[seat] != lead[0] {
				t.Errorf("%d seats: the seats behind are valued apart: %v", n, lead[:n])
			}
		}
		if math.Abs(lead[1]-want) > 0.0005 || math.Abs(sum-1) > 1e-12 {
			t.Errorf("%d seats: one point ahead gives %.4f (chances sum to %v), want %.3f", n, lead[1], sum, want)
		}
	}
}

// The playouts play for the win: the last fire is put out by a seat that
// leads, while a seat that is level first lays a save where it can.
func TestRolloutPlaysForTheWin(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	count := func(s *State, want string) int {
		n := 0
		for range 200 {
			if s.FormatMove(s.RolloutMove(rng, nil)) == want {
				n++
			}
		}
		return n
	}
	leads := newPos(t, 3).hall("B2", "f+a Bs . .").servants("b0=B c0=B d0=B d1=B d2=B d3=B d4=B").toMove('B').done()
	if n := count(leads, "douse B2 sw"); n < 180 {
		t.Errorf("blue leads with the last fire in reach: put it out in %d of 200 playouts, want nearly all", n)
	}
	level := newPos(t, 3).hall("B2", "f+a . . .").servants("b0=B c0=B d0=B d1=B d2=B d3=B d4=B").toMove('B').done()
	if n := count(level, "save B2"); n < 150 {
		t.Errorf("level with the last fire in reach: saved first in %d of 200 playouts, want most", n)
	}
}

// Another seat's face-down marker is guessed by the hall it lies in: in a
// hall at 1 ash it is nearly always a save, in a burnt-down hall either.
func TestDeterminizeWeighsMarkerKinds(t *testing.T) {
	s := newPos(t, 3).hall("A1", "f+a Ys . .").hall("C3", "a a a Yt").hall("B2", ". . . .").toMove('B').done()
	rng := rand.New(rand.NewPCG(2, 2))
	lowSaves, burntSaves := 0, 0
	for range 1000 {
		d := s.View(0).Determinize(0, rng).(*State)
		if d.cells[0][1].M[0].Kind == KindSave {
			lowSaves++
		}
		if d.cells[8][3].M[0].Kind == KindSave {
			burntSaves++
		}
	}
	if lowSaves < 850 || burntSaves < 350 || burntSaves > 650 {
		t.Fatalf("saves guessed: %d of 1000 in a 1-ash hall (want about 9 in 10), %d in a burnt-down hall (want about half)", lowSaves, burntSaves)
	}
}

// A save only the saver can lay is the one nobody answers: the playouts lay
// it before one another seat's chain could match. Blue alone reaches A1 (by
// b3, from the south-west well); blue and yellow together reach B2 (by e6,
// from the north-west well).
func TestRolloutPrefersASaveNobodyCanAnswer(t *testing.T) {
	s := newPos(t, 3).hall("A1", "f+a . . .").hall("B2", "f+a . . .").
		servants("a1=B a2=B a3=B b3=B b9=Y c9=B d9=Y d8=B d7=Y d6=B e6=Y").toMove('B').done()
	var nw network
	nw.build(s, s.toMove, -1, -1)
	a1, b2 := uint16(1)<<0, uint16(1)<<4
	if got := s.answerable(&nw, seatOf(t, 'B')); got&b2 == 0 || got&a1 != 0 {
		t.Errorf("halls others can answer blue in: %09b, want B2 and not A1", got)
	}
	if got := s.answerable(&nw, seatOf(t, 'Y')); got&a1 == 0 || got&b2 == 0 {
		t.Errorf("halls others can answer yellow in: %09b, want A1 and B2", got)
	}
	rng := rand.New(rand.NewPCG(4, 4))
	for range 100 {
		m, ok := s.worthyMarker(rng, nil, &nw)
		if got := s.FormatMove(m); !ok || got != "save A1" {
			t.Fatalf("the playout's marker: %s, want save A1 (only blue reaches it)", got)
		}
	}
}
