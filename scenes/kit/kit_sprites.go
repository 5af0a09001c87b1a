package kit

import (
	"embers/game"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/scenes/ui"
)

// Shapes every board draws, as cached sprites so a frame stays cheap.

type ringKey struct {
	w, h, r, width float64
	col            color.RGBA
}

// Ring outlines a rounded box w x h centred on (x, y) with opacity a.
func (k *Kit) Ring(c *ui.Canvas, x, y, w, h, r, width float64, col color.RGBA, a float64) {
	k.Spr.DrawScaled(c, ringKey{w, h, r, width, col}, x, y, w+width, h+width, 1, a, func(c *ui.Canvas, cx, cy float64) {
		c.StrokePath(ui.RoundRect(cx-w/2, cy-h/2, w, h, r), width, col)
	})
}

// RingRect outlines r pulled in by in on each side.
func (k *Kit) RingRect(c *ui.Canvas, r Rect, in, radius, width float64, col color.RGBA, a float64) {
	k.Ring(c, r.X+r.W/2, r.Y+r.H/2, r.W-2*in, r.H-2*in, radius, width, col, a)
}

type circleKey struct {
	r, width float64
	col      color.RGBA
}

// Circle is a circle outline of radius r with opacity a.
func (k *Kit) Circle(c *ui.Canvas, x, y, r, width float64, col color.RGBA, a float64) {
	k.Spr.DrawScaled(c, circleKey{r, width, col}, x, y, 2*r+width+2, 2*r+width+2, 1, a, func(c *ui.Canvas, cx, cy float64) {
		c.Ring(cx, cy, r, width, col)
	})
}

type discKey2 struct{ col color.RGBA }

// Disc is a filled circle of radius r (one picture, scaled) with opacity a:
// a glow, a spark, a drop of water.
func (k *Kit) Disc(c *ui.Canvas, x, y, r float64, col color.RGBA, a float64) {
	k.Spr.DrawScaled(c, discKey2{col}, x, y, 20, 20, r/10, a, func(c *ui.Canvas, cx, cy float64) {
		c.Disc(cx, cy, 10, col)
	})
}

// The boxes of what boards say over themselves (captions, sums, the end).
var (
	BoxFill   = color.RGBA{16, 10, 8, 235}
	PillFill  = color.RGBA{20, 12, 9, 240}
	Parchment = color.RGBA{240, 222, 190, 255}
	PointsCol = color.RGBA{255, 220, 140, 255}
)

type pillKey struct {
	w   float64
	col color.RGBA
}

// Pill is a rounded label edged in col (a seat's colour: points won).
func (k *Kit) Pill(c *ui.Canvas, x, y float64, text string, col color.RGBA, a float64) {
	face := ui.Face{Style: ui.Bold, Size: 16}
	w, _ := ui.Measure(text, face)
	w = math.Ceil((w+22)/8) * 8
	k.Spr.DrawScaled(c, pillKey{w, col}, x, y, w+4, 30, 1, a, func(c *ui.Canvas, cx, cy float64) {
		PaintRoundRect(c, cx, cy, w, 26, 13, 2.5, PillFill, col)
	})
	c.TextCentered(text, face, x, y-1, ui.Fade(Parchment, a))
}

// Formula writes text in a box over the board centred on (x, y), kept on
// the board, fading in with a: a sum, a caption, a rule at work.
func (k *Kit) Formula(c *ui.Canvas, x, y float64, text string, a float64) {
	face := ui.Face{Style: ui.Bold, Size: 15}
	w, _ := ui.Measure(text, face)
	w = math.Ceil((w+24)/20) * 20 // a few box pictures serve every line
	x = math.Max(k.Area.X+w/2+4, math.Min(k.Area.X+k.Area.W-w/2-4, x))
	k.Spr.RoundRectA(c, x-w/2, y-15, w, 30, 8, BoxFill, PointsCol, 1.5, a)
	c.TextCentered(text, face, x, y-1, ui.Fade(PointsCol, a))
}

// EndCard lays the end of the game over the board: a headline in col, who
// won, and how to go on, in a box w x h with its top left at (x, y).
func (k *Kit) EndCard(c *ui.Canvas, x, y, w, h float64, head, detail string, col color.RGBA) {
	k.Spr.RoundRect(c, x, y, w, h, 12, BoxFill, col, 2)
	c.TextCentered(head, FitFace(ui.Face{Style: ui.Bold, Size: h / 4}, head, w-16), x+w/2, y+h*0.25, col)
	c.TextCentered(detail, FitFace(ui.Face{Style: ui.Bold, Size: h / 6}, detail, w-16), x+w/2, y+h*0.56, Parchment)
	next := "Click or press Enter for the results"
	if k.Viewer == game.Everyone { // a replay's end: the results are where it came from
		next = "Esc goes back to the results"
	}
	c.TextCentered(next, ui.Face{Size: math.Round(h * 0.13)}, x+w/2, y+h*0.82, QuietColour)
}

// FitFace shrinks face until text fits in w.
func FitFace(face ui.Face, text string, w float64) ui.Face {
	face.Size = math.Round(face.Size)
	for tw, _ := ui.Measure(text, face); tw > w && face.Size > 9; tw, _ = ui.Measure(text, face) {
		face.Size--
	}
	return face
}

// PrepareBox paints a RoundRect sprite ahead of its first use.
func (k *Kit) PrepareBox(c *ui.Canvas, w, h, r, width float64, fill, edge color.RGBA) {
	key, sw, sh := RoundKey(w, h, r, width, fill, edge)
	k.Spr.Prepare(c, key, sw, sh, func(c *ui.Canvas, cx, cy float64) {
		PaintRoundRect(c, cx, cy, sw, sh, r, width, fill, edge)
	})
}

// WarmGlyphs draws the letters of faces once off screen, so the first
// caption of a game does not pay for them mid-animation.
func WarmGlyphs(c *ui.Canvas, faces ...ui.Face) {
	scratch := ebiten.NewImage(64, 64)
	defer scratch.Deallocate()
	sc := ui.NewCanvas(scratch, c.Scale)
	const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-−!:;.,'()?×|="
	for _, f := range faces {
		sc.Text(letters, f, 0, 0, ui.Start, Parchment)
	}
}

// RGB is an opaque colour; RGBA one with its opacity.
func RGB(r, g, b uint8) color.RGBA { return color.RGBA{r, g, b, 255} }

// RGBA is a colour with opacity a (not premultiplied by the caller).
func RGBA(r, g, b, a uint8) color.RGBA { return color.RGBA{r, g, b, a} }

// Colours boards share: lit targets, and ink for marks on light faces.
var (
	LitGold = RGB(255, 214, 120)
	Ink     = RGB(20, 14, 10)
)
