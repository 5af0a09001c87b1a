package cronberg

import (
	"fmt"
	"strings"

	"embers/rules"
)

// scoreSurrounded scores the token on c, every triangle of which is now
// covered (rule 3.3), and sends it back to hand.
func (s *State) scoreSurrounded(c int, rec *rules.Recorder) {
	owner := rules.Seat(s.token[c] - 1)
	sum := s.sumAt(c, false)
	s.addScore(owner, c, sum, false)
	s.token[c] = 0
	s.hand[owner]++
	if rec == nil {
		return
	}
	vals := s.ValuesAt(c)
	rec.Add(EvTokenScored, RuleScoring, rules.NoSeat,
		fmt.Sprintf("%s's token on crossing %s is surrounded: %s = %+d", rules.SeatRef(owner), crossNames[c], valueList(vals, false), sum),
		TokenScored{Owner: owner, Crossing: c, Values: vals, Sum: sum, Track: s.Track(owner)})
	rec.Add(EvTokenReturned, RuleScoring, rules.NoSeat,
		fmt.Sprintf("%s takes the token back from crossing %s", rules.SeatRef(owner), crossNames[c]),
		TokenReturned{Owner: owner, Crossing: c})
}

func (s *State) addScore(seat rules.Seat, c, points int, final bool) {
	s.score[seat] += int32(points)
	if int(s.logN) < len(s.log) {
		s.log[s.logN] = Scoring{Seat: int8(seat), Crossing: int8(c), Final: final, Points: int16(points)}
		s.logN++
	}
}

// valueList writes corner values as "+3 +6 -2" (absolute when abs).
func valueList(vals []CornerValue, abs bool) string {
	if len(vals) == 0 {
		return "nothing"
	}
	parts := make([]string, len(vals))
	for i, v := range vals {
		n := v.Value
		if abs && n < 0 {
			n = -n
		}
		parts[i] = fmt.Sprintf("%+d", n)
	}
	return strings.Join(parts, " ")
}

// finalFactors tells what the final scoring makes of the token on c: the
// activated parks beside it and whether an activated coat of arms is.
func (s *State) finalFactors(c int) (parks int, coat bool) {
	for _, t := range crossTri[c][:crossTriN[c]] {
		if !s.active[t] {
			continue
		}
		switch triKind[t] {
		case Park:
			parks++
		case Coat:
			coat = true
		}
	}
	return parks, coat
}

// finalPoints is what the token on c would score at the final scoring now
// (rule 4.1), and whether it is scored at all.
func (s *State) finalPoints(c int) (int, bool) {
	parks, coat := s.finalFactors(c)
	if parks == 0 && !coat {
		return 0, false
	}
	return s.sumAt(c, coat) << parks, true
}

// finish ends the game (rule 4): every token beside an activated park or
// coat of arms is scored.
func (s *State) finish(rec *rules.Recorder) {
	s.phase = phaseOver
	for c := range NumCrossings {
		if s.token[c] == 0 {
			continue
		}
		points, ok := s.finalPoints(c)
		if !ok {
			continue
		}
		owner := rules.Seat(s.token[c] - 1)
		s.addScore(owner, c, points, true)
		if rec != nil {
			s.recordFinal(owner, c, points, rec)
		}
	}
	if rec != nil {
		r := s.Result()
		rec.Add(EvGameOver, RuleEnd, rules.NoSeat, s.summary(r, rules.SeatRef), GameOver{Scores: r.Scores, Winners: r.Winners, Reason: r.Summary})
	}
}

func (s *State) recordFinal(owner rules.Seat, c, points int, rec *rules.Recorder) {
	f, _ := s.FinalPreview(c)
	f.Owner, f.Track = owner, s.Track(owner)
	rec.Add(EvFinalScored, RuleFinal, rules.NoSeat,
		fmt.Sprintf("%s's token on crossing %s: %s", rules.SeatRef(owner), crossNames[c], finalSum(f)), f)
}

// FinalPreview is how the final scoring (rule 4.1) counts a token on
// crossing c in this position: the corner values, the activated parks and
// coat of arms beside it, and the points. ok is false when no activated
// park or coat of arms touches c, so a token there scores nothing at the
// end. Owner is the token's owner (NoSeat for an empty crossing) and Track
// is left 0.
func (s *State) FinalPreview(c int) (f FinalScore, ok bool) {
	parks, coat := s.finalFactors(c)
	if parks == 0 && !coat {
		return FinalScore{}, false
	}
	f = FinalScore{Owner: s.TokenAt(c), Crossing: c, Values: s.ValuesAt(c), Coat: coat, Parks: parks,
		Sum: s.sumAt(c, coat), Multiplier: 1 << parks}
	f.Points = f.Sum * f.Multiplier
	for _, v := range f.Values {
		n := v.Value
		if coat && n < 0 {
			n = -n
		}
		f.Counted = append(f.Counted, n)
	}
	return f, true
}

// finalSum writes a final scoring as "(|-4|) x1 = 4" style text.
func finalSum(f FinalScore) string {
	var b strings.Builder
	b.WriteString("(")
	for i, v := range f.Values {
		if i > 0 {
			b.WriteString(" ")
		}
		if f.Coat && v.Value < 0 {
			fmt.Fprintf(&b, "|%d|", v.Value)
		} else {
			fmt.Fprintf(&b, "%+d", v.Value)
		}
	}
	fmt.Fprintf(&b, ") = %d", f.Sum)
	if f.Multiplier > 1 {
		fmt.Fprintf(&b, ", x%d for %d park", f.Multiplier, f.Parks)
		if f.Parks > 1 {
			b.WriteString("s")
		}
	}
	if f.Coat {
		b.WriteString(", coat of arms")
	}
	fmt.Fprintf(&b, ": %+d", f.Points)
	return b.String()
}
