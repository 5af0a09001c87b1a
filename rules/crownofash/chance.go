package crownofash

import "embers/rules"

// Outcomes: a die card's roll and the AI deck's region die (six faces), the
// AI deck's next action card and combat card (each card left weighs 1),
// and the roll-off between tied seats (each equally likely).
func (s *State) Outcomes(dst []rules.Outcome) []rules.Outcome {
	dst = dst[:0]
	switch s.Phase {
	case phDieAtt, phDieDef:
		for f := 1; f <= 6; f++ {
			dst = append(dst, rules.Outcome{Move: Die(f), Weight: 1})
		}
	case phAIRegion:
		for reg := range Regions {
			dst = append(dst, rules.Outcome{Move: RegionDie(reg), Weight: 1})
		}
	case phAIAction:
		for c := range NumActions {
			if s.AIActs&(1<<c) != 0 {
				dst = append(dst, rules.Outcome{Move: Action(c), Weight: 1})
			}
		}
	case phAICard:
		for c := range NumCards {
			if s.Cards[s.AI].In&(1<<c) != 0 {
				dst = append(dst, rules.Outcome{Move: AICard(c), Weight: 1})
			}
		}
	case phDecider:
		for l := range s.Seats {
			if s.Tied&(1<<l) != 0 {
				dst = append(dst, rules.Outcome{Move: Decider(int(l)), Weight: 1})
			}
		}
	}
	return dst
}

// Roll is the outcome the state's generator gives now, read from a copy.
func (s *State) Roll() rules.Move {
	out := s.Outcomes(nil)
	if len(out) == 0 {
		return 0
	}
	peek := s.rng
	return out[peek.Uint64()%uint64(len(out))].Move
}
