package fireaxe

import (
	"embers/rules"
	fx "embers/rules/fireaxe"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// Shapes are the shapes each place covers: a space (a sea or a river) its
// name, a port its disc, the strip's boxes, the buttons shown, and the
// mover's crew, goods and runes in their panel row.
func (b *Board) Shapes(p rules.Place) []kit.Shape {
	sp, _ := fx.ParsePlace(p)
	if sp.Kind == fx.SeaSpot {
		return b.seaShape(sp.ID)
	}
	if ll, ok := b.pieces.where[p]; ok {
		at := b.sea.chart.at(ll)
		if !mapFrame.Contains(at.X, at.Y) {
			return nil
		}
		r := 16.0
		if sp.Kind == fx.PortSpot {
			r = portRadius + 4
		}
		return []kit.Shape{kit.CircleShape(at.X, at.Y, r)}
	}
	rect := func(r ui.Rect) []kit.Shape { return []kit.Shape{kit.RectShape(kit.Rect(r), 6)} }
	switch {
	case p == fx.WinteringPlace:
		return rect(winterBox)
	case p == fx.WindPlace:
		return []kit.Shape{kit.CircleShape(windCentre.X, windCentre.Y, windRadius)}
	case p == fx.DemandPlace:
		return rect(demandBox)
	case p == fx.SagaDeckPlace:
		return rect(sagaDeck)
	case p == fx.RuneDeckPlace:
		return rect(runeDeck)
	case p == fx.DicePlace:
		return rect(diceBox)
	case sp.Kind == fx.SagaSpot && sp.Index < len(sagaBoxes):
		return rect(sagaBoxes[sp.Index])
	}
	if r, ok := buttonRects[p]; ok { // a button is drawn only while its move is open
		if len(b.pick.Starting(p)) == 0 {
			return nil
		}
		return []kit.Shape{kit.RectShape(r, 6)}
	}
	if r, ok := b.cargoRect(p); ok {
		return []kit.Shape{kit.RectShape(r, 4)}
	}
	return nil
}

// looks are how the kit rings the map's places: gold for what the log
// points at, the seat's colour for last moves, the hint's own colour.
var looks = kit.Looks{
	Point: kit.Look{Col: kit.LitGold, Width: 3, Inset: 1, A: 1},
	Mark:  kit.Look{Width: 2.5, Inset: 1, A: 0.95},
	Hint:  kit.Look{Col: kit.HintColour, Width: 3, A: 1},
	Focus: kit.Look{Inset: 2},
}

// LitLook lights what the person may do: a port to sail to glows and is
// ringed in gold, a sea space's name is ringed thinly (its whole cell is
// tinted under the pieces, DrawTargets), a box or button or cargo is
// ringed.
func (b *Board) LitLook(p rules.Place, _ []rules.Move) []kit.Lit {
	if sp, _ := fx.ParsePlace(p); sp.Kind == fx.SeaSpot {
		return []kit.Lit{{Look: kit.Look{Col: kit.LitGold, Width: 1.5, A: 0.95}, Lo: 0.55}}
	}
	if _, ok := b.pieces.where[p]; ok {
		return []kit.Lit{
			{Look: kit.Look{Col: kit.RGBA(255, 214, 120, 90), A: 0.8}, Lo: 0.4, Disc: 14},
			{Look: kit.Look{Col: kit.LitGold, Width: 2.5, Inset: 1.5, A: 1}, Lo: 0.6},
		}
	}
	return []kit.Lit{{Look: kit.Look{Col: kit.LitGold, Width: 2, Inset: 1, A: 0.9}, Lo: 0.35}}
}

// seaShape is a sea space's or river's shape: a pill round its name,
// where the person reads it (none when the name is off the map's frame).
func (b *Board) seaShape(id string) []kit.Shape {
	l, ok := b.sea.seaLabels()[id]
	if !ok {
		return nil
	}
	r := l.box
	if x, y := r.X+r.W/2, r.Y+r.H/2; !mapFrame.Contains(x, y) {
		return nil
	}
	box := kit.Rect{X: r.X - seaPad, Y: r.Y - seaPad, W: r.W + 2*seaPad, H: r.H + 2*seaPad}
	return []kit.Shape{kit.RectShape(box, box.H/2)}
}

// portDisc is the port's disc as drawn (a little wider), which a pointer
// over it means before anything else; ok is false for no port or one off
// the map's frame.
func (b *Board) portDisc(p rules.Place) (kit.Shape, bool) {
	pt, ok := b.ports[p]
	if !ok {
		return kit.Shape{}, false
	}
	at := b.sea.chart.at(pt.At)
	if !mapFrame.Contains(at.X, at.Y) {
		return kit.Shape{}, false
	}
	return kit.CircleShape(at.X, at.Y, portSize(pt)+1), true
}
