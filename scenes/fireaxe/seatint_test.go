package fireaxe

import (
	"testing"

	"embers/scenes/ui"
)

// A lit sea space is tinted over its whole cell: every pixel of the North
// Sea's water is lighter (its red up by more than 15) with the tint than
// without, yet still sea (bluer than it is red: a tint not premultiplied
// washed it white),
// and a pixel of a space not lit is unchanged.
func TestLitSpaceTintsItsWholeCell(t *testing.T) {
	m := testMap(t)
	north, other := -1, -1
	for i, s := range m.a.Spaces {
		switch s.ID {
		case "north_sea":
			north = i
		case "skagerrak":
			other = i
		}
	}
	if north < 0 || other < 0 {
		t.Fatal("the North Sea or the Skagerrak is not in the atlas")
	}
	plain := mapPicture(t, m, 1)
	lit := drawn(t, func(c *ui.Canvas) {
		m.Draw(c)
		m.drawTint(c, []int{north})
	})
	s := m.cells
	counted := map[int16]int{}
	sumR, sumB := 0, 0
	for i, o := range s.owner {
		if o != int16(north) && o != int16(other) {
			continue
		}
		x, y := s.x0+i%s.w, s.y0+i/s.w
		l, p := lit.RGBAAt(x, y), plain.RGBAAt(x, y)
		if int(p.B) < int(p.R)+20 {
			continue // a port's disc, a name, a coast: drawn in the cell, not water
		}
		lighter := int(l.R) > int(p.R)+15
		if o == int16(north) {
			sumR, sumB = sumR+int(l.R), sumB+int(l.B)
		}
		if o == int16(north) && !lighter {
			t.Fatalf("the North Sea's pixel (%d, %d) is not tinted: %v against %v", x, y, l, p)
		}
		if o == int16(other) && lit.RGBAAt(x, y) != plain.RGBAAt(x, y) {
			t.Fatalf("the Skagerrak's pixel (%d, %d) changed with the North Sea lit", x, y)
		}
		counted[o]++
	}
	if counted[int16(north)] < 500 || counted[int16(other)] == 0 {
		t.Fatalf("pixels looked at: %v", counted)
	}
	if sumB <= sumR {
		t.Fatalf("the tinted North Sea is no longer blue: red %d, blue %d in all", sumR, sumB)
	}
}
