package burnttoashes_test

import (
	"fmt"

	"embers/rules"
	"embers/rules/burnttoashes"
)

// A game is set up from a seed; moves are played in notation, and each
// gives the events a board animates and the log shows.
func Example() {
	st, err := burnttoashes.Game.New(rules.Setup{Players: 2, Variant: "mode=semi", Seed: 1})
	if err != nil {
		panic(err)
	}
	fmt.Println(st.SeatLabel(st.ToMove()), "claims first:", len(st.Legal(nil)), "provinces are free")
	m, _ := st.ParseMove("claim a1")
	events, _ := st.Apply(m)
	fmt.Println(rules.Names(events[0].Text, []string{"Red", "Blue"}))
	// Output:
	// Blue claims first: 24 provinces are free
	// Blue claims Emberwatch
}
