package crownofash

import (
	"testing"

	"embers/scenes/play/boardtest"
)

// events are the event kinds every table's animated games must show: the
// set pieces of a turn, a battle and a round.
var events = []string{"gather", "build", "battle", "card.laid", "cards.shown", "battle.won", "raise", "round.scored", "game.over"}

// TestBoardSuite passes the map through the shared board suite at three
// lords.
func TestBoardSuite(t *testing.T) {
	boardtest.Run(t, "crownofash", boardtest.Options{Players: 3,
		Kinds: []string{"gather", "build", "battle"}, Events: events})
}

// TestBoardSuiteWithTheAIDeck: two lords and the AI deck (easy), whose
// region die and action cards must be animated too. The pictures are the
// three lords' suite's.
func TestBoardSuiteWithTheAIDeck(t *testing.T) {
	boardtest.Run(t, "crownofash", boardtest.Options{Players: 2, Variant: "deck=easy",
		Kinds: []string{"gather", "battle"}, Events: append(events, "ai.region", "ai.action"),
		AnimateSeeds: []uint64{4, 5}, NoPictures: true})
}

// TestBoardSuiteAtFour: four lords, the dashed spaces open.
func TestBoardSuiteAtFour(t *testing.T) {
	boardtest.Run(t, "crownofash", boardtest.Options{Players: 4,
		Kinds: []string{"gather", "battle"}, Events: events, AnimateSeeds: []uint64{4}, NoPictures: true})
}

func BenchmarkDraw(b *testing.B) { boardtest.BenchDraw(b, "crownofash", 3, 30) }
