package burnttoashes

import (
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// Why the offering became final, said over the keep at the moment the
// dragon tile turns (docs/rules "The offering": a round in which nobody
// changes ends it, else the last round does). The rules say which in the
// dragon.turned event (ba.Turned.Settled).

// finalCaption is the reason the offering is final as the tile turns.
func finalCaption(settled bool) string {
	if settled {
		return "Nobody changed: the offering is final"
	}
	return "The last round is over: the offering is final"
}

// withFinal adds the offering's final word, over the dragon, to the
// turning of its tile.
func (b *Board) withFinal(a *kit.Anim, settled bool) *kit.Anim {
	text := finalCaption(settled)
	draw := a.Draw
	a.Draw = func(c *ui.Canvas, f float64) {
		draw(c, f)
		b.Formula(c, centreX, centreY-62, text, kit.FadeInOut(f))
	}
	return a
}
