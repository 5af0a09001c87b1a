package ui

import (
	"fmt"
	"image/color"
)

// A row control owns a whole row: its label on the left, its value on the
// right, and the focus ring around the row.

// drawRow paints a row's label and, when focused or hovered, its highlight.
func drawRow(c *Canvas, r Rect, label string, focused, hovered, enabled bool) {
	t := T()
	if hovered && enabled {
		c.FillRoundRect(r.X, r.Y, r.W, r.H, 8, Fade(t.Hot, 0.55))
	}
	col := t.Text
	if !enabled {
		col = t.Disabled
	}
	_, h := Measure(label, LabelFace)
	c.Text(label, LabelFace, r.X+14, r.Y+(r.H-h)/2, Start, col)
	if focused && enabled {
		DrawFocusRing(c, r)
	}
}

// Toggle is an on/off row.
type Toggle struct {
	Rect
	Label    string
	On       bool
	Disabled bool
	Reason   string
	OnChange func(on bool)
}

func (w *Toggle) Bounds() Rect  { return w.Rect }
func (w *Toggle) Enabled() bool { return !w.Disabled }
func (w *Toggle) Tooltip() string {
	if w.Disabled {
		return w.Reason
	}
	return ""
}

func (w *Toggle) Update(in *Input, focused, hovered bool) bool {
	if (hovered && in.Click) || (focused && in.Confirm) {
		w.On = !w.On
		if w.OnChange != nil {
			w.OnChange(w.On)
		}
		return true
	}
	return false
}

func (w *Toggle) Draw(c *Canvas, focused, hovered bool) {
	t := T()
	drawRow(c, w.Rect, w.Label, focused, hovered, !w.Disabled)
	sx, sy, sw, sh := w.X+w.W-76, w.Y+w.H/2-13, 60.0, 26.0
	track, knob := Mix(t.Button, t.Background, 0.3), t.Dim
	kx := sx + 13
	if w.On {
		track, knob, kx = Mix(t.Button, t.Accent, 0.55), t.Accent, sx+sw-13
	}
	c.FillRoundRect(sx, sy, sw, sh, 13, track)
	c.StrokeRoundRect(sx, sy, sw, sh, 13, 1.2, t.ButtonEdge)
	c.Disc(kx, sy+13, 10, knob)
	if state, ok := w.stateWord(); ok {
		c.Text(state, BodyFace, sx-12, w.Y+w.H/2-12, End, t.Dim)
	}
}

// stateWord is the "on" or "off" written before the switch, when the row
// has room for it beside the label (ok false: the switch alone shows it,
// as in a narrow row of options).
func (w *Toggle) stateWord() (string, bool) {
	state := "off"
	if w.On {
		state = "on"
	}
	lw, _ := Measure(w.Label, LabelFace)
	sw, _ := Measure("off", BodyFace)
	return state, w.X+14+lw+10 <= w.X+w.W-76-12-sw
}

// Stepper chooses one of a few values with ‹ and › (or Left/Right).
type Stepper struct {
	Rect
	Label    string
	Options  []string
	Index    int
	Disabled bool
	Reason   string
	ValueW   float64 // width of the value area; 0 gives 220
	OnChange func(i int)
	arrowHot int // -1 left, +1 right, 0 none (mouse over an arrow)
}

func (w *Stepper) Bounds() Rect      { return w.Rect }
func (w *Stepper) Enabled() bool     { return !w.Disabled && len(w.Options) > 1 }
func (w *Stepper) TakesArrows() bool { return true }
func (w *Stepper) Tooltip() string {
	if w.Disabled {
		return w.Reason
	}
	return ""
}

// Value is the chosen option.
func (w *Stepper) Value() string {
	if w.Index < 0 || w.Index >= len(w.Options) {
		return ""
	}
	return w.Options[w.Index]
}

func (w *Stepper) valueArea() (x0, x1 float64) {
	vw := w.ValueW
	if vw == 0 {
		vw = 220
	}
	return w.X + w.W - vw - 10, w.X + w.W - 10
}

func (w *Stepper) Update(in *Input, focused, hovered bool) bool {
	x0, x1 := w.valueArea()
	w.arrowHot = 0
	if hovered {
		switch {
		case in.MouseX >= x0 && in.MouseX < x0+36:
			w.arrowHot = -1
		case in.MouseX >= x1-36 && in.MouseX < x1:
			w.arrowHot = 1
		case in.MouseX >= x0:
			w.arrowHot = 1
		}
	}
	d := 0
	switch {
	case hovered && in.Click && w.arrowHot != 0:
		d = w.arrowHot
	case focused && (in.Right || in.Confirm):
		d = 1
	case focused && in.Left:
		d = -1
	}
	if d == 0 {
		return false
	}
	n := len(w.Options)
	w.Index = ((w.Index+d)%n + n) % n
	if w.OnChange != nil {
		w.OnChange(w.Index)
	}
	return true
}

func (w *Stepper) Draw(c *Canvas, focused, hovered bool) {
	t := T()
	drawRow(c, w.Rect, w.Label, focused, hovered, w.Enabled())
	x0, x1 := w.valueArea()
	cy := w.Y + w.H/2
	c.FillRoundRect(x0, cy-16, x1-x0, 32, 8, Mix(t.Button, t.Background, 0.3))
	arrow := func(s string, x float64, hot bool) {
		col := t.Dim
		if hot {
			col = t.Accent
		}
		if !w.Enabled() {
			col = t.Disabled
		}
		c.TextCentered(s, HeadFace, x, cy-2, col)
	}
	arrow("‹", x0+16, w.arrowHot == -1)
	arrow("›", x1-16, w.arrowHot == 1)
	col := t.Accent
	if !w.Enabled() {
		col = t.Disabled
	}
	c.TextCentered(w.Value(), LabelFace, (x0+x1)/2, cy, col)
}

// Slider sets a whole number from Min to Max, by dragging, clicking or
// Left/Right (Step at a time).
type Slider struct {
	Rect
	Label         string
	Min, Max, Val int
	Step          int
	Unit          string // shown after the value, e.g. "%" or " ms"
	Disabled      bool
	OnChange      func(v int)
}

func (w *Slider) Bounds() Rect      { return w.Rect }
func (w *Slider) Enabled() bool     { return !w.Disabled }
func (w *Slider) TakesArrows() bool { return true }

func (w *Slider) track() (x0, x1 float64) { return w.X + w.W - 250, w.X + w.W - 106 }

func (w *Slider) Update(in *Input, focused, hovered bool) bool {
	v := w.Val
	step := max(1, w.Step)
	x0, x1 := w.track()
	switch {
	case hovered && in.MouseDown && in.MouseX >= x0-10 && in.MouseX <= x1+10:
		f := max(0, min(1, (in.MouseX-x0)/(x1-x0)))
		v = w.Min + int(f*float64(w.Max-w.Min)/float64(step)+0.5)*step
	case focused && in.Right:
		v += step
	case focused && in.Left:
		v -= step
	}
	v = max(w.Min, min(w.Max, v))
	if v == w.Val {
		return false
	}
	w.Val = v
	if w.OnChange != nil {
		w.OnChange(v)
	}
	return in.Click || !in.MouseDown
}

func (w *Slider) Draw(c *Canvas, focused, hovered bool) {
	t := T()
	drawRow(c, w.Rect, w.Label, focused, hovered, !w.Disabled)
	x0, x1 := w.track()
	cy := w.Y + w.H/2
	f := 0.0
	if w.Max > w.Min {
		f = float64(w.Val-w.Min) / float64(w.Max-w.Min)
	}
	c.FillRoundRect(x0, cy-4, x1-x0, 8, 4, Mix(t.Button, t.Background, 0.2))
	c.FillRoundRect(x0, cy-4, max(8, (x1-x0)*f+1), 8, 4, t.Accent)
	kx := x0 + (x1-x0)*f
	c.Disc(kx, cy, 11, t.Accent)
	c.Ring(kx, cy, 11, 1.5, color.RGBA{60, 30, 10, 255})
	c.Text(fmt.Sprintf("%d%s", w.Val, w.Unit), LabelFace, x1+16, cy-13, Start, t.Accent)
}
