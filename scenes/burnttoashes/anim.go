package burnttoashes

import (
	"embers/rules"
	ba "embers/rules/burnttoashes"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// sounds are what each event sounds like (missing: silent).
var sounds = map[string]string{
	"province.claimed": "clack", "knight.placed": "clack", "tile.placed": "clack", "pawn.placed": "clack",
	"offer.laid": "flip", "dragon.turned": "flip", "card.turned": "flip", "follower.taken": "flip", "tile.bought": "flip",
	"markers.laid": "whoosh", "attack.bought": "whoosh", "province.lost": "toll", "knight.fell": "toll",
	"dragon.hit": "click", "dragon.slain": "fanfare", "dragon.won": "toll", "game.over": "fanfare",
}

// Build makes the animation of e and names its sound; the seat's move is
// marked on the places it touched.
func (b *Board) Build(e rules.Event, ticks int) (*play.Anim, string) {
	if e.Seat >= 0 && int(e.Seat) < b.m.Players {
		b.Mark(e.Seat, b.markable(int(e.Seat), e.Places))
	}
	switch l, ok := e.Data.(ba.Laid); {
	case ok && e.Seat >= 0 && int(e.Seat) < ba.MaxPlayers:
		b.told[e.Seat] = l
	case e.Kind == "pawn.placed":
		b.told = [ba.MaxPlayers]ba.Laid{}
	}
	return b.animation(e, eventTicks(e, ticks)), sounds[e.Kind]
}

// animation is the animation of e: a piece moving (anim_pieces.go), the
// dragon's flight for the markers, a pawn or a marker set down, a
// province burning, else the event's line over the place it names.
func (b *Board) animation(e rules.Event, ticks int) *play.Anim {
	provs := provincesOf(e.Places)
	if a, ok := b.piece(e, provs, ticks); ok {
		return a
	}
	switch e.Kind {
	case "markers.laid":
		return b.flight(e, provs, ticks)
	case "province.claimed":
		if len(provs) == 1 {
			p, s := provs[0], int(e.Seat)
			x, y := provRect(p).Centre()
			return play.Fly(centreX, centreY, x, y, 40, ticks, func() { b.m.Owner[p] = s },
				func(c *ui.Canvas, x, y, _ float64) { b.Spr.SeatDisc(c, b.S, rules.Seat(s), x, y, 10) })
		}
	case "pawn.placed":
		if i := spaceOf(e.Places); i >= 0 {
			r := spaceRect(i)
			return play.Fly(centreX, centreY-40, r.X+r.W/2, r.Y-6, 50, ticks, func() { b.m.Pawn = i },
				func(c *ui.Canvas, x, y, _ float64) { b.pawn(c, x, y) })
		}
	case "province.lost":
		if len(provs) == 1 {
			p := provs[0]
			return &play.Anim{N: ticks, End: func() { b.m.Lost[p], b.m.Owner[p], b.m.Stack[p] = true, -1, nil },
				Draw: func(c *ui.Canvas, f float64) {
					x, y := provRect(p).Centre()
					b.Glow(c, x, y, 30+40*f, 0.8*play.FadeInOut(f))
					b.Steam(c, x, y-10, f)
				}}
		}
	case "marker.lifted":
		if len(provs) == 1 {
			p := provs[0]
			b.m.Marker[p] = false
		}
	case "dragon.won", "game.over":
		if r, ok := e.Data.(rules.Result); ok {
			return b.ending(r, e, ticks)
		}
	}
	x, y := offerRect.Centre() // a button's or the year's event: over the table, not the dragon
	if r, ok := placeRect(firstOf(e.Places)); ok {
		x, y = r.Centre()
	}
	return b.Caption(e, x, y, ticks)
}

// flight is the set piece: the dragon pawn leaves its space and flies
// along its path, each marker landing as it passes over the province.
func (b *Board) flight(e rules.Event, provs []int, ticks int) *play.Anim {
	path := b.m.Pawn
	if len(provs) > 0 {
		path, _ = pathOf(provs[0])
	}
	if path < 0 {
		return b.Caption(e, centreX, centreY, ticks)
	}
	landed := make([]bool, len(provs))
	n := ticks * 3
	return &play.Anim{N: n, Draw: func(c *ui.Canvas, f float64) {
		b.m.flight = flight{on: true, path: path, f: f}
		for i, p := range provs {
			_, pos := pathOf(p)
			if !landed[i] && f*float64(ba.PathLen) >= float64(pos)+0.5 {
				landed[i], b.m.Marker[p] = true, true
			}
		}
	}, End: func() {
		b.m.flight = flight{}
		for _, p := range provs {
			b.m.Marker[p] = true
		}
	}}
}

// markable are the places of seat's move its mark may ring: the hands
// drawn in the keep are the viewer's own, so another seat's offer or
// follower marks the table, never the viewer's hand.
func (b *Board) markable(seat int, places []rules.Place) []rules.Place {
	if seat == b.m.Viewer {
		return places
	}
	var out []rules.Place
	for _, p := range places {
		if p != "hand:gold" && p != "hand:followers" {
			out = append(out, p)
		}
	}
	return out
}

// provincesOf lists the provinces among places, in order.
func provincesOf(places []rules.Place) []int {
	var out []int
	for _, p := range places {
		if sp, _ := ba.ParsePlace(p); sp.Kind == ba.ProvinceSpot {
			out = append(out, sp.Index)
		}
	}
	return out
}

// spaceOf is the dragon space among places, or -1.
func spaceOf(places []rules.Place) int {
	for _, p := range places {
		if sp, _ := ba.ParsePlace(p); sp.Kind == ba.SpaceSpot {
			return sp.Index
		}
	}
	return -1
}

func firstOf(places []rules.Place) rules.Place {
	if len(places) == 0 {
		return ""
	}
	return places[0]
}

// ending tells the end over the keep: the dragon's triumph or its death,
// and the banner stays once it is shown.
func (b *Board) ending(r rules.Result, e rules.Event, ticks int) *play.Anim {
	head, col := "The dragon is slain", goldCol
	if r.Lost {
		head, col = "The kingdom burns", emberCol
	}
	line := rules.Names(e.Text, b.Names())
	return b.Announce(head, line, col, keep.W-40, 96, ticks*2, func() {
		b.Result = r
		b.EndText = b.EndLine()
	})
}
