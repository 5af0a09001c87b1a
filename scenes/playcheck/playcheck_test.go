package playcheck

import (
	"errors"
	"os"
	"testing"

	_ "embers/scenes/catalog" // every game
	"embers/scenes/kit"
)

func TestMain(m *testing.M) { Main(m) }

// TestEveryGameByMouse plays every registered game by mouse alone, as CI
// does: its tutorial, and a whole game at its smallest and largest player
// count. A game added later is played without this test changing.
func TestEveryGameByMouse(t *testing.T) {
	if !HasLoop() {
		t.Skip("no display: run under xvfb-run -a to play the scenes")
	}
	ids := kit.Registered()
	if len(ids) == 0 {
		t.Fatal("no game has a board")
	}
	for _, id := range ids {
		for _, cfg := range Plan(id, Config{Seed: 1}) {
			if cfg.Tutorial && !hasTutorial(id) {
				continue
			}
			name := id + "/game"
			if cfg.Tutorial {
				name = id + "/tutorial"
			}
			t.Run(name, func(t *testing.T) {
				sum, err := Run(cfg)
				t.Log(sum.Line())
				note(t, sum.Line())
				if err != nil {
					t.Error(err)
				}
			})
		}
	}
}

// note adds a summary line to the file EMBERS_PLAYCHECK_SUMMARY names, if
// it names one: CI prints them after every package's result (go test
// shows a passing package's log only with -v).
func note(t *testing.T, line string) {
	path := os.Getenv("EMBERS_PLAYCHECK_SUMMARY")
	if path == "" {
		return
	}
	f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err == nil {
		_, err = f.WriteString(line + "\n")
		err = errors.Join(err, f.Close())
	}
	if err != nil {
		t.Errorf("the summary line was not written to %s: %v", path, err)
	}
}
