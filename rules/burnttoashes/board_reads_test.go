package burnttoashes

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"embers/rules"
)

// The team score a board reads off its Look is the rules' own TeamScore,
// at every position of real games at 1 and 3 players (with and without
// the start help), from every seat's view and an onlooker's: the parts
// it reads are never masked.
func TestTeamScoreOfIsTheTablesScore(t *testing.T) {
	for _, tc := range []struct {
		players int
		variant string
	}{{1, ""}, {3, ""}, {3, "start"}} {
		s := newGame(t, tc.players, tc.variant, 11)
		rng := rand.New(rand.NewPCG(5, uint64(tc.players)))
		var sawPower, sawLost, sawHit bool
		for i := 0; !s.c.Over && i < 4000; i++ {
			want, wantLines := s.TeamScore()
			for seat := rules.Seat(-1); int(seat) < tc.players; seat++ {
				look := s.View(seat).(*State).Look()
				got, lines := TeamScoreOf(&look, s.View(seat).(*State).StartHelp())
				if got != want || !reflect.DeepEqual(lines, wantLines) {
					t.Fatalf("%d players %q, move %d, seat %d: the board reads %d %v, the table counts %d %v",
						tc.players, tc.variant, i, seat, got, lines, want, wantLines)
				}
			}
			sawPower = sawPower || s.c.Power[0]+s.c.Treas[0] > 0
			sawLost = sawLost || s.burnt() > 0
			sawHit = sawHit || s.c.HitsOn > 0
			m := randomMove(s, rng)
			if _, err := s.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
		if !sawPower || !sawLost || !sawHit {
			t.Errorf("%d players %q: the game never had power (%v), a burnt province (%v) and a hit (%v); the test shows little",
				tc.players, tc.variant, sawPower, sawLost, sawHit)
		}
	}
}

// randomMove is the rollout policy's move, a game as the quick AI plays
// it (chance: the generator's).
func randomMove(s *State, rng *rand.Rand) rules.Move {
	if s.ToMove() == rules.Chance {
		return s.Roll()
	}
	return s.RolloutMove(rng, nil)
}

// The knights a board says are still in the stacks are the knight tiles
// the full position holds there, at every position of a real game, read
// from any seat's view.
func TestKnightsInStacksCountsTheStacks(t *testing.T) {
	for _, players := range []int{1, 4} {
		s := newGame(t, players, "", 3)
		rng := rand.New(rand.NewPCG(9, uint64(players)))
		changed := false
		for i := 0; !s.c.Over && i < 4000; i++ {
			want := 0
			for p := range Provinces {
				for _, tile := range s.c.Stack[p][:s.c.StackN[p]] {
					if tile == Knight {
						want++
					}
				}
			}
			for seat := rules.Seat(-1); int(seat) < players; seat++ {
				if got := s.View(seat).(*State).KnightsInStacks(); got != want {
					t.Fatalf("%d players, move %d, seat %d: %d knights said in the stacks, %d there", players, i, seat, got, want)
				}
			}
			changed = changed || want < baseTiles[Knight]+Provinces
			if _, err := s.Apply(randomMove(s, rng)); err != nil {
				t.Fatal(err)
			}
		}
		if !changed {
			t.Errorf("%d players: no knight ever left the stacks; the test shows little", players)
		}
	}
}

// Every order a ruler may choose reads back as its province and the
// stack's own tiles, top first, as its notation writes them; other moves
// are not orders.
func TestOrderTilesReadsTheOrder(t *testing.T) {
	s := newGame(t, 3, "", 5)
	playUntil(t, s, atTask(tkOrder))
	legal := s.Legal(nil)
	if len(legal) < 2 {
		t.Fatalf("a stack with %d orders; the test shows little", len(legal))
	}
	for _, m := range legal {
		p, tiles, ok := OrderTiles(m)
		if !ok || p != int(s.top().A) {
			t.Fatalf("%s: read as an order (%v) of province %d; the stack to order is %d", s.FormatMove(m), ok, p, s.top().A)
		}
		letters := ""
		held := map[Tile]int{}
		for _, tile := range tiles {
			letters += string(tileLetters[tile])
			held[tile]++
		}
		for _, tile := range s.c.Stack[p][:s.c.StackN[p]] {
			held[tile]--
		}
		if want := "order " + provName(p) + " " + letters; s.FormatMove(m) != want {
			t.Errorf("read as %q, written %q", want, s.FormatMove(m))
		}
		for tile, n := range held {
			if n != 0 {
				t.Errorf("%s: %d %s more than the stack holds", s.FormatMove(m), n, TileName(tile))
			}
		}
	}
	if _, _, ok := OrderTiles(Pass); ok {
		t.Error("passing is read as an order")
	}
}

// A board reads claims and offerings by their accessors: the province
// claimed, the gold and blanks laid, and nothing from other moves or from
// an offering whose sum another seat cannot see.
func TestClaimAndOfferReads(t *testing.T) {
	var s State
	claim, err := s.ParseMove("claim c4")
	if err != nil {
		t.Fatal(err)
	}
	if p, ok := ClaimOf(claim); !ok || ProvincePlace(p) != "c4" {
		t.Errorf("ClaimOf(claim c4) = %d, %v", p, ok)
	}
	if _, ok := ClaimOf(Pass); ok {
		t.Error("a pass reads as a claim")
	}
	offer, err := s.ParseMove("offer 3 1")
	if err != nil {
		t.Fatal(err)
	}
	if g, b, ok := OfferOf(offer); !ok || g != 3 || b != 1 {
		t.Errorf("OfferOf(offer 3 1) = %d, %d, %v", g, b, ok)
	}
	if _, _, ok := OfferOf(mv(mvOffer, hiddenSum, 0, 3)); ok {
		t.Error("an offering seen from outside reads as a sum")
	}
	if _, _, ok := OfferOf(claim); ok {
		t.Error("a claim reads as an offering")
	}
}

// A move's kind says its notation's first word, for every legal move
// of random games at 1, 3 and 6 players (which meet most kinds: 27 of 37
// when written).
func TestKindOfIsTheNotations(t *testing.T) {
	met := map[MoveKind]bool{}
	for _, n := range []int{1, 3, 6} {
		s := newGame(t, n, "", uint64(n))
		rng := rand.New(rand.NewPCG(uint64(n), 9))
		for ply := 0; ply < 3000 && s.ToMove() != rules.NoSeat; ply++ {
			legal := s.Legal(nil)
			for _, m := range legal {
				k := KindOf(m)
				met[k] = true
				if w, f := k.String(), s.FormatMove(m); w == "" || w != strings.Fields(f)[0] {
					t.Fatalf("%d players, ply %d: KindOf(%s) = %q", n, ply, f, w)
				}
			}
			if _, err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	var missed []string
	for k := KindPass; k <= KindCrown; k++ {
		if !met[k] {
			missed = append(missed, k.String())
		}
	}
	t.Logf("kinds not met: %v", missed)
	if len(missed) > 12 {
		t.Errorf("only %d kinds of %d met", int(KindCrown)-len(missed), KindCrown)
	}
	if KindOf(0) != NoMove || KindOf(rules.Move(mvKinds)<<24) != NoMove || NoMove.String() != "" {
		t.Errorf("a number that is no move has a kind")
	}
}

// Every place reads back to what it names: the builders' provinces,
// spaces and slots by index, the rest as places of their own.
func TestParsePlaceReadsEveryPlace(t *testing.T) {
	want := map[rules.Place]Spot{}
	for p := range Provinces {
		want[ProvincePlace(p)] = Spot{Kind: ProvinceSpot, Index: p}
	}
	for i := range Paths {
		want[SpacePlace(i)] = Spot{Kind: SpaceSpot, Index: i}
	}
	for i := range DisplaySize {
		want[DisplayPlace(i)] = Spot{Kind: DisplaySpot, Index: i}
	}
	var s State
	for _, p := range s.Places(nil) {
		w, ok := want[p]
		if !ok {
			w = Spot{Kind: OneSpot}
		}
		if got, ok := ParsePlace(p); !ok || got != w {
			t.Errorf("ParsePlace(%s) = %+v, %v; want %+v", p, got, ok, w)
		}
		delete(want, p)
	}
	if len(want) > 0 {
		t.Errorf("built but not listed: %v", want)
	}
	for _, p := range []rules.Place{"", "space:", "space:e", "a9", "display:4", "A1"} {
		if got, ok := ParsePlace(p); ok {
			t.Errorf("ParsePlace(%q) = %+v, want no place", p, got)
		}
	}
}
