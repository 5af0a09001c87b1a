package trekronor

import (
	tk "embers/rules/trekronor"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// keyFocus is the keyboard's spread marker button (the kit's Focus holds
// its square, whether the keys lead, and the chooser's focused choice).
type keyFocus struct{ value int }

// keyboard turns arrow keys and Enter into the pointer input the board
// already understands: the focus moves from square to square (starting on
// a lit one, else mid-castle), or along the spread marker buttons while
// one is to be laid.
func (b *Board) keyboard(in *ui.Input) *ui.Input {
	k := &b.keys
	return b.Keyboard(in, false, func(dx, dy float64, first bool) (float64, float64) {
		if b.m.spread {
			k.value = (k.value + int(dx) + 6) % 6
			return valueButton(k.value).Centre()
		}
		x, y := b.FocusPlaces(in.MouseX, in.MouseY, squares, tk.SquarePlace(44), dx, dy, first)
		if in.Confirm && b.passOnly() { // passing is all there is
			return passButton().Centre()
		}
		return x, y
	})
}

// squares are the places the keyboard's focus starts on.
var squares = kit.PlaceList(tk.NumSquares, tk.SquarePlace)

// passOnly reports whether passing is all the person may do.
func (b *Board) passOnly() bool {
	t := b.Pick.Turn
	return t != nil && len(t.Legal) == 1 && t.Legal[0] == tk.PassMove
}
