package kit

import (
	"embers/rules"
	"embers/scenes/ui"
)

// Layers is what a board paints in the frame the kit draws (Draw and
// DrawOver), from the bottom up, and how it turns an event into an
// animation (Animate). A board sets its Layers in the kit when it is made.
type Layers interface {
	PlaceMarker
	// Load takes view (the state as the viewer may see it) as the board's
	// model, with no choice under way; it is false for a state of another
	// game. (The kit keeps the view's Result and writes the banner.)
	Load(view rules.State) bool
	// DrawUnder paints the board at rest under the pieces: the ground and
	// its lights (the kit then marks the last moves of a board with shapes).
	DrawUnder(c *ui.Canvas)
	// DrawTargets lights the legal targets of the person's turn t.
	DrawTargets(c *ui.Canvas, t *Turn)
	// DrawPieces paints the pieces (the kit then rings what the hovered log
	// line's event touches, for a board with shapes).
	DrawPieces(c *ui.Canvas)
	// DrawSupplies paints a seat's supplies (servants, markers, cards in
	// hand) in its row r of the side panel; secret ones only for the viewer.
	DrawSupplies(c *ui.Canvas, seat rules.Seat, r Rect)
	// DrawShared paints the game's shared status in r (danger meter, piles).
	DrawShared(c *ui.Canvas, r Rect)
	// DrawEnd lays the end of the game over the board.
	DrawEnd(c *ui.Canvas)
	// DrawPick paints the person's choice in progress above everything: a
	// ghost piece, the chooser (the kit then writes the pick's tips).
	DrawPick(c *ui.Canvas, t *Turn)
	// Build makes the animation of event e lasting about ticks (nil: none)
	// and names its sound; it may change the board's model at once.
	Build(e rules.Event, ticks int) (*Anim, string)
}

// Reset shows view (seen by viewer) at rest, ending any animation; the
// last-move marks stay.
func (k *Kit) Reset(view rules.State, viewer rules.Seat) {
	if !k.Layers.Load(view) {
		return
	}
	k.Viewer, k.Anim, k.Result = viewer, nil, view.Result()
	k.EndText = k.EndLine()
	k.View = view
	k.Pick.Reset()
	k.Focus = Focus{} // a new position: the first key finds a lit target afresh
}

// Warmer is optional for a board's Layers: WarmUp paints, once per
// render scale, the sprites a game will need, so no animation has to
// paint one in the middle of a move.
type Warmer interface {
	WarmUp(c *ui.Canvas)
}

// HintMarker is optional for a board's Layers: it marks the suggested move
// m, pulsing with pulse; the kit then serves as the play scene's HintBoard.
type HintMarker interface {
	MarkHint(c *ui.Canvas, m rules.Move, pulse float64)
}

// DrawHint paints the hint's mark, while one is shown.
func (k *Kit) DrawHint(c *ui.Canvas) {
	if hm, ok := k.Layers.(HintMarker); ok && k.Hint.On {
		hm.MarkHint(c, k.Hint.Move, k.Pulse(8, 0.4))
	}
}

// Parsed reads places with parse, keeping those it accepts (the places of
// a log line that lie on the board, say).
func Parsed[S any](places []rules.Place, parse func(rules.Place) (S, bool)) []S {
	var out []S
	for _, p := range places {
		if s, ok := parse(p); ok {
			out = append(out, s)
		}
	}
	return out
}

// Control is a button of a person's turn in the controls area: x from
// its left edge, or from its right edge when negative.
func Control(x, y, w, h float64) Rect {
	r := ControlsRect
	if x < 0 {
		x += r.W
	}
	return Rect{r.X + x, r.Y + y, w, h}
}

// Draw paints the board: under the pieces, the last moves' marks, the lit
// targets while a person chooses (t not nil), the pieces, what the hovered
// log line points at (the marks and the pointing for a board with
// shapes), and the end card once the end is shown.
func (k *Kit) Draw(c *ui.Canvas, t *Turn) {
	k.Frame++ // frames drawn: flicker and pulses follow them
	if k.Still != nil {
		k.Still.Draw(c)
	}
	if w, ok := k.Layers.(Warmer); ok && k.Warm(c) {
		w.WarmUp(c)
	}
	_, shaped := k.Layers.(Shaper)
	k.Layers.DrawUnder(c)
	if shaped {
		k.DrawMarks(c)
	}
	if t != nil {
		k.Layers.DrawTargets(c, t)
		k.registerPlaces(c, t)
	}
	k.Layers.DrawPieces(c)
	if shaped {
		k.DrawPointed(c)
	}
	if k.EndText != "" && k.Anim == nil && !k.Highlights.Active { // a tutorial tells the end its own way
		k.Layers.DrawEnd(c)
	}
}

// DrawOver paints, above the panel too, the animation in progress, the
// tutorial's highlights and the person's choice with its tips.
func (k *Kit) DrawOver(c *ui.Canvas, t *Turn) {
	if k.Anim != nil && k.Anim.Draw != nil {
		k.Anim.Draw(c, k.Anim.F())
	}
	k.DrawHighlights(c, k.Layers, k.Players())
	if t == nil {
		return
	}
	k.focusDrawn, k.quietTold = false, false
	k.Layers.DrawPick(c, t)
	if !k.focusDrawn && k.Pick.Menu == nil { // the board did not ring the keyboard's place: the kit does
		k.DrawFocus(c, k.Focus.Place)
	}
	if m := k.Pick.Menu; m != nil {
		m.Draw(c, k.Pick.MX, k.Pick.MY)
		if k.Focus.On {
			if r, rows := m.Keys(k.Focus.Option, 0); rows > 0 {
				ui.DrawFocusRing(c, r.UI())
			}
		}
	}
	k.Pick.DrawTips(c, k.Tips, k.quietTold)
}

// Animate starts the animation of one event (finishing the one before)
// and returns its sound. An event by a seat of the game marks that seat's
// last move on the places the event names (markEvent) before the board
// builds its animation.
func (k *Kit) Animate(e rules.Event, ticks int) string {
	k.markEvent(e)
	var sound string
	k.Anim, sound = Next(k.Anim, e, ticks, func() (*Anim, string) { return k.Layers.Build(e, ticks) })
	k.After = nil
	return sound
}

// MoveEnder is optional for a Board: the play scene tells it, just before
// it animates the last event of a move, the position the move leaves as
// the screen's viewer may see it. A board whose animations change its
// model event by event needs none of it; one that shows what changed
// between two positions ends the move's last animation on it. The kit
// answers it: Layers.Build finds the position in Kit.After while it makes
// that event's animation.
type MoveEnder interface {
	EndsMove(after rules.State)
}

// EndsMove (MoveEnder) keeps after for the next event's Build.
func (k *Kit) EndsMove(after rules.State) { k.After = after }

// DrawSeat paints a seat's supplies in the panel (and keeps where, for
// highlights and for pieces that fly to the panel).
func (k *Kit) DrawSeat(c *ui.Canvas, seat rules.Seat, r Rect) {
	if seat >= 0 && int(seat) < MaxSeats {
		k.Seats[seat] = r
	}
	k.Layers.DrawSupplies(c, seat, r)
}

// DrawStatus paints the game's shared status in the panel (and keeps
// where).
func (k *Kit) DrawStatus(c *ui.Canvas, r Rect) {
	k.Status = r
	k.Layers.DrawShared(c, r)
}

// Players is how many seats the game has.
func (k *Kit) Players() int {
	if k.Session == nil {
		return 0
	}
	return len(k.Session.Match.Seats)
}
