package scenes

import (
	"strings"
	"testing"

	"embers/saves"
)

// TestTheMenusSayWhichGamesAreNotSaved: Continue's rows and the title's
// caption mark a game kept in memory because its save failed, and one open
// in another window; leaving Embers warns of the moves quitting would lose.
func TestTheMenusSayWhichGamesAreNotSaved(t *testing.T) {
	unsaved := saves.Slot{Game: "trekronor", Moves: 14, Unsaved: true, SavedMoves: 11}
	never := saves.Slot{Game: "trekronor", Moves: 3, Unsaved: true, SavedMoves: -1}
	elsewhere := saves.Slot{Game: "trekronor", Moves: 5, OpenElsewhere: true}
	plain := saves.Slot{Game: "trekronor", Moves: 5}
	for _, c := range []struct {
		slot saves.Slot
		want string
	}{{unsaved, "move 14 · not saved since move 11"}, {never, "move 3 · not saved at all"},
		{elsewhere, "move 5 · open in another window"}, {plain, "as it was"}} {
		if got := rowState(c.slot, "as it was"); got != c.want {
			t.Errorf("%+v: %q, want %q", c.slot, got, c.want)
		}
	}
	if rowStateColour(unsaved) == rowStateColour(plain) || rowStateColour(elsewhere) == rowStateColour(plain) {
		t.Error("the warning words are in the plain colour")
	}
	if c := continueCaption([]saves.Slot{unsaved}); !strings.Contains(c[0], "not saved") {
		t.Errorf("the title's caption %q does not say the game is not saved", c)
	}
	if w := leaveWords([]saves.Slot{plain}); !strings.Contains(w, "was saved after its last move") {
		t.Errorf("leaving with every game saved: %q", w)
	}
	for _, list := range [][]saves.Slot{{plain, unsaved}, {unsaved, never}} {
		if w := leaveWords(list); !strings.Contains(w, "not saved") || !strings.Contains(w, "quitting now loses") {
			t.Errorf("leaving with %d unsaved games: %q", len(list)-1, w)
		}
	}
}
