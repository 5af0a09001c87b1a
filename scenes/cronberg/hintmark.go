package cronberg

import (
	"embers/rules"
	cb "embers/rules/cronberg"
)

// HintWords are the hint's label for move m (the kit rings its crossing,
// the pile, the tile's outline or the pass button).
func (b *Board) HintWords(m rules.Move) string {
	switch kind, _, _, _ := cb.MoveParts(m); kind {
	case "token":
		return "place a token here"
	case "draw":
		return "draw a building"
	case "lay":
		return "lay it here"
	}
	return ""
}
