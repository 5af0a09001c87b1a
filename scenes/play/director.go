package play

import "embers/rules"

// Director steers a play scene from outside: a tutorial decides when the
// person may move, which move is the one it asks for, and plays the other
// seats' moves itself (Scene.Play). Under a Director the AI seats never
// think and the finished game stays on the board (no results screen).
type Director interface {
	// MayMove reports whether the person to move may choose on the board now.
	MayMove() bool
	// Accept is asked before a person's move is played. false refuses it
	// without playing it: the director explains why in its own way, and
	// the board starts the choice afresh.
	Accept(m rules.Move) bool
	// Status is the second line of the panel's header while it is not ""
	// (instead of "thinking..." for a seat the director plays).
	Status() string
}

// directed reports whether a Director steers the scene.
func (sc *Scene) directed() bool { return sc.opt.Director != nil }
