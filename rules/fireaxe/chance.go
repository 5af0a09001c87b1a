package fireaxe

import (
	"math/rand/v2"

	"embers/rules"
)

// Outcomes: at a die roll, six faces of equal weight.
func (s *State) Outcomes(dst []rules.Outcome) []rules.Outcome {
	dst = dst[:0]
	if s.Phase != phRaidDie && s.Phase != phSettleDie && s.Phase != phAgeDie {
		return dst
	}
	for f := 1; f <= 6; f++ {
		dst = append(dst, rules.Outcome{Move: Die(f), Weight: 1})
	}
	return dst
}

// Roll is the face the state's generator gives, without moving it.
func (s *State) Roll() rules.Move {
	peek := s.rng
	return Die(1 + rand.New(&peek).IntN(6))
}

func seat(i int) rules.Seat { return rules.Seat(i) }
