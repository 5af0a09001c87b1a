package play

import (
	"embers/rules"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// cueTicks is how long the "your turn" cue shows (1.5 s).
const cueTicks = 90

// TurnSound is the sound that tells a person it is their turn.
const TurnSound = "click"

// callTurn tells the person at the screen that their turn has come: a
// sound and the header lit for a moment, once per turn of a new seat or
// after any move (a tutorial's own steps included).
func (sc *Scene) callTurn(app ui.App) {
	seat := sc.s.ToMove()
	if sc.handoff || !sc.s.IsHuman(seat) {
		return
	}
	sc.cue, sc.cueSeat = cueTicks, seat
	if snd := app.Sound(); snd != nil {
		snd.Play(TurnSound)
	}
}

// TurnCue reports how strongly the "your turn" cue shows now (0: not at
// all, 1: just called).
func (sc *Scene) TurnCue() float64 { return float64(sc.cue) / cueTicks }

// shownSeat is the seat the header and the panel speak of: while a move's
// events are shown, the seat that made it (never the state ahead of the
// animation); else the seat to move (NoSeat: the game is over).
func (sc *Scene) shownSeat() rules.Seat {
	if sc.Animating() && sc.playing != rules.NoSeat {
		return sc.playing
	}
	if sc.Animating() {
		if to := sc.s.ToMove(); to != rules.NoSeat {
			return to
		}
		return rules.Chance // a game continued mid-animation: nobody's turn to name
	}
	return sc.s.ToMove()
}

// Header is what the panel's header says now: its title and second line.
func (sc *Scene) Header() (title, sub string) {
	to := sc.shownSeat()
	switch {
	case to == rules.NoSeat:
		return "Game over", sc.board.Banner()
	case sc.Animating() && to == rules.Chance:
		title = "Chance decides"
	case sc.Animating():
		title = kit.SeatName(sc.s, to) + " plays"
	case to == rules.Chance:
		return "Chance decides", "the game rolls for the table"
	default:
		title = kit.SeatName(sc.s, to) + " to play"
	}
	switch {
	case sc.notice != "":
		return title, sc.notice
	case sc.directed() && sc.opt.Director.Status() != "":
		return title, sc.opt.Director.Status()
	case sc.Animating():
		return title, "Any key or click skips the animation"
	}
	return title, sc.seatSub(to, sc.frame)
}
