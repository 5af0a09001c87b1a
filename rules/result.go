package rules

// Result is the outcome of a game. Until the game is over only Over (false)
// is meaningful.
type Result struct {
	Over bool
	// Lost is set when everyone lost together (a cooperative defeat: the
	// castle burnt down). Then Winners is empty.
	Lost    bool
	Scores  []int  // one per seat
	Winners []Seat // the seats with the best result; several on a tie
	Summary string // one line in our own words: why the game ended
	Lines   []ScoreLine
}

// ScoreLine is one entry of the end-of-game breakdown: every point a seat
// got, where from, and by which rule.
type ScoreLine struct {
	Seat   Seat
	Points int
	What   string // e.g. "save marker in A1 (2 ash)"
	Rule   string // e.g. "6.2"
}

// Won reports whether seat is among the winners.
func (r Result) Won(seat Seat) bool {
	for _, w := range r.Winners {
		if w == seat {
			return true
		}
	}
	return false
}
