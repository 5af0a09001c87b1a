package kit

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/rules"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// A seat's last-move mark runs in dashes of the seat's colour on a dark
// bed along the place's edge, never a solid ring like a lit target: along
// a1's top edge the seat's colour and the dark gaps alternate, a dash
// about dashLen long.
func TestMarkIsDashedNotALitRing(t *testing.T) {
	s, err := playtest.Session("trekronor", []string{"easy", "easy", "easy"}, 1, 0)
	if err != nil {
		t.Fatal(err)
	}
	k := NewKit(&shapedBoard{}, s, Rect{20, 20, 680, 680})
	k.Looks.Mark = Look{Width: 3, Inset: 2, A: 1}
	k.Mark(0, []rules.Place{"a1"})
	seat := k.Colour(0)
	playtest.OnUI(t, func() {
		img := ebiten.NewImage(400, 300)
		defer img.Deallocate()
		k.DrawMarks(ui.NewCanvas(img, 1))
		px := image.NewRGBA(image.Rect(0, 0, 400, 300))
		img.ReadPixels(px.Pix)
		var runs []int // lengths of the seat-coloured runs along the top edge (y = 102)
		run, gaps := 0, 0
		for x := 104; x < 147; x++ {
			c := px.RGBAAt(x, 102)
			switch {
			case near(c, seat):
				run++
			case c.A > 100 && c.R < 60 && c.G < 60 && c.B < 60:
				gaps++
				fallthrough
			default:
				if run > 0 {
					runs = append(runs, run)
				}
				run = 0
			}
		}
		if len(runs) < 3 || gaps < 3 {
			t.Fatalf("along a1's top edge: seat-coloured runs %v, %d dark pixels; want dashes with dark gaps", runs, gaps)
		}
		for _, r := range runs[1 : len(runs)-1] {
			if r < int(dashLen)-2 || r > int(dashLen)+2 {
				t.Errorf("a dash %d pixels long, want about %v (runs %v)", r, dashLen, runs)
			}
		}
	})
}

// near: c is within a few steps of want in every channel, and opaque.
func near(c, want color.RGBA) bool {
	d := func(a, b uint8) bool { return a-b < 24 || b-a < 24 }
	return c.A > 200 && d(c.R, want.R) && d(c.G, want.G) && d(c.B, want.B)
}
