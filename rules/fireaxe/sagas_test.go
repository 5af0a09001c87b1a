package fireaxe

import (
	"strings"
	"testing"

	"embers/rules"
)

// Test map sagas used here: s1 trade York+Dublin (Norway), s2 raid
// York+Birka, s4 trade Birka+Novgorod, s5 raid Riga+Paris, s7 trade
// Iceland+Normandy, s8 raid York+Riga, s9 settle Normandy+Iceland.

// Whoever completes a saga takes it, even if others did the rest; the next
// card replaces it.
func TestSagaGoesToWhoeverCompletesIt(t *testing.T) {
	s := newTest(t, 2, "")
	sagasUp(t, s, []string{"s1", "s2", "s5"}, []string{"s15", "s8"})
	s.port(s.node("dublin")).Good = 0 // Blue's furs, traded earlier
	s.Goods[0]--
	at(t, s, "york", 1, [3]int{0, 1, 0})
	play(t, s, "trade skins")
	if len(s.Won[0]) != 1 || s.b.at.Sagas[s.Won[0][0]].ID != "s1" || len(s.Won[1]) != 0 {
		t.Fatalf("sagas won: %v / %v", s.Won[0], s.Won[1])
	}
	if got := s.b.at.Sagas[s.SagaUp[2]].ID; got != "s8" || len(s.SagaDeck) != 1 {
		t.Fatalf("replacement %s, deck %d; want s8 from the top, 1 left", got, len(s.SagaDeck))
	}
}

// A saga's bonus gold goes with it: s2 (raid York and Birka) carries 2.
func TestSagaBonus(t *testing.T) {
	s := newTest(t, 2, "")
	sagasUp(t, s, []string{"s2", "s5", "s7"}, []string{"s15", "s8"})
	s.port(s.node("birka")).Town = 0
	s.Towns[1] = 1
	at(t, s, "york", 1, [3]int{})
	gold := s.Gold[0] + s.port(s.node("york")).Treasure + s.b.at.Sagas[s.b.sagaIdx["s2"]].Bonus
	play(t, s, "raid", "die 6")
	if s.Gold[0] != gold || s.b.at.Sagas[s.b.sagaIdx["s2"]].Bonus != 2 {
		t.Fatalf("gold %d, want %d (treasure and the saga's 2)", s.Gold[0], gold)
	}
}

// A card turned over already fulfilled is discarded, and the next one is
// turned over in its place.
func TestFulfilledSagaTurnedOverIsDiscarded(t *testing.T) {
	s := newTest(t, 2, "")
	sagasUp(t, s, []string{"s1", "s5", "s7"}, []string{"s15", "s4", "s2"}) // s2 (raid York+Birka) on top
	for _, id := range []string{"york", "birka"} {
		s.port(s.node(id)).Town = 0
		s.Towns[1]++
	}
	s.port(s.node("dublin")).Good = 0
	s.Goods[0]--
	at(t, s, "york", 1, [3]int{0, 1, 0})
	play(t, s, "trade skins") // completes s1; s2 is fulfilled already
	if len(s.SagaOut) != 1 || s.b.at.Sagas[s.SagaOut[0]].ID != "s2" || s.b.at.Sagas[s.SagaUp[2]].ID != "s4" {
		t.Fatalf("out %v up %v: want s2 discarded and s4 turned over", s.SagaOut, s.SagaUp)
	}
}

// NOTES §4d "Game end": when the last card is turned over, the final rounds
// begin: after the turn under way, three rounds (3 × players turns).
func TestFinalRounds(t *testing.T) {
	s := newTest(t, 3, "")
	sagasUp(t, s, []string{"s1", "s5", "s7"}, []string{"s4"})
	s.Seat = 1
	s.port(s.node("dublin")).Good = 0
	s.Goods[0]--
	at(t, s, "york", 1, [3]int{0, 1, 0})
	play(t, s, "trade skins") // completes s1; s4, the last card, is turned over
	if s.Final != 3*3+1 || len(s.SagaDeck) != 0 {
		t.Fatalf("final %d, deck %d", s.Final, len(s.SagaDeck))
	}
	turns, last := 0, -1
	for s.Phase != phOver {
		last = s.Seat
		play(t, s, "end")
		turns++
	}
	if turns != 1+9 || last != 1 {
		t.Fatalf("the game ended after %d turns, the last of seat %d; want 10, the last of seat 1", turns, last)
	}
}

// The game ends at once when no saga is left face up after the deck is out.
func TestGameEndsWhenLastSagaCompleted(t *testing.T) {
	s := newTest(t, 2, "")
	sagasUp(t, s, []string{"s1"}, nil)
	s.Final = 4
	s.port(s.node("dublin")).Good = 0
	s.Goods[0]--
	at(t, s, "york", 1, [3]int{0, 1, 0})
	play(t, s, "trade skins")
	if r := s.Result(); !r.Over || s.ToMove() != -1 {
		t.Fatalf("not over after the last saga: %+v", r)
	}
}

// Our safeguard: with the deck not spent, every turn after round 15 ends
// with the age die, and a 1 ends the game at once. Through round 15 every
// seat has had the same turns and no die is rolled.
func TestRoundCap(t *testing.T) {
	s := newTest(t, 2, "")
	for s.Round <= RoundCap {
		if s.Phase != phTurn {
			t.Fatalf("round %d: phase %d before the cap", s.Round, s.Phase)
		}
		play(t, s, "end")
	}
	if s.Final != -1 || s.Phase != phAgeDie || s.ToMove() != rules.Chance || s.Seat != 0 {
		t.Fatalf("after round %d: final %d, phase %d, to move %d", RoundCap, s.Final, s.Phase, s.ToMove())
	}
	refused(t, s, "end", "whether the Viking age ends")
	evs := play(t, s, "die 3")
	if s.Phase != phTurn || s.ToMove() != 0 || !hasText(evs, "the Viking age goes on") || !hasText(evs, "round 16") {
		t.Fatalf("a 3 lets the age go on: phase %d, %v", s.Phase, evs)
	}
	play(t, s, "end") // red's turn in round 16, then the die again
	if s.Phase != phAgeDie {
		t.Fatalf("no die after red's turn in round 16: phase %d", s.Phase)
	}
	evs = play(t, s, "die 1")
	if r := s.Result(); !r.Over || s.ToMove() != rules.NoSeat || !hasText(evs, "The game is over: the Viking age is over") {
		t.Fatalf("a 1 ends the game: %+v, %v", r, evs)
	}
	if s.Seat != 1 || s.Round != RoundCap+1 {
		t.Fatalf("ended before blue's turn in round 16: seat %d, round %d", s.Seat, s.Round)
	}
}

// With the deck spent, the summary's final rounds run to their end and no
// age die is rolled, even past round 15.
func TestFinalRoundsPastTheCap(t *testing.T) {
	s := newTest(t, 2, "")
	for s.Round < RoundCap {
		play(t, s, "end")
	}
	s.Final = FinalRounds*s.Players + 1 // the deck spent in red's turn of round 15
	for s.Phase != phOver {
		if s.Phase == phAgeDie {
			t.Fatalf("an age die in round %d with the deck spent", s.Round)
		}
		play(t, s, "end")
	}
	if s.Round != RoundCap+FinalRounds || s.Seat != 1 {
		t.Fatalf("ended in round %d at seat %d", s.Round, s.Seat)
	}
}

// The last crewman founding the settlement that completes the last saga:
// the game ends with the crewless longboat in the Wintering box.
func TestLastSagaByTheLastCrewman(t *testing.T) {
	s := newTest(t, 2, "")
	sagasUp(t, s, []string{"s9"}, nil) // settle Normandy and Iceland
	s.Final = 3
	s.port(s.node("normandy")).Settler = 1
	s.Supply[1]--
	at(t, s, "iceland", 1, [3]int{})
	play(t, s, "settle 1", "die 6", "found")
	if !s.Result().Over || s.Boats[0].At != inWinter || len(s.Won[0]) != 1 {
		t.Fatalf("over %v, boat %+v, sagas %v", s.Result().Over, s.Boats[0], s.Won[0])
	}
}

// A trade saga whose empty port can take no good still to be had is
// impossible: York holds furs, Lindisfarne skins, so Dublin takes only tusks,
// and none is left in the supply or aboard (a position the small map cannot
// reach with all 33 tokens, so the count is not checked).
func TestImpossibleTradeSaga(t *testing.T) {
	s := newTest(t, 2, "")
	s1 := s.b.sagaIdx["s1"] // trade York and Dublin
	s.port(s.node("york")).Good = 0
	s.port(s.node("lindisfarne")).Good = 1
	if s.impossible(s1) {
		t.Fatal("impossible while tusks are in the supply")
	}
	s.Goods[2] = 0
	if !s.impossible(s1) {
		t.Fatal("possible with no tusks anywhere")
	}
	s.Boats[1].Goods[2] = 1
	if s.impossible(s1) {
		t.Fatal("impossible while Blue carries tusks")
	}
}

func hasText(texts []string, want string) bool {
	for _, t := range texts {
		if strings.Contains(t, want) {
			return true
		}
	}
	return false
}
