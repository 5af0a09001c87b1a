package cronberg

import (
	"strings"

	cb "embers/rules/cronberg"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// pointed is what a hovered log line names on the board.
type pointed struct {
	line      string
	crossings []int
	triangles []int
}

var _ play.LogPointer = (*Board)(nil)

// PointAt marks the crossings ("crossing 17", "crossings 3, 8 and 9") and
// triangles ("c3") a log line names.
func (b *Board) PointAt(line string) {
	if line == b.point.line {
		return
	}
	b.point = pointed{line: line}
	words := strings.FieldsFunc(line, func(r rune) bool {
		return r == ' ' || r == ',' || r == '.' || r == ';' || r == ':' || r == '(' || r == ')' || r == '!'
	})
	counting := false // after "crossing" or "crossings", numbers are crossings
	for _, w := range words {
		switch {
		case w == "crossing" || w == "crossings":
			counting = true
			continue
		case counting && w == "and":
			continue
		}
		if x, ok := cb.ParseCrossing(w); ok && counting {
			b.point.crossings = append(b.point.crossings, x)
			continue
		}
		counting = false
		if len(w) >= 2 && w[0] >= 'a' && w[0] <= 'h' && w[1] >= '0' && w[1] <= '9' {
			if t, ok := cb.ParseTriangle(w); ok {
				b.point.triangles = append(b.point.triangles, t)
			}
		}
	}
}

// drawPointed rings what the hovered log line names.
func (b *Board) drawPointed(c *ui.Canvas) {
	for _, x := range b.point.crossings {
		p := crossingAt(x)
		b.ring(c, p.X, p.Y, 20, 4, litToken, 1)
	}
	for _, t := range b.point.triangles {
		b.triangleLight(c, t, litToken, 4, 1, false)
	}
}
