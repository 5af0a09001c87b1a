package trekronor

import (
	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// valueButton and passButton are the controls of a turn.
func valueButton(v int) play.Rect { return play.Control(6+float64(v)*60, 34, 52, 56) }

func passButton() play.Rect { return play.Control(-150, 50, 142, 36) }

// controlsInput handles the panel's buttons; used tells whether the mouse
// was over them.
func (b *Board) controlsInput(t *play.Turn, in *ui.Input) (m rules.Move, ok, used bool) {
	if !play.ControlsRect.Contains(in.MouseX, in.MouseY) {
		return 0, false, false
	}
	for v := range 6 {
		if b.m.spread && valueButton(v).Contains(in.MouseX, in.MouseY) {
			m, ok = b.Pick.Try(t, tk.SpreadMove(v), "", in.Click)
		}
	}
	if !b.m.spread && t.IsLegal(tk.PassMove) && passButton().Contains(in.MouseX, in.MouseY) {
		return tk.PassMove, in.Click, true
	}
	return m, ok, true
}

// DrawControls paints the prompt and buttons of the person's turn.
func (b *Board) DrawControls(c *ui.Canvas, t *play.Turn, r play.Rect) {
	title := ui.Face{Style: ui.Bold, Size: 16}
	if b.m.spread {
		c.Text("Now lay one spread marker face-down", title, r.X+6, r.Y+4, ui.Start, play.BtnEdge)
		for v := range 6 {
			label, open := tk.ValueName(uint8(v)), t.IsLegal(tk.SpreadMove(v))
			if !open {
				label = "·"
			}
			b.Button(c, valueButton(v), label, ui.Face{Style: ui.Bold, Size: 26}, open)
		}
		c.Text("or type it\nletters: column\nnumbers: row", ui.Face{Size: 12}, r.X+372, r.Y+36, ui.Start, play.FaintText)
		return
	}
	c.Text("Choose one action", title, r.X+6, r.Y+4, ui.Start, play.BtnEdge)
	c.Text("arrow keys and Enter work too", ui.Face{Size: 12}, r.X+r.W-8, r.Y+7, ui.End, play.FaintText)
	help := "Click a lit square to place a servant, one of your\nservants to move it, or a glowing hall for fire and markers."
	if b.from() >= 0 {
		help = "Click a lit square to move this servant there.\nRight-click or click it again to put it back."
	}
	if t.IsLegal(tk.PassMove) {
		help = "Nothing is possible this turn."
		b.Button(c, passButton(), "Pass", title, true)
	}
	c.Text(help, ui.Face{Size: 14}, r.X+6, r.Y+30, ui.Start, play.Parchment)
}
