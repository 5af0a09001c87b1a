package trekronor

import (
	"fmt"
	"strconv"

	"embers/rules"
)

// MarkerScore is one save/steal marker at the end of a won game.
type MarkerScore struct {
	Owner  rules.Seat
	Kind   Kind // KindUnknown in a view of someone else's marker
	Slot   int
	Points int
}

// HallScore is one hall's part of the final scoring (rule 6.2).
type HallScore struct {
	Hall     int // 0..8
	ID, Name string
	Ash      int
	Burnt    bool // 3 or more ash
	Markers  []MarkerScore
}

// HallScored is the payload of a hall.scored event: the hall and its score lines.
type HallScored struct {
	Score HallScore
	Lines []rules.ScoreLine
}

// MarkerPoints is what a marker of kind k scores in a hall holding ash ash
// (rule 6.2): save +2/+1/-1/-2 for 0-1/2/3/4 ash; steal the opposite.
func MarkerPoints(k Kind, ash int) int {
	var p int
	switch {
	case ash <= 1:
		p = 2
	case ash == 2:
		p = 1
	case ash == 3:
		p = -1
	default:
		p = -2
	}
	switch k {
	case KindSave:
		return p
	case KindSteal:
		return -p
	}
	return 0
}

// Scoring lists every hall with its ash and each marker's points, for the
// results screen. It may be called at any time (it scores the board as it
// stands); the points count only when the players have won.
func (s *State) Scoring() []HallScore {
	out := make([]HallScore, NumHalls)
	for h := range NumHalls {
		ash := s.hallAsh(h)
		hs := HallScore{Hall: h, ID: hallID(h), Name: halls[h].Name, Ash: ash, Burnt: ash >= 3}
		for slot, c := range s.cells[h] {
			for i := range c.N {
				m := c.M[i]
				hs.Markers = append(hs.Markers, MarkerScore{m.Owner, m.Kind, slot, MarkerPoints(m.Kind, ash)})
			}
		}
		out[h] = hs
	}
	return out
}

// Result reports the end of the game: a shared defeat, or the scores.
func (s *State) Result() rules.Result {
	if s.phase != phaseOver {
		return rules.Result{}
	}
	r := rules.Result{Over: true, Scores: make([]int, s.players), Summary: endSummary[s.end]}
	if s.end == endNoFire || s.end == endNoAsh {
		r.Lost, r.Headline = true, "The castle burnt down"
		r.Rewards = reward.Rewards(r)
		return r
	}
	for _, hs := range s.Scoring() {
		r.Lines = append(r.Lines, hallLines(hs)...)
	}
	for _, l := range r.Lines {
		r.Scores[l.Seat] += l.Points
	}
	r.Winners = rules.TopSeats(r.Scores)
	r.Rewards = reward.Rewards(r) // semi-co-operative: alone beats shared
	return r
}

func hallLines(hs HallScore) []rules.ScoreLine {
	var out []rules.ScoreLine
	for _, m := range hs.Markers {
		what := fmt.Sprintf("%s marker in %s, %s (%d ash)", m.Kind, hs.ID, hs.Name, hs.Ash)
		out = append(out, rules.ScoreLine{Seat: m.Owner, Points: m.Points, What: what, Rule: "6.2"})
	}
	return out
}

var endSummary = [...]string{
	endNone:      "",
	endFireOut:   "The last fire is out: the castle is saved.",
	endHallsFull: "Every hall square is taken: all that could be carried out is out.",
	endNoFire:    "A fire token was needed and none was left: the castle burns down and everyone loses.",
	endNoAsh:     "An ash token was needed and none was left: the castle burns down and everyone loses.",
}

// finish ends the game and records the end and, on a win, each hall's score.
func (s *State) finish(why endReason, rec *rules.Recorder) {
	s.phase, s.end = phaseOver, why
	if rec == nil {
		return
	}
	won := why == endFireOut || why == endHallsFull
	if !won {
		rec.Add(EvGameLost, "6.1", rules.NoSeat, endSummary[why], GameEnded{Won: false, Reason: endSummary[why]})
		return
	}
	rec.Add(EvGameWon, "6.1", rules.NoSeat, endSummary[why], GameEnded{Won: true, Reason: endSummary[why], Winners: s.Result().Winners})
	for _, hs := range s.Scoring() {
		if len(hs.Markers) == 0 {
			continue
		}
		text := "Hall " + hs.ID + " ends with " + strconv.Itoa(hs.Ash) + " ash:"
		for i, m := range hs.Markers {
			if i > 0 {
				text += ","
			}
			text += fmt.Sprintf(" %s's %s %+d", rules.SeatRef(m.Owner), m.Kind, m.Points)
		}
		e := rec.Add(EvHallScored, "6.2", rules.NoSeat, text+".", HallScored{hs, hallLines(hs)})
		e.Reveal = true
	}
}
