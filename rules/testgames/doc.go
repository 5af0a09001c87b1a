// Package testgames holds small games that meet the full rules contract, to
// test the AI and the shared harness without depending on any real game:
//
//   - TicTacToe: two players, perfect information, no chance. The AI's
//     strength test bed.
//   - Bids: two players bid face down for prizes drawn at random; each hand is
//     dealt at random and hidden from the other seat (Info.Secrets). Exercises View,
//     Observe (secret choices) and Determinize.
//   - Firebreak: three players share a growing fire; they lose together if it
//     reaches the top, and the one who looted most wins otherwise. Exercises
//     cooperative defeat (Result.Lost) and chance.
//   - Standoff: two players each lay one of three cards face down, North
//     first, and split ten embers by an uneven table. A simultaneous secret
//     choice whose only equilibrium is mixed: the test bed of the AI's mixed
//     strategies. Exercises game-scale rewards (Result.Rewards) and
//     rules.Simultaneous.
//
// A session looks like any other game:
//
//	s, _ := testgames.TicTacToe.New(rules.Setup{Players: 2})
//	m, _ := s.ParseMove("b2")
//	events, err := s.Apply(m)
package testgames
