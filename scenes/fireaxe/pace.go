package fireaxe

import (
	"embers/rules"
	fx "embers/rules/fireaxe"
	"embers/scenes/kit"
)

// A computer's turn in Fire & Axe is many small moves (a day each); played
// at the pace of one move a turn, two computers took over a minute a round.
// So the board paces them: the settings' full pause before a seat's first
// move of a turn, a short one between its moves and before chance's dice,
// and its routine moves (loading, drawing a rune, ending the turn) told
// quickly, the detail left to the log. A person's own moves keep their
// full animations.

var _ kit.Pacer = (*Board)(nil)

// PauseShare is the share of the computer's pause before move m (the
// play scene scales the pause by the speed chosen): the whole pause when
// a new seat begins its turn, a fifth of it between the moves of one
// turn and before chance's dice.
func (b *Board) PauseShare(rules.Move) float64 {
	if b.Session == nil {
		return 1
	}
	if seat := b.Session.ToMove(); seat == rules.Chance || seat == b.lastSeat {
		return betweenMoves
	}
	return 1
}

// betweenMoves is the share of the pause between a seat's moves of one
// turn.
const betweenMoves = 0.2

// computerTicks is how long the set piece of event e lasts, of ticks: a
// computer's routine move and its sailing are told in half the time; the
// turn passing in half the time and the end of a turn in a quarter,
// whoever's (the person who ended it knows, and the header says whose turn
// it is), so that the wait between a person's "End the turn" and their
// next turn is the computer's moves.
func (b *Board) computerTicks(e rules.Event, ticks int) int {
	switch e.Data.(type) {
	case fx.TurnBegan:
		return ticks / 2
	case fx.TurnEnded:
		return ticks / 4
	}
	if e.Seat < 0 || b.Session == nil || b.Session.IsHuman(e.Seat) {
		return ticks
	}
	switch e.Data.(type) {
	case fx.Loaded, fx.RuneDrawn, fx.RuneDiscarded, fx.Launched, fx.Wintered, fx.Sailed:
		return ticks / 2
	}
	return ticks
}
