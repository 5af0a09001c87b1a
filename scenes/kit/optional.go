package kit

import (
	"embers/rules"
	"embers/scenes/ui"
)

// The optional interfaces of a Board that the play scene asks for by type
// assertion (beside those in board.go and the kit's files).

// Pacer is optional for a Board: the share of the computer's pause to
// wait before move m, a computer's or chance's, is played (1: the whole
// pause, 0: none). A step of a longer move (a stack looked at, then put in
// order) or a card of a fight needs less than a decision does, so that a
// computer's whole turn is watched in a few seconds; the detail stays in
// the log and "While you waited".
type Pacer interface {
	PauseShare(m rules.Move) float64
}

// Looker is optional for a Board: it lets the person look round the board
// (zoom, pan) while the board takes no move from them: the computer
// thinks or plays, a move animates. Look reports whether it used in (a
// wheel, a key of its own, a drag on the board); clicks is false while the
// person's own turn comes next, when a click must still skip to it and
// reach the board. Look may turn in into what it means for the scene (a
// press let go where it began, not a drag, becomes a click).
type Looker interface {
	Look(in *ui.Input, clicks bool) bool
}

// WhyNoter is optional for a Board: the explanation it shows now for a
// target the person cannot use, as the rules gave it (IllegalMove's Reason
// in a person's words, and its Rule section), or "" for none. The panel
// keeps the last one in a card with a link to that section of the rules
// reference.
type WhyNoter interface {
	WhyNot() (reason, rule string)
}

// Highlighter is optional for a Board: it outlines, pulsing and clear at a
// distance, what names name: the game's places (rules.Place: a square "d1",
// a hall "B2", "pile" ...) and the panel's parts ("panel:seat" ...; see
// game/tutorial.Resolve), with an optional short label beside each
// labelled name. nil names clear it. A board with highlights set leaves out
// its own end-of-game card: the director tells the end in its own words.
type Highlighter interface {
	Highlight(names []string, labels map[string]string)
}

// HintBoard is optional for a Board: it marks a suggested move on the
// board, clear at a distance, until ClearHint.
type HintBoard interface {
	ShowHint(m rules.Move)
	ClearHint()
	// DrawHint paints the mark over the board (after Draw).
	DrawHint(c *ui.Canvas)
}
