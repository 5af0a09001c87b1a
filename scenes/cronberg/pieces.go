package cronberg

import (
	"image/color"
	"strconv"

	"embers/rules"
	cb "embers/rules/cronberg"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// Everything that moves is a cached sprite, so a frame draws images only.

// asIs draws a sprite as it is.
var asIs = kit.Transform{K: 1, KY: 1, A: 1}

type tileKey struct {
	tile, o int
	k       float64
	back    bool
}

// tileSprite draws a building tile (or its back) centred on (x, y) with
// orientation o and size k, transformed by tr (turning over, growing,
// fading).
func (b *Board) tileSprite(c *ui.Canvas, tile, o int, x, y, k float64, tr kit.Transform, back bool) {
	w, h := rhombOf(o, k).box()
	key := tileKey{tile, o, k, back}
	b.Spr.DrawTransformed(c, key, x, y, w+6, h+6, tr, func(c *ui.Canvas, cx, cy float64) {
		if back {
			paintBack(c, cx, cy, o, k)
		} else {
			paintTile(c, cx, cy, tile, o, k)
		}
	})
}

// drawTiles paints every rhombus laid.
func (b *Board) drawTiles(c *ui.Canvas) {
	for t := range cb.NumTriangles {
		u := b.m.mate[t]
		if b.m.tile[t] < 0 || u < t {
			continue
		}
		mid, o := pairShape(t, u)
		b.tileSprite(c, b.m.tile[t], o, mid.X, mid.Y, 1, asIs, false)
	}
}

// token draws seat's token (its colour and shape) centred on (x, y),
// grown by k, with opacity a.
func (b *Board) token(c *ui.Canvas, seat rules.Seat, x, y, r, k, a float64) {
	b.Spr.Put(c, b.Token(seat, r), x, y, kit.Transform{K: k, KY: k, A: a})
}

func (b *Board) drawTokens(c *ui.Canvas) {
	for x := range cb.NumCrossings {
		if seat := b.m.token[x]; seat != rules.NoSeat {
			p := crossingAt(x)
			b.token(c, seat, p.X, p.Y, tokenR, 1, 1)
		}
	}
}

type closedKey struct{}

// drawClosed bars the crossings of an activated guard.
func (b *Board) drawClosed(c *ui.Canvas) {
	for x := range cb.NumCrossings {
		if b.m.closed[x] {
			p := crossingAt(x)
			b.closedMark(c, p.X, p.Y, 1, 1)
		}
	}
}

// closedMark is a red barrier across a crossing, grown by k, with opacity a.
func (b *Board) closedMark(c *ui.Canvas, x, y, k, a float64) {
	b.Spr.DrawScaled(c, closedKey{}, x, y, 28, 28, k, a, func(c *ui.Canvas, cx, cy float64) {
		red := color.RGBA{200, 52, 40, 255}
		c.Disc(cx, cy, 11, color.RGBA{40, 12, 10, 235})
		c.Ring(cx, cy, 11, 2.5, red)
		c.Line(cx-7, cy-7, cx+7, cy+7, 3, red)
		c.Line(cx-7, cy+7, cx+7, cy-7, 3, red)
	})
}

// triangleLight outlines (or fills) triangle t in col with opacity a, the
// line kept inside the triangle.
func (b *Board) triangleLight(c *ui.Canvas, t int, col color.RGBA, width, a float64, fill bool) {
	tri := triangle(t).Inset(width/2 + 2)
	if fill {
		tri.Fill(c, col, a)
		return
	}
	tri.Outline(c, width, col, a)
}

// drawActive shows the activated triangles: parks and coats of arms ringed
// in gold (they count at the end), guards in red, plain ones dimmed.
func (b *Board) drawActive(c *ui.Canvas) {
	for t := range cb.NumTriangles {
		if !b.m.active[t] || !b.m.free(t) {
			continue
		}
		switch cb.TriangleKind(t) {
		case cb.Plain:
			b.triangleLight(c, t, deadShade, 0, 1, true)
		case cb.Guard:
			b.triangleLight(c, t, guardGlow, 3, 0.9, false)
		default:
			b.triangleLight(c, t, activeGold, 3, 0.9, false)
		}
	}
}

// drawTrack stands each seat's marker on its space of the score track.
func (b *Board) drawTrack(c *ui.Canvas) {
	b.DrawMarkers(c, track, b.m.track[:b.m.players], markerR, func(seat rules.Seat, x, y float64) { b.token(c, seat, x, y, markerR, 1, 1) })
}

// drawPile paints the face-down pile in the corner and the tile drawn,
// waiting to be laid.
func (b *Board) drawPile(c *ui.Canvas) {
	n := b.m.pile
	for i := range min(n, 5) {
		off := float64(min(n, 5)-1-i) * 2.5
		b.tileSprite(c, 0, 1, pileSpot.X+off, pileSpot.Y+off, pileK, asIs, true)
	}
	label := strconv.Itoa(n) + " face down"
	if n == 0 {
		label = "the pile is empty"
	}
	c.TextCentered(label, ui.Face{Size: 12}, pileSpot.X, pileSpot.Y+40, faintLabel)
	if b.m.drawn >= 0 && b.m.laying {
		b.tileSprite(c, b.m.drawn, 1, handSpot.X, handSpot.Y, pileK, asIs, false)
		c.TextCentered("to lay", ui.Face{Size: 12}, handSpot.X, handSpot.Y+40, faintLabel)
	}
}

// pileK is the size of the tiles in the pile and the one drawn.
const pileK = 0.85
