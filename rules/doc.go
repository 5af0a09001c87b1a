// Package rules holds the small contract every Embers game module meets.
//
// A game module (rules/trekronor, rules/cronberg, ...) is pure Go: it never
// imports Ebitengine, assets or scenes, and it is deterministic given a seed.
// The window, the AI, the headless commands and the test harness all speak to
// a game only through the types in this package:
//
//   - Game describes a module and starts or decodes a State.
//   - State answers whose decision it is, lists the legal moves, applies a move
//     and returns Events (or an *IllegalMove error naming the rule), reports
//     the Result, clones itself, shows one seat's View, resamples what a seat
//     cannot know (Determinize), checks its invariants, and reads and writes
//     moves in the game's notation.
//   - Heuristics (optional) gives the AI a per-game evaluation and rollout
//     policy.
//   - Describer and Refuser (optional) say in a person's words what a place
//     holds and does, what a move does, and why nothing can be done at a
//     place, so that boards hold no sentence about their game.
//
// A session of play looks like this:
//
//	g := trekronor.Game
//	s, _ := g.New(rules.Setup{Players: 4, Seed: 7})
//	for !s.Result().Over {
//		moves := s.Legal(nil)
//		events, err := s.Apply(moves[0])
//		...
//	}
package rules
