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

// NewDialog makes a dialog; the buttons are laid out in a row, or in as
// many rows as they need to fit the screen (the tutorial chooser's five
// games), each as wide as the widest label needs.
func NewDialog(title, text string, choices ...Choice) *Dialog {
	d := &Dialog{Title: title, Text: text}
	const gap, rowH, maxRow = 16.0, 60.0, Width - 140.0
	bw := 170.0
	for _, ch := range choices {
		lw, _ := Measure(ch.Label, ButtonFace)
		bw = max(bw, lw+36)
	}
	perRow := max(1, min(len(choices), int((maxRow+gap)/(bw+gap))))
	rows := (len(choices) + perRow - 1) / perRow
	perRow = (len(choices) + rows - 1) / rows // rows as even as they can be
	total := float64(perRow)*bw + float64(perRow-1)*gap
	d.lines = Wrap(text, BodyFace, max(520, total-40))
	h := 150 + float64(len(d.lines))*24 + float64(rows-1)*rowH
	pw := max(600, total+60)
	d.panel = Rect{Width/2 - pw/2, Height/2 - h/2, pw, h}
	d.form = NewForm()
	top := d.panel.Y + h - 64 - float64(rows-1)*rowH
	for i, ch := range choices {
		row, col := i/perRow, i%perRow
		inRow := min(perRow, len(choices)-row*perRow)
		x := Width/2 - (float64(inRow)*bw+float64(inRow-1)*gap)/2 + float64(col)*(bw+gap)
		b := NewButton(ch.Label, Rect{x, top + float64(row)*rowH, bw, 44}, nil)
		b.Primary = ch.Primary
		do := ch.Do
		b.OnClick = func() { d.chosen, d.closing = do, true }
		d.form.Add(b)
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
