package cronberg

import (
	cb "embers/rules/cronberg"
	"embers/scenes/kit"
)

// tables are where the shared board suite checks this board (kit.Suite):
// three players with every event of the game, then four.
var tables = []kit.Suite{{
	Kinds:  []string{"token", "draw", "lay"},
	Events: []string{cb.EvTokenPlaced, cb.EvTileDrawn, cb.EvTileLaid, cb.EvTokenScored, cb.EvTokenReturned, cb.EvGuard, cb.EvActivated, cb.EvIsolated, cb.EvPileEmpty, cb.EvPassed, cb.EvFinalScored, cb.EvGameOver},
}, {
	Players: 4, MouseSeeds: []uint64{12}, KeySeeds: []uint64{9},
	HotSeatSeeds: []uint64{}, AnimateSeeds: []uint64{3, 9}, NoPictures: true,
}}
