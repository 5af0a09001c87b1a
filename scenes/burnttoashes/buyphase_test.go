package burnttoashes

import (
	"strings"
	"testing"

	ba "embers/rules/burnttoashes"
	"embers/scenes/play/playtest"
)

// The buy phase's prompt says it is the buy phase, the gold in hand and
// what it buys; the provinces carry their labels (a1 ... d6) as the log
// and the tutorial write them.
func TestBuyPhasePrompt(t *testing.T) {
	s, err := playtest.Session("burnttoashes", []string{"", "easy", "easy"}, 5, 0)
	if err != nil {
		t.Fatal(err)
	}
	if !personWith(t, s, "buy", 600) {
		t.Fatal("the person never had a tile to buy")
	}
	_, sc, b := turnScene(t, s)
	defer sc.Close()
	title, help := b.prompt(b.Pick.Turn)
	gold := goldOf(b.m.Gold[0])
	if !strings.HasPrefix(title, "Buy phase") || !strings.Contains(title, itoa(gold)+" gold") {
		t.Errorf("the buy phase's title reads %q (%d gold in hand)", title, gold)
	}
	for _, w := range []string{"2 gold", "knight"} {
		if !strings.Contains(help, w) {
			t.Errorf("the buy phase's help %q does not say %q", help, w)
		}
	}
	playtest.Shoot(t, sc, "burnttoashes-buy-phase.png")
}

// A bought tile waiting to be placed is named in the prompt, as it shows
// nowhere else on the board until it stands in a province.
func TestPlacePromptNamesTheTile(t *testing.T) {
	s, err := playtest.Session("burnttoashes", []string{"", "easy", "easy"}, 5, 0)
	if err != nil {
		t.Fatal(err)
	}
	if !personWith(t, s, "place", 900) {
		t.Fatal("the person never had a tile to place")
	}
	_, sc, b := turnScene(t, s)
	defer sc.Close()
	tile := s.Match.State.(*ba.State).PlacingTile()
	title, help := b.prompt(b.Pick.Turn)
	if tile == "" || title != "Place your new "+tile || !strings.Contains(help, "no "+tile) {
		t.Errorf("placing a %q, the prompt reads %q, %q", tile, title, help)
	}
}
