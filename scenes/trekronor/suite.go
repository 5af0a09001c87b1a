package trekronor

import (
	tk "embers/rules/trekronor"
	"embers/scenes/kit"
)

// tables are where the shared board suite checks this board (kit.Suite).
var tables = []kit.Suite{{
	MouseSeeds: []uint64{1, 5, 7, 9, 11},
	KeySeeds:   []uint64{2, 6, 8, 10, 12},
	Kinds:      []string{"place", "move", "douse", "save", "spread"},
	Events: []string{tk.EvServantPlaced, tk.EvServantMoved, tk.EvFireLanded, tk.EvCorridorFire, tk.EvFireDoused,
		tk.EvMarkerPlaced, tk.EvPileChecked, tk.EvPileRevealed, tk.EvSpreadPlaced, tk.EvGameLost},
	// Gaps the suite found, shown only until the move's animations end
	// and the board is reset on the state: when the person checks the
	// pile, the values they see stay face-down ("pile"); when a seat lays
	// a face-down marker, onlookers still see how many save and steal
	// markers it holds ("markers").
	ModelSkip: []string{"pile", "markers"},
}}
