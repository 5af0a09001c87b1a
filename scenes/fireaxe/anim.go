package fireaxe

import (
	"math"

	"embers/rules"
	fx "embers/rules/fireaxe"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// Build makes an event's animation. So far a longboat sails space by space
// (each day's move glides from where it stood to where it enters, the
// sail billowing) and winters home; every other event is told in a
// caption over the map while its own set piece is still to come (the
// notes list them).
func (b *Board) Build(e rules.Event, ticks int) (*play.Anim, string) {
	seat := int(e.Seat)
	switch e.Kind {
	case "sail", "launch", "winter":
		if len(e.Places) == 0 || seat < 0 || seat >= len(b.v.Boats) || ticks == 0 {
			return nil, ""
		}
		return b.sailAnim(seat, e.Places[0], ticks), ""
	case "game.over":
		if d, ok := e.Data.(fx.Change); ok {
			return b.gameOver(e, d, ticks), ""
		}
	}
	if ticks == 0 {
		return nil, ""
	}
	return b.Caption(e, mapFrame.X+mapFrame.W/2, mapFrame.Y+mapFrame.H-40, ticks), ""
}

// gameOver tells the end over the map and keeps the result for the end
// card and the banner.
func (b *Board) gameOver(e rules.Event, d fx.Change, ticks int) *play.Anim {
	end := func() {
		b.Result = rules.Result{Over: true, Winners: d.Winners, Scores: d.Scores}
		b.EndText = b.EndLine()
	}
	if ticks == 0 {
		end()
		return nil
	}
	return b.Announce("The sagas are sung", "the final gold is counted", ending.Col, 420, 96, ticks*2, end)
}

// sailAnim glides seat's longboat to place; when it lands the board shows
// it there until the next view arrives.
func (b *Board) sailAnim(seat int, to rules.Place, ticks int) *play.Anim {
	from := b.boatDrawnAt(seat)
	b.sailing = seat
	end := func() {
		b.shownAt[seat] = to
		b.sailing = -1
	}
	b.shownAt[seat] = to
	dest := b.boatDrawnAt(seat)
	delete(b.shownAt, seat)
	col, size := b.Colour(rules.Seat(seat)), boatSize*b.pieces.grow()
	return play.Fly(from.X, from.Y, dest.X, dest.Y, 0, ticks, end, func(c *ui.Canvas, x, y, f float64) {
		tilt := math.Sin(f*math.Pi) * 0.08 // the hull heels as it goes
		b.Spr.Put(c, longboatSprite{col: col, size: size, frame: (b.Frame / 3) % sailFrames}, x, y, play.Transform{K: 1, KY: 1, Turn: tilt, A: 1})
	})
}

// boatDrawnAt is where seat's longboat is drawn now: on the map, or in the
// Wintering box.
func (b *Board) boatDrawnAt(seat int) ui.Pt {
	if at, ok := b.pieces.boatSpot(b.v, seat, b.shownAt); ok {
		return at
	}
	return winterSpot(seat)
}

// winterSpot is the place of seat's longboat in the Wintering box.
func winterSpot(seat int) ui.Pt {
	return ui.Pt{X: winterBox.X + 16 + float64(seat)*24, Y: winterBox.Y + 40}
}
