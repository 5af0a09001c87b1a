package kit

import (
	"embers/rules"
	"embers/scenes/ui"
)

// HintWorder is optional for a board's Layers: the few words the hint's
// label gives move m ("place here"; "" for no label). The kit's MarkHint
// writes them over the move's first place.
type HintWorder interface {
	HintWords(m rules.Move) string
}

// hintLook rings a suggested move's places in the hint's own colour, just
// outside them, unless the board's Looks say otherwise.
var hintLook = Look{Col: HintColour, Width: 4, Inset: -3, A: 1}

// MarkHint paints the suggested move m: the shapes of the places the
// rules name for it (as a mark shows them) ringed in the hint's colour,
// pulsing with pulse, and the board's words for it over the first (a
// piece's move as an arrow, where the board's looks ask: hintArrow).
func (k *Kit) MarkHint(c *ui.Canvas, m rules.Move, pulse float64) {
	if k.hintArrow(c, m, pulse) {
		return
	}
	shapes, look, words := k.hintMark(m)
	for _, s := range shapes {
		s.Ring(c, look, pulse)
	}
	if words != "" && len(shapes) > 0 {
		k.hintTag(c, shapes[0].Inset(look.Inset).Bounds(), words)
	}
}

// hintMark is what marks the suggested move m: its places' shapes, the
// look of their rings (the board's, else hintLook) and the label's words.
func (k *Kit) hintMark(m rules.Move) (shapes []Shape, look Look, words string) {
	if k.Placer == nil {
		return nil, look, ""
	}
	look = k.Looks.Hint
	if look.Width == 0 {
		look = hintLook
	}
	if hw, ok := k.Layers.(HintWorder); ok {
		words = hw.HintWords(m)
	}
	return k.markShapes(k.Placer.MovePlaces(m)), look, words
}

// hintTag labels r with the hint's words above it (below, at the top of
// the screen).
func (k *Kit) hintTag(c *ui.Canvas, r Rect, label string) {
	y := r.Y - 18
	if y < 20 {
		y = r.Y + r.H + 18
	}
	k.HintLabel(c, r.X+r.W/2, y, label)
}
