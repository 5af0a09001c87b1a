package tutorial

import (
	"slices"
	"strings"
	"testing"

	"embers/assets"
	"embers/rules/games"
	"embers/scenes/kit"
	"embers/scenes/play/playtest"
)

// The title offers the tutorials of the games that have a board, and only
// those: a game imported as rules only (its board still to come) has its
// script checked against its rules (scenes/catalog's tests), and opening
// it says plainly that there is no board yet instead of failing later.
func TestOnlyPlayableGamesOfferTheirTutorial(t *testing.T) {
	boards := kit.Registered()
	avail := Available()
	for _, want := range []string{"cronberg", "trekronor"} {
		if !slices.Contains(avail, want) {
			t.Errorf("the tutorial of %s is not offered (offered: %v)", want, avail)
		}
	}
	for _, p := range games.Plan() { // the built games with a tutorial (not every script in assets: the test game's is there without its game)
		id := p.ID
		if _, ok := assets.Tutorial(id); !ok || p.Game == nil {
			continue
		}
		hasBoard := slices.Contains(boards, id)
		if slices.Contains(avail, id) != hasBoard {
			t.Errorf("%s: board registered %v, tutorial offered %v", id, hasBoard, !hasBoard)
		}
		if hasBoard {
			continue
		}
		tut := New(playtest.NewApp(), Options{GameID: id, Instant: true, ProgressDir: t.TempDir()})
		if tut.err == nil || !strings.Contains(tut.err.Error(), "no board yet") {
			t.Errorf("%s without a board opens with error %v, want one that says there is no board yet", id, tut.err)
		}
	}
}
