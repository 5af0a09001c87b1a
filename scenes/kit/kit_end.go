package kit

import (
	"image/color"
	"strings"

	"embers/scenes/ui"
)

// Ending is how a board tells its game's end, in its own words: the
// banner (the panel's headline, Kit.EndText) and the card laid over the
// board once every event is shown. The kit writes and draws both from the
// rules' Result as the board shows it (Kit.Result); a board sets its
// Ending when it is made.
type Ending struct {
	Won  string     // the banner's words before who won: "The castle stands!"
	Head string     // the card's headline, over who won
	Col  color.RGBA // the card's colour
	Card Rect       // where the card lies on the screen

	// A game everyone loses together (Result.Lost): the banner, and the
	// card's headline and line, in LostCol.
	Lost, LostHead, LostLine string
	LostCol                  color.RGBA
}

// EndLine is the banner of the game as the board shows it: "" before the
// end, the loss, or the Won words and who won.
func (k *Kit) EndLine() string {
	switch {
	case !k.Result.Over:
		return ""
	case k.Result.Lost:
		return k.End.Lost
	}
	return WinLine(k.End.Won, k.Names(), k.Result.Winners)
}

// DrawEnd lays the end card over the board: the headline and who won
// (the banner after its Won words), or the loss. A board with another
// ending draws its own.
func (k *Kit) DrawEnd(c *ui.Canvas) {
	e, r := k.End, k.End.Card
	head, line, col := e.Head, strings.TrimPrefix(k.EndText, e.Won+" "), e.Col
	if k.Result.Lost {
		head, line, col = e.LostHead, e.LostLine, e.LostCol
	}
	k.EndCard(c, r.X, r.Y, r.W, r.H, head, line, col)
}
