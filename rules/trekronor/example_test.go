package trekronor_test

import (
	"fmt"

	"embers/rules"
	"embers/rules/trekronor"
)

func Example() {
	s, _ := trekronor.Game.New(rules.Setup{Players: 4, Seed: 7})
	fmt.Println(s.SeatLabel(s.ToMove()), "opens")
	for _, text := range []string{"place b0", "spread A"} {
		m, _ := s.ParseMove(text)
		events, err := s.Apply(m)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(rules.Names(events[0].Text, []string{"Ann", "Bo", "Cy", "Di"}))
	}
	_, err := s.Apply(trekronor.PassMove)
	fmt.Println(err)
	// Output:
	// Blue opens
	// Ann places a servant on b0.
	// Ann lays a spread marker face-down.
	// illegal move "pass": you may pass only when no action is possible; place c0 is one (rule 5)
}
