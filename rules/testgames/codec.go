package testgames

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"

	"embers/rules"
)

// envelope is the outer form of every encoded test game state.
type envelope struct {
	Format  string          `json:"format"`
	Version int             `json:"version"`
	Setup   rules.Setup     `json:"setup"`
	State   json.RawMessage `json:"state"`
}

const codecVersion = 1

func encodeEnvelope(format string, setup rules.Setup, body any) []byte {
	raw, err := json.Marshal(body)
	if err != nil {
		panic(fmt.Sprintf("testgames: encoding %s: %v", format, err))
	}
	out, err := json.Marshal(envelope{Format: format, Version: codecVersion, Setup: setup, State: raw})
	if err != nil {
		panic(fmt.Sprintf("testgames: encoding %s: %v", format, err))
	}
	return out
}

// decodeEnvelope checks the outer form and fills body from it.
func decodeEnvelope(data []byte, format string, body any) (rules.Setup, error) {
	var env envelope
	if err := json.Unmarshal(data, &env); err != nil {
		return rules.Setup{}, fmt.Errorf("%s: not a saved state (%v)", format, err)
	}
	if env.Format != format {
		return rules.Setup{}, fmt.Errorf("%s: the data is a %q state; load it with that game", format, env.Format)
	}
	if env.Version != codecVersion {
		return rules.Setup{}, fmt.Errorf("%s: format version %d is not supported (this build reads version %d)", format, env.Version, codecVersion)
	}
	if len(env.State) == 0 {
		return rules.Setup{}, fmt.Errorf("%s: the state body is missing", format)
	}
	if err := json.Unmarshal(env.State, body); err != nil {
		return rules.Setup{}, fmt.Errorf("%s: damaged state body (%v)", format, err)
	}
	return env.Setup, nil
}

// newSource makes the state's generator from a seed.
func newSource(seed uint64) rand.PCG { return *rand.NewPCG(seed, seed^0x7465737467616d65) }

// reseed gives a generator whose future is drawn from rng.
func reseed(rng *rand.Rand) rand.PCG { return *rand.NewPCG(rng.Uint64(), rng.Uint64()) }

func marshalSource(src rand.PCG) []byte {
	b, _ := src.MarshalBinary()
	return b
}

func unmarshalSource(b []byte, format string) (rand.PCG, error) {
	var src rand.PCG
	if err := src.UnmarshalBinary(b); err != nil {
		return src, fmt.Errorf("%s: damaged random generator (%v)", format, err)
	}
	return src, nil
}

// illegal builds the error for a move the rules forbid.
func illegal(s rules.State, m rules.Move, reason, rule string) error {
	return &rules.IllegalMove{Move: s.FormatMove(m), Reason: reason, Rule: rule}
}

// checkSeat reports whether seat is at a table of players.
func validSeat(seat rules.Seat, players int) bool { return seat >= 0 && int(seat) < players }

// northSouth names the seats of the two-player duels (Bids, Standoff).
func northSouth(seat rules.Seat) string {
	switch seat {
	case 0:
		return "North"
	case 1:
		return "South"
	}
	return "nobody"
}

// checkSetup refuses a setup a test game does not offer: a player count
// outside lo..hi, or any variant (none of them has one).
func checkSetup(game string, setup rules.Setup, lo, hi int) error {
	switch {
	case setup.Players < lo || setup.Players > hi:
		if lo == hi {
			return fmt.Errorf("%s is for exactly %d players, not %d", game, lo, setup.Players)
		}
		return fmt.Errorf("%s is for %d to %d players, not %d", game, lo, hi, setup.Players)
	case setup.Variant != "":
		return fmt.Errorf("%s has no variant %q; leave the variant empty", game, setup.Variant)
	}
	return nil
}
