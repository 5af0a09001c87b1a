package testgames

import (
	"fmt"
	"math/rand/v2"

	"embers/rules"
)

// Result: the fire wins with three burnt houses (everyone loses); else the
// street is saved and the team scores 3 - fire for each house left standing
// (lines of the whole table: Seat NoSeat). Every seat has the team's score
// and the team's reward, score/15.
func (s *BrigadeState) Result() rules.Result {
	if s.phase != phaseOver {
		return rules.Result{}
	}
	n := s.setup.Players
	r := rules.Result{Over: true, Scores: make([]int, n), Rewards: make([]float64, n)}
	fire := rules.Rival{Name: "The fire", Score: s.burntHouses(), Won: s.burntHouses() >= fireWins}
	team := 0
	for h := 1; h <= houses; h++ {
		f := int(s.fire[h-1])
		if f >= burnt {
			fire.Lines = append(fire.Lines, rules.ScoreLine{Seat: rules.NoSeat, Points: 1, What: fmt.Sprintf("house %d burnt down", h), Rule: "spread"})
			continue
		}
		team += burnt - f
		if !fire.Won { // the team's points: the whole table's, so no seat's
			r.Lines = append(r.Lines, rules.ScoreLine{Seat: rules.NoSeat, Points: burnt - f,
				What: fmt.Sprintf("house %d stands, fire %d", h, f), Rule: "score"})
		}
	}
	r.Rivals = []rules.Rival{fire}
	if fire.Won {
		r.Lost, r.Headline = true, "The fire takes the street"
		r.Summary = fmt.Sprintf("%d houses burnt down: the fire wins and everyone loses.", fire.Score)
		return r
	}
	for seat := range n {
		r.Scores[seat], r.Rewards[seat] = team, float64(team)/teamMax
		r.Winners = append(r.Winners, rules.Seat(seat))
	}
	r.Headline = "The street is saved"
	r.Summary = fmt.Sprintf("The brigade held the fire: team score %d of %d.", team, teamMax)
	return r
}

// Outcomes: the fire die, each face weighing 1.
func (s *BrigadeState) Outcomes(dst []rules.Outcome) []rules.Outcome {
	dst = dst[:0]
	if s.phase != phaseRoll {
		return dst
	}
	for face := 1; face <= 6; face++ {
		dst = append(dst, rules.Outcome{Move: Die(face), Weight: 1})
	}
	return dst
}

// Roll is the face the state's generator gives next, read from a copy of
// it: rolling decides nothing until the outcome is played.
func (s *BrigadeState) Roll() rules.Move {
	peek := s.rng
	return Die(1 + rand.New(&peek).IntN(6))
}

// Window: a seat asked whether to shield the threatened house.
func (s *BrigadeState) Window() (rules.Move, bool) { return BrigadePass, s.phase == phaseWindow }

// Candidates leave out a water card thrown where a douse does the same (a
// house at fire 1): the card is worth keeping.
func (s *BrigadeState) Candidates(dst []rules.Move) []rules.Move {
	dst = s.Legal(dst)
	if s.phase != phaseAct {
		return dst
	}
	out := dst[:0]
	for _, m := range dst {
		if base, h := houseOf(m); base == moveWater && s.fire[h-1] == 1 {
			continue
		}
		out = append(out, m)
	}
	return out
}

// MovePlaces: a house for douse and water (and the card played), the
// hand's shield for a shield, the deck for a draw, the die for an outcome.
func (s *BrigadeState) MovePlaces(m rules.Move) []rules.Place {
	switch base, h := houseOf(m); {
	case base == moveDouse:
		return []rules.Place{housePlace(h)}
	case base == moveWater:
		return []rules.Place{"hand:water", housePlace(h)}
	case dieFace(m) > 0:
		return []rules.Place{"die"}
	}
	return map[rules.Move][]rules.Place{BrigadePass: {"button:pass"}, BrigadeShield: {"hand:shield"},
		BrigadeDraw: {"deck"}, BrigadeWait: {"button:wait"}}[m]
}

// Places: the five houses, the die, the deck, the two kinds of card in a
// hand and the buttons.
func (s *BrigadeState) Places(dst []rules.Place) []rules.Place {
	dst = dst[:0]
	for h := 1; h <= houses; h++ {
		dst = append(dst, housePlace(h))
	}
	return append(dst, "die", "deck", "hand:shield", "hand:water", "button:pass", "button:wait")
}

// The contract's optional parts Bucket Brigade meets.
var (
	_ rules.Chancer = (*BrigadeState)(nil)
	_ rules.Reactor = (*BrigadeState)(nil)
	_ rules.Pruner  = (*BrigadeState)(nil)
	_ rules.Placer  = (*BrigadeState)(nil)
)
