package fireaxe

import (
	"testing"

	"embers/scenes/play/boardtest"
)

// TestBoardSuite passes the map through the shared board suite: whole
// games by mouse, by keys and at one screen, and games with every event
// animated, meeting sailing, runes, raids, settlements and the end; then
// at three and five players (the rules' smallest crowd above two and the
// largest), where the panel's rows and the crowded seas are tested.
func TestBoardSuite(t *testing.T) {
	boardtest.Run(t, "fireaxe", boardtest.Options{
		Players: 2,
		Kinds:   []string{"launch", "sail", "load", "end", "winter"},
		Events: []string{"launch", "sail", "winter", "load", "turn", "rune.draw", "rune.play", "wind", "attack",
			"raid.won", "raid.failed", "settle.founded", "trade", "demand", "game.over"},
	})
	t.Run("ThreePlayers", func(t *testing.T) {
		boardtest.Run(t, "fireaxe", boardtest.Options{Players: 3, MouseSeeds: []uint64{5}, KeySeeds: []uint64{6},
			HotSeatSeeds: []uint64{}, AnimateSeeds: []uint64{7}, NoPictures: true,
			Kinds: []string{"launch", "sail", "end"}})
	})
	t.Run("FivePlayers", func(t *testing.T) {
		boardtest.Run(t, "fireaxe", boardtest.Options{Players: 5, MouseSeeds: []uint64{8}, KeySeeds: []uint64{9},
			HotSeatSeeds: []uint64{}, AnimateSeeds: []uint64{10}, NoPictures: true,
			Kinds: []string{"launch", "sail", "end"}, Timeout: 180e9})
	})
}
