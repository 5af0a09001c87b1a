package play

import (
	"embers/rules"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// autoTurn plays what the session plays without asking anyone
// (game.Session.Automatic): chance's outcome, rolled from the game's own
// generator, or the pass of a person's reaction window that shows nobody
// anything. The move's events are animated like any move's; a roll waits
// the computer's pause first, so the header can say that chance decides.
// In a tutorial the script names every outcome, and a still picture
// (NoAI) stays still. It reports whether the session had such a move.
func (sc *Scene) autoTurn(app ui.App) bool {
	m, ok := sc.s.Automatic()
	if !ok || sc.directed() {
		return false
	}
	if sc.opt.NoAI {
		return true
	}
	if sc.s.ToMove() == rules.Chance && sc.idle < sc.pauseBefore(app, m) && !sc.opt.Instant {
		return true
	}
	sc.turn = nil
	if err := sc.apply(app, m); err != nil {
		sc.notice = "the rules refused the game's own move: " + err.Error()
	}
	return true
}

// drawDie is the header's mark while chance is to move (the game acts, no
// seat): a die turning through its faces.
func drawDie(c *ui.Canvas, sp *kit.Sprites, cx, cy float64, tick int) {
	sp.RoundRect(c, cx-13, cy-13, 26, 26, 6, textMain(), accent(), 1.5)
	for _, d := range pips[(tick/8)%len(pips)] {
		c.Disc(cx+d[0]*7, cy+d[1]*7, 2.6, background)
	}
}

// pips are a die's faces 1-6 as offsets from its middle, shown in turn
// while chance is to move.
var pips = [][][2]float64{
	{{0, 0}},
	{{-1, -1}, {1, 1}},
	{{-1, -1}, {0, 0}, {1, 1}},
	{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}},
	{{-1, -1}, {1, -1}, {0, 0}, {-1, 1}, {1, 1}},
	{{-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {1, 1}},
}
