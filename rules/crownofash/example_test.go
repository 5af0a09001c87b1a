package crownofash_test

import (
	"fmt"

	"embers/rules"
	"embers/rules/crownofash"
)

// A two-player game's first turns in notation: gold, a build that claims
// the open Marsh and its defender, then a gather at
// one's own kiln, which asks for its defenders next.
func Example() {
	s, _ := crownofash.Game.New(rules.Setup{Players: 2, Seed: 1})
	for _, text := range []string{"gold", "pass", "build I07 r3", "defend c1c", "gather r2"} {
		m, err := s.ParseMove(text)
		if err != nil {
			fmt.Println(err)
			return
		}
		events, err := s.Apply(m)
		if err != nil {
			fmt.Println(err)
			return
		}
		for _, e := range events {
			fmt.Println(rules.Names(e.Text, []string{"Visio", "Nox"}))
		}
	}
	// Output:
	// Nox takes 2 gold
	// Nox raises no fighter
	// Visio builds Brimstone Quarry in The Marsh and claims it
	// Visio sets Visio's Sergeant to defend The Marsh (strength 2)
	// Nox gathers at Ash Kiln in The Desert
}
