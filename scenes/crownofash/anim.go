package crownofash

import (
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
	return b.Caption(e, mapX, mapY+citadelR+24, ticks), ""
}
