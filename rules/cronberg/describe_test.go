package cronberg

import (
	"testing"

	"embers/rules"
	"embers/rules/rulestest"
)

// The worked example C3 (Karl's token on 7 between the inn and the
// tannery, the cemetery to come on a1 a2) seen through the describer.
func c3Position(t *testing.T) (*position, *State) {
	p := newPosition(t, 4) // Karl 0, Ulla 1, Gerd 2, Anne 3
	p.lay("Inn", "a3 b4").lay("Tannery", "b2 b3").tokens(0, "7")
	s := p.done(2)
	putOnTop(s, "Cemetery")
	return p, s
}

func TestDescribeMoveSaysWhatALayBringsAbout(t *testing.T) {
	p, s := c3Position(t)
	// 13 is the tannery's blunt corner (b2 b3), beside four free triangles, c3 a park
	if got, want := s.DescribeMove(TokenMove(p.cross("13"))), "Place a token on 13 (so far −2, 4 free, 1 park)"; got != want {
		t.Errorf("token 13: %q, want %q", got, want)
	}
	rulestest.Play(t, s, "draw")
	view := s.View(2).(*State)
	lay := LayMove(p.tri("a1"), p.tri("a2"))
	// C3: -2 (cemetery) +2 (inn) -2 (tannery) = -2 for Karl's token
	if got, want := view.DescribeMove(lay), "Lay it on a1 and a2: {0}'s token on 7 scores −2"; got != want {
		t.Errorf("lay a1 a2 on Gerd's view: %q, want %q", got, want)
	}
	if got, want := view.DescribeMove(LayMove(p.tri("c5"), p.tri("c6"))), "Lay it on c5 and c6"; got != want {
		t.Errorf("a lay that brings nothing about: %q, want %q", got, want)
	}
	if got, want := view.DescribeMove(LayMove(p.tri("a3"), p.tri("a2"))), "Lay it on a2 and a3"; got != want {
		t.Errorf("a lay on a covered triangle (refused) says nothing more: %q, want %q", got, want)
	}
	if !s.Laying() || s.Track(0) != 0 {
		t.Fatal("describing a lay played it on the state itself")
	}
}

func TestDescribeMoveSaysAGuardTakesPost(t *testing.T) {
	p := newPosition(t, 4)
	p.lay("Bakery", "b7 b8").lay("Weaver's House", "a9 b10").tokens(0, "10") // C4
	s := p.done(2)
	putOnTop(s, "Church")
	rulestest.Play(t, s, "draw")
	if got, want := s.View(2).(*State).DescribeMove(LayMove(p.tri("c5"), p.tri("c6"))), "Lay it on c5 and c6: the guard on b9 takes post"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
}

func TestDescribePlaceSaysWhatThePanelAndTheTownHold(t *testing.T) {
	_, s := c3Position(t)
	cases := map[rules.Place]string{
		"a3":          "The Inn: +2 at its two blunt corners, +4 at its two sharp ones.",
		"building:a3": "The Inn: +2 at its two blunt corners, +4 at its two sharp ones.",
		"a1":          "",
		"7":           "A token of {0} (so far +2 −2, 2 free).",
		"1":           "",
		"area:parks": "A park that can no longer be built on doubles the sum of every token beside it at the end, " +
			"minus values too; two parks ×4, three ×8.",
		"pile":                           "Drawing a building turns the top of the pile face up; you then lay it on two free triangles side by side.",
		rules.SupplyPlace(0, TokensPart): "3 of 4 tokens in hand. A token comes back when it is scored or a guard drives it off.",
		rules.SupplyPlace(1, ScorePart):  "0 points: the marker stands on space 0 of the track round the walls.",
		rules.SupplyPlace(4, ScorePart):  "",
		"castle":                         "",
	}
	for pl, want := range cases {
		if got := s.DescribePlace(pl); got != want {
			t.Errorf("DescribePlace(%q) = %q, want %q", pl, got, want)
		}
	}
}

// A whole game, every place and every legal move read on every seat's
// view, as boards read them.
func TestWordsHoldForAWholeGame(t *testing.T) {
	for _, players := range []int{2, 4} {
		if err := rulestest.Words(Game, rules.Setup{Players: players, Seed: 7}, 7); err != nil {
			t.Errorf("%d players: %v", players, err)
		}
	}
}
