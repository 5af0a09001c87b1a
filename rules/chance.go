package rules

import "math/rand/v2"

// Chance is the "seat" to move while the game waits on a die, a draw or a
// shuffle. A state reports ToMove() == Chance only when it implements
// Chancer. Its legal moves are then the outcomes, written in the game's
// notation like any move ("die 2", "draw 7"), so saves, the console,
// tutorials and tests can name an outcome and force it.
//
// Who resolves chance: the match (game.Match.Roll) asks the state's own
// generator through Chancer.Roll and applies that outcome as a move, so a
// save (setup plus moves) holds every outcome and replays it exactly. The AI
// instead samples outcomes by weight in its playouts and branches on them in
// its tree.
const Chance Seat = -2

// Outcome is one possible result of a chance event and its weight: a die
// face weighs 1, a card of which three copies remain weighs 3. Weights are
// positive integers, so odds are exact.
type Outcome struct {
	Move   Move
	Weight int
}

// Chancer is implemented by a state in which chance can be to move.
type Chancer interface {
	// Outcomes appends every outcome of the chance event at hand to
	// dst[:0] and returns it; their moves are exactly Legal's. Empty when
	// chance is not to move.
	Outcomes(dst []Outcome) []Outcome
	// Roll is the outcome the state's own generator gives now. It does not
	// change the state: applying the outcome does, and applying any outcome
	// advances the generator the same way, so forcing "die 2" in a test or
	// a tutorial leaves every later draw as it would have been.
	Roll() Move
}

// SampleOutcome picks one of outcomes at random by weight (the AI's and the
// harness's way to resolve chance without the state's own generator).
func SampleOutcome(outcomes []Outcome, rng *rand.Rand) Move {
	total := 0
	for _, o := range outcomes {
		total += o.Weight
	}
	if total <= 0 {
		return outcomes[rng.IntN(len(outcomes))].Move
	}
	k := rng.IntN(total)
	for _, o := range outcomes {
		if k -= o.Weight; k < 0 {
			return o.Move
		}
	}
	return outcomes[len(outcomes)-1].Move
}

// IsSeat reports whether s is a player's seat (not NoSeat, not Chance).
func IsSeat(s Seat) bool { return s >= 0 }
