// Package crownofash is the rules of Crown of Ash (Richard Lawton, rulebook
// EN v4.0) for 1 to 4 players, with the solo AI deck as a rival that is
// not a seat: necromancer lords place minions to gather, build, battle or
// refresh their combat cards, raise fighters, and fight for the citadel
// over four rounds. docs/rules/crownofash.md is the rules as played here,
// with every decision and the designed components (the TOML beside this
// file).
//
// The contract's parts it meets: chance (the die card, the AI deck's
// region die, action cards and combat cards, the roll-off for the order;
// rules.Chancer), secret simultaneous choices (combat cards laid face
// down: Observe hides them, rules.Simultaneous), a rival (Result.Rivals),
// options (deck=easy|medium|hard, clockwise), heuristics, search
// candidates, places and words. Its events are recorded through
// rules.Recorder: each kind an exported constant in events.go with its
// payload struct (the region and tile gathered at, the fighters sent,
// the cards shown, the roll, the outcome, the round's scoring); no event
// carries a position.
//
// A game in notation (two players):
//
//	gold; pass; build I07 r3; defend c1c; gather r2; defend c2b+c2c; ...
//	battle r3 c2c; card 3; card die; die 4; raise as1; region 2; action 4; ...
//
// Example (example_test.go) plays the first of these and prints the log.
package crownofash
