package trekronor

import (
	"strings"

	tk "embers/rules/trekronor"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// valueButton and passButton are the controls of a turn.
func valueButton(v int) kit.Rect { return kit.Control(6+float64(v)*60, 34, 52, 56) }

func passButton() kit.Rect { return kit.Control(-150, 50, 142, 36) }

// buttons are the controls of the turn: the six spread markers (typed by
// their letter or number) while one is to be laid, else Pass while
// nothing else is possible.
func (b *Board) buttons() []kit.Button {
	if !b.m.spread {
		return []kit.Button{{Rect: passButton(), Label: "Pass", Face: ui.Face{Style: ui.Bold, Size: 16}, Move: tk.PassMove, Hide: true}}
	}
	out := make([]kit.Button, 6)
	for v := range out {
		name := tk.ValueName(uint8(v))
		out[v] = kit.Button{Rect: valueButton(v), Label: name, Dim: "·", Face: ui.Face{Style: ui.Bold, Size: 26},
			Keys: strings.ToLower(name) + strings.ToUpper(name), Move: tk.SpreadMove(v)}
	}
	return out
}

// DrawControls paints the prompt and buttons of the person's turn.
func (b *Board) DrawControls(c *ui.Canvas, t *kit.Turn, r kit.Rect) {
	b.DrawButtons(c, t, b.buttons())
	if b.m.spread {
		kit.DrawPrompt(c, r, "Now lay one spread marker face-down", "")
		c.Text("or type it\nletters: column\nnumbers: row", ui.Face{Size: 12}, r.X+372, r.Y+36, ui.Start, kit.FaintText)
		return
	}
	c.Text("arrow keys and Enter work too", ui.Face{Size: 12}, r.X+r.W-8, r.Y+7, ui.End, kit.FaintText)
	help := "Click a lit square to place a servant, one of your\nservants to move it, or a glowing hall for fire and markers."
	if b.from() >= 0 {
		help = "Click a lit square to move this servant there.\nRight-click or click it again to put it back."
	}
	if t.IsLegal(tk.PassMove) {
		help = "Nothing is possible this turn."
	}
	kit.DrawPrompt(c, r, "Choose one action", help)
}
