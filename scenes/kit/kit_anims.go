package kit

import (
	"image/color"
	"math"
	"strings"

	"embers/rules"
	"embers/scenes/ui"
)

// The common animations every board builds its events from.

// Fly carries something from (x0, y0) to (x1, y1) on an arc rising by
// lift over ticks; draw paints it at each point, with the progress f. end
// puts it in the board's model when it lands.
func Fly(x0, y0, x1, y1, lift float64, ticks int, end func(), draw func(c *ui.Canvas, x, y, f float64)) *Anim {
	return &Anim{N: ticks, End: end, Draw: func(c *ui.Canvas, f float64) {
		x, y := Arc(x0, y0, x1, y1, lift, f)
		draw(c, x, y, f)
	}}
}

// Flip is a card or tile turning over at progress f: how wide it shows
// (never quite edge-on, so it stays in sight) and whether its face is up.
func Flip(f float64) (kx float64, faceUp bool) {
	return math.Max(0.06, math.Abs(math.Cos(math.Pi*f))), f > 0.5
}

// CountUp is a score counting from base towards base+points at progress f.
func CountUp(base, points int, f float64) int {
	return base + int(math.Round(float64(points)*math.Min(1, math.Max(0, f))))
}

// FadeInOut is the opacity of something shown for a moment: in quickly,
// held, out quickly.
func FadeInOut(f float64) float64 { return math.Min(1, math.Min(f*5, (1-f)*5)) }

// Caption shows an event's log line (with the seats' names, capitalised)
// in a box over the board at (x, y) for a moment.
func (k *Kit) Caption(e rules.Event, x, y float64, ticks int) *Anim {
	text := rules.Names(e.Text, k.Names())
	if text != "" {
		text = strings.ToUpper(text[:1]) + text[1:]
	}
	return &Anim{N: ticks * 3 / 2, Draw: func(c *ui.Canvas, f float64) {
		k.Formula(c, x, y, text, FadeInOut(f))
	}}
}

// Announce is the end of the game told over the board's middle: head in
// col and the reason under it, in a w x h box; end updates the model.
func (k *Kit) Announce(head, reason string, col color.RGBA, w, h float64, ticks int, end func()) *Anim {
	return &Anim{N: ticks, End: end, Draw: func(c *ui.Canvas, f float64) {
		a := math.Min(1, f*4)
		cx, cy := k.Area.X+k.Area.W/2, k.Area.Y+k.Area.H/2
		k.Spr.RoundRectA(c, cx-w/2, cy-h/2, w, h, 16, BoxFill, col, 2, a)
		c.TextCentered(head, ui.Face{Style: ui.Bold, Size: math.Round(h * 0.28)}, cx, cy-h*0.15, ui.Fade(col, a))
		c.TextCentered(reason, ui.Face{Size: 14}, cx, cy+h*0.22, ui.Fade(Parchment, a))
	}}
}

// Share places markers that stand on the same space of a track side by
// side: for each marker (by its space), its place among those on its
// space and how many share it.
func Share(spaces []int) (slot, shared []int) {
	slot, shared = make([]int, len(spaces)), make([]int, len(spaces))
	for s, sp := range spaces {
		for o, op := range spaces {
			if op == sp {
				if o < s {
					slot[s]++
				}
				shared[s]++
			}
		}
	}
	return slot, shared
}

// Tray lays n things of a hand in a row from (x, y), step apart, and
// total-n empty places after them: draw paints one (held: in hand).
func Tray(x, y, step float64, n, total int, draw func(x, y float64, i int, held bool)) {
	for i := range max(n, total) {
		draw(x+float64(i)*step, y, i, i < n)
	}
}
