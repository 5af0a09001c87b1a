package trekronor

import (
	"image/color"
	"strings"

	"embers/game"
	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// seatLook gives a seat its colour and shape from the session.
type seatLook struct{ s *game.Session }

func (l *seatLook) colour(seat rules.Seat) color.RGBA { return play.SeatColour(l.s, seat) }

func (l *seatLook) mark(c *ui.Canvas, seat rules.Seat, x, y, r float64, col color.Color) {
	play.SeatMark(c, l.s, seat, x, y, r, col)
}

// tokenSprites are the pictures of tokens and figures, kept for the whole
// run (their keys name the colours, so every game can share them).
var tokenSprites play.Sprites

// Board is the castle of Tre Kronor Infernum.
type Board struct {
	s      *game.Session
	look   seatLook
	spr    *play.Sprites // tokens and figures, cached as images (shared)
	m      model
	viewer rules.Seat
	tick   int

	anim   *anim
	marks  [tk.MaxSeats][]rules.Place // the places each seat's last action touched
	banner string

	pick  picker        // the person's choice in progress
	keys  keyFocus      // the keyboard's place, when it leads
	point []rules.Place // what the hovered log line's event touches
	hl    highlights    // what a tutorial step points at

	seatRects  [tk.MaxSeats]play.Rect // where DrawSeat drew each seat
	warmed     float64                // the scale the sprites were prepared at
	statusRect play.Rect              // where DrawStatus drew
	hint       hintMark               // the suggested move shown (hintmark.go)
}

var _ play.Board = (*Board)(nil)

// New makes the board of a session of Tre Kronor.
func New(s *game.Session) *Board {
	b := &Board{s: s, look: seatLook{s}, spr: &tokenSprites}
	b.pick.reset()
	return b
}

// Reset shows the view at rest.
func (b *Board) Reset(view rules.State, viewer rules.Seat) {
	v, ok := view.(*tk.State)
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
	b.marks = [tk.MaxSeats][]rules.Place{}
}

// Busy reports whether an event is being animated.
func (b *Board) Busy() bool { return b.anim != nil }

// Tick advances the animations.
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
	if m.result.Lost {
		return "The castle burnt down: everyone loses."
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
		return "The castle stands! " + w + " share the win."
	}
	return "The castle stands! " + w + " wins."
}

// Draw paints the castle and everything on it.
func (b *Board) Draw(c *ui.Canvas, t *play.Turn) {
	b.tick++ // frames drawn: the fire flickers with them
	castle.Draw(c)
	b.warm(c)
	b.drawFirelight(c)
	b.drawBuckets(c)
	b.drawMarks(c)
	if t != nil {
		b.drawTargets(c, t)
	}
	b.drawTokens(c)
	b.drawServants(c)
	b.drawPointed(c)
	if b.m.over && b.anim == nil && !b.hl.active {
		b.drawEnd(c)
	}
}

// DrawOver paints the animation in progress and the person's chooser and
// explanations above the panel too.
func (b *Board) DrawOver(c *ui.Canvas, t *play.Turn) {
	if b.anim != nil && b.anim.Draw != nil {
		b.anim.Draw(c, b.anim.F())
	}
	b.drawHighlights(c)
	if t != nil {
		b.drawPick(c, t)
	}
}

func (b *Board) drawBuckets(c *ui.Canvas) {
	for w := range tk.NumWells {
		x, y := bucketSpot(w)
		if b.m.bucket[w] {
			b.bucket(c, x, y, 9)
		} else {
			b.ring(c, x, y, 14, 14, 7, 1.2, color.RGBA{30, 20, 14, 160}, 1) // the empty hook
		}
	}
}

func (b *Board) drawTokens(c *ui.Canvas) {
	for h := range tk.NumHalls {
		for s := range 4 {
			x, y := slotCentre(h, s)
			b.drawCell(c, b.m.cells[h][s], x, y, h*4+s)
		}
	}
	for sq := range tk.NumSquares {
		if b.m.fire[sq] {
			x, y := squareCentre(sq)
			b.flame(c, x, y, 20, b.tick, sq)
		}
	}
}

func (b *Board) drawServants(c *ui.Canvas) {
	for sq := range tk.NumSquares {
		if seat := b.m.servant[sq]; seat != rules.NoSeat {
			x, y := squareCentre(sq)
			lift := 0.0
			if sq == b.pick.from {
				lift = 6
			}
			b.servant(c, seat, x, y-lift, 17)
		}
	}
}

// drawMarks rings the squares and wells each seat touched with its last
// action (a hall is marked by its square the action used).
func (b *Board) drawMarks(c *ui.Canvas) {
	for seat := range b.m.players {
		col := b.look.colour(rules.Seat(seat))
		in := 8 + 7*float64(seat) // nested, so two seats' marks on one square both show
		for _, p := range b.marks[seat] {
			switch s, _ := tk.ParsePlace(p); s.Kind {
			case tk.SquareSpot:
				r := squareRect(s.Index)
				b.ring(c, r.X+r.W/2, r.Y+r.H/2, r.W-in, r.H-in, 10, 3, col, 0.85)
				b.spr.SeatDisc(c, b.s, rules.Seat(seat), r.X+r.W-in/2-5, r.Y+in/2+5, 6)
			case tk.WellSpot:
				x, y := wellCentre(s.Index)
				b.ring(c, x, y, 60, 60, 30, 3, col, 0.85)
			}
		}
	}
}

// drawEnd lays the end of the game over the board: a headline and who won.
func (b *Board) drawEnd(c *ui.Canvas) {
	r := origin
	y := r.Y + r.H/2 - 52
	col := wonColour
	head := "The castle stands!"
	if b.m.result.Lost {
		col = lostColour
		head = "The castle burnt down"
	}
	detail := b.banner
	if i := strings.Index(detail, "! "); i >= 0 {
		detail = detail[i+2:]
	} else if b.m.result.Lost {
		detail = "Everyone loses together."
	}
	b.spr.RoundRect(c, r.X+60, y, r.W-120, 104, 14, revealFill, col, 2)
	c.TextCentered(head, ui.Face{Style: ui.Bold, Size: 28}, r.X+r.W/2, y+26, col)
	c.TextCentered(detail, ui.Face{Style: ui.Bold, Size: 16}, r.X+r.W/2, y+58, parchment)
	c.TextCentered("Click or press Enter for the results", ui.Face{Size: 14}, r.X+r.W/2, y+84, color.RGBA{178, 156, 136, 255})
}
