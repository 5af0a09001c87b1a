package play

import (
	"image/color"

	"embers/rules"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// The panel's colours come from the shared theme (so the high-contrast
// palette reaches the board scene too).
func textMain() color.RGBA  { return ui.T().Text }
func textDim() color.RGBA   { return ui.T().Dim }
func accent() color.RGBA    { return ui.T().Accent }
func panelFill() color.RGBA { return ui.T().Panel }
func panelEdge() color.RGBA { return ui.T().PanelEdge }
func rowFill() color.RGBA   { return ui.Mix(ui.T().Background, ui.T().Button, 0.6) }
func rowHot() color.RGBA    { return ui.T().Hot }

var warnText = color.RGBA{255, 140, 110, 255}

// headerH is the height of the panel's header.
const headerH = 64

// minLogLines are the log's lines that stay in sight under the teaching
// cards: a hint, a recap and a "why not" together never push it off. One:
// with four or five seats the panel has little room, and at a person's
// turn the hint, the recap and the refusal matter more than older lines
// (the log scrolls); each card shrinks to a one-line strip before it goes.
const minLogLines = 1

// cardRoom is the height the teaching cards may take between logTop and
// the panel's bottom, leaving the log its title and minLogLines lines.
func cardRoom(bottom, logTop float64) float64 {
	return max(0, bottom-logTop-16-(24+minLogLines*logLineH+20))
}

// drawPanel paints the side panel: whose turn, each seat's supplies, the
// game's status, the person's controls and the log.
func (sc *Scene) drawPanel(c *ui.Canvas, tick int) {
	p := kit.PanelRect
	sc.sprites.RoundRect(c, p.X, p.Y, p.W, p.H, 12, panelFill(), panelEdge(), 1.5)
	sc.drawHeader(c, kit.Rect{X: p.X + 12, Y: p.Y + 10, W: p.W - 24, H: headerH}, tick)
	sc.drawHintButton(c)
	y := p.Y + 12 + headerH
	for i := range sc.s.Match.Seats {
		sc.drawSeatRow(c, rules.Seat(i), kit.Rect{X: p.X + 12, Y: y, W: p.W - 24, H: kit.SeatRowH - 6})
		y += kit.SeatRowH
	}
	status := kit.Rect{X: p.X + 12, Y: y + 2, W: p.W - 24, H: kit.ControlsRect.Y - y - 10}
	sc.board.DrawStatus(c, status) // the public view while the screen is handed over
	if sc.turn != nil && !sc.Animating() {
		sc.board.DrawControls(c, sc.turn, kit.ControlsRect)
	}
	logTop := kit.ControlsRect.Y + kit.ControlsRect.H + 8
	sc.sprites.RoundRect(c, p.X+16, logTop, p.W-32, 1, 0, panelEdge(), panelEdge(), 0)
	// the teaching cards (hint, recap, why not) go first, in the room the log
	// leaves them: it always keeps its last lines in sight
	logTop += sc.drawCards(c, kit.Rect{X: p.X + 12, Y: logTop + 8, W: p.W - 24, H: cardRoom(p.Y+p.H, logTop)})
	if logTop+24+2*logLineH > p.Y+p.H {
		sc.log.rect = kit.Rect{}
		return
	}
	c.Text("Log", ui.Face{Style: ui.Bold, Size: 14}, p.X+16, logTop+4, ui.Start, textDim())
	sc.log.draw(c, kit.Rect{X: p.X + 8, Y: logTop + 24, W: p.W - 16, H: p.Y + p.H - logTop - 30})
}

func (sc *Scene) drawHeader(c *ui.Canvas, r kit.Rect, tick int) {
	big := ui.Face{Style: ui.Bold, Size: 24}
	small := ui.Face{Size: 15}
	title, sub := sc.Header()
	to := sc.shownSeat()
	if to == rules.NoSeat {
		c.Text(title, big, r.X, r.Y+4, ui.Start, accent())
		c.Text(sub, small, r.X, r.Y+36, ui.Start, textMain())
		return
	}
	if cue := sc.TurnCue(); cue > 0 { // "your turn": the header glows, then settles
		sc.sprites.RoundRectA(c, r.X-6, r.Y-4, r.W+12, r.H-2, 10, rowHot(), accent(), 3, cue)
	}
	if to == rules.Chance {
		drawDie(c, sc.sprites, r.X+16, r.Y+18, tick)
	} else {
		sc.sprites.SeatDisc(c, sc.s, to, r.X+16, r.Y+18, 15)
	}
	c.Text(title, big, r.X+42, r.Y+4, ui.Start, textMain())
	col := textDim()
	switch {
	case sc.notice != "":
		col = warnText
	case sc.TurnCue() > 0:
		col = accent()
	}
	c.Text(sub, small, r.X+42, r.Y+36, ui.Start, col)
}

// seatSub is the header's second line while seat is to move and nothing
// else needs saying.
func (sc *Scene) seatSub(seat rules.Seat, tick int) string {
	switch {
	case !sc.s.IsHuman(seat):
		return "thinking" + []string{"", ".", "..", "..."}[tick/15%4]
	case sc.handoff:
		return "waiting for " + kit.SeatName(sc.s, seat)
	}
	return "your turn, " + kit.SeatName(sc.s, seat)
}

func (sc *Scene) drawSeatRow(c *ui.Canvas, seat rules.Seat, r kit.Rect) {
	fill := rowFill()
	if seat == sc.shownSeat() {
		fill = rowHot()
	}
	if seat == sc.shownSeat() {
		sc.sprites.RoundRect(c, r.X, r.Y, r.W, r.H, 8, fill, kit.SeatColour(sc.s, seat), 2)
	} else {
		sc.sprites.RoundRect(c, r.X, r.Y, r.W, r.H, 8, fill, fill, 0)
	}
	sc.sprites.SeatDisc(c, sc.s, seat, r.X+20, r.Y+r.H/2, 12)
	name := kit.SeatName(sc.s, seat)
	who := "AI " + sc.s.Match.Seats[seat].Level
	if sc.s.IsHuman(seat) {
		who = "person"
	}
	c.Text(name, ui.Face{Style: ui.Bold, Size: 16}, r.X+40, r.Y+5, ui.Start, textMain())
	c.Text(who, ui.Face{Size: 12}, r.X+40, r.Y+25, ui.Start, textDim())
	sc.board.DrawSeat(c, seat, kit.Rect{X: r.X + 150, Y: r.Y, W: r.W - 150, H: r.H})
}
