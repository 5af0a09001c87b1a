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

	// Headline is the results screen's title in the game's own words ("The
	// castle is saved", "The dragon falls"); empty: the screen names the
	// winners, or says that everyone lost.
	Headline string
	// Rivals are the opponents that are not seats (Crown of Ash's AI deck,
	// Burnt to Ashes' dragon), with their score and whether they won. A
	// rival that wins alone makes the game lost for every seat (Lost).
	Rivals []Rival
	// Rewards, when set, is each seat's reward in [0,1] on the game's own
	// scale (see Reward): a co-operative team score where 57 of 100 is
	// better than 40, or a semi-co-operative game's preference for winning
	// alone. Nil: Reward derives it from Lost and Winners.
	Rewards []float64
}

// Rival is an opponent that is not a seat, as the results show it.
type Rival struct {
	Name  string      // "The AI deck", "The dragon"
	Score int         // on the game's scale; 0 when it keeps none
	Won   bool        // the rival won (alone or with seats)
	Lines []ScoreLine // its points by source (Seat is NoSeat)
}

// ScoreLine is one entry of the end-of-game breakdown: every point a seat
// got, where from, and by which rule.
type ScoreLine struct {
	// Seat is the seat that scored; NoSeat for points of the whole table
	// (a co-operative team score, in Result.Lines) and in a rival's Lines.
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

// TopSeats are the seats with the highest score (one per seat, in seat
// order), a tie broken by each tiebreak in turn, highest first; the seats
// still tied after the last share the win. Nil for no scores.
func TopSeats(scores []int, tiebreaks ...func(seat Seat) int) []Seat {
	var top []Seat
	for i, v := range scores {
		switch {
		case len(top) == 0 || v > scores[top[0]]:
			top = append(top[:0], Seat(i))
		case v == scores[top[0]]:
			top = append(top, Seat(i))
		}
	}
	for _, key := range tiebreaks {
		if len(top) < 2 {
			break
		}
		best := key(top[0])
		for _, s := range top[1:] {
			best = max(best, key(s))
		}
		kept := top[:0]
		for _, s := range top {
			if key(s) == best {
				kept = append(kept, s)
			}
		}
		top = kept
	}
	return top
}
