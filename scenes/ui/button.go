package ui

import "image/color"

// Button is a labelled button. A disabled button is drawn greyed, and
// hovering it shows Reason (why it cannot be used).
type Button struct {
	Rect
	Label    string
	Disabled bool
	Reason   string // shown when disabled and hovered
	Primary  bool   // the main choice of a screen, drawn warmer
	OnClick  func()
	pressed  bool
}

// NewButton makes an enabled button.
func NewButton(label string, r Rect, onClick func()) *Button {
	return &Button{Rect: r, Label: label, OnClick: onClick}
}

func (b *Button) Bounds() Rect  { return b.Rect }
func (b *Button) Enabled() bool { return !b.Disabled }

// Tooltip is the reason a disabled button cannot be used.
func (b *Button) Tooltip() string {
	if b.Disabled {
		return b.Reason
	}
	return ""
}

// Update fires OnClick on a click or on Enter while focused.
func (b *Button) Update(in *Input, focused, hovered bool) bool {
	b.pressed = hovered && in.MouseDown
	if (hovered && in.Click) || (focused && in.Confirm) {
		if b.OnClick != nil {
			b.OnClick()
		}
		return true
	}
	return false
}

// Draw paints the button in its state: normal, hovered, pressed, focused, disabled.
func (b *Button) Draw(c *Canvas, focused, hovered bool) {
	t := T()
	face, edge, label := t.Button, t.ButtonEdge, t.Text
	if b.Primary {
		face = Mix(t.Button, t.Accent, 0.28)
		edge = t.Accent
	}
	y := b.Y
	switch {
	case b.Disabled:
		face, edge, label = Mix(t.Button, t.Background, 0.5), Mix(t.ButtonEdge, t.Background, 0.55), t.Disabled
	case b.pressed:
		face = Mix(face, color.RGBA{0, 0, 0, 255}, 0.25)
		y += 2
	case hovered || focused:
		face = Mix(face, t.Hot, 0.8)
		if b.Primary {
			face = Mix(t.Button, t.Accent, 0.42)
		}
	}
	if !b.Disabled && !b.pressed {
		c.FillRoundRect(b.X, b.Y+3, b.W, b.H, 8, color.RGBA{0, 0, 0, 110})
	}
	c.FillRoundRect(b.X, y, b.W, b.H, 8, face)
	if !b.Disabled {
		c.Block(b.X+8, y+1, b.W-16, 1, Fade(color.RGBA{255, 220, 170, 255}, 0.18))
	}
	c.StrokeRoundRect(b.X, y, b.W, b.H, 8, 1.5, edge)
	c.TextCentered(b.Label, ButtonFace, b.X+b.W/2, y+b.H/2, label)
	c.Hit(Hit{Rect: b.Rect, Words: b.Label, Command: b.Label, Refused: b.Disabled, Tip: b.Tooltip()})
	if focused && !b.Disabled {
		DrawFocusRing(c, Rect{b.X, y, b.W, b.H})
	}
}
