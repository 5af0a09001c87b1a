package kit

import (
	"image/color"
	"strings"

	"embers/rules"
	"embers/scenes/ui"
)

// Button is a control of a person's turn bound to one move, which a board
// lists and the kit serves: drawn lit while the move is legal, played by
// a click or one of its keys, and, when the rules refuse it, explained
// like any target (Pick.Try).
type Button struct {
	Rect  Rect
	Label string
	Dim   string // the label while the move is not legal ("": Label)
	Face  ui.Face
	Keys  string // the runes that press it, either case ("dD"), or ""
	Move  rules.Move
	Hint  string // what a click would do ("": nothing is said)
	Hide  bool   // not drawn, pointed at nor pressed while not legal
}

// Buttons handles the turn's buttons: a typed key that presses one, else
// the mouse over the controls. used tells whether the input was theirs
// (the board then looks no further).
func (k *Kit) Buttons(t *Turn, in *ui.Input, buttons []Button) (m rules.Move, ok, used bool) {
	if m, ok := k.buttonKeys(t, in, buttons); ok {
		return m, true, true
	}
	return k.buttonMouse(t, in, buttons)
}

// buttonKeys plays the button a typed rune presses; a key the rules refuse
// now is explained like a click.
func (k *Kit) buttonKeys(t *Turn, in *ui.Input, buttons []Button) (rules.Move, bool) {
	for _, r := range in.Runes {
		for _, b := range buttons {
			if b.Keys != "" && strings.ContainsRune(b.Keys, r) && (!b.Hide || t.IsLegal(b.Move)) {
				return k.Pick.Try(t, b.Move, b.Hint, true)
			}
		}
	}
	return 0, false
}

// buttonMouse handles the mouse over the turn's controls: the button under
// it is offered (played on a click, or explained). used tells whether the
// mouse was over the controls at all.
func (k *Kit) buttonMouse(t *Turn, in *ui.Input, buttons []Button) (m rules.Move, ok, used bool) {
	if !ControlsRect.Contains(in.MouseX, in.MouseY) {
		return 0, false, false
	}
	for _, b := range buttons {
		if b.Rect.Contains(in.MouseX, in.MouseY) && (!b.Hide || t.IsLegal(b.Move)) {
			m, ok = k.Pick.Try(t, b.Move, b.Hint, in.Click)
		}
	}
	return m, ok, true
}

// DrawButtons paints the buttons: lit while their move is legal, brighter
// under the mouse.
func (k *Kit) DrawButtons(c *ui.Canvas, t *Turn, buttons []Button) {
	registerButtons(c, t, buttons)
	for _, b := range buttons {
		legal := t.IsLegal(b.Move)
		if label, shown := b.shows(legal); shown {
			k.Button(c, b.Rect, label, b.Face, legal)
		}
	}
}

// shows is the label button b shows while its move is legal or not, and
// whether it shows at all.
func (b Button) shows(legal bool) (label string, shown bool) {
	switch {
	case b.Hide && !legal:
		return "", false
	case !legal && b.Dim != "":
		return b.Dim, true
	}
	return b.Label, true
}

// DrawClickLine writes at (x, y) in the controls what a click on the thing
// under the mouse would do ("Click to ..."), for a board whose pointer
// shows no tips; it fits in w, smaller first, then cut.
func (k *Kit) DrawClickLine(c *ui.Canvas, x, y, w float64) {
	if k.Pick.Hint == "" {
		return
	}
	text, face := clickLine(k.Pick.Hint, w)
	c.Text(text, face, x, y, ui.Start, LitGold)
}

// clickLine is the line DrawClickLine writes for hint in w, and its face.
func clickLine(hint string, w float64) (string, ui.Face) {
	face := ui.Face{Style: ui.Bold, Size: 14}
	text := "Click to " + hint
	for tw, _ := ui.Measure(text, face); tw > w && face.Size > 11; tw, _ = ui.Measure(text, face) {
		face.Size--
	}
	return FitLine(text, face, w), face // (cutting bytes here once grew the text for ever)
}

// DrawPrompt writes the prompt of a person's turn at the top of the
// controls r: what to do now (title) and, under it, how (help: a line or
// two, "" for none). Each line fits r's width: smaller first (down to 13
// and 11 points), then cut with "…"; a cut prompt is noted for playcheck as
// a defect, since the prompt is the one text a person must read whole.
func DrawPrompt(c *ui.Canvas, r Rect, title, help string) {
	w := r.W - 12
	line := func(s string, face ui.Face, least, y float64, col color.Color) {
		text, face := fitPrompt(s, face, least, w)
		c.Text(text, face, r.X+6, y, ui.Start, col)
		if text != s {
			c.NoteCut(s, ui.Rect{X: r.X + 6, Y: y, W: w, H: face.Size + 4}, true)
		}
	}
	line(title, ui.Face{Style: ui.Bold, Size: 16}, 13, r.Y+4, BtnEdge)
	if help != "" {
		line(help, ui.Face{Size: 14}, 11, r.Y+30, Parchment)
	}
}

// fitPrompt is a prompt line s as written in w: face made smaller down to
// least points, then the text cut.
func fitPrompt(s string, face ui.Face, least, w float64) (string, ui.Face) {
	for tw, _ := ui.Measure(s, face); tw > w && face.Size > least; tw, _ = ui.Measure(s, face) {
		face.Size--
	}
	if tw, _ := ui.Measure(s, face); tw <= w {
		return s, face
	}
	return FitLine(s, face, w), face
}
