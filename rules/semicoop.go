package rules

// The reward of a semi-co-operative game (Tre Kronor; Burnt to Ashes'
// semi-co-operative variant): the group loses together, or it survives and
// the highest score wins, alone or shared. Every seat
//
//   - prefers winning alone to sharing a win, and sharing with fewer seats to
//     sharing with more: a win shared by k seats is worth
//     SemiCoopWin + (1 − SemiCoopWin)/k (alone 1; at five seats, a five-way
//     tie still 0.52);
//   - prefers any share of a win to surviving without one: a seat that does
//     not win gets SemiCoopSaved plus up to SemiCoopMargin for how close it
//     came to the winners' score (0.30 to 0.35, below the widest tie);
//   - prefers surviving without a win to losing together: 0.
//
// Surviving is worth a good part of a win (0.30 of 1) on purpose: a seat
// that cannot win any more still wants the group to survive, so it does not
// gamble the whole table away for a small chance of a win, and a seat
// playing for a win alone weighs what it risks for everyone.
const (
	SemiCoopWin    = 0.4  // the part of a win's value every share of it gets
	SemiCoopSaved  = 0.3  // a seat that survives without a win
	SemiCoopMargin = 0.05 // the most a non-winner gets for coming close
	// SemiCoopGap is the score gap (in the game's points) at which a
	// non-winner's margin term reaches 0: a seat one point behind the
	// winners gets three quarters of SemiCoopMargin, four points behind none.
	SemiCoopGap = 4
)

// SemiCoopShare is the reward of one of k seats sharing a win.
func SemiCoopShare(k int) float64 {
	if k < 1 {
		k = 1
	}
	return SemiCoopWin + (1-SemiCoopWin)/float64(k)
}

// SemiCoopBehind is the reward of a seat that survives without winning,
// gap points behind the winners' score.
func SemiCoopBehind(gap int) float64 {
	near := 1 - float64(gap)/SemiCoopGap
	return SemiCoopSaved + SemiCoopMargin*min(1, max(0, near))
}

// SemiCoopRewards gives every seat's reward of a finished semi-co-operative
// game (for Result.Rewards): 0 for all when the group lost, otherwise
// SemiCoopScores of the scores (the winners are the seats with the top
// score, as in every semi-co-operative game of Embers).
func SemiCoopRewards(r Result) []float64 {
	out := make([]float64, len(r.Scores))
	if !r.Lost && len(r.Scores) > 0 {
		SemiCoopScores(r.Scores, out)
	}
	return out
}

// SemiCoopScores writes into out (one per seat) each seat's reward when the
// group survives with these scores: the top score wins, alone or shared.
// The AI's estimates use it for a position as if the game ended now.
func SemiCoopScores(scores []int, out []float64) {
	best, k := scores[0], 0
	for _, v := range scores {
		best = max(best, v)
	}
	for _, v := range scores {
		if v == best {
			k++
		}
	}
	for seat, v := range scores {
		if v == best {
			out[seat] = SemiCoopShare(k)
		} else {
			out[seat] = SemiCoopBehind(best - v)
		}
	}
}
