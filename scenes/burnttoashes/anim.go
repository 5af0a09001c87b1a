package burnttoashes

import (
	"embers/rules"
	ba "embers/rules/burnttoashes"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// sounds are what each event sounds like (missing: silent).
var sounds = map[string]string{
	ba.EvProvinceClaimed: "clack", ba.EvKnightPlaced: "clack", ba.EvTilePlaced: "clack", ba.EvPawnPlaced: "clack",
	ba.EvOfferLaid: "flip", ba.EvDragonTurned: "flip", ba.EvCardTurned: "flip", ba.EvFollowerTaken: "flip", ba.EvTileBought: "flip",
	ba.EvMarkersLaid: "whoosh", ba.EvAttackBought: "whoosh", ba.EvProvinceLost: "toll", ba.EvKnightFell: "toll",
	ba.EvDragonHit: "click", ba.EvDragonSlain: "fanfare", ba.EvDragonWon: "toll", ba.EvGameOver: "fanfare",
}

// Build makes the animation of e and names its sound (the kit has marked
// the seat's move on the places it touched: MarkPlaces).
func (b *Board) Build(e rules.Event, ticks int) (*kit.Anim, string) {
	switch d := e.Data.(type) {
	case ba.Laid:
		if d.Seat >= 0 && int(d.Seat) < ba.MaxPlayers {
			b.told[d.Seat] = d
		}
	case ba.PawnPlaced:
		b.told = [ba.MaxPlayers]ba.Laid{}
	}
	return b.animation(e, eventTicks(e, ticks)), sounds[e.Kind]
}

// animation is the animation of e, by its payload: a piece moving with the
// event's line (anim_pieces.go), the dragon's flight for the markers, a
// coat of arms, the pawn or a marker set down, a province burning, the
// end; else the event's line over the place it names.
func (b *Board) animation(e rules.Event, ticks int) *kit.Anim {
	var piece *kit.Anim
	switch d := e.Data.(type) {
	case ba.Laid:
		piece = b.cardsLaid(int(d.Seat), ticks)
	case ba.Turned:
		piece = b.tileTurned(d, ticks)
	case ba.CardTurned:
		piece = b.cardTurned(d.Card, ticks)
	case ba.FollowerTaken:
		piece = b.followerTaken(d, ticks)
	case ba.TileBought:
		piece = b.tileMoved(true, d.Province, ticks)
	case ba.TilePlaced:
		if e.Kind == ba.EvTilePlaced { // not the Traitor's taking
			piece = b.tileMoved(false, d.Province, ticks)
		}
	case ba.KnightFell:
		piece = b.knightFalls(d.Province, ticks)
	case ba.DragonHit:
		piece = b.woundStruck(d.Hit, ticks)
	case ba.Markers:
		return b.flight(d, ticks)
	case ba.Claimed:
		p, s := d.Province, d.Seat
		x, y := provRect(p).Centre()
		return kit.Fly(centreX, centreY, x, y, 40, ticks, func() { b.m.Owner[p] = int(s) },
			func(c *ui.Canvas, x, y, _ float64) { b.Spr.SeatDisc(c, b.Session, s, x, y, 10) })
	case ba.PawnPlaced:
		i := d.Path
		r := spaceRect(i)
		return kit.Fly(centreX, centreY-40, r.X+r.W/2, r.Y-6, 50, ticks, func() { b.m.Pawn = i },
			func(c *ui.Canvas, x, y, _ float64) { b.pawn(c, x, y) })
	case ba.ProvinceLost:
		p := d.Province
		return &kit.Anim{N: ticks, End: func() { b.m.Lost[p], b.m.Owner[p], b.m.Stack[p] = true, -1, nil },
			Draw: func(c *ui.Canvas, f float64) {
				x, y := provRect(p).Centre()
				b.Glow(c, x, y, 30+40*f, 0.8*kit.FadeInOut(f))
				b.Steam(c, x, y-10, f)
			}}
	case ba.MarkerLifted:
		b.m.Marker[d.Province] = false
	case ba.Ended:
		return b.ending(d.Result, e, ticks)
	}
	if piece != nil {
		return b.withLine(piece, e, ticks)
	}
	x, y := offerRect.Centre() // a button's or the year's event: over the table, not the dragon
	if len(e.Places) > 0 {
		if r, ok := placeRect(e.Places[0]); ok {
			x, y = r.Centre()
		}
	}
	return b.Caption(e, x, y, ticks)
}

// flight is the set piece: the dragon pawn leaves its space and flies
// along its path, each marker landing as it passes over the province.
func (b *Board) flight(d ba.Markers, ticks int) *kit.Anim {
	path, provs := d.Path, d.Provinces
	landed := make([]bool, len(provs))
	n := ticks * 3
	return &kit.Anim{N: n, Draw: func(c *ui.Canvas, f float64) {
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

// MarkPlaces (kit.MarkPicker): every event of a seat marks its move, but
// on another seat's gold and followers in hand, which the viewer cannot see.
func (b *Board) MarkPlaces(e rules.Event) ([]rules.Place, bool) {
	return b.markable(int(e.Seat), e.Places), true
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

// ending tells the end over the keep: the dragon's triumph or its death,
// and the banner stays once it is shown.
func (b *Board) ending(r rules.Result, e rules.Event, ticks int) *kit.Anim {
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
