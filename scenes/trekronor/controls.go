package trekronor

import (
	"image/color"

	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/play"
	"embers/scenes/ui"
)

var (
	btnFill   = color.RGBA{74, 46, 28, 255}
	btnHover  = color.RGBA{130, 76, 32, 255}
	btnOff    = color.RGBA{40, 30, 26, 255}
	btnEdge   = color.RGBA{255, 182, 84, 255}
	textFaint = color.RGBA{150, 134, 118, 255}
)

func valueButton(v int) play.Rect {
	r := play.ControlsRect
	return play.Rect{X: r.X + 6 + float64(v)*60, Y: r.Y + 34, W: 52, H: 56}
}

func passButton() play.Rect {
	r := play.ControlsRect
	return play.Rect{X: r.X + r.W - 150, Y: r.Y + 50, W: 142, H: 36}
}

// controlsInput handles the panel's buttons; used tells whether the mouse
// was over them.
func (b *Board) controlsInput(t *play.Turn, in *ui.Input) (m rules.Move, ok, used bool) {
	p := &b.pick
	if !play.ControlsRect.Contains(in.MouseX, in.MouseY) {
		return 0, false, false
	}
	p.why, p.hint = "", ""
	if b.m.spread {
		for v := range 6 {
			if !valueButton(v).Contains(in.MouseX, in.MouseY) {
				continue
			}
			mv := tk.SpreadMove(v)
			if p.targets.spread[v] {
				return mv, in.Click, true
			}
			if im := t.Explain(mv); im != nil {
				p.why = reason(im)
			}
		}
		return 0, false, true
	}
	if p.targets.pass && passButton().Contains(in.MouseX, in.MouseY) {
		return tk.PassMove, in.Click, true
	}
	return 0, false, true
}

// DrawControls paints the prompt and buttons of the person's turn.
func (b *Board) DrawControls(c *ui.Canvas, t *play.Turn, r play.Rect) {
	p := &b.pick
	title := ui.Face{Style: ui.Bold, Size: 16}
	small := ui.Face{Size: 14}
	if b.m.spread {
		c.Text("Now lay one spread marker face-down", title, r.X+6, r.Y+4, ui.Start, btnEdge)
		for v := range 6 {
			br := valueButton(v)
			legal := p.targets.spread[v]
			fill := btnOff
			if legal {
				fill = btnFill
				if br.Contains(p.mx, p.my) {
					fill = btnHover
				}
			}
			c.FillPath(ui.RoundRect(br.X, br.Y, br.W, br.H, 6), fill)
			if legal {
				c.StrokePath(ui.RoundRect(br.X, br.Y, br.W, br.H, 6), 1.5, btnEdge)
				c.TextCentered(tk.ValueName(uint8(v)), ui.Face{Style: ui.Bold, Size: 26}, br.X+br.W/2, br.Y+br.H/2, parchment)
			} else {
				c.TextCentered("·", ui.Face{Style: ui.Bold, Size: 26}, br.X+br.W/2, br.Y+br.H/2, textFaint)
			}
		}
		c.Text("or type it\nletters: column\nnumbers: row", ui.Face{Size: 12}, r.X+372, r.Y+36, ui.Start, textFaint)
		return
	}
	c.Text("Choose one action", title, r.X+6, r.Y+4, ui.Start, btnEdge)
	c.Text("arrow keys and Enter work too", ui.Face{Size: 12}, r.X+r.W-8, r.Y+7, ui.End, textFaint)
	help := "Click a lit square to place a servant, one of your\nservants to move it, or a glowing hall for fire and markers."
	if p.from >= 0 {
		help = "Click a lit square to move this servant there.\nRight-click or click it again to put it back."
	}
	if p.targets.pass {
		help = "Nothing is possible this turn."
		br := passButton()
		fill := btnFill
		if br.Contains(p.mx, p.my) {
			fill = btnHover
		}
		c.FillPath(ui.RoundRect(br.X, br.Y, br.W, br.H, 6), fill)
		c.StrokePath(ui.RoundRect(br.X, br.Y, br.W, br.H, 6), 1.5, btnEdge)
		c.TextCentered("Pass", title, br.X+br.W/2, br.Y+br.H/2, parchment)
	}
	c.Text(help, small, r.X+6, r.Y+30, ui.Start, parchment)
}
