package boardtest

import (
	"fmt"
	"testing"
	"time"

	"embers/rules"
	"embers/rules/games"
	"embers/scenes/kit"
)

// Options are the tables a board is checked at: kit.Suite, which the
// board registers with itself (kit.Register), so the suite runs for
// every board from one place (RunAll).
type Options = kit.Suite

func withDefaults(t *testing.T, gameID string, o Options) Options {
	g, err := games.Lookup(gameID)
	if err != nil {
		t.Fatal(err)
	}
	info := g.Info()
	if o.Players == 0 {
		o.Players = min(info.MinPlayers+1, info.MaxPlayers)
	}
	if o.Players < 2 {
		o.Players = 2 // a person and the computer at least
	}
	def := func(s []uint64, v uint64) []uint64 {
		if s == nil {
			return []uint64{v}
		}
		return s
	}
	o.MouseSeeds, o.KeySeeds = def(o.MouseSeeds, 1), def(o.KeySeeds, 2)
	o.HotSeatSeeds = def(o.HotSeatSeeds, 3)
	if o.AnimateSeeds == nil {
		o.AnimateSeeds = []uint64{4, 5, 6}
	}
	if o.MidMoves == 0 {
		o.MidMoves = 30
	}
	if o.Timeout == 0 {
		o.Timeout = 90 * time.Second
	}
	return o
}

// RunAll passes every registered board through the suite, at each table
// the board registered (kit.Suite; one table of the defaults when it
// registered none): a board cannot leave it out. The catalog's tests call
// it, with every board imported.
func RunAll(t *testing.T) {
	ids := kit.Registered()
	if len(ids) == 0 {
		t.Fatal("no board is registered: import the catalog")
	}
	for _, id := range ids {
		for i, o := range kit.Suites(id) {
			name := id
			if i > 0 {
				name = fmt.Sprintf("%s/%d-players", id, o.Players)
				if o.Variant != "" {
					name += "/" + o.Variant
				}
			}
			t.Run(name, func(t *testing.T) { Run(t, id, o) })
		}
	}
}

// Run passes the board of game gameID through every check of the suite,
// each a subtest: whole games by mouse, by keys and in hot seat (with the
// log and the handoff checked for secrets), every event animated with the
// model checked, and pictures of each phase. Pictures need a display (run
// under xvfb-run); without one those checks are skipped.
func Run(t *testing.T, gameID string, o Options) {
	o = withDefaults(t, gameID, o)
	g, _ := games.Lookup(gameID)
	secrets := g.Info().Secrets
	kinds := map[string]int{}
	t.Run("Mouse", func(t *testing.T) {
		for _, seed := range o.MouseSeeds {
			playGame(t, gameID, seats(o.Players, 1), seed, o, byMouse, kinds)
		}
	})
	t.Run("Keys", func(t *testing.T) {
		for _, seed := range o.KeySeeds {
			playGame(t, gameID, seats(o.Players, 1), seed, o, byKeys, kinds)
		}
	})
	t.Run("HotSeat", func(t *testing.T) {
		for _, seed := range o.HotSeatSeeds {
			r := playGame(t, gameID, seats(o.Players, 2), seed, o, byMouse, kinds)
			switch {
			case r == nil:
			case secrets && r.handoffs < 2:
				t.Errorf("seed %d: two people and secrets, yet %d handoffs", seed, r.handoffs)
			case !secrets && r.handoffs > 0:
				t.Errorf("seed %d: the game hides nothing, yet the screen was handed over %d times", seed, r.handoffs)
			}
		}
	})
	t.Run("Kinds", func(t *testing.T) {
		for _, k := range o.Kinds {
			if kinds[k] == 0 {
				t.Errorf("the people never played a %q move (played: %v)", k, kinds)
			}
		}
	})
	t.Run("Animate", func(t *testing.T) {
		seen := map[string]int{}
		for _, seed := range o.AnimateSeeds {
			animateGame(t, gameID, o, seed, rules.NoSeat, seen)
			if secrets {
				animateGame(t, gameID, o, seed, 0, seen)
			}
		}
		for _, k := range o.Events {
			if seen[k] == 0 {
				t.Errorf("no %s event in the animated games", k)
			}
		}
		t.Logf("events animated by kind: %v", seen)
	})
	if !o.NoPictures {
		t.Run("Pictures", func(t *testing.T) { pictures(t, gameID, o) })
		t.Run("Paths", func(t *testing.T) { paths(t, gameID, o) })
	}
}

// seats are the AI levels of a table of n seats whose first people seats
// are people ("") and the rest the computer at greedy: it decides at once
// and by its seed alone, so the games are the same on a loaded machine (a
// search cut short by the clock made them vary).
func seats(n, people int) []string {
	out := make([]string, n)
	for i := people; i < n; i++ {
		out[i] = "greedy"
	}
	if people == 2 && n > 2 { // the computer plays between the two people
		out[1], out[2] = out[2], out[1]
	}
	return out
}
