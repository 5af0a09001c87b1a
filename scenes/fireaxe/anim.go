package fireaxe

import (
	"math"

	"embers/rules"
	fx "embers/rules/fireaxe"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// Build makes an event's animation: longboats sail space by space (the
// days track filling a day), the raid's dice roll one by one, towns are
// taken, crew falls, halls rise, bales go into port, sagas fly to their
// singers, the wind dial turns and the final gold is counted up by source;
// what has no set piece of its own (a rune drawn, the turn passing) is
// told in a caption over the map.
//
// The set piece is chosen by the type of the event's payload (the rules'
// typed events, rules/fireaxe/events.go). A move's last event comes with
// the position the move leaves (Kit.After): when its set piece ends the
// board shows that position, so a queue of moves shows each one's result
// as it plays, not the last view's.
func (b *Board) Build(e rules.Event, ticks int) (*kit.Anim, string) {
	after, _ := b.After.(*fx.State)
	a, sound := b.build(e, ticks)
	if after == nil {
		return a, sound
	}
	if a == nil {
		b.show(after)
		return nil, sound
	}
	end := a.End
	a.End = func() {
		if end != nil {
			end()
		}
		b.show(after)
	}
	return a, sound
}

// build makes the set piece of event e (Build).
func (b *Board) build(e rules.Event, ticks int) (*kit.Anim, string) {
	seat := int(e.Seat)
	if _, turn := e.Data.(fx.TurnBegan); !turn && e.Seat >= 0 {
		b.lastSeat = e.Seat
	}
	ticks = b.computerTicks(e, ticks)
	switch d := e.Data.(type) {
	case fx.Sailed:
		b.wake.sail(seat, d.To)
		return b.dayFills(b.voyage(seat, d.To, ticks)), ""
	case fx.Launched:
		b.wake.sail(seat, fx.PortPlace(d.Port))
		return b.voyage(seat, fx.PortPlace(d.Port), ticks), ""
	case fx.Wintered:
		return b.voyage(seat, fx.WinteringPlace, ticks), ""
	case fx.TurnBegan:
		b.days, b.dice, b.extra = 0, nil, 0
		b.wake.begin(int(d.Seat), b.boatPlace(int(d.Seat)))
	case fx.FairWind:
		b.extra++
	case fx.AttackBegun:
		b.dice = nil
	case fx.Loaded, fx.RuneDrawn:
		return b.dayFills(b.Caption(e, mapFrame.X+mapFrame.W/2, mapFrame.Y+mapFrame.H-40, ticks)), ""
	case fx.RaidWon:
		b.doers[fx.PortPlace(d.Port)] = seat
		return b.dieAnim(e, d.Face, dieWin, ticks, b.townTaken(seat, d.Port, d.Gold)), ""
	case fx.RaidFailed:
		return b.dieAnim(e, d.Face, dieFail, ticks, b.crewFalls(seat, 1)), ""
	case fx.SettleDieRolled:
		return b.dieAnim(e, d.Face, ringNone, ticks, nil), ""
	case fx.SettleDiceRolled:
		if len(d.Dice) > 0 { // the last die, with the crewmen the failures cost
			return b.dieAnim(e, d.Dice[len(d.Dice)-1], ringNone, ticks, b.crewFalls(seat, d.Failed)), ""
		}
	case fx.SettlementFounded:
		b.doers[fx.PortPlace(d.Port)] = seat
		return b.hallRises(e, seat, d.Port, ticks), ""
	case fx.Traded:
		b.doers[fx.PortPlace(d.Port)] = seat
		return b.tradeAnim(e, d, ticks), ""
	case fx.Lost:
		return b.lossAnim(e, d, ticks), ""
	case fx.SagaWon:
		return b.sagaWon(e, d, ticks), ""
	case fx.SagaDealt:
		if a := b.sagaDealt(e, d, ticks); a != nil {
			return a, ""
		}
	case fx.WindTurned:
		return b.windTurns(e, d, ticks), ""
	case fx.GameOver:
		return b.gameOver(e, d, ticks), ""
	}
	return b.Caption(e, mapFrame.X+mapFrame.W/2, mapFrame.Y+mapFrame.H-40, ticks), ""
}

// voyage glides seat's longboat to place to (a launch, a day's sailing, the
// way into winter quarters); nil when there is nothing to show.
func (b *Board) voyage(seat int, to rules.Place, ticks int) *kit.Anim {
	if to == "" || seat < 0 || seat >= len(b.v.Boats) || ticks == 0 {
		return nil
	}
	return b.sailAnim(seat, to, ticks)
}

// gameOver counts the final gold up by source over the map, then tells
// the end with the banner; the result is kept for the end card.
func (b *Board) gameOver(e rules.Event, d fx.GameOver, ticks int) *kit.Anim {
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
func (b *Board) sailAnim(seat int, to rules.Place, ticks int) *kit.Anim {
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
	return kit.Fly(from.X, from.Y, dest.X, dest.Y, 0, ticks, end, func(c *ui.Canvas, x, y, f float64) {
		tilt := math.Sin(f*math.Pi) * 0.08 // the hull heels as it goes
		b.Spr.Put(c, longboatSprite{col: col, size: size, frame: (b.Frame / 3) % sailFrames}, x, y, kit.Transform{K: 1, KY: 1, Turn: tilt, A: 1})
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
