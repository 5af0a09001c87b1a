package fireaxe

import "strconv"

// How a game ended, for the reports (rules.Course): the sim counts these.
const (
	endAgeDie      = "age_die"      // the age die after round 15 (the default ending)
	endFinalRounds = "final_rounds" // the three final rounds after the deck ran out
	endLastSaga    = "last_saga"    // the last saga of a spent deck completed
	endSafetyNet   = "safety_net"   // ending=sagas: the deck still not spent after round SafetyRound
)

// Ending names the way a finished game ended ("" while it goes on).
func (s *State) Ending() string {
	switch {
	case s.Phase != phOver:
		return ""
	case s.Final == 0:
		return endFinalRounds
	case len(s.SagaDeck) == 0 && len(s.SagaUp) == 0:
		return endLastSaga
	case s.SagaEnd:
		return endSafetyNet
	}
	return endAgeDie
}

// Endings are the ways a game of this setup can end.
func (s *State) Endings() []string {
	if s.SagaEnd {
		return []string{endFinalRounds, endLastSaga, endSafetyNet}
	}
	return []string{endAgeDie, endFinalRounds, endLastSaga}
}

// Milestones: the round the saga deck ran out (deck_spent_round), each Era
// reached (era_1 .. era_3, 1 when reached), the last round played
// (last_round) and the sagas completed (sagas_completed).
func (s *State) Milestones() map[string]int {
	m := map[string]int{"last_round": s.lastRound()}
	for e := 1; e <= s.Era; e++ {
		m["era_"+strconv.Itoa(e)] = 1
	}
	if r := s.spentRound(); r > 0 {
		m["deck_spent_round"] = r
	}
	n := 0
	for _, w := range s.Won {
		n += len(w)
	}
	m["sagas_completed"] = n
	return m
}

// playedTurns counts the turns begun: those ended, and the one under way
// unless the game ended between turns (after the final rounds, the age die
// or the safety net).
func (s *State) playedTurns() int {
	if s.Phase == phOver && s.Ending() != endLastSaga {
		return s.Turns
	}
	return s.Turns + 1
}

// lastRound is the round of the last turn begun.
func (s *State) lastRound() int { return (s.playedTurns()-1)/s.Players + 1 }

// spentRound is the round in which the last saga card was turned over, 0
// while the deck lasts. The final rounds count down from that turn: it is
// the turn FinalRounds*Players+1-Final turns before the one under way.
func (s *State) spentRound() int {
	if s.Final < 0 {
		return 0
	}
	t := s.Turns - (FinalRounds*s.Players + 1 - s.Final) // the turn, counted from 0
	return t/s.Players + 1
}
