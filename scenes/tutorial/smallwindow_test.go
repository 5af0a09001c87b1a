package tutorial

import (
	"testing"

	"embers/scenes/ui"
)

// TestEveryCardFitsAtEveryWindowSize: every step's card of every playable
// game's tutorial, its narration and what it says once the move is made,
// fits inside the card, line by line and in height, with text measured as a window of
// 854 x 480, 1280 x 720 or 1920 x 1080 draws it (at 854 x 480 a line is
// 6% wider than a third less of its width at 1280 x 720: text written for
// the big window spilled out of the card).
func TestEveryCardFitsAtEveryWindowSize(t *testing.T) {
	t.Cleanup(func() { ui.SetTextScale(1) })
	for _, scale := range []float64{854.0 / 1280, 1, 1.5} {
		ui.SetTextScale(scale)
		for _, id := range Available() {
			tut, app := openGame(t, id, 0)
			for i := range tut.Steps() {
				tut.goTo(app, i)
				for _, done := range []bool{false, true} {
					tut.done = done
					tut.card.layout(tut)
					if !tut.card.fits() {
						t.Errorf("%s step %d at %.0f x 720 scale %.2f (done %v): the text is too tall for the card", id, i+1, 1280*scale, scale, done)
					}
					face, _ := tut.card.face()
					for _, l := range tut.card.lines {
						if w, _ := ui.Measure(l.text, face); w > tut.card.rect.W-2*cardPad {
							t.Errorf("%s step %d at scale %.2f: %q is %.0f wide in a card of %.0f", id, i+1, scale, l.text, w, tut.card.rect.W-2*cardPad)
						}
					}
				}
			}
		}
	}
}
