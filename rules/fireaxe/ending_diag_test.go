package fireaxe

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"embers/game/ai"
	"embers/rules"
)

// TestDiagHardAhead (run with FA_DIAG=seats, e.g. FA_DIAG=hard,greedy,greedy)
// plays one game under ending=sagas and logs, round by round, the gold, the
// deck, the sagas face up (ports still missing) and what the first seat did.
func TestDiagHardAhead(t *testing.T) {
	spec := os.Getenv("FA_DIAG")
	if spec == "" {
		t.Skip("FA_DIAG not set")
	}
	levels := strings.Split(spec, ",")
	seed, _ := strconv.ParseUint(os.Getenv("FA_SEED"), 10, 64)
	setup := rules.Setup{Players: len(levels), Seed: seed, Variant: "ending=sagas"}
	st, err := Game.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	seats := make([]*ai.Player, len(levels))
	for i, l := range levels {
		lv, _ := ai.ParseLevel(l)
		cfg := ai.ConfigFor(lv, Game, setup)
		cfg.MaxTime = 0
		seats[i] = ai.NewWithConfig(lv, seed*10+uint64(i+1), cfg)
	}
	round := 0
	kinds := map[string]int{}
	var vals []string
	stop, _ := strconv.Atoi(os.Getenv("FA_STOP"))
	for s.Phase != phOver && (stop == 0 || s.Round < stop) {
		if s.Round != round {
			var up []string
			for _, i := range s.SagaUp {
				sg := &s.b.at.Sagas[i]
				miss := 0
				for _, n := range s.b.sagaAt[i] {
					if !s.portDone(sg.Kind, n) {
						miss++
					}
				}
				up = append(up, fmt.Sprintf("%s/%s-%d", sg.ID, sg.Kind[:2], miss))
			}
			won := make([]int, s.Players)
			for i := range won {
				won[i] = len(s.Won[i])
			}
			t.Logf("r%d gold %v est0 %.0f deck %d won %v up %v | seat1 %v %s", s.Round, s.Gold, s.Estimate(0), len(s.SagaDeck), won, up, kinds, strings.Join(vals, " "))
			round = s.Round
			kinds = map[string]int{}
			vals = nil
		}
		var m rules.Move
		who := s.ToMove()
		if who == rules.Chance {
			m = s.Roll()
		} else {
			d := seats[who].Choose(s, who)
			m = d.Move
			if who == 0 {
				f := strings.Fields(s.FormatMove(m))[0]
				kinds[f]++
				if !d.Forced && (f == "trade" || f == "raid" || f == "settle") {
					vals = append(vals, fmt.Sprintf("%s@%s:%.3f", s.FormatMove(m), s.b.nodes[s.boat().At].id, d.Value))
				}
			}
		}
		if err := s.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	for _, i := range s.SagaUp {
		sg := &s.b.at.Sagas[i]
		for _, n := range s.b.sagaAt[i] {
			p := s.port(n)
			var reg []string
			for _, q := range s.b.region[n] {
				reg = append(reg, fmt.Sprintf("%s:t%d", s.b.nodes[q].id, s.port(q).Town))
			}
			t.Logf("saga %s %s port %s town %d good %d settler %d value %d attack %d done %v canServe0 %v region %v", sg.ID, sg.Kind, s.b.nodes[n].id, p.Town, p.Good, p.Settler, s.b.nodes[n].value, s.attackValue(n), s.portDone(sg.Kind, n), s.canServe(0, sg.Kind, n), reg)
		}
	}
	t.Logf("boats %+v supply %v goods %v era %d", s.Boats, s.Supply, s.Goods, s.Era)
	t.Logf("end round %d gold %v ending %s", s.Round, s.Gold, s.Ending())
}
