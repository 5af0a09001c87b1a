package cronberg

import (
	"image/color"

	"embers/game"
	"embers/rules"
	cb "embers/rules/cronberg"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// tokenSprites are the pictures of tiles, tokens and lights, kept for the
// whole run (their keys say everything they depend on, so every game
// shares them).
var tokenSprites play.Sprites

// Board is the town of Cronberg.
type Board struct {
	s      *game.Session
	spr    *play.Sprites
	m      model
	viewer rules.Seat
	tick   int

	anim   *anim
	marks  [cb.MaxSeats][]rules.Place // the places each seat's last action touched
	banner string

	pick  picker        // the person's choice in progress
	keys  keyFocus      // the keyboard's place, when it leads
	point []rules.Place // what the hovered log line's event touches
	hl    highlights    // what a tutorial step points at
	hint  hintMark      // the suggested move, while shown

	seatRects  [cb.MaxSeats]play.Rect // where DrawSeat drew each seat
	statusRect play.Rect              // where DrawStatus drew
	warmed     float64                // the scale the sprites were prepared at
}

var _ play.Board = (*Board)(nil)

// New makes the board of a session of Cronberg.
func New(s *game.Session) *Board {
	b := &Board{s: s, spr: &tokenSprites}
	b.ClearMarks()
	b.pick.reset()
	if v, ok := s.Match.State.View(rules.NoSeat).(*cb.State); ok {
		b.m = modelOf(v)
	}
	return b
}

// Reset shows the view at rest.
func (b *Board) Reset(view rules.State, viewer rules.Seat) {
	v, ok := view.(*cb.State)
	if !ok {
		return
	}
	b.m = modelOf(v)
	b.viewer = viewer
	b.anim = nil
	b.pick.reset()
	b.banner = endBanner(b.s, b.m)
}

// ClearMarks forgets every seat's last move.
func (b *Board) ClearMarks() {
	b.marks = [cb.MaxSeats][]rules.Place{}
}

// Busy reports whether an event is being animated.
func (b *Board) Busy() bool { return b.anim != nil }

// Tick advances the animation.
func (b *Board) Tick() {
	if b.anim != nil && b.anim.Step() {
		b.anim = nil
	}
}

// Banner is the end-of-game headline, once the end has been shown.
func (b *Board) Banner() string { return b.banner }

// endBanner is the headline of a finished game, or "".
func endBanner(s *game.Session, m model) string {
	if !m.over {
		return ""
	}
	names := play.SeatNames(s)
	w := ""
	for i, seat := range m.result.Winners {
		switch {
		case i == 0:
		case i == len(m.result.Winners)-1:
			w += " and "
		default:
			w += ", "
		}
		w += names[seat]
	}
	if len(m.result.Winners) > 1 {
		return "The town is rebuilt. " + w + " share the win."
	}
	return "The town is rebuilt. " + w + " wins."
}

func (b *Board) colour(seat rules.Seat) color.RGBA { return play.SeatColour(b.s, seat) }

// colourIndex is the palette entry of seat (its colour and shape).
func (b *Board) colourIndex(seat rules.Seat) int {
	if seat < 0 || int(seat) >= len(b.s.Match.Seats) {
		return 0
	}
	return b.s.Match.Seats[seat].Colour
}

// Draw paints the town and everything on it.
func (b *Board) Draw(c *ui.Canvas, t *play.Turn) {
	b.tick++
	town.Draw(c)
	b.warm(c)
	b.drawActive(c)
	b.drawTiles(c)
	b.drawClosed(c)
	b.drawMarks(c)
	if t != nil {
		b.drawTargets(c, t)
	}
	b.drawTokens(c)
	b.drawTrack(c)
	b.drawPile(c)
	b.drawPointed(c)
	if b.m.over && b.anim == nil && !b.hl.active {
		b.drawEnd(c)
	}
}

// DrawOver paints the animation in progress, and the person's ghost tile
// and explanations, above the panel too.
func (b *Board) DrawOver(c *ui.Canvas, t *play.Turn) {
	if b.anim != nil && b.anim.Draw != nil {
		b.anim.Draw(c, b.anim.F())
	}
	b.drawHighlights(c)
	if t != nil {
		b.drawPick(c, t)
	}
}
