package crownofash

import (
	"strings"

	"embers/rules"
	"embers/scenes/play"
)

// Build makes the animation of e; it also records the places of the
// seat's last move. For now every event is a caption over the map and the
// model is taken from the view at the next reset: the set pieces (minions
// placed, resources flying, structures stacked, the combat reveal, round
// scoring) come next, once the rules' events carry what they need
// (see docs, notes/board-crownofash.md).
func (b *Board) Build(e rules.Event, ticks int) (*play.Anim, string) {
	if rules.IsSeat(e.Seat) && e.Seat < rules.Seat(b.m.seats) {
		b.Mark(e.Seat, e.Places)
	}
	if e.Kind == "game.over" {
		return b.gameOver(e, ticks), "fanfare"
	}
	return b.Caption(e, mapX, mapY+citadelR+24, ticks), ""
}

// Pointable reports whether a person points at p after the first place of
// a move: fighters are not, so the fighters of a battle or a defence are
// chosen in the chooser the space or region opens (a group of one, two or
// three is a move of its own, and the kit narrows to places pointed at).
func (b *Board) Pointable(p rules.Place) bool { return !strings.HasPrefix(string(p), "f:") }

// gameOver shows the end: the rules' result becomes the board's, and the
// banner and card follow.
func (b *Board) gameOver(e rules.Event, ticks int) *play.Anim {
	if res, ok := e.Data.(rules.Result); ok {
		b.Result = res
		b.EndText = b.EndLine()
	}
	return b.Caption(e, mapX, mapY+citadelR+24, ticks)
}
