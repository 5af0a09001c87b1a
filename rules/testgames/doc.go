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
//   - Brigade (Bucket Brigade): 1-4 players together against a rival that
//     is not a seat, the fire. Exercises the contract's newer parts: chance
//     as a decision point (the fire die is rolled by a move, "die 3", which
//     tests, saves and tutorials can force: rules.Chancer), reaction windows
//     (seats holding cards may shield a threatened house or pass:
//     rules.Reactor), a co-operative reward on the game's own scale (the
//     team score out of 15: Result.Rewards, and lines of the whole table,
//     Seat NoSeat), a rival with its score and its win (Result.Rivals), the
//     results' headline (Result.Headline), variants as options (start with
//     values calm|fierce, wind on or off), search candidates (rules.Pruner)
//     and places (rules.Placer, Event.Places). Hands are secret.
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
