package trekronor

import (
	tk "embers/rules/trekronor"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// keyFocus is the keyboard's place on the castle (the kit's Focus says
// whether the keys lead, and the chooser's focused choice).
type keyFocus struct {
	square int // the focused square
	value  int // the focused spread marker button
}

// keyboard turns arrow keys and Enter into the pointer input the board
// already understands: the focus moves from square to square, or along
// the spread marker buttons while one is to be laid.
func (b *Board) keyboard(in *ui.Input) *ui.Input {
	k := &b.keys
	return b.Keyboard(in, false, func(dx, dy float64, first bool) (float64, float64) {
		if first { // on a lit square, else mid-castle
			s, _ := tk.ParsePlace(b.FocusStart(in.MouseX, in.MouseY, squares, tk.SquarePlace(44)))
			k.square = s.Index
		}
		if b.m.spread {
			k.value = (k.value + int(dx) + 6) % 6
			return valueButton(k.value).Centre()
		}
		k.square = grid.Step(k.square, dx, dy)
		if in.Confirm && b.passOnly() { // passing is all there is
			return passButton().Centre()
		}
		return squareCentre(k.square)
	})
}

// squares are the places the keyboard's focus starts on.
var squares = play.PlaceList(tk.NumSquares, tk.SquarePlace)

// passOnly reports whether passing is all the person may do.
func (b *Board) passOnly() bool {
	t := b.Pick.Turn
	return t != nil && len(t.Legal) == 1 && t.Legal[0] == tk.PassMove
}
