package scenes

import (
	"fmt"
	"image/color"

	"embers/saves"
	"embers/scenes/ui"
)

// What the menus say of games whose saves failed (kept in memory, see
// saves.Store.Leave) and of games another window has open.

// rowState is the right-hand words of a game in progress in the Continue
// list: detail ("move 14 · today 10:15"), or what keeps it from being
// like any other.
func rowState(g saves.Slot, detail string) string {
	switch {
	case g.Unsaved && g.SavedMoves < 0:
		return fmt.Sprintf("move %d · not saved at all", g.Moves)
	case g.Unsaved:
		return fmt.Sprintf("move %d · not saved since move %d", g.Moves, g.SavedMoves)
	case g.OpenElsewhere:
		return fmt.Sprintf("move %d · open in another window", g.Moves)
	}
	return detail
}

// rowStateColour is the colour of those words: the accent when they warn.
func rowStateColour(g saves.Slot) color.RGBA {
	if g.Problem == "" && (g.Unsaved || g.OpenElsewhere) {
		return ui.T().Accent
	}
	return ui.T().Dim
}

// leaveWords is what the title's "Leave Embers?" says: that every game is
// saved, or which moves quitting would lose.
func leaveWords(games []saves.Slot) string {
	n := 0
	for _, g := range games {
		if g.Unsaved {
			n++
		}
	}
	switch n {
	case 0:
		return "Your settings are kept. Any game in progress was saved after its last move."
	case 1:
		return "A game in Continue is not saved (the disk is full or the folder cannot be written): quitting now loses its " +
			"moves since its last save. Free some space, then continue it, and it is saved."
	}
	return fmt.Sprintf("%d games in Continue are not saved (the disk is full or the folder cannot be written): quitting now "+
		"loses their moves since their last save. Free some space, then continue them, and they are saved.", n)
}
