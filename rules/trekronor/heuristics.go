package trekronor

import (
	"math"

	"embers/rules"
)

var _ rules.Heuristics = (*State)(nil)

// Evaluate estimates each seat's reward on the semi-co-operative scale
// (reward, rules.SemiCoopSplit): the chance that the castle survives (the fitted
// survival model, with the small cost of pileConvention) times what the seat
// can expect of a saved castle. That expectation blends two views of the
// markers: the exact reward if the castle were saved now (who leads, who
// shares), and a soft one for a game still going, in which half of each
// hall's fire counts as ash to come and any lead may still change hands.
// The more fire still burns, the more the soft view counts.
func (s *State) Evaluate(out []float64) {
	survive := s.survival() * pileConvention(s)
	now, soon := s.standings()
	n := int(s.players)
	fire := float64(s.fireOnBoard())
	u := fire / (fire + 1) // 1 fire: the exact and the soft view count alike
	var nowR [MaxSeats]float64
	reward.Scores(now[:n], nowR[:n])
	var soft [MaxSeats]float64
	rules.WinChances(soon[:n], softness[n], reward.Saved, 1-reward.Saved, soft[:n])
	for seat := range min(len(out), n) {
		out[seat] = survive * ((1-u)*nowR[seat] + u*soft[seat])
	}
}

// softness is, by the number of seats, the score difference (in points)
// that the soft view of a game still going treats as one unit of lead. At
// three seats 1.0: a lead of one point gives the leader a 58% chance of the
// win. At four and five 0.5: a lead of one point gives the leader 71% and
// 65%. Each count uses the value that gave all-hard tables the most won
// games with a sole winner (docs/rules/trekronor.md, "Playing to win", and
// docs/rules/trekronor-tables.md, "The soft view of a lead").
var softness = [MaxSeats + 1]float64{3: 1.0, 4: 0.5, 5: 0.5}

// standings scores every seat's markers: now, by each hall's ash as it
// stands (what a saved castle would pay this moment), and soon, with half
// of each hall's fire counted as ash still to come.
func (s *State) standings() (now [MaxSeats]int, soon [MaxSeats]float64) {
	for h := range NumHalls {
		fire, ash := s.hallTokens(h)
		later := float64(ash) + 0.5*float64(fire)
		for _, c := range s.cells[h] {
			for i := range c.N {
				m := c.M[i]
				now[m.Owner] += MarkerPoints(m.Kind, ash)
				soon[m.Owner] += projectedPoints(m.Kind, later)
			}
		}
	}
	return now, soon
}

// numberCost is what each number on the spread pile takes off the survival
// estimate: too little to change any other choice, enough to make a seat
// that cannot tell its spread markers apart lay a letter.
const numberCost = 0.995

// pileConvention is the AI's convention for the spread pile: letters first.
// The best the table can do together is keep the pile on one side while a
// chain reaches the first fire (docs/rules/trekronor-tables.md, "How winnable the
// castle is"), but a seat lays its marker without seeing the markers laid
// since it last looked. So an AI seat lays a letter on a pile whose side it
// does not know (it fills an unseen pile with letters when it
// determinizes), greedy lays one on an empty pile too (this small cost on
// numbers; hard's search, whose imagined opponents see the pile, tells an
// empty pile's sides apart only by chance), and at a table of AI seats the
// pile mostly stays on the letters' side until they run out. A pile a seat
// knows is numbers it keeps on numbers: a spread costs far more than this.
func pileConvention(s *State) float64 {
	f := 1.0
	for _, e := range s.pile[:s.pileN] {
		if e.Value >= 3 && e.Value < numValues {
			f *= numberCost
		}
	}
	return f
}

// projectedPoints interpolates MarkerPoints for a fractional ash count.
func projectedPoints(k Kind, ash float64) float64 {
	lo := int(math.Floor(ash))
	if lo >= 4 {
		return float64(MarkerPoints(k, 4))
	}
	f := ash - float64(lo)
	return (1-f)*float64(MarkerPoints(k, lo)) + f*float64(MarkerPoints(k, lo+1))
}
