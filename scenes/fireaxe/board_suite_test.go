package fireaxe

import (
	"testing"

	"embers/scenes/play/boardtest"
)

// TestBoardSuite passes the map through the shared board suite: whole
// games by mouse, by keys and at one screen, and games with every event
// animated, meeting sailing, runes, raids, settlements and the end.
func TestBoardSuite(t *testing.T) {
	boardtest.Run(t, "fireaxe", boardtest.Options{
		Players: 2,
		Kinds:   []string{"launch", "sail", "load", "end", "winter"},
		Events: []string{"launch", "sail", "winter", "load", "turn", "rune.draw", "rune.play", "wind", "attack",
			"raid.won", "raid.failed", "settle.founded", "trade", "demand", "game.over"},
	})
}
