package trekronor

import (
	"image/color"
	"slices"

	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// sounds are what each event sounds like ("" or missing: silent).
var sounds = map[string]string{
	tk.EvServantPlaced: "clack", tk.EvServantMoved: "clack", tk.EvServantHome: "clack", tk.EvBucketsReturned: "clack",
	tk.EvFireDoused: "water", tk.EvMarkerPlaced: "flip", tk.EvSpreadPlaced: "flip", tk.EvPileRevealed: "flip",
	tk.EvFireLanded: "whoosh", tk.EvCorridorFire: "whoosh", tk.EvFireSpreads: "whoosh", tk.EvFireBlocked: "whoosh",
	tk.EvGameWon: "fanfare", tk.EvGameLost: "toll", tk.EvHallScored: "click",
}

// MarkPlaces (kit.MarkPicker): a seat's action marks its last move (a
// pass clears it); a spread marker, a pile checked and a servant the fire
// sends home leave no mark.
func (b *Board) MarkPlaces(e rules.Event) ([]rules.Place, bool) {
	switch e.Data.(type) {
	case tk.ServantPlaced, tk.ServantMoved, tk.FireDoused, tk.MarkerPlaced:
		return e.Places, true
	case tk.Passed:
		return nil, true
	}
	return nil, false
}

// Build makes the animation of e and names its sound.
func (b *Board) Build(e rules.Event, ticks int) (*kit.Anim, string) {
	return b.animation(e, ticks), sounds[e.Kind]
}

// animation is the animation of e.
func (b *Board) animation(e rules.Event, ticks int) *kit.Anim {
	switch d := e.Data.(type) {
	case tk.ServantPlaced:
		b.m.hand[d.Seat]--
		x, y := squareCentre(d.Square)
		return b.FromHand(d.Seat, b.servantOf(d.Seat, 17), x, y, 26, 0, ticks, func() { b.m.servant[d.Square] = d.Seat })
	case tk.ServantMoved:
		b.m.servant[d.From] = rules.NoSeat
		return b.slide(d, ticks)
	case tk.ServantSentHome:
		return b.sendHome(d, ticks)
	case tk.Passed:
		return b.caption(e, ticks)
	case tk.FireDoused:
		return b.douse(d, ticks)
	case tk.MarkerPlaced:
		return b.layMarker(d, ticks)
	case tk.SpreadPlaced:
		return b.laySpread(d, ticks)
	case tk.PileChecked:
		if !d.Spreads { // the usual quiet check: a short caption
			return b.caption(e, ticks*2/3)
		}
		return b.caption(e, ticks)
	case tk.PileRevealed:
		return b.reveal(d, ticks)
	case tk.FireLanded:
		return b.fireLands(d, ticks)
	case tk.CorridorFire:
		return b.corridorFire(d, ticks)
	case tk.FireSpreads:
		return b.fireSpreads(d, e.Kind == tk.EvFireBlocked, ticks)
	case tk.BucketsReturned:
		return b.bucketsBack(d, ticks)
	case tk.GameEnded:
		return b.gameEnds(d, ticks)
	case tk.HallScored:
		return b.hallScored(d, ticks)
	}
	return nil
}

func (b *Board) slide(d tk.ServantMoved, ticks int) *kit.Anim {
	x0, y0 := squareCentre(d.From)
	x1, y1 := squareCentre(d.To)
	return kit.Fly(x0, y0, x1, y1, 26, ticks, func() { b.m.servant[d.To] = d.Seat }, func(c *ui.Canvas, x, y, _ float64) {
		b.servant(c, d.Seat, x, y, 17)
	})
}

func (b *Board) sendHome(d tk.ServantSentHome, ticks int) *kit.Anim {
	b.m.servant[d.Square] = rules.NoSeat
	x, y := squareCentre(d.Square)
	return b.Home(d.Seat, b.servantOf(d.Seat, 17), x, y, 40, 0.4, ticks, func() { b.m.hand[d.Seat]++ })
}

func (b *Board) douse(d tk.FireDoused, ticks int) *kit.Anim {
	b.m.bucket[d.Well] = false
	x0, y0 := bucketSpot(d.Well)
	x1, y1 := squareCentre(d.Square)
	mid := func() {
		if d.Hall >= 0 {
			b.m.cells[d.Hall][d.Slot].Fire = false
		} else {
			b.m.fire[d.Square] = false
		}
		b.m.fireSupply++
	}
	return &kit.Anim{N: ticks * 3 / 2, Mid: mid, Draw: func(c *ui.Canvas, f float64) {
		switch {
		case f < 0.45: // the bucket is carried over
			x, y := kit.Arc(x0, y0, x1, y1-22, 50, f/0.45)
			b.bucket(c, x, y, 11)
		case f < 0.7: // tipped out
			tip := (f - 0.45) / 0.25
			b.Spr.Put(c, bucketSprite{11}, x1, y1-22, kit.Transform{K: 1, KY: 1, Turn: tip * 1.9, A: 1})
			for i := range 6 {
				dy := tip * 30 * (0.5 + ui.Noise(i))
				b.Disc(c, x1-8+float64(i)*4, y1-14+dy, 2.5, color.RGBA{120, 190, 240, 255}, 0.85)
			}
		default:
			b.Steam(c, x1, y1, (f-0.7)/0.3)
		}
	}}
}

func (b *Board) layMarker(d tk.MarkerPlaced, ticks int) *kit.Anim {
	x, y := slotCentre(d.Hall, d.Slot)
	n := int(b.m.cells[d.Hall][d.Slot].N)
	off := float64(n) * 7
	mk := tk.Marker{Owner: d.Seat, Kind: d.Kind}
	end := func() {
		c := &b.m.cells[d.Hall][d.Slot]
		if c.N < 2 {
			c.M[c.N] = mk
			c.N++
		}
		b.m.markers[d.Seat][2]--
		if d.Kind == tk.KindSave || d.Kind == tk.KindSteal {
			b.m.markers[d.Seat][d.Kind-tk.KindSave]--
		}
	}
	return &kit.Anim{N: ticks, End: end, Draw: func(c *ui.Canvas, f float64) {
		e := kit.Ease(f)
		w := 24 * (1.8 - 0.8*e)
		b.Spr.PutAt(c, b.markerOf(mk, 22), x-16+off, y+16-off-60*(1-e), w/22)
	}}
}

func (b *Board) laySpread(d tk.SpreadPlaced, ticks int) *kit.Anim {
	x0, y0 := b.SeatSpot(d.Seat)
	x0 += 250
	x1, y1 := b.pileSpot()
	end := func() {
		b.m.pile = append(b.m.pile, tk.PileEntry{Owner: d.Seat, Value: tk.ValueOf(d.Value)})
		b.m.spread = false
		b.m.spreadHand[d.Seat] = slices.DeleteFunc(b.m.spreadHand[d.Seat], func(v string) bool { return v == d.Value })
	}
	return kit.Fly(x0, y0, x1, y1, 30, ticks, end, func(c *ui.Canvas, x, y, f float64) {
		b.spreadCard(c, d.Seat, d.Value, x, y, 22, d.Value != "?" && f < 0.5)
	})
}

// caption shows the event's log line low over the castle for a moment.
func (b *Board) caption(e rules.Event, ticks int) *kit.Anim {
	return b.Caption(e, origin.X+origin.W/2, origin.Y+origin.H-60, ticks)
}
