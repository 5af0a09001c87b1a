// Package ai is the one AI that plays every Embers game through the rules
// contract. It only ever looks at its own seat's View of a state, and plays
// on Determinized copies of that view.
//
// # The search (easy, medium, hard)
//
// Multiple-observer information-set Monte Carlo tree search (Cowling,
// Powley and Whitehouse, "Information Set Monte Carlo Tree Search", 2012).
// The search keeps one tree per seat; a seat's tree is made of that seat's
// information sets: its edges are moves as the seat observes them
// (State.Observe), so another seat's secret choices (a card laid face down)
// all lead to one child. Every iteration:
//
//  1. Determinize the deciding seat's view (the root seat): a full state
//     consistent with what it knows, with fresh future randomness. When the
//     view implements rules.Simultaneous and the root seat is answering
//     face-down choices made earlier in the round, the search starts from
//     the round's start instead, so those choices are decided in the search
//     without seeing the answer, as they were at the table.
//
//  2. Descend all trees in step. The seat to move selects in its own tree,
//     among the moves it could play here (rules.Pruner's candidates, or
//     every legal move), by availability-aware UCB1: a child's exploration
//     term uses how often it was legal, not the parent's visits; a seat
//     whose node has untried moves tries one (with Widening, only while the
//     node has fewer than 1 + Widening·√visits children, the rollout
//     policy's move first). Every seat then follows the move as it observed
//     it, its tree growing by a node where the path is new to it. Each
//     seat's statistics are kept under the path as that seat saw it, so no
//     seat answers a card it cannot see. When chance is to move
//     (rules.Chance), an outcome is sampled by weight (rules.SampleOutcome)
//     and every tree branches on it as its seat observes it. When a seat's
//     move reveals something inside it (its events carry Reveal: Tre
//     Kronor's spread, Cronberg's draw), each tree splits by what its seat
//     saw (Config.MergeOutcomes turns this off).
//
//     The descent stops when the root seat's tree meets a move it has not
//     seen there. An opponent's choice hidden from the root seat is one
//     edge of the root's tree, so the descent goes on through it, as deep
//     as the root seat's information reaches, while the opponent still
//     decides it in its own tree. (Stopping at every opponent's untried
//     secret move instead cut Tre Kronor's search short: hard then missed
//     the letter on an unseen pile in 11 of 280 positions where the old
//     search never did; now it misses none of 480, as the old search.)
//
//  3. Play out: with rules.Heuristics, RolloutMove for up to RolloutDepth
//     plies and Evaluate; otherwise uniformly random candidate moves to the
//     end (0.5 for everyone past PlayoutCap). Chance is rolled by weight in
//     playouts too.
//
//  4. Back each seat's reward (rules.Reward) up that seat's own tree.
//
// The move played is the root's most visited child (ties by value, then by
// lower move code). At a secret choice of a game with simultaneous rounds
// (its states implement rules.Simultaneous: both sides pick a card face
// down), the choice is mixed: among the moves that look like the most
// visited one to every other seat (Observe masks the difference) and have
// at least MixFloor of its visits (and, where the game sets a MixMargin, a
// mean at most that below its mean), one is drawn in proportion to visits, so
// the seat's play cannot be read, unless the state says the choice at hand
// is not worth mixing (rules.SecretMixer: a teammate's offering in Burnt to
// Ashes). Other games' face-down choices keep the most visited move: Tre
// Kronor's spread markers follow a table convention
// (letters first) that the AI must keep readable, and its search often
// finds the two sides near equal, so a mix laid numbers on a pile it took
// for letters in 6 of the 10 positions of Tre Kronor's TestAILaysLettersFirst.
// Easy draws in proportion to visits among the moves with at least
// PickFloor (three quarters) of the best move's visits.
//
// On Standoff (rules/testgames), a duel with only a mixed equilibrium, the
// mixed pick comes within 1% of the game's value against the best fixed
// counter to it (TestMixesAtSecretChoices; the table in docs/ai.md).
//
// # Play styles
//
// A game whose states implement Temperament gives each seat a private
// ambition for the game (Tre Kronor draws it from the seed and the seat):
// an exponent the seat's own search raises its own rewards to before
// backing them up, so a bold seat (above 1) weighs a shared win or a bare
// survival lower against a win alone and gambles more for one, a cautious
// seat (below 1) the other way. The outcomes keep their order (the
// exponent is monotone); only which risks are worth taking changes. Every
// other seat's tree keeps the game's own rewards: the seat models the
// others at the table's middle and never asks for their ambition. The
// searching levels play with styles (Config.PlayStyle); hints do not (a
// person has no drawn style), and Decision.Value is turned back to the
// reward scale. TestAmbitionDecidesBetweenSureAndGamble shows the
// exponent deciding between a sure result and a gamble.
//
// # Forced decisions
//
// A single legal move, a single rules.Pruner candidate, or a reaction
// window where only the pass is legal is played at once without a search;
// the Decision says Forced, and the window plays it without its pause.
//
// # Baselines
//
// Random plays a uniform legal move. Greedy scores each legal move of one
// determinization one ply deep with Heuristics.Evaluate (Reward if the move
// ends the game) and plays the best, ties at random; for a game without
// Heuristics it plays at random. Both decide only for seats: chance is the
// match's.
//
// # Budgets, tuning, workers and determinism
//
// What each level does is one table (DefaultConfig). A game may tune it per
// level with rules.SearchTuner (ConfigFor, Tune; New tunes by itself);
// NewWithConfig plays exactly the Config given. Workers > 1 runs that many
// searches side by side (root parallelism), each with its own trees and a
// generator drawn from the Player's, splitting the iteration budget; their
// root visits are added before the pick. The window uses two workers
// (game.WindowWorkers); the sim one per decision, since it already plays
// games in parallel (-workers to change it). BenchmarkWorkers (hard, a
// 4-player Tre Kronor midgame, no time cap), run back to back on a 2-core
// machine shared with other helpers' jobs, at moments it was idle (other
// jobs paused or finished): one worker 8,306 / 8,357 / 9,076 / 9,055 /
// 8,685 / 8,516 iterations per second, two workers 16,751 / 17,684 /
// 17,301 / 21,199 / 19,763 / 17,965: 1.9 to 2.3 times as many (a little
// over twice since each worker's tree is half as big, so its iterations
// are cheaper). One worker runs about a fifth fewer iterations per second
// on Tre Kronor than the single-tree search did (one tree per seat to keep;
// about the same on Cronberg), so the window's hard decides in about
// two-thirds of the time it took. Every random choice comes
// from the Player's generator, so the same seed, level, Workers and states
// give the same decisions. The iteration budget decides; MaxTime and a
// done context only cut a search short (it then returns its best move so
// far), so Choose never blocks for long.
//
//	p := ai.New(ai.Hard, seed)
//	d := p.Choose(state, state.ToMove())
//	events, err := state.Apply(d.Move)
package ai
