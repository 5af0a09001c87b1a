package saves

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"embers/game/gametest"
)

const holdChildEnv = "EMBERS_LOCK_CHILD_DIR"

// TestAGameOpenInAnotherWindowIsNotContinued: a second program (a child
// process, this test binary) continues a game as a window does; while it
// runs, this program is told the game is open elsewhere, by whom, and can
// neither continue nor delete it, and the list marks it. Once the child is
// killed (SIGKILL: no code of its own runs), its lock is taken over at
// once, and the game continues here.
func TestAGameOpenInAnotherWindowIsNotContinued(t *testing.T) {
	if dir := os.Getenv(holdChildEnv); dir != "" {
		holdUntilKilled(dir)
		return
	}
	st := testStore(t)
	s := nimSession(t, "", "easy")
	if err := st.Adopt(s); err != nil {
		t.Fatal(err)
	}
	played(t, s, "take 2")
	name := strings.TrimSuffix(filepath.Base(s.SaveFile()), ".json")
	st.Leave(s) // this window goes back to the title

	cmd := exec.Command(os.Args[0], "-test.run=^TestAGameOpenInAnotherWindowIsNotContinued$")
	cmd.Env = append(os.Environ(), holdChildEnv+"="+st.Dir)
	out, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	if line, err := bufio.NewReader(out).ReadString('\n'); err != nil || !strings.HasPrefix(line, "holding") {
		t.Fatalf("the child did not continue the game: %q %v", line, err)
	}

	_, err := st.LoadGame(name)
	var elsewhere *OpenElsewhereError
	if !errors.As(err, &elsewhere) || !strings.Contains(err.Error(), fmt.Sprintf("open in another Embers window (process %d, since ", cmd.Process.Pid)) {
		t.Fatalf("continued a game open elsewhere: %v", err)
	}
	if games, _ := st.Games(); len(games) != 1 || !games[0].OpenElsewhere {
		t.Errorf("the list does not mark the game open elsewhere: %+v", games)
	}
	if err := st.DeleteGame(name); !errors.As(err, &elsewhere) {
		t.Errorf("deleted a game open elsewhere: %v", err)
	}

	cmd.Process.Kill()
	cmd.Wait()
	if _, err := os.Stat(lockPath(s.SaveFile())); err != nil {
		t.Fatalf("the killed child left no lock file to take over: %v", err)
	}
	got, err := st.LoadGame(name)
	if err != nil || len(got.Match.History) != 1 {
		t.Fatalf("the stale lock was not taken over: %v", err)
	}
	if owner, _ := os.ReadFile(lockPath(s.SaveFile())); !strings.Contains(string(owner), fmt.Sprintf("process %d,", os.Getpid())) {
		t.Errorf("the lock file names %q, not this program", owner)
	}
	if games, _ := st.Games(); len(games) != 1 || games[0].OpenElsewhere {
		t.Errorf("the list still marks the game open elsewhere: %+v", games)
	}
	st.Leave(got)
	if _, err := os.Stat(lockPath(s.SaveFile())); err == nil {
		t.Error("leaving the game left its lock file")
	}
	os.WriteFile(lockPath(s.SaveFile()), []byte("Embers, process 1, since 1 Jan 00:00\n"), 0o644) // a killed program's
	if err := st.DeleteGame(name); err != nil {
		t.Fatal(err)
	}
	if entries, _ := os.ReadDir(filepath.Dir(s.SaveFile())); len(entries) != 0 {
		t.Errorf("deleting the game left %s", entries[0].Name())
	}
}

// holdUntilKilled continues the one game in dir, says so, and waits.
func holdUntilKilled(dir string) {
	st, err := NewStore(dir, gametest.Lookup)
	if err != nil {
		panic(err)
	}
	if _, err := st.LoadLatest(); err != nil {
		panic(err)
	}
	fmt.Println("holding")
	select {}
}

// TestOneProgramContinuesItsOwnGameAgain: in one program, a game left and
// continued again is locked to it each time; a second Store of the same
// folder (the title's, the pause menu's) sees it as its own.
func TestOneProgramContinuesItsOwnGameAgain(t *testing.T) {
	st := testStore(t)
	s := nimSession(t, "", "easy")
	st.Adopt(s)
	name := strings.TrimSuffix(filepath.Base(s.SaveFile()), ".json")
	other, _ := NewStore(st.Dir, gametest.Lookup)
	for range 3 {
		got, err := other.LoadGame(name)
		if err != nil {
			t.Fatal(err)
		}
		if games, _ := other.Games(); games[0].OpenElsewhere {
			t.Fatal("this program's own game is marked open elsewhere")
		}
		other.Leave(got)
	}
}
