package fireaxe

import "embers/rules"

var (
	_ rules.Pruner      = (*State)(nil)
	_ rules.SearchTuner = (*fireGame)(nil)
)

// Candidates are the moves worth a search: Legal without a rune's wind
// turns while the longboat is in the Wintering box (the wind matters only
// for days sailed, and the launch comes after).
func (s *State) Candidates(dst []rules.Move) []rules.Move {
	dst = s.Legal(dst)
	if s.Phase != phTurn {
		return dst
	}
	atSea := s.boat().At != inWinter
	out := dst[:0]
	for _, m := range dst {
		k, _, _, c := unpack(m)
		if (k == mvPlay || k == mvDiscard) && c != windStay && !atSea {
			continue
		}
		out = append(out, m)
	}
	return out
}

// Search: a turn is a dozen plies or more (seven days, tasks, dice), so
// playouts run about two turns before the estimate.
func (g *fireGame) Search(level string, setup rules.Setup) rules.SearchSettings {
	switch level {
	case "hard":
		return rules.SearchSettings{RolloutDepth: 40}
	case "medium":
		return rules.SearchSettings{RolloutDepth: 24}
	}
	return rules.SearchSettings{RolloutDepth: 12}
}
