package ui

// Choice is one button of a Dialog.
type Choice struct {
	Label   string
	Primary bool
	Do      func() // run after the dialog closes; nil just closes it
}

// Dialog is a small scene opened with App.Push: a title, a few lines of
// text and a row of buttons. Esc closes it without choosing.
type Dialog struct {
	Title, Text string
	form        *Form
	chosen      func()
	closing     bool
	panel       Rect
	lines       []string
}

// NewDialog makes a dialog; the buttons are laid out in one row.
func NewDialog(title, text string, choices ...Choice) *Dialog {
	d := &Dialog{Title: title, Text: text}
	d.lines = Wrap(text, BodyFace, 520)
	h := 150 + float64(len(d.lines))*24
	// every button as wide as the widest label needs ("Tre Kronor
	// Infernum" in the tutorial chooser), the panel as wide as the row
	const gap = 16.0
	bw := 170.0
	for _, ch := range choices {
		lw, _ := Measure(ch.Label, ButtonFace)
		bw = max(bw, lw+36)
	}
	total := float64(len(choices))*bw + float64(len(choices)-1)*gap
	pw := max(600, total+60)
	d.panel = Rect{Width/2 - pw/2, Height/2 - h/2, pw, h}
	x := Width/2 - total/2
	d.form = NewForm()
	for _, ch := range choices {
		b := NewButton(ch.Label, Rect{x, d.panel.Y + h - 64, bw, 44}, nil)
		b.Primary = ch.Primary
		do := ch.Do
		b.OnClick = func() { d.chosen, d.closing = do, true }
		d.form.Add(b)
		x += bw + gap
	}
	return d
}

// Update closes the dialog on a choice or Esc, then runs the choice.
func (d *Dialog) Update(app App) error {
	d.form.Update(app)
	if app.Input().Back {
		d.closing, d.chosen = true, nil
	}
	if d.closing {
		app.Pop()
		if d.chosen != nil {
			d.chosen()
		}
	}
	return nil
}

// Draw paints the dialog over the (dimmed) scene below.
func (d *Dialog) Draw(c *Canvas) {
	DrawPanel(c, d.panel)
	c.TextCentered(d.Title, HeadFace, Width/2, d.panel.Y+38, T().Accent)
	for i, l := range d.lines {
		c.Text(l, BodyFace, Width/2, d.panel.Y+70+float64(i)*24, Center, T().Text)
	}
	d.form.Draw(c)
}
