package cronberg

import (
	"fmt"

	"embers/rules"
)

// Result reports the score track and the winners once nobody can act.
// Scores are track positions (points carried from earlier games of a series
// included). Ties go to the tied seat with the best single scoring of this
// game; seats still tied share the win (rule 4.2, our design).
func (s *State) Result() rules.Result {
	if s.phase != phaseOver {
		return rules.Result{}
	}
	r := rules.Result{Over: true, Scores: make([]int, s.players)}
	for i := range r.Scores {
		r.Scores[i] = s.Track(rules.Seat(i))
	}
	r.Winners = s.winners(r.Scores)
	r.Summary = s.summary(r, s.SeatLabel)
	r.Lines = s.lines()
	return r
}

// noScoring ranks a seat that scored nothing below every real scoring.
const noScoring = -1 << 30

// bestScoring is seat's largest single scoring of this game.
func (s *State) bestScoring(seat rules.Seat) int {
	best := noScoring
	for _, e := range s.log[:s.logN] {
		if rules.Seat(e.Seat) == seat && int(e.Points) > best {
			best = int(e.Points)
		}
	}
	return best
}

func (s *State) winners(scores []int) []rules.Seat {
	return rules.TopSeats(scores, func(seat rules.Seat) int { return s.bestScoring(seat) })
}

// summary is one line on the end and the winner, naming seats with name.
func (s *State) summary(r rules.Result, name func(rules.Seat) string) string {
	head := "Nobody can place a token or lay a rhombus any more"
	if len(r.Winners) > 1 {
		return fmt.Sprintf("%s; %d seats share the win with %d", head, len(r.Winners), r.Scores[r.Winners[0]])
	}
	w := r.Winners[0]
	tied := 0
	for _, v := range r.Scores {
		if v == r.Scores[w] {
			tied++
		}
	}
	if tied > 1 {
		return fmt.Sprintf("%s; %s wins the tie at %d with the best single scoring (%d)", head, name(w), r.Scores[w], s.bestScoring(w))
	}
	return fmt.Sprintf("%s; %s wins with %d", head, name(w), r.Scores[w])
}

// lines is every point of the game by token and rule, carried points first.
func (s *State) lines() []rules.ScoreLine {
	var out []rules.ScoreLine
	for i := range int(s.players) {
		if s.carried[i] != 0 {
			out = append(out, rules.ScoreLine{Seat: rules.Seat(i), Points: int(s.carried[i]),
				What: "carried from the earlier games of the series", Rule: RuleSeries})
		}
	}
	for _, e := range s.log[:s.logN] {
		l := rules.ScoreLine{Seat: rules.Seat(e.Seat), Points: int(e.Points), Rule: RuleScoring,
			What: fmt.Sprintf("token on crossing %s, surrounded", crossNames[e.Crossing])}
		if e.Final {
			l.Rule, l.What = RuleFinal, s.finalWhat(int(e.Crossing))
		}
		out = append(out, l)
	}
	return append(out, s.unscored()...)
}

// unscored is a line for each token left on the board at the end that the
// final scoring passes over (rule 4.1: no activated park or coat of arms
// beside it), so the results say why it brought nothing.
func (s *State) unscored() []rules.ScoreLine {
	if s.phase != phaseOver {
		return nil
	}
	var out []rules.ScoreLine
	for c := range NumCrossings {
		if s.token[c] == 0 {
			continue
		}
		if _, scored := s.finalPoints(c); scored {
			continue
		}
		out = append(out, rules.ScoreLine{Seat: rules.Seat(s.token[c] - 1), Points: 0, Rule: RuleFinal,
			What: fmt.Sprintf("token on crossing %s at the end: nothing (no activated park or coat of arms there)", crossNames[c])})
	}
	return out
}

func (s *State) finalWhat(c int) string {
	parks, coat := s.finalFactors(c)
	what := fmt.Sprintf("token on crossing %s at the end: values %d", crossNames[c], s.sumAt(c, coat))
	if coat {
		what += " counted as plus (coat of arms)"
	}
	if parks > 0 {
		what += fmt.Sprintf(", x%d for %d park", 1<<parks, parks)
		if parks > 1 {
			what += "s"
		}
	}
	return what
}
