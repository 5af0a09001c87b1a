package rules

// Reactor is implemented by a state whose decisions may be reaction
// windows: a seat that is not taking its turn may react (play a follower
// card in another player's turn) or pass. The seat to move in a window is
// ToMove() as always; Legal holds the pass and the reactions.
//
// A game opens a window for every seat that could react as far as the
// others can tell (a seat with cards in hand), never only for the seats
// that hold a playable card, so the window itself shows nothing. The match
// (game.Session) passes at once for a person whose only legal move is the
// pass, and the AI passes without a search; both look the same in the log.
type Reactor interface {
	// Window reports whether the decision at hand is a reaction window,
	// and the move that passes it (always legal in a window).
	Window() (pass Move, ok bool)
}

// Pruner is optional: a state that knows which of its legal moves are worth
// a search's time names them. The AI searches only these; a single
// candidate is played at once, without a search (a window where only the
// pass makes sense, a forced follow-up).
type Pruner interface {
	// Candidates appends to dst[:0] a non-empty subset of Legal.
	Candidates(dst []Move) []Move
}
