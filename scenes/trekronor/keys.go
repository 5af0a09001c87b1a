package trekronor

import (
	tk "embers/rules/trekronor"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// keyFocus is the keyboard's place on the board: arrow keys move it, Enter
// acts as a click there. Moving the mouse hands control back to it.
type keyFocus struct {
	on     bool
	square int // the focused square
	option int // the focused choice of an open chooser
	value  int // the focused spread marker button
}

// keyboard turns arrow keys and Enter into the pointer input the board
// already understands; it returns in unchanged while the mouse leads.
func (b *Board) keyboard(in *ui.Input) *ui.Input {
	k := &b.keys
	p := &b.pick
	if in.MouseMoved || in.Click {
		k.on = false
		return in
	}
	dx, dy := 0, 0
	switch {
	case in.Left:
		dx = -1
	case in.Right:
		dx = 1
	case in.Up:
		dy = 1
	case in.Down:
		dy = -1
	}
	if dx == 0 && dy == 0 && !k.on {
		return in
	}
	if !k.on {
		k.on = true
		if sq := squareAt(in.MouseX, in.MouseY); sq >= 0 {
			k.square = sq
		} else {
			k.square = 44
		}
	}
	out := *in
	out.Confirm = false
	out.Click = in.Confirm
	switch {
	case p.menu != nil:
		k.option = (k.option - dy + len(p.menu.opts)) % len(p.menu.opts)
		r := p.menu.optRect(k.option)
		out.MouseX, out.MouseY = r.X+r.W/2, r.Y+r.H/2
	case b.m.spread:
		k.value = (k.value + dx + 6) % 6
		r := valueButton(k.value)
		out.MouseX, out.MouseY = r.X+r.W/2, r.Y+r.H/2
	default:
		x, y := k.square%tk.Width+dx, k.square/tk.Width+dy
		if x >= 0 && x < tk.Width && y >= 0 && y < tk.Width {
			k.square = y*tk.Width + x
		}
		out.MouseX, out.MouseY = squareCentre(k.square)
		if p.targets.pass && in.Confirm && passOnly(p) {
			r := passButton()
			out.MouseX, out.MouseY = r.X+r.W/2, r.Y+r.H/2
		}
	}
	return &out
}

// passOnly reports whether passing is the person's only move.
func passOnly(p *picker) bool {
	return p.turn != nil && len(p.turn.Legal) == 1
}

var _ = play.BoardRect
