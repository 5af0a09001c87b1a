package trekronor

import (
	"embers/rules"
	tk "embers/rules/trekronor"
)

// HintWords are the hint's label for move m (the kit draws a servant's
// move as an arrow from the servant to where it goes: Looks.HintArrow).
func (b *Board) HintWords(m rules.Move) string {
	switch d := partsOf(m); d.kind {
	case tk.ActPlace:
		return "place here"
	case tk.ActMove:
		return "move here"
	case tk.ActDouse:
		if d.hall >= 0 {
			return "put out a fire"
		}
		return "put out"
	case tk.ActSave, tk.ActSteal:
		return d.kind.String() + " here"
	case tk.ActSpread:
		return "lay this one"
	case tk.ActPass:
		return "pass"
	}
	return ""
}
