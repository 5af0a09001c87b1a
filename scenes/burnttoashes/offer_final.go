package burnttoashes

import (
	"embers/rules"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// Why the offering became final, said over the keep at the moment the
// dragon tile turns (docs/rules "The offering": a round in which nobody
// changes ends it, else the last round does).

// finalCaption is the reason the offering is final as the tile turns:
// nobody changed in the round just ended (the model holds the round as it
// stood before the move, revised tells whether the move itself laid
// cards), else the last round is over.
func (m *model) finalCaption(revised bool) string {
	if !m.Changed && !revised {
		return "Nobody changed: the offering is final"
	}
	return "The last round is over: the offering is final"
}

// withFinal adds the offering's final word, over the dragon, to the
// turning of its tile.
func (b *Board) withFinal(a *play.Anim) *play.Anim {
	text := b.m.finalCaption(b.revised)
	draw := a.Draw
	a.Draw = func(c *ui.Canvas, f float64) {
		draw(c, f)
		b.Formula(c, centreX, centreY-62, text, play.FadeInOut(f))
	}
	return a
}

// noteRevision remembers that the move being shown laid an offering (the
// model's Changed is the round's before the move); Load forgets it.
func (b *Board) noteRevision(e rules.Event) {
	if e.Kind == "offer.laid" {
		b.revised = true
	}
}
