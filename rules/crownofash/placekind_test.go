package crownofash

import (
	"math/rand/v2"
	"strings"
	"testing"

	"embers/rules"
)

// TestPlacesReadBack: every place the rules list reads back to the kind
// and index its builder was given, and a name that is no place does not.
func TestPlacesReadBack(t *testing.T) {
	want := map[rules.Place]Spot{}
	for w := range Regions + 1 {
		want[WherePlace(w)] = Spot{Kind: WhereSpot, Index: w}
	}
	for r := range Regions {
		want[GatherPlace(r)], want[CombatPlace(r)] = Spot{Kind: GatherSpot, Index: r}, Spot{Kind: CombatSpot, Index: r}
	}
	for p := range Positions {
		want[PositionPlace(p)] = Spot{Kind: PositionSpot, Index: p}
	}
	for id := range NumFighters {
		want[FighterPlace(id)] = Spot{Kind: FighterSpot, Index: id}
	}
	for c := range NumCards {
		want[CardPlace(c)] = Spot{Kind: CardSpot, Index: c}
	}
	for i := range RowSize {
		want[RowPlace(i)] = Spot{Kind: RowSpot, Index: i}
	}
	for i := range DisplaySlots {
		want[SlotPlace(i)] = Spot{Kind: SlotSpot, Index: i}
	}
	for k := range Kinds {
		want[ResPlace(k)] = Spot{Kind: ResSpot, Index: k}
	}
	for l := range MaxLords {
		want[LordPlace(l)] = Spot{Kind: LordSpot, Index: l}
	}
	for _, p := range []rules.Place{GoldPlace, BuildPlace, RefreshPlace, DiePlace, AIDiePlace, AIActionsPlace, AICardsPlace, PassPlace, StackPlace} {
		want[p] = Spot{Kind: OneSpot}
	}
	var s State
	for _, p := range s.Places(nil) {
		got, ok := ParsePlace(p)
		if !ok || got != want[p] {
			t.Errorf("ParsePlace(%s) = %+v, %v; want %+v", p, got, ok, want[p])
		}
	}
	for _, p := range []rules.Place{"", "f:", "f:zz9", "res:", "r9", "F:bo3"} {
		if got, ok := ParsePlace(p); ok {
			t.Errorf("ParsePlace(%q) = %+v, want no place", p, got)
		}
	}
}

// kindWords are the first words of each kind's notation (notation.go).
var kindWords = map[MoveKind]string{
	KindGold: "gold", KindGather: "gather", KindBuild: "build", KindBattle: "battle", KindStorm: "storm",
	KindRefresh: "refresh", KindCard: "card", KindDefend: "defend", KindTake: "take", KindResurrect: "resurrect",
	KindCasualty: "casualty", KindRaise: "raise", KindPass: "pass", KindFirst: "first", KindDie: "die",
	KindRegion: "region", KindAction: "action", KindAICard: "aicard", KindDecider: "decider",
}

// TestKindOfAgreesWithNotation: every legal move and chance outcome of
// whole random games, with two to four lords and the AI deck, is of the
// kind the first word of its notation names; every kind is met.
func TestKindOfAgreesWithNotation(t *testing.T) {
	met := map[MoveKind]bool{}
	check := func(s *State, m rules.Move) {
		k := KindOf(m)
		met[k] = true
		if w, _, _ := strings.Cut(s.FormatMove(m), " "); kindWords[k] != w {
			t.Fatalf("%s is of kind %d (%q)", s.FormatMove(m), k, kindWords[k])
		}
	}
	for i, setup := range []struct {
		players int
		variant string
	}{{1, "deck=easy"}, {2, ""}, {3, ""}, {4, ""}} {
		s := newGame(t, setup.players, setup.variant, uint64(40+i))
		rng := rand.New(rand.NewPCG(uint64(i), 9))
		for !s.GameOver() {
			var m rules.Move
			if s.ToMove() == rules.Chance {
				for _, o := range s.Outcomes(nil) {
					check(s, o.Move)
				}
				m = rules.SampleOutcome(s.Outcomes(nil), rng)
			} else {
				legal := s.Legal(nil)
				for _, m := range legal {
					check(s, m)
				}
				m = legal[rng.IntN(len(legal))]
			}
			if err := s.Play(m); err != nil {
				t.Fatal(err)
			}
		}
	}
	for k, w := range kindWords {
		if !met[k] && k != KindDecider {
			t.Errorf("no move of kind %s met", w)
		}
	}
	if KindOf(0) != NoMove || KindOf(rules.Move(numMoveKinds)) != NoMove {
		t.Errorf("a number that is no move has a kind")
	}
}
