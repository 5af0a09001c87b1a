package boardtest

import (
	"testing"

	"embers/rules/games"
	"embers/rules/testgames"
	"embers/scenes/play/playtest"
)

// TestTheVariantSetsUpTheGame: Options.Variant reaches the game's setup
// (the sessions the suite plays are made by playtest.SessionWith): a game
// with options starts with the ones chosen, and one without refuses them.
func TestTheVariantSetsUpTheGame(t *testing.T) {
	if _, err := games.Lookup("brigade"); err != nil {
		games.Register(testgames.Brigade, "a test game with options")
	}
	o := withDefaults(t, "brigade", Options{Variant: "start=fierce"})
	s, err := playtest.SessionWith("brigade", o.Variant, seats(o.Players, 1), 1, 0)
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Match.Setup.Variant; got != "start=fierce" {
		t.Errorf("the game was set up with %q, want start=fierce", got)
	}
	if _, err := playtest.SessionWith("trekronor", "start=fierce", seats(3, 1), 1, 0); err == nil {
		t.Error("a game without options took one")
	}
}
