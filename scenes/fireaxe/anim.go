package fireaxe

import (
	"math"

	"embers/rules"
	fx "embers/rules/fireaxe"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// Build makes an event's animation: longboats sail space by space (the
// days track filling a day), the raid's dice roll one by one, towns are
// taken, crew falls, halls rise, bales go into port, sagas fly to their
// singers, the wind dial turns and the final gold is counted up by source;
// what has no set piece of its own (a rune drawn, the turn passing) is
// told in a caption over the map.
func (b *Board) Build(e rules.Event, ticks int) (*play.Anim, string) {
	seat := int(e.Seat)
	d, _ := e.Data.(fx.Change)
	if e.Kind != "turn" && e.Seat >= 0 {
		b.lastSeat = e.Seat
	}
	ticks = b.computerTicks(e, ticks)
	switch e.Kind {
	case "sail", "launch", "winter":
		if len(e.Places) == 0 || seat < 0 || seat >= len(b.v.Boats) || ticks == 0 {
			if e.Kind == "sail" {
				b.dayFills(nil)
			}
			return nil, ""
		}
		a := b.sailAnim(seat, e.Places[0], ticks)
		if e.Kind == "sail" {
			a = b.dayFills(a)
		}
		return a, ""
	case "turn":
		b.days, b.dice, b.extra = 0, nil, 0
	case "fairwind":
		b.extra++
	case "attack":
		b.dice = nil
	case "load", "rune.draw":
		return b.dayFills(b.Caption(e, mapFrame.X+mapFrame.W/2, mapFrame.Y+mapFrame.H-40, ticks)), ""
	case "raid.won", "raid.failed", "settle.die", "settle.dice":
		if a := b.attackAnim(e, d, ticks); a != nil {
			return a, ""
		}
	case "settle.founded":
		return b.hallRises(e, seat, d.Port, ticks), ""
	case "trade":
		return b.tradeAnim(e, d, ticks), ""
	case "loss":
		return b.lossAnim(e, d, ticks), ""
	case "saga.won":
		return b.sagaWon(e, d, ticks), ""
	case "saga.new":
		if a := b.sagaDealt(e, d, ticks); a != nil {
			return a, ""
		}
	case "wind":
		return b.windTurns(e, d, ticks), ""
	case "game.over":
		if e.Data != nil {
			return b.gameOver(e, d, ticks), ""
		}
	}
	return b.Caption(e, mapFrame.X+mapFrame.W/2, mapFrame.Y+mapFrame.H-40, ticks), ""
}

// gameOver counts the final gold up by source over the map, then tells
// the end with the banner; the result is kept for the end card.
func (b *Board) gameOver(e rules.Event, d fx.Change, ticks int) *play.Anim {
	b.Result = rules.Result{Over: true, Winners: d.Winners, Scores: d.Scores}
	end := func() { b.EndText = b.EndLine() }
	if ticks == 0 {
		end()
		return nil
	}
	return b.scoreCount(e, d, ticks, end)
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
