package trekronor

import (
	"strings"

	tk "embers/rules/trekronor"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// pointed is what a hovered log line names on the board.
type pointed struct {
	line    string
	squares []int
	halls   []int
	wells   []int
}

var _ play.LogPointer = (*Board)(nil)

// PointAt marks the squares, halls and wells a log line names.
func (b *Board) PointAt(line string) {
	if line == b.point.line {
		return
	}
	b.point = pointed{line: line}
	words := strings.FieldsFunc(line, func(r rune) bool {
		return r == ' ' || r == ',' || r == '.' || r == ';' || r == ':' || r == '(' || r == ')' || r == '!'
	})
	for i, w := range words {
		if h := hallIndex(w); h >= 0 {
			b.point.halls = append(b.point.halls, h)
			if i+2 < len(words) && words[i+1] == "square" && len(words[i+2]) == 1 && words[i+2][0] >= '0' && words[i+2][0] <= '3' {
				b.point.squares = append(b.point.squares, tk.HallSquare(h, int(words[i+2][0]-'0')))
			}
			continue
		}
		if sq, ok := tk.ParseSquare(w); ok && w[0] >= 'a' && (i == 0 || words[i-1] != "square") {
			b.point.squares = append(b.point.squares, sq)
			continue
		}
		for i, n := range tk.WellNames {
			if w == n {
				b.point.wells = append(b.point.wells, i)
			}
		}
	}
}

// drawPointed rings what the hovered log line names.
func (b *Board) drawPointed(c *ui.Canvas) {
	col := litMarker
	for _, sq := range b.point.squares {
		r := squareRect(sq)
		b.ring(c, r.X+r.W/2, r.Y+r.H/2, r.W-4, r.H-4, 8, 4, col, 1)
	}
	for _, h := range b.point.halls {
		r := hallRect(h)
		b.ring(c, r.X+r.W/2, r.Y+r.H/2, r.W+8, r.H+8, 10, 4, col, 1)
	}
	for _, w := range b.point.wells {
		x, y := wellCentre(w)
		b.ring(c, x, y, 64, 64, 32, 4, col, 1)
	}
}
