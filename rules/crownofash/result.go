package crownofash

import (
	"fmt"

	"embers/rules"
)

// Result: the most VP wins; tied lords add the tier numerals of the two
// kinds their Fate card does not name; still tied, they share the win
// (rulebook, "How to win", "Fate Card"). The AI deck is a rival: when it
// alone has the most, every seat has lost.
func (s *State) Result() rules.Result {
	if s.Phase != phOver {
		return rules.Result{}
	}
	n := int(s.Seats)
	res := rules.Result{Over: true, Scores: make([]int, n)}
	top := s.leaders()
	for l := range s.Seats {
		res.Scores[l] = int(s.VP[l])
		for src, v := range s.VPBy[l] {
			if v != 0 {
				res.Lines = append(res.Lines, rules.ScoreLine{Seat: rules.Seat(l), Points: int(v), What: sourceNames[src], Rule: sourceRule[src]})
			}
		}
	}
	aiWon := false
	for _, l := range top {
		if s.isAI(int8(l)) {
			aiWon = true
		} else {
			res.Winners = append(res.Winners, l)
		}
	}
	if s.AI >= 0 {
		rv := rules.Rival{Name: "The AI deck", Score: int(s.VP[s.AI]), Won: aiWon}
		for src, v := range s.VPBy[s.AI] {
			if v != 0 {
				rv.Lines = append(rv.Lines, rules.ScoreLine{Seat: rules.NoSeat, Points: int(v), What: sourceNames[src], Rule: sourceRule[src]})
			}
		}
		res.Rivals = []rules.Rival{rv}
	}
	switch {
	case len(res.Winners) == 0:
		res.Lost, res.Headline = true, "The AI deck takes the crown"
		res.Summary = fmt.Sprintf("The AI deck wins with %d VP.", s.VP[s.AI])
	case len(res.Winners) == 1:
		res.Headline = "{" + fmt.Sprint(res.Winners[0]) + "} takes the Crown of Ash"
		res.Summary = fmt.Sprintf("%s wins with %d VP.", s.who(int8(res.Winners[0])), s.VP[res.Winners[0]])
	default:
		res.Summary = fmt.Sprintf("%d lords share the crown with %d VP.", len(top), s.VP[top[0]])
	}
	return res
}

var sourceRule = [numSources]string{"round", "citadel", "combat-cards", "ai-actions", "end", "fate"}

// leaders are the lords (by index, the AI deck's too) with the most VP
// after the Fate tie-break.
func (s *State) leaders() []rules.Seat {
	var vp [MaxLords]int
	for l := range s.Lords {
		vp[l] = int(s.VP[l])
	}
	return rules.TopSeats(vp[:s.Lords], func(l rules.Seat) int { return s.fateVP(int8(l), true) })
}
