package tutorial

import (
	"fmt"
	"image/color"

	gt "embers/game/tutorial"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// The card's faces and colours.
var (
	cardTitle   = ui.Face{Style: ui.Bold, Size: 21}
	cardText    = ui.Face{Size: 17}
	cardSmall   = ui.Face{Size: 14}
	cardButton  = 38.0 // button height
	lineH       = 23.0
	paraGap     = 7.0
	cardPad     = 14.0
	cardFill    = color.RGBA{30, 20, 16, 255}
	cardEdge    = color.RGBA{110, 225, 255, 255} // the highlights' colour: the card and what it points at belong together
	correctInk  = color.RGBA{255, 176, 120, 255}
	doneInk     = color.RGBA{150, 230, 150, 255}
	buttonWidth = map[string]float64{"Back": 92, "Replay step": 150, "Leave": 92}
)

// card is the narration card over the lower part of the panel: the step's
// title and text, and Back / Replay step / Leave / Next.
type card struct {
	rect                ui.Rect
	back, replay, leave *ui.Button
	next                *ui.Button
	form                *ui.Form
	app                 ui.App
	lines               []line // the text shown, wrapped
	compact             bool
}

func (c *card) build(t *Scene) {
	c.back = ui.NewButton("Back", ui.Rect{}, func() { t.goTo(c.app, t.step-1) })
	c.replay = ui.NewButton("Replay step", ui.Rect{}, func() { t.goTo(c.app, t.step) })
	c.leave = ui.NewButton("Leave", ui.Rect{}, func() { t.leave(c.app) })
	c.next = ui.NewButton("Next", ui.Rect{}, func() {
		if t.cur().Kind() == gt.Guide {
			t.startGuided(c.app)
			return
		}
		t.goTo(c.app, t.step+1)
	})
	c.next.Primary = true
	c.form = ui.NewForm(c.back, c.replay, c.leave, c.next)
}

// layout places the card: below the turn's controls while the learner
// makes a move (they are needed), over them otherwise. It wraps the text.
func (c *card) layout(t *Scene) {
	if t.script == nil || t.play == nil {
		return
	}
	p, ctl := kit.PanelRect, kit.ControlsRect
	c.compact = t.cur().Kind() == gt.Move && !t.done && highlights(t.cur(), "panel:controls")
	top := ctl.Y - 6
	if c.compact {
		top = ctl.Y + ctl.H - 2
	}
	c.rect = ui.Rect{X: p.X + 6, Y: top, W: p.W - 12, H: p.Y + p.H - 6 - top}
	c.lines = c.wrap(t)
	c.place(t)
}

// highlights reports whether step highlights name: a step that points at
// the turn's controls (a spread marker to lay) keeps them in view, below
// a smaller card.
func highlights(step *gt.Step, name string) bool {
	for _, n := range step.Highlight {
		if n == name {
			return true
		}
	}
	return false
}

// face is the text's face and line height: smaller on the compact card.
func (c *card) face() (ui.Face, float64) {
	if c.compact {
		return ui.Face{Size: 15}, 19
	}
	return cardText, lineH
}

// line is one line of the card's text; "" is a paragraph break.
type line struct {
	text string
	ink  color.RGBA
}

// wrap is the text the card shows now: the narration, with what was done
// or the correction of a wrong move after it when both fit, else alone.
func (c *card) wrap(t *Scene) []line {
	step := t.cur()
	var story []line
	for i, para := range step.Paragraphs() {
		if i > 0 {
			story = append(story, line{})
		}
		story = append(story, c.para(para, ui.T().Text)...)
	}
	var note []line
	switch {
	case t.correction != "":
		note = c.para(t.correction, correctInk)
	case t.done && step.Done != "":
		note = c.para(step.Done, doneInk)
	}
	if note == nil {
		return story
	}
	both := append(append(story, line{}), note...) // what was done follows the story
	if t.correction != "" {
		both = append(append(note, line{}), story...) // a correction comes first
	}
	if c.fit(both) {
		return both
	}
	return note
}

// para wraps one paragraph in ink.
func (c *card) para(text string, ink color.RGBA) []line {
	face, _ := c.face()
	var out []line
	for _, l := range ui.Wrap(text, face, c.rect.W-2*cardPad) {
		out = append(out, line{l, ink})
	}
	return out
}

// fits reports whether the text shown fits between the title and the
// buttons.
func (c *card) fits() bool { return c.fit(c.lines) }

func (c *card) fit(lines []line) bool {
	_, lh := c.face()
	h := 0.0
	for _, l := range lines {
		if l.text == "" {
			h += paraGap
		} else {
			h += lh
		}
	}
	return c.titleH()+h <= c.buttonY()-c.rect.Y-6
}

// titleH is where the text starts below the card's top.
func (c *card) titleH() float64 {
	if c.compact {
		return cardPad - 4 + 28
	}
	return cardPad - 2 + 34
}

// buttonY is the top of the row of buttons.
func (c *card) buttonY() float64 {
	h := cardButton
	if c.compact {
		h = 32
	}
	return c.rect.Y + c.rect.H - cardPad + 4 - h
}

// place sets the buttons' places and states.
func (c *card) place(t *Scene) {
	y := c.buttonY()
	bh := c.rect.Y + c.rect.H - cardPad + 4 - y
	x := c.rect.X + cardPad
	for _, b := range []*ui.Button{c.back, c.replay, c.leave} {
		b.Rect = ui.Rect{X: x, Y: y, W: buttonWidth[b.Label], H: bh}
		x += b.W + 10
	}
	step := t.cur()
	c.next.Label = "Next"
	if step.Kind() == gt.Guide {
		c.next.Label = "Play now"
	}
	nw := 136.0
	c.next.Rect = ui.Rect{X: c.rect.X + c.rect.W - cardPad - nw, Y: y, W: nw, H: bh}
	c.back.Disabled, c.back.Reason = t.step == 0, "This is the first step"
	c.next.Disabled, c.next.Reason = false, ""
	switch {
	case step.Kind() == gt.Move && !t.done:
		c.next.Disabled, c.next.Reason = true, "Make the move the card asks for first (Replay step starts it again)"
	case step.Kind() == gt.Watch && !t.done:
		c.next.Disabled, c.next.Reason = true, "The moves are still being played"
	}
}

// update handles the card's buttons with the mouse; it reports whether
// one was used (the step may have changed).
func (c *card) update(app ui.App, t *Scene) bool {
	c.app = app
	in := *app.Input()
	if !c.rect.Contains(in.MouseX, in.MouseY) {
		return false
	}
	in.Confirm, in.Tab, in.Up, in.Down, in.Left, in.Right = false, false, false, false, false, false
	for _, b := range c.form.Items {
		hovered := b.Bounds().Contains(in.MouseX, in.MouseY)
		if b.Enabled() && b.Update(&in, false, hovered) {
			if s := app.Sound(); s != nil {
				s.Play("click")
			}
			return true
		}
	}
	return false
}

// draw paints the card.
func (c *card) draw(cv *ui.Canvas, t *Scene) {
	if t.script == nil || c.rect.W == 0 {
		return
	}
	r := c.rect
	th := ui.T()
	cv.FillRoundRect(r.X, r.Y+4, r.W, r.H, 12, color.RGBA{0, 0, 0, 120})
	cv.FillRoundRect(r.X, r.Y, r.W, r.H, 12, cardFill)
	cv.StrokeRoundRect(r.X, r.Y, r.W, r.H, 12, 2, cardEdge)
	cv.Cover(r) // what lies under the card cannot be clicked
	x, y := r.X+cardPad, r.Y+c.titleH()
	top := y - 34
	if c.compact {
		top = y - 28
	}
	cv.Text(fmt.Sprintf("Step %d of %d", t.step+1, len(t.script.Steps)), cardSmall, r.X+r.W-cardPad, top+4, ui.End, th.Dim)
	cv.Text(t.cur().Title, cardTitle, x, top, ui.Start, th.Accent)
	face, lh := c.face()
	for _, l := range c.lines {
		if l.text == "" {
			y += paraGap
			continue
		}
		cv.Text(l.text, face, x, y, ui.Start, l.ink)
		y += lh
	}
	mx, my := -1.0, -1.0
	if c.app != nil {
		mx, my = c.app.Input().MouseX, c.app.Input().MouseY
	}
	for _, b := range c.form.Items {
		b.Draw(cv, false, b.Bounds().Contains(mx, my))
	}
	for _, b := range []*ui.Button{c.back, c.next} {
		if b.Disabled && b.Bounds().Contains(mx, my) {
			kit.Tooltip(cv, mx, my, b.Reason, th.Text)
		}
	}
}

// Button is the card's button with that label (Back, Replay step, Leave,
// Next or Play now), or nil: for tests that click through the program.
func (t *Scene) Button(label string) *ui.Button {
	for _, w := range t.card.form.Items {
		if b := w.(*ui.Button); b.Label == label {
			return b
		}
	}
	return nil
}
