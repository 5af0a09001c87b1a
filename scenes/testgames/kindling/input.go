package kindling

import (
	"embers/rules"
	kd "embers/rules/testgames/kindling"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// Input lets the person light or smother a log, by mouse or by keys.
func (b *Board) Input(t *kit.Turn, in *ui.Input) (rules.Move, bool) {
	in = b.Keyboard(in, false, func(dx, dy float64, first bool) (float64, float64) {
		return b.FocusPlaces(in.MouseX, in.MouseY, logs, logs[2], dx, dy, first)
	})
	b.BeginTurn(t, in)
	if m, ok, used := b.ChoiceInput(in); used {
		return m, ok
	}
	if p, ok := b.PlaceAt(in.MouseX, in.MouseY, logs); ok {
		return b.PickPlace(t, p, b.Describe(p), in.Click)
	}
	return 0, false
}

// LitLook lights a log the person may act on: gold round a cold log to
// light, smoke-grey round the other seat's burning log to smother.
func (b *Board) LitLook(p rules.Place, moves []rules.Move) []kit.Lit {
	if len(moves) == 0 {
		return nil
	}
	col := kit.LitGold
	if kd.KindOf(moves[0]) == kd.Smother {
		col = smoke
	}
	return []kit.Lit{{Look: kit.Look{Col: col, Width: 4, Inset: 3, A: 1}, Lo: 0.25}}
}

// DrawControls writes the turn's prompt.
func (b *Board) DrawControls(c *ui.Canvas, t *kit.Turn, r kit.Rect) {
	c.Text("arrow keys and Enter work too", ui.Face{Size: 12}, r.X+r.W-8, r.Y+7, ui.End, kit.FaintText)
	kit.DrawPrompt(c, r, "Light a log or smother one",
		"Click a cold log to light it in your colour,\nor a log burning in the other colour to smother it.")
}
