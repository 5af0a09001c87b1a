package sim

import (
	"fmt"
	"io"

	"embers/rules"
)

// The sim's figures of the contract's newer parts: chance resolved by the
// game's own generator, each slot's mean reward (rules.Reward: the game's
// own scale, a co-operative team score included) and each rival's wins and
// mean score.

// rivalReport is one rival's figures over the games without error.
type rivalReport struct {
	Name      string  `json:"name"`
	Wins      int     `json:"wins"`
	WinRate   float64 `json:"win_rate"`
	MeanScore float64 `json:"mean_score"`
}

// rollSim resolves chance from the state's generator, as a match does,
// counting its events of the -tally kinds into out.
func rollSim(cfg simConfig, s rules.State, out *gameOutcome) error {
	c, ok := s.(rules.Chancer)
	if !ok {
		return fmt.Errorf("chance is to move but %s states cannot roll (no rules.Chancer)", s.Game().Info().ID)
	}
	m := c.Roll()
	if err := applyTallied(cfg, s, m, out); err != nil {
		return fmt.Errorf("the rules refused their own roll %q: %v", s.FormatMove(m), err)
	}
	return nil
}

// addRewards fills each slot's mean reward and the rivals' figures.
func addRewards(r *simReport, outs []gameOutcome) {
	done := 0
	rewards := make([]float64, len(r.Seats))
	index := map[string]int{}
	for _, o := range outs {
		if o.err != "" {
			continue
		}
		done++
		for slot, seat := range o.seatOf {
			rewards[slot] += rules.Reward(o.result, seat)
		}
		for _, rv := range o.result.Rivals {
			i, ok := index[rv.Name]
			if !ok {
				i = len(r.Rivals)
				index[rv.Name] = i
				r.Rivals = append(r.Rivals, rivalReport{Name: rv.Name})
			}
			if rv.Won {
				r.Rivals[i].Wins++
			}
			r.Rivals[i].MeanScore += float64(rv.Score)
		}
	}
	for slot := range r.Seats {
		r.Seats[slot].MeanReward = rewards[slot] / max(float64(done), 1)
	}
	for i := range r.Rivals {
		r.Rivals[i].WinRate = ratio(r.Rivals[i].Wins, done)
		r.Rivals[i].MeanScore /= max(float64(done), 1)
	}
}

// printRewards writes the mean rewards and the rivals under the table.
func printRewards(w io.Writer, r simReport) {
	fmt.Fprint(w, "mean reward (rules.Reward, 0 to 1) by slot:")
	for i, s := range r.Seats {
		fmt.Fprintf(w, "  %d: %.3f", i+1, s.MeanReward)
	}
	fmt.Fprintln(w)
	for _, rv := range r.Rivals {
		fmt.Fprintf(w, "rival %s: %d wins (%.1f%%), mean score %.2f\n", rv.Name, rv.Wins, 100*rv.WinRate, rv.MeanScore)
	}
}
