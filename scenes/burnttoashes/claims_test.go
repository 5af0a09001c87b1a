package burnttoashes

import (
	"testing"

	"embers/game"
	"embers/scenes/play/playtest"

	ba "embers/rules/burnttoashes"
	"embers/scenes/ui"
)

// Claiming by the suggestion spreads a share over the kingdom: at two,
// three, four and six seats each claiming in turn as suggested, every
// seat holds the same number on each path and of the entries.
func TestSuggestedClaimsSpreadTheShare(t *testing.T) {
	for _, n := range []int{2, 3, 4, 6} {
		var owner [ba.Provinces]int
		for p := range owner {
			owner[p] = -1
		}
		for k := range ba.Provinces {
			var free []int
			for p, o := range owner {
				if o < 0 {
					free = append(free, p)
				}
			}
			p := suggestClaim(&owner, k%n, free)
			if p < 0 || owner[p] >= 0 {
				t.Fatalf("%d seats, claim %d: suggested %d", n, k, p)
			}
			owner[p] = k % n
		}
		for seat := range n {
			var onPath [ba.Paths]int
			entries := 0
			for p, o := range owner {
				if o == seat {
					path, pos := pathOf(p)
					onPath[path]++
					if pos == 0 {
						entries++
					}
				}
			}
			for path, c := range onPath {
				if want := ba.PathLen / n; n <= ba.PathLen && ba.PathLen%n == 0 && c != want {
					t.Errorf("%d seats: seat %d holds %d on path %d, want %d", n, seat, c, path, want)
				}
			}
			if ba.Paths%n == 0 && entries != ba.Paths/n {
				t.Errorf("%d seats: seat %d holds %d entries, want %d", n, seat, entries, ba.Paths/n)
			}
		}
	}
}

// The claim button claims the suggested province and, from then on, the
// person's every claim is made as its turn comes, without a click.
func TestClaimTheRestForMe(t *testing.T) {
	s := claimSession(t)
	app, sc, b := turnScene(t, s)
	defer sc.Close()
	tu := b.Pick.Turn
	want, _, ok := b.suggested(tu)
	if !ok {
		t.Fatal("no claim suggested on a claim turn")
	}
	btn, ok := b.claimButton(tu)
	if !ok || btn.Move != want {
		t.Fatalf("the claim button plays %v, want the suggestion %v", btn.Move, want)
	}
	n := len(s.Match.History)
	x, y := claimRect.Centre()
	app.Step(sc, ui.Input{MouseX: x, MouseY: y, MouseMoved: true})
	app.Step(sc, ui.Input{MouseX: x, MouseY: y, Click: true})
	if len(s.Match.History) != n+1 || s.Match.History[n].Move != want {
		t.Fatalf("the claim button did not claim the suggestion (%d moves since)", len(s.Match.History)-n)
	}
	if !b.claimFor[0] {
		t.Fatal("the seat is not marked to claim by the suggestion")
	}
	if !personWith(t, s, "claim", 100) {
		t.Fatal("the person had no second claim")
	}
	tu.Seat, tu.View, tu.Legal = 0, s.Match.State.View(0), s.Match.State.Legal(nil)
	b.Load(tu.View)
	next, _, _ := b.suggested(tu)
	if m, ok := b.autoClaim(tu); !ok || m != next {
		t.Fatalf("the next claim is not made by the suggestion: %v %v, want %v", m, ok, next)
	}
}

// claimSession is a two-seat game at the person's first claim.
func claimSession(t *testing.T) *game.Session {
	t.Helper()
	s, err := playtest.Session("burnttoashes", []string{"", "easy"}, 4, 0)
	if err != nil {
		t.Fatal(err)
	}
	if !personWith(t, s, "claim", 10) {
		t.Fatal("the person never claimed")
	}
	return s
}
