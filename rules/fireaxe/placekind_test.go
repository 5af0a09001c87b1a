package fireaxe

import (
	"math/rand/v2"
	"strings"
	"testing"

	"embers/rules"
)

// Every place a state lists reads back to what its builder was given: a
// space or port to its id on the map, a good, rune, saga box or seat to
// its index, the rest as places of their own; and a name that is no place
// does not read.
func TestPlacesReadBack(t *testing.T) {
	st, err := Game.New(rules.Setup{Players: MaxSeats, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	want := map[rules.Place]Spot{}
	for _, sp := range s.Atlas().Spaces {
		want[SeaPlace(sp.ID)] = Spot{Kind: SeaSpot, ID: sp.ID}
	}
	for _, pt := range s.Atlas().Ports {
		want[PortPlace(pt.ID)] = Spot{Kind: PortSpot, ID: pt.ID}
	}
	for g := range NumGoods {
		want[GoodPlace(g)] = Spot{Kind: GoodSpot, Index: g}
	}
	for k := range runes {
		want[RunePlace(int8(k))] = Spot{Kind: RuneSpot, Index: k}
	}
	for i := range 3 {
		want[SagaPlace(i)] = Spot{Kind: SagaSpot, Index: i}
	}
	for seat := range MaxSeats {
		want[SeatPlace(seat)] = Spot{Kind: SeatSpot, Index: seat}
	}
	for _, p := range []rules.Place{WinteringPlace, WindPlace, DemandPlace, SagaDeckPlace, RuneDeckPlace, DicePlace, CrewPlace,
		EndButton, RollButton, StopButton, FoundButton, KeepButton} {
		want[p] = Spot{Kind: OneSpot}
	}
	for _, p := range s.Places(nil) {
		w, ok := want[p]
		if got, ok2 := ParsePlace(p); !ok || !ok2 || got != w {
			t.Errorf("ParsePlace(%s) = %+v, %v; want %+v (built: %v)", p, got, ok2, w, ok)
		}
		delete(want, p)
	}
	if len(want) > 0 {
		t.Errorf("built but not listed: %v", want)
	}
	for _, p := range []rules.Place{"", "sea:", "port:", "rune:", "good:gold", "saga:4", "seat:9", "Wintering"} {
		if got, ok := ParsePlace(p); ok {
			t.Errorf("ParsePlace(%q) = %+v, want no place", p, got)
		}
	}
	if RunePlace(-1) != "" || GoodPlace(NumGoods) != "" || SagaPlace(3) != "" {
		t.Errorf("a builder out of range names a place")
	}
}

// kindWords are the first words of each kind's notation (notation.go).
var kindWords = map[MoveKind]string{
	KindEnd: "end", KindWinter: "winter", KindLoadCrew: "load", KindLoadGood: "load", KindLaunch: "launch",
	KindSail: "sail", KindDraw: "draw", KindPlay: "play", KindDiscard: "discard", KindTrade: "trade",
	KindRaid: "raid", KindSettle: "settle", KindRollOn: "roll", KindStop: "stop", KindLoseCrew: "lose",
	KindLoseGood: "lose", KindFound: "found", KindKeep: "keep", KindDie: "die",
}

// Every legal move (and chance outcome) of random games on the real map,
// at 2 to 5 players, is of the kind the first word of its notation names,
// and every place it names reads back; most kinds are met.
func TestKindOfAgreesWithNotation(t *testing.T) {
	met := map[MoveKind]bool{}
	for n := MinSeats; n <= MaxSeats; n++ {
		st, err := Game.New(rules.Setup{Players: n, Seed: uint64(n)})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		rng := rand.New(rand.NewPCG(uint64(n), 5))
		for ply := 0; ply < 1500 && s.ToMove() != rules.NoSeat; ply++ {
			var moves []rules.Move
			if s.ToMove() == rules.Chance {
				for _, o := range s.Outcomes(nil) {
					moves = append(moves, o.Move)
				}
			} else {
				moves = s.Legal(nil)
			}
			for _, m := range moves {
				k := KindOf(m)
				met[k] = true
				if w, _, _ := strings.Cut(s.FormatMove(m), " "); kindWords[k] == "" || kindWords[k] != w {
					t.Fatalf("%d players, ply %d: %s is of kind %d (%q)", n, ply, s.FormatMove(m), k, kindWords[k])
				}
				if s.ToMove() == rules.Chance {
					continue
				}
				for _, p := range s.MovePlaces(m) {
					if _, ok := ParsePlace(p); !ok {
						t.Fatalf("%s names %q, which does not read back", s.FormatMove(m), p)
					}
				}
			}
			m := moves[rng.IntN(len(moves))]
			if s.ToMove() == rules.Chance {
				m = s.Roll()
			}
			if err := s.Play(m); err != nil {
				t.Fatal(err)
			}
		}
	}
	var missed []string
	for k := KindEnd; k <= KindDie; k++ {
		if !met[k] {
			missed = append(missed, kindWords[k])
		}
	}
	t.Logf("kinds not met: %v", missed)
	if len(missed) > 4 {
		t.Errorf("%d kinds of %d not met: %v", len(missed), len(kindWords), missed)
	}
	if KindOf(0) != NoMove || KindOf(rules.Move(numKinds)<<48) != NoMove {
		t.Errorf("a number that is no move has a kind")
	}
}
