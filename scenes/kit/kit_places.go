package kit

import (
	"embers/rules"
	"embers/scenes/ui"
)

// Shaper is optional for a board's Layers: the shapes place p covers on
// the screen (a square; a kind of ground, square by square; a hall's
// doors), none for a place not drawn. With it the kit outlines and labels
// places for the tutorial, aims at them, rings what the hovered log line
// points at and marks each seat's last move; a board overrides any of
// these where it truly differs.
type Shaper interface {
	Shapes(p rules.Place) []Shape
}

// Looks are how a board rings its places, in its own colours and widths.
type Looks struct {
	Point  Look // what the hovered log line's event touches
	Mark   Look // a seat's last move, in the seat's colour (Col unused)
	Hint   Look // the suggested move (zero: the hint's colour, just outside)
	Focus  Look // the keyboard's place (only Inset: the ring is the kit's own)
	Chosen Look // the places chosen on the way to a move (a servant picked up)
	// MarkStep pulls each further seat's mark this much further in, so two
	// seats' marks on one place both show.
	MarkStep float64
	// MarkDisc adds the seat's own shape in a marked rectangle's corner,
	// so seats' marks differ without colour too.
	MarkDisc bool
	// HintArrow hints a piece's move from one place pointed at to another
	// as an arrow between them (hintArrow), not as two rings.
	HintArrow bool
}

// ShapesOf are the shapes place p covers (none when the board has no
// Shaper).
func (k *Kit) ShapesOf(p rules.Place) []Shape {
	if s, ok := k.Layers.(Shaper); ok {
		return s.Shapes(p)
	}
	return nil
}

// PlaceCentre is the middle of place p's first shape; ok is false for a
// place not drawn.
func (k *Kit) PlaceCentre(p rules.Place) (x, y float64, ok bool) {
	if ss := k.ShapesOf(p); len(ss) > 0 {
		x, y = ss[0].Centre()
		return x, y, true
	}
	return 0, 0, false
}

// OutlinePlace outlines every shape of the place name for the tutorial,
// pulsing with pulse.
func (k *Kit) OutlinePlace(c *ui.Canvas, name string, pulse float64) {
	for _, s := range k.ShapesOf(rules.Place(name)) {
		s.Glow(c, pulse)
	}
}

// LabelSpot puts a tutorial label over the top of the place's first
// shape, with no leader line.
func (k *Kit) LabelSpot(name string) (x, y, fx, fy float64, ok bool) {
	ss := k.ShapesOf(rules.Place(name))
	if len(ss) == 0 {
		return 0, 0, 0, 0, false
	}
	b := ss[0].Bounds()
	return b.X + b.W/2, b.Y + 20, 0, 0, true
}

// Aim is where a person clicks next on the way to move m: the option of
// the chooser already open, else the middle of the next place the rules
// name for m (Targets.Next). Tests of scenes that host the board (the
// tutorial) play with the mouse through it; ok is false when m is not a
// move the board can be clicked for.
func (k *Kit) Aim(m rules.Move) (x, y float64, ok bool) {
	if menu := k.Pick.Menu; menu != nil {
		return menu.Aim(m)
	}
	if k.Targets == nil || k.Placer == nil {
		return 0, 0, false
	}
	if p, ok := k.Targets.Next(k.Placer.MovePlaces(m)); ok {
		return k.PlaceCentre(p)
	}
	return 0, 0, false
}

// Pointed are the places of the hovered log line that are drawn on the
// board itself (not those in the panel: a pile of markers, a hand).
func (k *Kit) Pointed() []rules.Place {
	var out []rules.Place
	for _, p := range k.Point {
		if ss := k.ShapesOf(p); len(ss) > 0 && k.onBoard(ss) {
			out = append(out, p)
		}
	}
	return out
}

// onBoard reports whether the middles of shapes ss lie in the board's area.
func (k *Kit) onBoard(ss []Shape) bool {
	for _, s := range ss {
		if !k.Area.Contains(s.Centre()) {
			return false
		}
	}
	return true
}

// DrawPointed rings the shapes of what the hovered log line's event
// touches, as Looks.Point says.
func (k *Kit) DrawPointed(c *ui.Canvas) {
	for _, p := range k.Pointed() {
		for _, s := range k.ShapesOf(p) {
			s.Ring(c, k.Looks.Point, 1)
		}
	}
}

// MarkShaper is optional for a board's Layers: the shapes that mark a
// move touching places (a tile laid over two triangles is marked by its
// own outline, not by theirs). Without it a mark rings each place's
// shapes.
type MarkShaper interface {
	MarkShapes(places []rules.Place) []Shape
}

// markShapes are the shapes that mark a move that touched places.
func (k *Kit) markShapes(places []rules.Place) []Shape {
	if ms, ok := k.Layers.(MarkShaper); ok {
		return ms.MarkShapes(places)
	}
	var out []Shape
	for _, p := range places {
		out = append(out, k.ShapesOf(p)...)
	}
	return out
}

// DrawMarks rings what each seat's last move touched on the board, in the
// seat's colour, each further seat nested further in (Looks.Mark,
// Looks.MarkStep): dashes on a dark bed, where a lit target's ring is
// solid, so a mark never reads as a place to click.
func (k *Kit) DrawMarks(c *ui.Canvas) {
	for seat := range min(k.Players(), MaxSeats) {
		look := k.Looks.Mark
		look.Col = k.Colour(rules.Seat(seat))
		look.Inset += k.Looks.MarkStep * float64(seat)
		for _, s := range k.markShapes(k.Marks[seat]) {
			if !k.Area.Contains(s.Centre()) {
				continue
			}
			ring := s.Inset(look.Inset)
			ring.Outline(c, look.Width+3, Ink, 0.6*look.A) // a dark bed: the dashes show on any ground
			ring.Dashed(c, look.Width, look.Col, look.A)
			if b := s.Bounds(); k.Looks.MarkDisc && s.Kind == RectKind {
				k.Spr.SeatDisc(c, k.Session, rules.Seat(seat), b.X+b.W-look.Inset-5, b.Y+look.Inset+5, 6)
			}
		}
	}
}

// focusWhite is the line of the keyboard's ring, over a dark halo.
var focusWhite = RGB(255, 255, 255)

// DrawFocus rings place p, the keyboard's place, while the keys lead: a
// dark halo under a white line, seen on light tiles and dark ground
// alike, Looks.Focus.Inset inside the place's shapes.
func (k *Kit) DrawFocus(c *ui.Canvas, p rules.Place) {
	k.focusDrawn = true
	for _, s := range k.focusRings(p) {
		s.Outline(c, 7, Ink, 0.7)
		s.Outline(c, 3.5, focusWhite, 1)
	}
}

// focusRings are where the keyboard's ring round p runs: none while the
// mouse leads.
func (k *Kit) focusRings(p rules.Place) []Shape {
	if !k.Focus.On {
		return nil
	}
	var out []Shape
	for _, s := range k.ShapesOf(p) {
		out = append(out, s.Inset(k.Looks.Focus.Inset))
	}
	return out
}
