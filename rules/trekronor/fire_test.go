package trekronor

import (
	"math"
	"testing"

	"embers/rules"
	"embers/rules/rulestest"
)

func kinds(ev []rules.Event) map[string]int {
	out := map[string]int{}
	for _, e := range ev {
		out[e.Kind]++
	}
	return out
}

// T6: A2's fifth fire: lone fires on its top and right doors (Red's servant
// on d5 goes home); its bottom door c3 already burns, so A1 gets a fire on ash.
func TestT6FifthFire(t *testing.T) {
	s := newPos(t, 4).
		hall("A2", "f+a f+a f+a f+a").hall("A1", "a a . .").
		corridorFire("c3").servants("d5=R b0=B").pile("B:A").toMove('Y').done()
	redHand := s.hand[2]
	ev := rulestest.Play(t, s, "place a1", "spread 2")
	if !s.fire.has(sq("b6")) || !s.fire.has(sq("d5")) || !s.fire.has(sq("c3")) {
		t.Fatalf("want fire on b6, d5 and c3\n%s", s.Dump())
	}
	if s.owner(sq("d5")) >= 0 || s.hand[2] != redHand+1 {
		t.Fatal("red's servant on d5 should be back in hand")
	}
	if got := hallCells(s, "A1"); got != "f+a a . ." {
		t.Fatalf("A1 = %q, want one fire on its first ash", got)
	}
	if s.HallFire(1) != 4 || s.HallFire(4) != 0 || s.HallFire(2) != 0 {
		t.Fatal("A2 keeps 4 fire; B2 and A3 get nothing")
	}
	k := kinds(ev)
	if k[EvCorridorFire] != 2 || k[EvFireSpreads] != 1 || k[EvServantHome] != 1 || k[EvFireLanded] != 1 {
		t.Fatalf("events %v", k)
	}
	if f, a := s.Supply(); f != TotalFire-8 || a != TotalAsh-6 {
		t.Fatalf("supply %d/%d", f, a)
	}
}

// T6 exception: a neighbour already holding 4 fire takes nothing, and the
// hall beyond never overflows in turn (no cascade).
func TestT6NeighbourWithFourFire(t *testing.T) {
	s := newPos(t, 3).
		hall("A2", "f+a f+a f+a f+a").hall("A1", "f+a f+a f+a f+a").
		corridorFire("c3", "b3").pile("B:A").toMove('Y').done()
	ev := rulestest.Play(t, s, "place j1", "spread 2")
	if s.HallFire(0) != 4 || s.fire.has(sq("d1")) {
		t.Fatalf("A1 must take nothing and not overflow\n%s", s.Dump())
	}
	if k := kinds(ev); k[EvFireBlocked] != 1 || k[EvCorridorFire] != 2 {
		t.Fatalf("events %v", k)
	}
}

// Every token beyond the fourth repeats the overflow: the second one finds
// every door of A2 burning and feeds A1, B2 and A3.
func TestSixthFireFeedsEveryNeighbour(t *testing.T) {
	s := newPos(t, 3).hall("A2", "f+a f+a f+a f+a").corridorFire("c3").pile("B:A Y:A").toMove('R').done()
	rulestest.Play(t, s, "place j1", "spread 2")
	if s.HallFire(0) != 2 || s.HallFire(4) != 1 || s.HallFire(2) != 1 {
		t.Fatalf("A1 %d (want 2), B2 %d (want 1), A3 %d (want 1)\n%s", s.HallFire(0), s.HallFire(4), s.HallFire(2), s.Dump())
	}
	if got := hallCells(s, "B2"); got != "f+a . . ." {
		t.Fatalf("B2 = %q", got)
	}
}

// A letter and a number both repeating multiply (gap 1b.3): A,A,1,1 puts
// four fire in A1. This cannot arise in play (the pile spreads as soon as
// it holds both sides), so the pile is laid by hand.
func TestBothSidesRepeatMultiply(t *testing.T) {
	s := newPos(t, 4).hall("C3", "f+a . . .").pile("B:A Y:A").done()
	s.pile[2], s.pileN = PileEntry{Owner: 2, Value: 3, Known: 4}, 3
	s.toMove, s.phase = 3, phaseSpread
	s.spread(3, nil)
	if s.HallFire(0) != 4 || s.HallFire(1) != 0 || s.HallFire(3) != 0 {
		t.Fatalf("A1 has %d fire, want 2x2 = 4", s.HallFire(0))
	}
}

// T7: the rulebook's final scoring table, reached by putting out the last fire.
func TestT7ScoringTable(t *testing.T) {
	s := newPos(t, 4).
		hall("A1", "Bs+a Rt+a . .").
		hall("A2", "f+a a a a").
		hall("A3", "Rt+a a . .").
		hall("B1", "Rs+a Gt+a a .").
		hall("B2", "Bt+a a a a").
		hall("B3", "Ys+a Rs Gs .").
		hall("C1", "Bs+a a . .").
		hall("C2", "Ys+a Gs . .").
		hall("C3", "Bs+a a a .").
		servants("a1=B a2=B a3=B b3=B c3=B").toMove('B').done()
	ev := rulestest.Play(t, s, "douse A2 sw")
	r := s.Result()
	if !r.Over || r.Lost || s.ToMove() != rules.NoSeat {
		t.Fatalf("result %+v", r)
	}
	if want := []int{3, 4, -1, 5}; !equalInts(r.Scores, want) {
		t.Fatalf("scores %v, want %v", r.Scores, want)
	}
	if len(r.Winners) != 1 || r.Winners[0] != 3 || len(r.Lines) != 13 {
		t.Fatalf("winners %v, %d lines", r.Winners, len(r.Lines))
	}
	// Green alone wins (1); Yellow 1 behind, Blue 2, Red 6 (no margin left):
	// surviving without a win is 0.15, plus 0.05 x (1 - gap/4).
	if want := []float64{0.175, 0.1875, 0.15, 1}; !closeFloats(r.Rewards, want) {
		t.Fatalf("rewards %v, want %v", r.Rewards, want)
	}
	ash := 0
	for _, hs := range s.Scoring() {
		ash += hs.Ash
	}
	if ash != 22 {
		t.Fatalf("ash total %d, want 22", ash)
	}
	if r.Lines[0].What != "save marker in A1, The Armoury (2 ash)" || r.Lines[0].Rule != "6.2" || r.Lines[0].Points != 1 {
		t.Fatalf("first line %+v", r.Lines[0])
	}
	if k := kinds(ev); k[EvGameWon] != 1 || k[EvHallScored] != 8 {
		t.Fatalf("events %v", k)
	}
	for _, e := range ev { // the end tells a board who won, as the result does
		if d, ok := e.Data.(GameEnded); ok && (len(d.Winners) != 1 || d.Winners[0] != 3) {
			t.Errorf("the end's event names winners %v, want Green (3)", d.Winners)
		}
	}
}

func closeFloats(a, b []float64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if math.Abs(a[i]-b[i]) > 1e-9 {
			return false
		}
	}
	return true
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// T8: each row of the scoring table.
func TestT8ScoringRule(t *testing.T) {
	want := map[int][2]int{0: {2, -2}, 1: {2, -2}, 2: {1, -1}, 3: {-1, 1}, 4: {-2, 2}}
	for ash, w := range want {
		if MarkerPoints(KindSave, ash) != w[0] || MarkerPoints(KindSteal, ash) != w[1] {
			t.Errorf("%d ash: save %d steal %d, want %v", ash, MarkerPoints(KindSave, ash), MarkerPoints(KindSteal, ash), w)
		}
	}
}

// T9: the last corridor fire put out wins.
func TestT9LastCorridorFireOut(t *testing.T) {
	s := newPos(t, 3).corridorFire("d2").servants("b0=B c0=B d0=Y d1=B").toMove('B').done()
	rulestest.Play(t, s, "douse d2 sw")
	if r := s.Result(); !r.Over || r.Lost || s.end != endFireOut || len(r.Winners) != 3 {
		t.Fatalf("result %+v", r)
	} else if !closeFloats(r.Rewards, []float64{1.0 / 3, 1.0 / 3, 1.0 / 3}) {
		t.Fatalf("a three-way win at 0 points: rewards %v, want a third each", r.Rewards)
	}
}

// T9: the marker that fills the last empty hall square wins.
func TestT9HallsFullByMarker(t *testing.T) {
	p := newPos(t, 3)
	for h, m := range []string{".", "Bt", "Bt", "Bt", "Ys", "Ys", "Ys", "Rs", "Rs"} {
		p.hall(hallID(h), "a a a "+m)
	}
	s := p.hall("A1", "f+a Rt . Yt").servants("b0=B c0=B d0=B d1=B").toMove('B').done()
	rulestest.Play(t, s, "save A1")
	if r := s.Result(); !r.Over || r.Lost || s.end != endHallsFull || r.Scores[0] != 5 {
		t.Fatalf("result %+v", r)
	}
}

// T9: a spread that fills the last empty square wins.
func TestT9HallsFullBySpread(t *testing.T) {
	p := newPos(t, 3)
	for h, m := range []string{"Bt", "Bt", "Bt", "Ys", "Ys", "Rs", "Rt", "Rt", "Yt"} {
		p.hall(hallID(h), "a a a "+m)
	}
	s := p.hall("C1", "Ys Yt Rs .").hall("A1", "f+a a a Bt").pile("B:C").toMove('Y').done()
	rulestest.Play(t, s, "place a1", "spread 1")
	if s.end != endHallsFull {
		t.Fatalf("end %d\n%s", s.end, s.Dump())
	}
}

// T9: running out of fire or ash tokens loses for everyone, even mid-spread.
func TestT9TokensRunOut(t *testing.T) {
	p := newPos(t, 3)
	for _, id := range []string{"A1", "A2", "A3", "B1"} {
		p.hall(id, "f+a f+a f+a f+a")
	}
	s := p.corridorFire("d7", "g7").pile("B:C").toMove('Y').done() // 18 fire out
	ev := rulestest.Play(t, s, "place a1", "spread 1")
	if r := s.Result(); !r.Over || !r.Lost || len(r.Winners) != 0 || s.end != endNoFire {
		t.Fatalf("result %+v end %d", r, s.end)
	}
	if kinds(ev)[EvGameLost] != 1 {
		t.Fatal("no game.lost event")
	}
	r := s.Result()
	if r.Headline != "The castle burnt down" {
		t.Fatalf("the results' headline of a lost game is %q", r.Headline)
	}
	if !closeFloats(r.Rewards, []float64{0, 0, 0}) {
		t.Fatalf("a burnt castle: rewards %v, want 0 each", r.Rewards)
	}

	p = newPos(t, 3)
	for h := range NumHalls {
		p.hall(hallID(h), "a a a .")
	}
	s = p.hall("B1", "f+a f+a f+a .").pile("B:B").toMove('Y').done() // 27 ash out
	rulestest.Play(t, s, "place a1", "spread 1")
	if s.end != endNoAsh || !s.Result().Lost {
		t.Fatalf("end %d", s.end)
	}

	// Mid-spread: A2 overflows with one fire left; the second door finds none.
	p = newPos(t, 3)
	for _, id := range []string{"A2", "A3", "B1"} {
		p.hall(id, "f+a f+a f+a f+a")
	}
	s = p.hall("C3", "f+a f+a f+a f+a").corridorFire("g8").pile("B:A").toMove('Y').done()
	rulestest.Play(t, s, "place a1", "spread 2")
	if s.end != endNoFire || !s.fire.has(sq("c3")) || s.fire.has(sq("d5")) {
		t.Fatalf("end %d\n%s", s.end, s.Dump())
	}
}

// Five players can fill the pile with all fifteen letters; the sixteenth
// marker, a number, must spread.
func TestFullPileSpreads(t *testing.T) {
	p := newPos(t, 5).hall("B2", "f+a . . .")
	p.pile("B:A B:B B:C Y:A Y:B Y:C R:A R:B R:C G:A G:B G:C K:A K:B K:C")
	s := p.toMove('B').done()
	if l := s.Legal(nil); len(l) == 0 {
		t.Fatal("no move")
	}
	rulestest.Play(t, s, "place b0", "spread 2")
	// Five A's and one 2: five fire for A2, the fifth bursts out of its doors.
	if s.HallFire(1) != 4 || s.pileN != 0 || !s.fire.has(sq("c3")) || !s.fire.has(sq("d5")) || !s.fire.has(sq("b6")) {
		t.Fatalf("A2 has %d fire, pile %d\n%s", s.HallFire(1), s.pileN, s.Dump())
	}
}
