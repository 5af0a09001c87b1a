package rules

import "math/rand/v2"

// Seat is a player's place at the table, 0 .. Players-1.
type Seat int

// NoSeat means nobody: the game is over, an event comes from the game itself,
// or (as a viewer) the public onlooker who sees no secret at all.
const NoSeat Seat = -1

// Move is one decision, encoded by its game module. Two moves are the same
// decision exactly when their codes are equal. Codes are an in-memory form
// only: logs, saves, tests and scripts use the game's notation (FormatMove,
// ParseMove), which stays stable when codes change.
type Move uint64

// Setup is everything needed to start a game: with the moves played since,
// it reproduces the game exactly.
type Setup struct {
	Players int    `json:"players"`
	Variant string `json:"variant,omitempty"` // the options chosen, in FormatVariant's form
	Seed    uint64 `json:"seed"`
	// Scores are score-track positions carried from earlier games of a
	// series (index = seat), for games played several in a row; all zero
	// for a single game. A game without series play refuses non-zero
	// scores. An array, so that a Setup stays comparable with ==.
	Scores [SetupSeats]int `json:"scores,omitzero"`
}

// SetupSeats is the most seats any game of Embers has (Burnt to Ashes: 6),
// the length of Setup.Scores.
const SetupSeats = 6

// Info describes a game module.
type Info struct {
	ID         string // "trekronor"
	Name       string // "Tre Kronor Infernum"
	MinPlayers int
	MaxPlayers int
	// Options are the rules players may choose at setup (co-op, the solo
	// deck and its difficulty, advanced runes); Setup.Variant holds the
	// choices (see ParseVariant). Empty when the game has only its base
	// rules.
	Options []Option
	// Secrets is true when a seat knows something the others must not see
	// (a hand, a face-down marker). People sharing one screen then pass it
	// on before each person's turn; in a game without secrets they just
	// take turns at the board.
	Secrets bool
}

// Game is a game module: it describes itself and creates states.
type Game interface {
	Info() Info
	// New sets up a fresh game. It fails with a clear error when the
	// player count or variant is not one the game offers.
	New(Setup) (State, error)
	// Decode reads a state written by State.Encode. Damaged or foreign
	// input gives an error, never a panic, and never a state that fails
	// its invariant check.
	Decode(data []byte) (State, error)
}

// State is one position of a game, with everything needed to go on.
//
// Randomness lives inside the state, drawn from a generator seeded by
// Setup.Seed, so Setup plus the list of moves replays every die and shuffle.
type State interface {
	Game() Game
	Setup() Setup

	// ToMove is the seat whose decision it is, NoSeat when the game is
	// over, or Chance when a die or a draw decides (only in a state that
	// implements Chancer).
	ToMove() Seat
	// Legal appends the legal moves to dst[:0] and returns it. It is empty
	// exactly when the game is over; no move appears twice.
	Legal(dst []Move) []Move
	// Apply plays a move and returns what happened, for animation and the
	// log. An illegal move returns an *IllegalMove and leaves the state
	// exactly as it was.
	Apply(m Move) ([]Event, error)
	// Play is Apply without building events, for search and simulation.
	Play(m Move) error
	// Result reports scores and winners once the game is over.
	Result() Result

	// Clone returns an independent deep copy.
	Clone() State
	// View returns the state as seat sees it: everything that seat cannot
	// know is masked. NoSeat gives the public view. A view answers the same
	// questions as a state but is meant to be Determinized before it is
	// played on.
	View(seat Seat) State
	// Determinize returns a full, playable state consistent with what seat
	// knows: everything hidden from seat is resampled with rng, and any
	// future randomness is reseeded from rng. It may be called on the real
	// state or on seat's View; both give states whose View(seat) equals
	// View(seat) of the original.
	Determinize(seat Seat, rng *rand.Rand) State
	// Observe returns m as seat perceives it when the seat to move plays it
	// in this state. For the mover it is m itself; a secret choice (a card,
	// a face-down marker) is reduced to the same code whatever was chosen.
	// A chance outcome only the drawer may see (a card drawn into a hand)
	// is masked the same way for every other seat.
	Observe(m Move, seat Seat) Move

	// Check verifies the invariants: every component conserved, every count
	// consistent. A nil error means the state is sound.
	Check() error

	// SeatLabel names a seat in the game's own terms (a colour, a lord).
	SeatLabel(seat Seat) string
	// FormatMove writes m in the game's notation.
	FormatMove(m Move) string
	// ParseMove reads the game's notation. It checks the form, not legality;
	// an unreadable move gives an error that shows the expected form.
	ParseMove(text string) (Move, error)
	// Dump is a text picture of the full state, for tests and the console.
	Dump() string
	// Encode writes the full state, with a format version.
	Encode() []byte
}

// Heuristics is optional: a State that implements it lets the AI play its
// game better. Both methods work on a full (determinized) state.
type Heuristics interface {
	// Evaluate writes into out (len = players) each seat's estimated
	// reward in [0,1], on the same scale as Reward: 1 a certain win, 0 a
	// certain loss. It is only called when the game is not over: the AI
	// scores a finished game by its Result (ai.Judge).
	Evaluate(out []float64)
	// RolloutMove picks a quick, sensible legal move for a playout. buf is
	// scratch space for Legal. It is only called when the game is not over.
	RolloutMove(rng *rand.Rand, buf []Move) Move
}

// Explainer is optional: a State that implements it says in one line, in
// the game's own terms, what a legal move does here and why it may be worth
// playing ("saves B1: two fires, and your chain reaches it"). Hints and the
// recaps of the computer's moves show it. It is called on a seat's View as
// well as on a full state, and never reveals more than the state holds. A
// move that is not legal may get any short description.
type Explainer interface {
	WhyMove(m Move) string
}
