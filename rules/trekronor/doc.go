// Package trekronor is Tre Kronor Infernum (Nova Suecia Games, rules v1.3)
// for 3 to 5 players: the royal castle burns, and the players' servants
// form chains from the four corner wells to the nine halls, to put out
// fire and to carry possessions out, saved or stolen. Everyone loses if
// the castle burns down; if it is saved, the markers in the halls score.
//
// The board is 10x10. Squares are named like chess squares, file a..j and
// rank 0..9 from the bottom left ("d1"). Halls are A1..C3: the letter is
// the column from the left, the number the row from the bottom. The hall
// layout, names and doors are data in board.toml (the project's design).
//
// A turn is one action and then one face-down spread marker; both are
// moves of the same seat. The notation:
//
//	place d1          a servant from hand onto d1
//	move d0 d1        one of your servants from d0 to d1
//	douse A1 sw       put out a fire in hall A1 with the south-west bucket
//	douse e3 sw       put out the fire on corridor square e3
//	save A1           lay a save marker in A1 ("steal A1" likewise)
//	save A1 stack     lay it on top of a lone marker (needs two servants there)
//	pass              only when no action is possible
//	spread A          end the turn with spread marker A, B, C, 1, 2 or 3
//
// Other players see "spread ?" and "marker A1" for the hidden choices.
//
// The State is a plain value of fixed-size arrays, so Clone is a copy and
// Legal allocates nothing when given a buffer.
//
//	s, _ := trekronor.Game.New(rules.Setup{Players: 4, Seed: 7})
//	m, _ := s.ParseMove("place b0")
//	events, err := s.Apply(m)
package trekronor
