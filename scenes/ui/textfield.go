package ui

import "unicode/utf8"

// TextField is a one-line text entry (a name, a seed, a slot name). Typing
// goes to it while it holds the focus; Backspace deletes.
type TextField struct {
	Rect
	Label       string
	Text        string
	Placeholder string // shown dimmed while the field is empty
	MaxLen      int    // in characters; 0 gives 24
	Allow       func(r rune) bool
	Disabled    bool
	OnChange    func(text string)
	LabelW      float64 // width of the label column; 0 when the label is empty
	blink       int
}

func (w *TextField) Bounds() Rect  { return w.Rect }
func (w *TextField) Enabled() bool { return !w.Disabled }

func (w *TextField) Update(in *Input, focused, hovered bool) bool {
	w.blink++
	if !focused {
		return false
	}
	changed := false
	max := w.MaxLen
	if max == 0 {
		max = 24
	}
	for _, r := range in.Runes {
		if r < ' ' || (w.Allow != nil && !w.Allow(r)) || utf8.RuneCountInString(w.Text) >= max {
			continue
		}
		w.Text += string(r)
		changed = true
	}
	if in.Backspace && w.Text != "" {
		_, size := utf8.DecodeLastRuneInString(w.Text)
		w.Text = w.Text[:len(w.Text)-size]
		changed = true
	}
	if changed {
		w.blink = 0
		if w.OnChange != nil {
			w.OnChange(w.Text)
		}
	}
	return false // typing makes no click
}

func (w *TextField) Draw(c *Canvas, focused, hovered bool) {
	t := T()
	box := w.Rect
	if w.Label != "" {
		_, h := Measure(w.Label, LabelFace)
		c.Text(w.Label, LabelFace, w.X+14, w.Y+(w.H-h)/2, Start, t.Text)
		box.X += w.LabelW
		box.W -= w.LabelW
	}
	fill := Mix(t.Button, t.Background, 0.45)
	if hovered || focused {
		fill = Mix(t.Button, t.Background, 0.1)
	}
	c.FillRoundRect(box.X, box.Y, box.W, box.H, 6, fill)
	c.StrokeRoundRect(box.X, box.Y, box.W, box.H, 6, 1.2, t.ButtonEdge)
	_, h := Measure("Ag", BodyFace)
	ty := box.Y + (box.H-h)/2
	shown := tail(w.Text, BodyFace, box.W-26)
	if w.Text == "" && !focused {
		c.Text(w.Placeholder, BodyFace, box.X+10, ty, Start, t.Disabled)
	} else {
		c.Text(shown, BodyFace, box.X+10, ty, Start, t.Text)
	}
	if focused {
		tw, _ := Measure(shown, BodyFace)
		if (w.blink/30)%2 == 0 {
			c.Block(box.X+11+tw, ty+2, 2, h-4, t.Accent)
		}
		DrawFocusRing(c, box)
	}
}

// tail is the end of s that fits width w in face, after an ellipsis when
// the start had to go (the end is where the typing happens).
func tail(s string, face Face, w float64) string {
	if tw, _ := Measure(s, face); tw <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 0 {
		r = r[1:]
		if tw, _ := Measure("…"+string(r), face); tw <= w {
			break
		}
	}
	return "…" + string(r)
}
