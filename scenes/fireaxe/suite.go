package fireaxe

import (
	"time"

	"embers/scenes/play"
)

// tables are where the shared board suite checks this board (play.Suite):
// two players with every kind of event, then three and five.
var tables = []play.Suite{{
	Players: 2,
	Kinds:   []string{"launch", "sail", "load", "end", "winter"},
	Events: []string{"launch", "sail", "winter", "load", "turn", "rune.draw", "rune.play", "wind", "attack",
		"raid.won", "raid.failed", "settle.founded", "trade", "demand", "game.over"},
}, {
	Players: 3, MouseSeeds: []uint64{5}, KeySeeds: []uint64{6},
	HotSeatSeeds: []uint64{}, AnimateSeeds: []uint64{7}, NoPictures: true,
	Kinds: []string{"launch", "sail", "end"},
}, {
	Players: 5, MouseSeeds: []uint64{8}, KeySeeds: []uint64{9},
	HotSeatSeeds: []uint64{}, AnimateSeeds: []uint64{10}, NoPictures: true,
	Kinds: []string{"launch", "sail", "end"}, Timeout: 180 * time.Second,
}}
