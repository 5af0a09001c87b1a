package burnttoashes

import (
	"strconv"
	"testing"

	"embers/rules"
	"embers/rules/rulestest"
)

// giveFollower puts one follower of kind k in seat's hand, taken from the
// ones out of play (bareRivals), so every card stays counted.
func giveFollower(s *State, seat, k int) {
	s.c.FOut[k]--
	s.c.FHand[seat][k]++
	s.c.FHandN[seat]++
}

// farmerTable: bareRivals with the placer holding a 1 and a 3, the next
// ruler two 2s, the last a 1, and a Farmer in the hand of the ruler
// holder seats after the placer.
func farmerTable(t *testing.T, holder int) (s *State, placer int) {
	t.Helper()
	s, placer = bareRivals(t)
	setHand(s, placer, 1, 3)
	setHand(s, (placer+1)%3, 2, 2)
	setHand(s, (placer+2)%3, 1)
	giveFollower(s, (placer+holder)%3, Farmer)
	mustCheck(t, s)
	return s, placer
}

// A Farmer's swap after a lay in the same round, written by hand: the
// placer offers its 3 in round 1, lowers to its 1 in round 2 (the 3 back
// in hand, its only card), and the next ruler's Farmer gives a 2 for a
// card drawn blind from that hand: the 3. The placer began the round
// offering a card it no longer holds, so the round cannot be rebuilt: the
// position stays valid, RoundStart declines for the ruler answering (in
// the full state and its own view), and the next round is recorded again
// and rebuilt as before.
func TestFarmerAfterALayUnrecordsTheRound(t *testing.T) {
	s, placer := farmerTable(t, 1)
	farmer := (placer + 1) % 3
	play(t, s, "pawn a; offer 3; offer 2; stand; offer 1")
	if _, ok := s.RoundStart(); !ok {
		t.Fatal("before the Farmer, the answer to the placer's lay has no round start")
	}
	play(t, s, "farmer "+strconv.Itoa(placer+1)+" 2")
	mustCheck(t, s)
	if s.c.Hand[placer] != [4]int8{0, 0, 1, 0} || s.c.Offer[placer] != [4]int8{0, 1, 0, 0} || s.c.Round != 2 {
		t.Fatalf("the placer holds %v and offers %v in round %d, want a 2 held and the 1 offered in round 2", s.c.Hand[placer], s.c.Offer[placer], s.c.Round)
	}
	if !s.c.Unrecorded {
		t.Fatal("the swap left the round marked as rebuildable")
	}
	if _, ok := s.RoundStart(); ok {
		t.Fatal("the full state rebuilt a round a Farmer's swap broke")
	}
	if _, ok := s.View(rules.Seat(farmer)).(*State).RoundStart(); ok {
		t.Fatal("the Farmer's own view rebuilt the round")
	}
	play(t, s, "offer 3; stand")
	mustCheck(t, s)
	if _, ok := s.RoundStart(); ok || s.c.Round != 3 || s.c.Unrecorded {
		t.Fatalf("round %d, unrecorded %v: want round 3 recorded afresh, with no lay yet to answer", s.c.Round, s.c.Unrecorded)
	}
	play(t, s, "offer 3")
	mustCheck(t, s)
	if _, ok := s.RoundStart(); !ok {
		t.Fatal("round 3's lay is not rebuilt: the next round's record was lost")
	}
}

// A Farmer played before anyone lays in the round keeps the record true:
// offerings are untouched, and the round start goes back only to the
// first lay, which follows the swap. The placer gives its 1 for the next
// ruler's only card in hand, a 2, and lays 5 (its 3 and the 2 drawn); the
// next ruler's round start shows the placer as it was after the swap,
// its 3 offered and the 2 in hand, bound to a lay of two cards.
func TestFarmerBeforeALayKeepsTheRecord(t *testing.T) {
	s, placer := farmerTable(t, 0)
	next := (placer + 1) % 3
	play(t, s, "pawn a; offer 3; offer 2; stand; farmer "+strconv.Itoa(next+1)+" 1")
	mustCheck(t, s)
	if s.c.Hand[placer] != [4]int8{0, 0, 1, 0} || s.c.Unrecorded {
		t.Fatalf("the placer holds %v after the swap, unrecorded %v", s.c.Hand[placer], s.c.Unrecorded)
	}
	play(t, s, "offer 5")
	st, ok := s.RoundStart()
	if !ok {
		t.Fatal("no round start for the answer to a lay made after the swap")
	}
	r := st.(*State)
	mustCheck(t, r)
	if r.c.Offer[placer] != [4]int8{0, 0, 0, 1} || r.c.Hand[placer] != [4]int8{0, 0, 1, 0} || r.script[placer] != 3 || r.ToMove() != rules.Seat(placer) {
		t.Fatalf("the round start: the placer offers %v, holds %v, script %d, seat %d to move", r.c.Offer[placer], r.c.Hand[placer], r.script[placer], r.ToMove())
	}
}

// The game that found the fault: the full harness's seed 11, six rivals,
// where a Farmer's take left a ruler's round record not fitting its cards.
func TestHarnessSeedOfTheFarmersTake(t *testing.T) {
	rep := rulestest.Run(Game, rulestest.Options{Games: 1, Seed: 11, Players: []int{6}, Variants: []string{"mode=semi"}, Workers: 1})
	for _, f := range rep.Failures {
		t.Errorf("%s %+v: %s after %d moves", f.Game, f.Setup, f.Check, len(f.Moves))
	}
	if rep.Games != 1 {
		t.Fatalf("played %d games", rep.Games)
	}
}
