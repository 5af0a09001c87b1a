package play

import (
	"fmt"

	"embers/game"
	"embers/rules"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// teaching is the play scene's help for the person at the screen: the
// hint, the recap of the computer's moves and the last "why not" with its
// link to the rules reference.
type teaching struct {
	hinter  *game.Hinter
	ply     int // the history length the help below belongs to
	seat    rules.Seat
	hint    *game.Hint // the hint found for this position
	hintErr string
	recap   []game.RecapLine
	whyNot  *whyNot
	button  kit.Rect // where the "Suggest a move" button was drawn
	link    kit.Rect // where the rules link was drawn
	hotBtn  bool     // the mouse is over the button
	hotLink bool
}

// hintButton is where the "Suggest a move" button sits: the panel's
// header, on the right.
var hintButton = kit.Rect{X: kit.PanelRect.X + kit.PanelRect.W - 206, Y: kit.PanelRect.Y + 16, W: 190, H: 44}

// teachTurn keeps the help in step with the person's turn and handles a
// click on the hint button or the rules link. It reports whether the
// input was used (the board then does not see it).
func (sc *Scene) teachTurn(app ui.App, in *ui.Input) bool {
	t := &sc.teach
	if t.hinter == nil {
		t.hinter = game.NewHinter(sc.s)
	}
	if ply, seat := len(sc.s.Match.History), sc.s.ToMove(); ply != t.ply || seat != t.seat {
		sc.newHelp(ply, seat)
	}
	if t.hint == nil {
		if h, ok := t.hinter.Hint(); ok {
			t.hint = &h
			if hb, ok := sc.board.(kit.HintBoard); ok {
				hb.ShowHint(h.Move)
			}
		} else if err := t.hinter.Err(); err != nil {
			t.hintErr = err.Error()
		}
	}
	if sc.opt.AutoHint && t.hint == nil && !t.hinter.Pending() && t.hintErr == "" {
		sc.AskHint(app)
	}
	for _, r := range in.Runes {
		switch r {
		case 'h', 'H', '?': // the keyboard's "Suggest a move"
			sc.AskHint(app)
			return true
		case 'r', 'R': // the rules, at the last "why not" when there is one
			rule := ""
			if t.whyNot != nil {
				rule = t.whyNot.rule
			}
			sc.openRules(app, rule)
			return true
		}
	}
	t.hotBtn = hintButton.Contains(in.MouseX, in.MouseY)
	t.hotLink = t.whyNot != nil && t.link.Contains(in.MouseX, in.MouseY)
	switch {
	case !in.Click:
		return false
	case t.hotBtn:
		sc.AskHint(app)
		return true
	case t.hotLink:
		sc.openRules(app, t.whyNot.rule)
		return true
	}
	return false
}

// newHelp starts the help of a new position: the hint and the last
// refusal are forgotten, the recap says what the computer did since.
func (sc *Scene) newHelp(ply int, seat rules.Seat) {
	t := &sc.teach
	t.ply, t.seat = ply, seat
	t.hint, t.hintErr, t.whyNot = nil, "", nil
	if hb, ok := sc.board.(kit.HintBoard); ok {
		hb.ClearHint()
	}
	t.recap = nil
	if sc.s.IsHuman(seat) {
		t.recap = sc.s.Recap(seat)
	}
}

// AskHint asks the computer for a hint for the person to move, in the
// background; the hint appears on the board and in the panel once found.
func (sc *Scene) AskHint(app ui.App) {
	t := &sc.teach
	if t.hinter == nil {
		t.hinter = game.NewHinter(sc.s)
	}
	if t.hint != nil || sc.directed() {
		return
	}
	if err := t.hinter.Ask(sc.s.ToMove(), aiConfig(app)); err != nil {
		t.hintErr = err.Error()
	}
}

// Hint is the hint shown for the position on the board, if any.
func (sc *Scene) Hint() (game.Hint, bool) {
	if h := sc.teach.hint; h != nil && h.Ply == len(sc.s.Match.History) {
		return *h, true
	}
	return game.Hint{}, false
}

// hintShown reports whether the hint button is shown: a person's own turn,
// nothing animating, no handoff, and no tutorial step (its card already
// says which move to make; the guided game at its end is a normal game).
func (sc *Scene) hintShown() bool {
	return sc.turn != nil && !sc.Animating() && !sc.handoff && !sc.directed() && sc.s.IsHuman(sc.s.ToMove())
}

// drawHintButton paints "Suggest a move" in the panel's header.
func (sc *Scene) drawHintButton(c *ui.Canvas) {
	if !sc.hintShown() || sc.teach.hinter == nil {
		return
	}
	t := &sc.teach
	r := hintButton
	label := "Suggest a move"
	if n := t.hinter.Left(sc.s.ToMove()); n >= 0 {
		label = fmt.Sprintf("Suggest a move (%d)", n)
	}
	ok, why := t.hinter.CanHint(sc.s.ToMove())
	fill, edge, col := ui.T().Button, accent(), textMain()
	switch {
	case t.hinter.Pending():
		label = "Thinking…"
	case t.hint != nil:
		label = "Hint shown"
		edge = ui.Fade(accent(), 0.5)
	case !ok:
		fill, edge, col = rowFill(), panelEdge(), textDim()
	case t.hotBtn:
		fill = rowHot()
	}
	sc.sprites.RoundRect(c, r.X, r.Y, r.W, r.H, 9, fill, edge, 1.5)
	c.TextCentered(label, ui.Face{Style: ui.Bold, Size: 17}, r.X+r.W/2, r.Y+r.H/2, col)
	c.Hit(ui.Hit{Rect: r.UI(), Words: label, Command: "hint", Refused: !ok})
	if !ok && t.hotBtn && t.hint == nil {
		sc.hint, sc.hintX, sc.hintY = why, r.X, r.Y+r.H
	}
}

// drawHintMark paints the suggested move on the board.
func (sc *Scene) drawHintMark(c *ui.Canvas) {
	if hb, ok := sc.board.(kit.HintBoard); ok && sc.hintShown() && sc.teach.hint != nil {
		hb.DrawHint(c)
	}
}

// openRules opens the rules reference at a section over the board.
func (sc *Scene) openRules(app ui.App, section string) {
	if m := app.Menus(); m != nil {
		app.Push(m.Rules(sc.s.Match.Game.Info().ID, section))
	}
}
