package scenes

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2/vector"

	"embers/rules"
	"embers/scenes/ui"
)

// Rivals on the results: opponents that are not seats (the fire, a dragon,
// an AI deck) stand below the seats with their score and whether they won,
// marked with a flame; their points are grouped under their name. A line
// of no seat among the game's own lines is the whole table's (a
// co-operative team score) and reads "Everyone".

// rivalGroups are each rival's points, grouped as the seats' are.
func rivalGroups(rivals []rules.Rival) []pointGroup {
	var out []pointGroup
	for _, rv := range rivals {
		for _, g := range groupLines(rv.Lines) {
			g.rival = rv.Name
			out = append(out, g)
		}
	}
	return out
}

// otherTitle heads a group whose rule has no title: the rival's name, the
// table's points, or other points.
func otherTitle(g pointGroup) string {
	if g.rival != "" {
		return g.rival
	}
	for _, l := range g.lines {
		if rules.IsSeat(l.Seat) {
			return "Other points"
		}
	}
	return "Everyone's points"
}

// lineOwner names who scored a line of group g.
func (r *Results) lineOwner(g pointGroup, seat rules.Seat) string {
	switch {
	case g.rival != "":
		return g.rival
	case rules.IsSeat(seat):
		return r.s.Name(seat)
	}
	return "Everyone"
}

// drawLineMark marks a line of group g: the seat's token, a rival's flame,
// or every seat's colour in turn for the whole table.
func (r *Results) drawLineMark(c *ui.Canvas, g pointGroup, seat rules.Seat, x, y, rad float64) {
	switch {
	case g.rival != "":
		drawRivalMark(c, x, y, rad)
	case rules.IsSeat(seat):
		ui.DrawSeatMark(c, r.colour(seat), x, y, rad)
	default:
		for i := range r.s.Match.Seats {
			c.Disc(x-rad+float64(i)*2*rad/float64(max(1, len(r.s.Match.Seats)-1)), y, rad*0.55, ui.SeatColour(r.colour(rules.Seat(i))))
		}
	}
}

// drawRivalStanding is a rival's row of the standings.
func drawRivalStanding(c *ui.Canvas, rv rules.Rival, row ui.Rect) {
	t := ui.T()
	if rv.Won {
		c.FillRoundRect(row.X, row.Y, row.W, row.H, 10, ui.Mix(t.Button, rivalRed, 0.3))
		c.StrokeRoundRect(row.X, row.Y, row.W, row.H, 10, 1.5, rivalRed)
	}
	who := "rival, not a player"
	if rv.Won {
		who += "  ·  won"
	}
	mark := func(x, y, rad float64) { drawRivalMark(c, x, y, rad) }
	drawStandingRow(c, row, mark, rv.Name, who, fmt.Sprint(rv.Score), rivalRed)
}

var (
	rivalRed  = color.RGBA{226, 88, 52, 255}
	rivalCoal = color.RGBA{38, 24, 20, 255}
)

// drawRivalMark is a rival's token: a flame on a coal disc.
func drawRivalMark(c *ui.Canvas, x, y, r float64) {
	c.Disc(x, y+r*0.12, r, color.RGBA{0, 0, 0, 90})
	c.Disc(x, y, r, rivalCoal)
	c.Ring(x, y, r, max(1, r*0.12), rivalRed)
	c.FillPath(flame(x, y, r*0.7), rivalRed)
	c.FillPath(flame(x, y+r*0.2, r*0.35), color.RGBA{255, 200, 90, 255})
}

// flame is a teardrop pointing up, centred on (x, y) with radius r.
func flame(x, y, r float64) *vector.Path {
	f := func(v float64) float32 { return float32(v) }
	var p vector.Path
	p.MoveTo(f(x), f(y-r))
	p.QuadTo(f(x+r*0.95), f(y+r*0.05), f(x+r*0.55), f(y+r*0.6))
	p.QuadTo(f(x), f(y+r*1.15), f(x-r*0.55), f(y+r*0.6))
	p.QuadTo(f(x-r*0.95), f(y+r*0.05), f(x), f(y-r))
	p.Close()
	return &p
}
