package kit

import "embers/scenes/ui"

// Sprite is a cached picture that paints itself. Its value is its cache
// key, so it must hold everything its picture depends on (a size, a
// colour, a frame of a flicker) and be comparable. A board declares its
// pieces as Sprites: the same value draws one and warms it ahead of time.
type Sprite interface {
	// Box is the picture's size in logical pixels (Sprites adds a margin).
	Box() (w, h float64)
	// Paint paints the picture centred on (cx, cy).
	Paint(c *ui.Canvas, cx, cy float64)
}

// Put draws sp centred on (x, y), transformed by t, painting it first if
// it is not cached.
func (s *Sprites) Put(c *ui.Canvas, sp Sprite, x, y float64, t Transform) {
	w, h := sp.Box()
	s.DrawTransformed(c, sp, x, y, w, h, t, sp.Paint)
}

// PutAt draws sp centred on (x, y) as it is, grown by k.
func (s *Sprites) PutAt(c *ui.Canvas, sp Sprite, x, y, k float64) {
	s.Put(c, sp, x, y, Transform{K: k, KY: k, A: 1})
}

// Warm paints every sprite of sps not cached yet, without drawing any: a
// board's WarmUp lists what its animations will need, so no move has to
// paint a piece in the middle of a flight.
func (s *Sprites) Warm(c *ui.Canvas, sps ...Sprite) {
	for _, sp := range sps {
		w, h := sp.Box()
		s.Prepare(c, sp, w, h, sp.Paint)
	}
}
