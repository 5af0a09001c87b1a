package play

import (
	"embers/rules"
	"embers/scenes/ui"
)

// Layers is what a board paints in the frame the kit draws (Draw and
// DrawOver), from the bottom up, and how it turns an event into an
// animation (Animate). A board sets its Layers in the kit when it is made.
type Layers interface {
	PlaceMarker
	// DrawUnder paints the board at rest under the pieces: the ground, its
	// lights and the last-move marks.
	DrawUnder(c *ui.Canvas)
	// DrawTargets lights the legal targets of the person's turn t.
	DrawTargets(c *ui.Canvas, t *Turn)
	// DrawPieces paints the pieces and rings what the hovered log line's
	// event touches.
	DrawPieces(c *ui.Canvas)
	// DrawEnd lays the end of the game over the board.
	DrawEnd(c *ui.Canvas)
	// DrawPick paints the person's choice in progress above everything: a
	// ghost piece, the chooser (the kit then writes the pick's tips).
	DrawPick(c *ui.Canvas, t *Turn)
	// Build makes the animation of event e lasting about ticks (nil: none)
	// and names its sound; it may change the board's model at once.
	Build(e rules.Event, ticks int) (*Anim, string)
}

// Draw paints the board: under the pieces, the lit targets while a person
// chooses (t not nil), the pieces, and the end card once the end is shown.
func (k *Kit) Draw(c *ui.Canvas, t *Turn) {
	k.Frame++ // frames drawn: flicker and pulses follow them
	k.L.DrawUnder(c)
	if t != nil {
		k.L.DrawTargets(c, t)
	}
	k.L.DrawPieces(c)
	if k.EndText != "" && k.Anim == nil && !k.HL.Active { // a tutorial tells the end its own way
		k.L.DrawEnd(c)
	}
}

// DrawOver paints, above the panel too, the animation in progress, the
// tutorial's highlights and the person's choice with its tips.
func (k *Kit) DrawOver(c *ui.Canvas, t *Turn) {
	if k.Anim != nil && k.Anim.Draw != nil {
		k.Anim.Draw(c, k.Anim.F())
	}
	k.DrawHighlights(c, k.L, k.Players())
	if t != nil {
		k.L.DrawPick(c, t)
		k.Pick.DrawTips(c, k.Tips)
	}
}

// Animate starts the animation of one event (finishing the one before)
// and returns its sound.
func (k *Kit) Animate(e rules.Event, ticks int) string {
	var sound string
	k.Anim, sound = Next(k.Anim, e, ticks, func() (*Anim, string) { return k.L.Build(e, ticks) })
	return sound
}

// Players is how many seats the game has.
func (k *Kit) Players() int {
	if k.S == nil {
		return 0
	}
	return len(k.S.Match.Seats)
}
