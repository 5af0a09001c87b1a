package saves

import (
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"embers/game"
	"embers/rules"
	"embers/rules/games"
	"embers/rules/trekronor"
)

const killChildEnv = "EMBERS_AUTOSAVE_CHILD_DIR"

// TestAutosaveSurvivesKill runs a child process (this test binary) that plays
// Tre Kronor with autosave and writes down each move once Play returned, kills
// it hard mid-game, and continues from the autosave: the game is exactly the
// one played, at most the move in progress lost.
func TestAutosaveSurvivesKill(t *testing.T) {
	if dir := os.Getenv(killChildEnv); dir != "" {
		playUntilKilled(dir)
		return
	}
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^TestAutosaveSurvivesKill$")
	cmd.Env = append(os.Environ(), killChildEnv+"="+dir)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	progress := filepath.Join(dir, "progress.txt")
	deadline := time.Now().Add(30 * time.Second)
	for len(readLines(progress)) < 25 {
		select {
		case err := <-done:
			t.Fatalf("the child stopped before it was killed: %v", err)
		default:
		}
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatal("the child played fewer than 25 moves in 30 s")
		}
		time.Sleep(2 * time.Millisecond)
	}
	if err := cmd.Process.Kill(); err != nil { // SIGKILL: no deferred code runs
		t.Fatal(err)
	}
	<-done
	played := readLines(progress)

	st, err := NewStore(dir, games.Lookup)
	if err != nil {
		t.Fatal(err)
	}
	s, err := st.LoadLatest()
	if err != nil {
		t.Fatalf("continue after a kill: %v", err)
	}
	saved := s.Match.Notations()
	if n := len(saved) - len(played); n < 0 || n > 1 || !slices.Equal(saved[:len(played)], played) {
		t.Fatalf("the autosave holds %d moves, the child had finished %d: want the same moves, at most one more", len(saved), len(played))
	}
	replay, err := game.Replay(trekronor.Game, s.Match.Setup, saved)
	if err != nil || replay.State.Dump() != s.Match.State.Dump() || replay.State.ToMove() != s.ToMove() {
		t.Fatalf("the continued game is not the game played: %v", err)
	}
	if s.Name(0) != "Anna" || s.Match.Seats[1].Level != "random" {
		t.Fatalf("seats lost: %+v", s.Match.Seats)
	}
	t.Logf("killed after %d moves; the autosave holds %d", len(played), len(saved))
}

// playUntilKilled is the child: it plays random moves, autosaving each, and
// appends each move to progress.txt after Play (and so the autosave) is done.
func playUntilKilled(dir string) {
	st, err := NewStore(dir, games.Lookup)
	if err != nil {
		panic(err)
	}
	seats := []game.SeatInfo{{Name: "Anna"}, {Name: "Bo", Level: "random"}, {Name: "Cy", Level: "random"}}
	s, err := game.NewSession(trekronor.Game, rules.Setup{Players: 3, Seed: 11}, seats, game.Options{})
	if err != nil {
		panic(err)
	}
	s.Store = st
	f, err := os.OpenFile(filepath.Join(dir, "progress.txt"), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		panic(err)
	}
	rng := rand.New(rand.NewPCG(3, 4))
	var buf []rules.Move
	for s.ToMove() != rules.NoSeat {
		buf = s.Match.State.Legal(buf)
		mv := buf[rng.IntN(len(buf))]
		text := s.Match.State.FormatMove(mv)
		if _, err := s.Play(mv); err != nil || s.SaveError() != nil {
			panic(err)
		}
		f.WriteString(text + "\n")
		f.Sync()
		time.Sleep(time.Millisecond)
	}
	time.Sleep(time.Minute) // the game ended first: wait to be killed
}

// readLines returns the complete lines of a file (a line still being
// written, without its newline, is left out).
func readLines(path string) []string {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	lines := strings.Split(string(data), "\n")
	return lines[:len(lines)-1]
}
