package cronberg

import (
	cb "embers/rules/cronberg"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// drawButton and passButton are the controls of a turn.
func drawButton() kit.Rect { return kit.Control(-166, 6, 160, 38) }

func passButton() kit.Rect { return kit.Control(-166, 52, 160, 38) }

// buttons are the controls of the turn while no tile waits to be laid:
// Draw (D) and Pass (P), lit while open.
func (b *Board) buttons() []kit.Button {
	if b.m.laying {
		return nil
	}
	face := ui.Face{Style: ui.Bold, Size: 15}
	draw, pass := cb.DrawMove(), cb.PassMove()
	return []kit.Button{
		{Rect: drawButton(), Label: "Draw a building (D)", Face: face, Keys: "dD", Move: draw, Hint: b.ClickHint(draw)},
		{Rect: passButton(), Label: "Pass (P)", Face: face, Keys: "pP", Move: pass, Hint: b.ClickHint(pass)},
	}
}

// DrawControls paints the prompt and buttons of the person's turn.
func (b *Board) DrawControls(c *ui.Canvas, t *kit.Turn, r kit.Rect) {
	p := &b.pick
	head := "Place a token or build"
	help := "Click a lit crossing to place a token, or draw\na building from the pile (keys: arrows, Enter)."
	switch {
	case b.m.laying && b.m.drawn >= 0:
		head = "Lay the " + cb.Tile(b.m.drawn).Name
		help = "Point at a lit triangle: the tile turns towards the\nmouse (keys: arrows, Tab to turn it, Enter)."
	case p.Lit(cb.PassPlace):
		help = "No token can be placed and no building\nfits: you must pass."
	case !p.Lit(cb.PilePlace):
		help = "Click a lit crossing to place a token.\n(No building can be drawn now.)"
	case !p.Any(isCrossing):
		help = "No crossing is open to you:\ndraw a building from the pile."
	}
	kit.DrawPrompt(c, r, head, help)
	b.DrawClickLine(c, r.X+6, r.Y+72, r.W-180) // the buttons stand beside it (none while laying)
	b.DrawButtons(c, t, b.buttons())
}
