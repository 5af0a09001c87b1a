// Package ai is the one AI that plays every Embers game through the rules
// contract. It only ever looks at its own seat's View of a state, and plays
// on Determinized copies of that view.
//
// # The search (easy, medium, hard)
//
// Information-set Monte Carlo tree search with a single observer, the seat
// that is deciding (the root seat). Every iteration:
//
//  1. Determinize the root seat's view: a full state consistent with what
//     the root seat knows, with fresh future randomness.
//  2. Descend from the root with the moves legal in that state. Edges are
//     keyed by the move as the root seat observes it (State.Observe), so an
//     opponent's secret choices share one child. Which secret move the
//     opponent actually makes is picked by a per-move bandit (an arm) kept in
//     the parent from the opponent's point of view, so opponents choose
//     sensibly in secret. Selection is availability-aware UCB1: a child's
//     exploration term uses how often it was legal, not the parent's visits.
//     Each seat maximises its own reward at its own nodes.
//  3. When a move reveals something (its events carry Reveal: a roll, a draw,
//     shown bids), the tree splits by what the root seat saw, so a subtree
//     never mixes positions the root seat can tell apart (Config.MergeOutcomes
//     turns this off).
//  4. Expand one untried move, then play out: with rules.Heuristics,
//     RolloutMove for up to RolloutDepth plies and Evaluate; otherwise
//     uniformly random moves to the end (0.5 for everyone past PlayoutCap).
//  5. Back up the reward vector, one entry per seat (see rules.Reward).
//
// The move played is the root's most visited child (ties by value, then by
// lower move code); easy instead picks in proportion to visits.
//
// # Baselines
//
// Random plays a uniform legal move. Greedy scores each legal move of one
// determinization one ply deep with Heuristics.Evaluate (Reward if the move
// ends the game) and plays the best, ties at random; for a game without
// Heuristics it plays at random.
//
// # Budgets and determinism
//
// What each level does is one table (DefaultConfig); NewWithConfig overrides
// it. Every random choice comes from the Player's generator, seeded in New,
// so the same seed, level and states give the same decisions. The iteration
// budget decides; MaxTime and a done context only cut a search short (it
// then returns its best move so far), so Choose never blocks for long.
//
//	p := ai.New(ai.Hard, seed)
//	d := p.Choose(state, state.ToMove())
//	events, err := state.Apply(d.Move)
package ai
