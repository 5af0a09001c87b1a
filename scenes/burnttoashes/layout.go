package burnttoashes

import (
	"embers/rules"
	ba "embers/rules/burnttoashes"
	"embers/scenes/kit"
)

// The kingdom is a ring of 7×7 cells round the dragon's keep: each path
// runs six cells along one side, clockwise, its entry at the corner where
// the previous path ends, so the dragon's flight goes round the ring.
const (
	cell  = 97.0
	gap   = 3.0
	cells = 7
)

var origin = kit.Rect{X: 20, Y: 20, W: cell * cells, H: cell * cells}

// provCell is the ring cell (column, row) of province p.
func provCell(p int) (col, row int) {
	path, pos := p/ba.PathLen, p%ba.PathLen
	switch path {
	case 0: // north, left to right
		return pos, 0
	case 1: // east, top to bottom
		return cells - 1, pos
	case 2: // south, right to left
		return cells - 1 - pos, cells - 1
	}
	return 0, cells - 1 - pos // west, bottom to top
}

// provRect is province p's tile on the screen.
func provRect(p int) kit.Rect {
	col, row := provCell(p)
	return kit.Rect{X: origin.X + float64(col)*cell + gap, Y: origin.Y + float64(row)*cell + gap, W: cell - 2*gap, H: cell - 2*gap}
}

// keep is the inner square: the dragon, its tiles, the offering, the fight.
var keep = kit.Rect{X: origin.X + cell + 8, Y: origin.Y + cell + 8, W: cell*5 - 16, H: cell*5 - 16}

var centreX, centreY = keep.Centre()

// spaceRect is dragon tile space i, inside the keep next to its path's entry.
func spaceRect(i int) kit.Rect {
	const w, h = 58.0, 58.0
	x, y := provRect(i * ba.PathLen).Centre()
	inward := func(v, c float64) float64 { // one cell towards the keep
		switch {
		case v < c-1:
			return v + cell
		case v > c+1:
			return v - cell
		}
		return v
	}
	x, y = inward(x, centreX), inward(y, centreY)
	return kit.Rect{X: x - w/2, Y: y - h/2, W: w, H: h}
}

// The keep's other things.
var (
	dragonSpot  = kit.Rect{X: centreX - 90, Y: centreY - 112, W: 180, H: 134}
	offerRect   = kit.Rect{X: keep.X + 72, Y: centreY + 34, W: keep.W - 144, H: 58}
	combatRect  = kit.Rect{X: centreX + 110, Y: centreY - 70, W: 64, H: 88}
	discardRect = kit.Rect{X: centreX - 174, Y: centreY - 70, W: 64, H: 88}
	deckRect    = kit.Rect{X: centreX - 136, Y: keep.Y + 16, W: 58, H: 76}
)

// displayRect is face-up follower i, right of the follower deck.
func displayRect(i int) kit.Rect {
	return kit.Rect{X: deckRect.X + 68 + float64(i)*68, Y: deckRect.Y, W: 62, H: 76}
}

// handRect is the mover's gold and followers, along the keep's foot.
var (
	goldRect  = kit.Rect{X: keep.X + 72, Y: offerRect.Y + offerRect.H + 8, W: (keep.W - 154) / 2, H: 44}
	handFRect = kit.Rect{X: goldRect.X + goldRect.W + 10, Y: goldRect.Y, W: goldRect.W, H: 44}
)

// Shapes says where each place of the rules lies: provinces and dragon
// spaces on the board, the buttons in the controls (Button places are
// drawn by the kit's buttons; their shape is the button's rectangle).
func (b *Board) Shapes(p rules.Place) []kit.Shape {
	if r, ok := placeRect(p); ok {
		return []kit.Shape{kit.RectShape(r, 6)}
	}
	if r, ok := buttonRect(p); ok {
		return []kit.Shape{kit.RectShape(r, 6)}
	}
	return nil
}

// placeRect is the rectangle of a place on the board.
func placeRect(p rules.Place) (kit.Rect, bool) {
	switch sp, _ := ba.ParsePlace(p); sp.Kind {
	case ba.ProvinceSpot:
		return provRect(sp.Index), true
	case ba.SpaceSpot:
		return spaceRect(sp.Index), true
	case ba.DisplaySpot:
		return displayRect(sp.Index), true
	}
	r, ok := fixed[p]
	return r, ok
}

var fixed = map[rules.Place]kit.Rect{
	"dragon": dragonSpot, "combat": combatRect, "discard": discardRect, "followers": deckRect,
	"hand:gold": goldRect, "hand:followers": handFRect, "offering": offerRect,
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
