package rules

// The reward of a semi-co-operative game (Tre Kronor; Burnt to Ashes'
// semi-co-operative variant): the group loses together, or it survives and
// the highest score wins, alone or shared. Every seat
//
//   - prefers winning alone to sharing a win, and sharing with fewer seats to
//     sharing with more: a win shared by k seats is worth
//     Win + (1 − Win)/k of a win alone;
//   - prefers any share of a win to surviving without one: a seat that does
//     not win gets Saved plus up to Margin for how close it came to the
//     winners' score, below the widest share;
//   - prefers surviving without a win to losing together: 0.
//
// A game picks the form's numbers (SemiCoop); each game's choice and its
// reason are in its rules document.
type SemiCoop struct {
	Win    float64 // the part of a win's value every share of it gets
	Saved  float64 // a seat that survives without a win
	Margin float64 // the most a non-winner gets for coming close
	// Gap is the score gap (in the game's points) at which a non-winner's
	// margin term reaches 0: with Gap 4 a seat one point behind the winners
	// gets three quarters of Margin, four points behind none.
	Gap int
}

// SemiCoopShared is the form in which every share of a win keeps part of a
// win's worth (a five-way tie 0.52) and surviving is worth a good part of a
// win (0.30 of 1): a seat that cannot win any more still wants the group to
// survive, so it does not gamble the whole table away for a small chance of
// a win. Burnt to Ashes' rivals play for it (one ruler is always crowned).
var SemiCoopShared = SemiCoop{Win: 0.4, Saved: 0.3, Margin: 0.05, Gap: 4}

// SemiCoopSplit is the form in which a win shared by k seats is a prize
// split k ways (1/k) and surviving without a win is worth 0.15 to 0.19, just
// below the widest share at up to five seats (a six-way share, 1/6, would
// fall below a close non-winner): a shared win is worth little beside a win
// alone, so a seat takes more risk to win alone. Tre Kronor (3 to 5 seats)
// plays for it
// (docs/rules/trekronor.md, "What a result is worth").
var SemiCoopSplit = SemiCoop{Win: 0, Saved: 0.15, Margin: 0.05, Gap: 4}

// Share is the reward of one of k seats sharing a win.
func (f SemiCoop) Share(k int) float64 {
	if k < 1 {
		k = 1
	}
	return f.Win + (1-f.Win)/float64(k)
}

// Behind is the reward of a seat that survives without winning, gap points
// behind the winners' score.
func (f SemiCoop) Behind(gap int) float64 {
	near := 1 - float64(gap)/float64(f.Gap)
	return f.Saved + f.Margin*min(1, max(0, near))
}

// Rewards gives every seat's reward of a finished semi-co-operative game
// (for Result.Rewards): 0 for all when the group lost, otherwise Scores of
// the scores (the winners are the seats with the top score, as in every
// semi-co-operative game of Embers).
func (f SemiCoop) Rewards(r Result) []float64 {
	out := make([]float64, len(r.Scores))
	if !r.Lost && len(r.Scores) > 0 {
		f.Scores(r.Scores, out)
	}
	return out
}

// Scores writes into out (one per seat) each seat's reward when the group
// survives with these scores: the top score wins, alone or shared. The AI's
// estimates use it for a position as if the game ended now.
func (f SemiCoop) Scores(scores []int, out []float64) {
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
			out[seat] = f.Share(k)
		} else {
			out[seat] = f.Behind(best - v)
		}
	}
}
