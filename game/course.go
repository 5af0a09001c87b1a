package game

import (
	"fmt"

	"embers/game/ai"
	"embers/rules"
)

// Course is how a finished game went, as the AI judges positions: each
// seat's standing (its expected reward on rules.Reward's scale, 0 to 1) at
// the start, after every seat's move, and at the end. Chance outcomes
// are folded into the move they follow. Nil when the game gives the AI no
// judgement (it does not implement rules.Heuristics).
//
// The game is replayed from its setup on full states, so the standings
// know what was hidden during play: the results show them once the game is
// over and every secret is turned up anyway.
func (m *Match) Course() ([][]float64, error) {
	st, err := m.Game.New(m.Setup)
	if err != nil {
		return nil, err
	}
	if _, ok := st.(rules.Heuristics); !ok {
		return nil, nil
	}
	var out [][]float64
	due := len(m.History) > 0 && m.History[0].Seat == rules.Chance // the start comes after its draws
	if !due {
		out = append(out, standing(st))
	}
	for i, p := range m.History {
		if err := st.Play(p.Move); err != nil {
			return nil, fmt.Errorf("move %d (%s) cannot be replayed: %w", i+1, p.Notation, err)
		}
		due = due || p.Seat != rules.Chance
		if due && (i+1 == len(m.History) || m.History[i+1].Seat != rules.Chance) {
			out, due = append(out, standing(st)), false
		}
	}
	return out, nil
}

// standing is each seat's judged standing in st: its reward once the game
// is over, else the game's own estimate.
func standing(st rules.State) []float64 {
	out := make([]float64, st.Setup().Players)
	ai.Judge(st, out)
	return out
}
