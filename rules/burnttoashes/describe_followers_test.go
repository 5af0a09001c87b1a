package burnttoashes

import (
	"math/rand/v2"
	"strings"
	"testing"

	"embers/rules"
)

// Every legal move has a label in words, never its notation (a chooser
// showed "Trader buy d1"), at 1, 3 and 6 players in both modes.
func TestEveryMoveLabelledInWords(t *testing.T) {
	for _, c := range []struct {
		n       int
		variant string
	}{{1, ""}, {3, ""}, {3, "mode=semi"}, {6, "mode=semi"}} {
		s := newGame(t, c.n, c.variant, uint64(c.n)+7)
		rng := rand.New(rand.NewPCG(uint64(c.n), 3))
		for ply := 0; ply < 4000 && s.ToMove() != rules.NoSeat; ply++ {
			legal := s.Legal(nil)
			for _, m := range legal {
				f := s.FormatMove(m)
				if label := s.DescribeMove(m); label == strings.ToUpper(f[:1])+f[1:] {
					t.Fatalf("%d players %q, ply %d: %s is labelled by its notation", c.n, c.variant, ply, f)
				}
			}
			m := legal[rng.IntN(len(legal))]
			if s.ToMove() == rules.Chance {
				m = s.Roll()
			}
			if _, err := s.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// A stack's order reads in words, runs counted, never its letters (a
// hint said "Lay the stack in this order: KKKPP").
func TestOrderInWords(t *testing.T) {
	tiles := []Tile{Knight, Knight, Knight, Power, Power}
	if got := TileRuns(tiles); got != "knight ×3, power ×2" {
		t.Errorf("TileRuns = %q", got)
	}
	s := newGame(t, 2, "", 1)
	if got, want := s.DescribeMove(orderMove(0, tiles)), "Lay the stack of "+provinceName[0]+" top first: knight ×3, power ×2"; got != want {
		t.Errorf("the order reads %q, want %q", got, want)
	}
}

// Taking every card of an offering back reads so, not "Offer 0 gold" (a
// hint said "offer 0 gold: makes your offering 0 gold").
func TestTakingBackInWords(t *testing.T) {
	s := newGame(t, 2, "", 1)
	m := mv(mvOffer, 0, 0, 0)
	if got := s.DescribeMove(m); got != "Take back your offering" {
		t.Errorf("offer 0 reads %q", got)
	}
	if got := s.WhyMove(m); !strings.HasPrefix(got, "keeps all your gold") {
		t.Errorf("its reason reads %q", got)
	}
}
