package burnttoashes

import (
	"errors"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/BurntSushi/toml"

	"embers/rules"
)

// Every section an event or a refusal names is in the in-game rules
// reference (assets/rules/burnttoashes.toml, read as a file: the rules
// package does not import assets).
func TestReferenceHasEverySectionNamed(t *testing.T) {
	data, err := os.ReadFile("../../assets/rules/burnttoashes.toml")
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Game, Name, About string
		Section           []struct{ ID, Title, Text string }
	}
	if _, err := toml.Decode(string(data), &doc); err != nil {
		t.Fatal(err)
	}
	have := map[string]bool{}
	for _, s := range doc.Section {
		have[s.ID] = true
	}
	named := map[string]bool{}
	for seed := range uint64(30) {
		players := int(seed%6) + 1
		variant := ""
		if players > 1 && seed%2 == 1 {
			variant = "mode=semi"
		}
		st, _ := Game.New(rules.Setup{Players: players, Variant: variant, Seed: seed})
		s := st.(*State)
		rng := rand.New(rand.NewPCG(seed, 9))
		for !s.c.Over {
			if _, err := s.Apply(rules.Move(rng.Uint64())); err != nil {
				var ill *rules.IllegalMove
				if errors.As(err, &ill) {
					named[ill.Rule] = true
				}
			}
			m := s.RolloutMove(rng, nil)
			if rng.IntN(3) == 0 && s.ToMove() != rules.Chance {
				l := s.Legal(nil)
				m = l[rng.IntN(len(l))]
			}
			ev, err := s.Apply(m)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range ev {
				named[e.Rule] = true
			}
		}
	}
	for _, r := range decisionRule {
		named[r] = true
	}
	for _, r := range windowRule {
		named[r] = true
	}
	for id := range named {
		if !have[id] {
			t.Errorf("section %q is named by the game but missing from the rules reference", id)
		}
	}
}
