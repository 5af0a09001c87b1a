package cronberg_test

import (
	"fmt"

	"embers/rules"
	"embers/rules/cronberg"
)

// A token, then a rhombus drawn and laid: the notation in use.
func Example() {
	s, _ := cronberg.Game.New(rules.Setup{Players: 2, Seed: 7})
	for _, text := range []string{"token 8", "draw"} {
		m, _ := s.ParseMove(text)
		events, _ := s.Apply(m)
		for _, e := range events {
			fmt.Println(rules.Names(e.Text, []string{"Ann", "Bo"}))
		}
	}
	m, _ := s.ParseMove("lay a3 b4")
	events, _ := s.Apply(m)
	fmt.Println(rules.Names(events[0].Text, []string{"Ann", "Bo"}))
	fmt.Println(s.FormatMove(m), "- corners at crossing 8:", s.(*cronberg.State).ValuesAt(7)[0].Value)
	// Output:
	// Ann places a token on crossing 8
	// Bo draws the City Hall (+2 / +4)
	// Bo lays the City Hall on a3 and b4
	// lay a3 b4 - corners at crossing 8: 2
}
