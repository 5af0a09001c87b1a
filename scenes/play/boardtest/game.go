package boardtest

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"embers/game"
	"embers/rules"
	"embers/scenes/kit"
	"embers/scenes/play"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// table is one whole game played through the play scene by the suite.
type table struct {
	t        *testing.T
	app      *playtest.App
	sc       *play.Scene
	s        *game.Session
	board    kit.Board
	seed     uint64
	handoffs int
}

// gesture makes move m on the board as a person would (clicks, keys); it
// returns an error when the board did not let it.
type gesture func(tb *table, m rules.Move) error

// playGame plays a whole game of gameID through the play scene, the people
// (seats with level "") making their moves by gesture, the computer
// thinking in its goroutine. Each person's move is chosen by seed among
// the legal ones, a kind (first word of its notation) first, so rare
// kinds are met; the move the scene plays must be that one. kinds counts
// the people's moves by kind. It returns nil after a failure.
func playGame(t *testing.T, gameID string, levels []string, seed uint64, o Options, by gesture, kinds map[string]int) *table {
	t.Helper()
	s, err := playtest.SessionWith(gameID, o.Variant, levels, seed, 0)
	if err != nil {
		t.Fatal(err)
	}
	app := playtest.NewApp()
	app.Cfg.AI.ThinkMsCap = 5
	sc := play.NewWith(app, s, play.Options{Instant: true})
	defer sc.Close()
	tb := &table{t: t, app: app, sc: sc, s: s, board: sc.Board(), seed: seed}
	rng := rand.New(rand.NewPCG(seed, 7))
	deadline := time.Now().Add(o.Timeout)
	for s.ToMove() != rules.NoSeat {
		if time.Now().After(deadline) {
			t.Errorf("seed %d: the game did not end within %v (%d moves)", seed, o.Timeout, len(s.Match.History))
			return nil
		}
		if sc.HandoffShown() && !sc.Animating() {
			if err := tb.handOver(); err != nil {
				t.Errorf("seed %d: %v", seed, err)
				return nil
			}
			continue
		}
		if !s.IsHuman(s.ToMove()) || sc.Animating() {
			tb.step(ui.Input{})
			time.Sleep(100 * time.Microsecond)
			continue
		}
		if err := tb.personTurn(rng, by, kinds); err != nil {
			t.Errorf("seed %d: %v", seed, err)
			return nil
		}
	}
	if err := tb.atEnd(); err != nil {
		t.Errorf("seed %d: %v", seed, err)
		return nil
	}
	t.Logf("seed %d, %d seats: %d moves, %d handoffs", seed, len(levels), len(s.Match.History), tb.handoffs)
	return tb
}

// step runs one tick of the scene with input in.
func (tb *table) step(in ui.Input) {
	tb.t.Helper()
	if err := tb.app.Step(tb.sc, in); err != nil {
		tb.t.Fatalf("seed %d: the scene failed: %v", tb.seed, err)
	}
}

// personTurn checks what the person sees, chooses a move and makes it.
func (tb *table) personTurn(rng *rand.Rand, by gesture, kinds map[string]int) error {
	s, sc := tb.s, tb.sc
	if sc.Viewer() != s.ToMove() {
		return fmt.Errorf("%s is to move but the board shows seat %d's view", s.Name(s.ToMove()), sc.Viewer())
	}
	if err := logKeepsSecrets(s, sc.Viewer(), sc.Log()); err != nil {
		return err
	}
	m := choose(s.Match.State, rng)
	n := len(s.Match.History)
	tb.step(ui.Input{MouseX: tb.app.In.MouseX, MouseY: tb.app.In.MouseY}) // the turn opens on the board
	// A reaction window with nothing to play passes itself as the turn
	// opens (game.Session.Automatic): then there is no gesture to make.
	if !tb.played(n) {
		if err := by(tb, m); err != nil {
			return fmt.Errorf("move %d, %q: %w", n+1, s.Match.State.FormatMove(m), err)
		}
	}
	h := s.Match.History
	if len(h) != n+1 || h[n].Move != m {
		return fmt.Errorf("making %q played %v", s.Match.State.FormatMove(m), s.Match.Notations()[n:])
	}
	kinds[kindOf(h[n].Notation)]++
	return nil
}

// played reports whether the person's move has been made since the
// history held n moves.
func (tb *table) played(n int) bool { return len(tb.s.Match.History) > n }

// handOver checks the handoff screen, then clicks it away.
func (tb *table) handOver() error {
	next := tb.s.ToMove()
	if tb.sc.Viewer() == next {
		return fmt.Errorf("the handoff to %s is up while their view is shown", tb.s.Name(next))
	}
	if tb.handoffs == 1 { // pictures are slow: one handoff (after a turn) is checked
		if err := handoffHides(tb.t, tb); err != nil {
			return err
		}
	}
	tb.step(ui.Input{Click: true})
	tb.handoffs++
	if tb.sc.Viewer() != next || tb.sc.HandoffShown() {
		return fmt.Errorf("after the handoff the screen shows seat %d (handoff up: %v), not %s", tb.sc.Viewer(), tb.sc.HandoffShown(), tb.s.Name(next))
	}
	return nil
}

// atEnd lets the last animations finish and checks the end is shown.
func (tb *table) atEnd() error {
	for i := 0; i < 2000 && tb.sc.Animating(); i++ {
		tb.step(ui.Input{})
	}
	if tb.sc.Animating() {
		return fmt.Errorf("the game is over but the scene still animates after 2000 ticks")
	}
	for range 3 {
		tb.step(ui.Input{})
	}
	if tb.board.Banner() == "" {
		return fmt.Errorf("the game is over and the board has no banner")
	}
	return logKeepsSecrets(tb.s, tb.sc.Viewer(), tb.sc.Log())
}

// choose picks a legal move: a kind (the first word of its notation) at
// random, then a move of that kind, so that rare kinds come up.
func choose(st rules.State, rng *rand.Rand) rules.Move {
	byKind := map[string][]rules.Move{}
	for _, m := range st.Legal(nil) {
		k := kindOf(st.FormatMove(m))
		byKind[k] = append(byKind[k], m)
	}
	names := make([]string, 0, len(byKind))
	for k := range byKind {
		names = append(names, k)
	}
	sort.Strings(names)
	list := byKind[names[rng.IntN(len(names))]]
	return list[rng.IntN(len(list))]
}

// kindOf is a move's kind: the first word of its notation.
func kindOf(notation string) string {
	k, _, _ := strings.Cut(notation, " ")
	return k
}

// movePlaces names the places of m in the state to move.
func (tb *table) movePlaces(m rules.Move) ([]rules.Place, error) {
	p, ok := tb.s.Match.State.(rules.Placer)
	if !ok {
		return nil, fmt.Errorf("the game's state is not a rules.Placer: its moves name no places to click")
	}
	return slices.Clone(p.MovePlaces(m)), nil
}
