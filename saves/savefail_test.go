package saves

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"embers/game/gametest"
)

// breakGames makes the store's games folder unwritable (a file stands where
// it was; the folder waits aside) and returns the function that mends it.
// Changing permissions would not do: the tests may run as root.
func breakGames(t *testing.T, st *Store) (mend func()) {
	t.Helper()
	dir := filepath.Join(st.Dir, gamesDir)
	if err := os.Rename(dir, dir+".aside"); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(dir, []byte("not a folder"), 0o644)
	return func() {
		os.Remove(dir)
		if err := os.Rename(dir+".aside", dir); err != nil {
			t.Fatal(err)
		}
	}
}

// TestAFailedSaveKeepsTheGameInMemory: when saving fails mid-game, the
// moves stay in the session and say so; the window may leave the game,
// which stays in this program's list of games in progress, marked unsaved
// since the move its file holds; continuing it takes it from memory, every
// move, and saves it at once (issue 37).
func TestAFailedSaveKeepsTheGameInMemory(t *testing.T) {
	st := testStore(t)
	s := nimSession(t, "", "easy", "")
	if err := st.Adopt(s); err != nil {
		t.Fatal(err)
	}
	played(t, s, "take 1")
	if s.SaveError() != nil || s.SavedMoves() != 1 {
		t.Fatalf("the first move was not saved: %v, %d", s.SaveError(), s.SavedMoves())
	}
	name := strings.TrimSuffix(filepath.Base(s.SaveFile()), ".json")
	mend := breakGames(t, st)
	played(t, s, "take 2")
	played(t, s, "take 3")
	if err := s.SaveError(); err == nil || !strings.Contains(err.Error(), s.SaveFile()) {
		t.Fatalf("a failed save is not reported with its file: %v", err)
	}
	if s.RetrySave() == nil || s.SavedMoves() != 1 {
		t.Fatal("a save into a file where a folder should be worked")
	}
	if kept := st.Leave(s); !kept {
		t.Fatal("leaving an unsaved game let it go")
	}
	mend()
	title, _ := NewStore(st.Dir, gametest.Lookup) // the title's own store
	games, err := title.Games()
	if err != nil || len(games) != 1 || !games[0].Unsaved || games[0].Moves != 3 || games[0].SavedMoves != 1 || games[0].Name != name {
		t.Fatalf("the list shows %+v, %v; want the game with 3 moves, saved to move 1", games, err)
	}
	got, err := title.LoadGame(name)
	if err != nil || got != s || len(got.Match.History) != 3 || got.SaveError() != nil {
		t.Fatalf("continued %v with %v", got, err)
	}
	if games, _ := title.Games(); games[0].Unsaved || games[0].Moves != 3 {
		t.Errorf("after the save the list shows %+v", games[0])
	}
	title.Leave(got)
	fresh, err := NewStore(st.Dir, gametest.Lookup)
	if err != nil {
		t.Fatal(err)
	}
	again, err := fresh.LoadGame(name)
	if err != nil || again == s || len(again.Match.History) != 3 {
		t.Fatalf("the saved game reads back as %v, %v", again, err)
	}
}

// TestANewGameThatCannotBeSavedIsListedFromMemory: a game started when its
// file cannot be written at all is listed (unsaved, never saved) and can be
// continued, and is saved once the folder can be written.
func TestANewGameThatCannotBeSavedIsListedFromMemory(t *testing.T) {
	st := testStore(t)
	mend := breakGames(t, st)
	s := nimSession(t, "", "easy")
	if err := st.Adopt(s); err == nil {
		t.Fatal("a new game was saved into a file")
	}
	played(t, s, "take 3")
	st.Leave(s)
	mend()
	games, _ := st.Games()
	if len(games) != 1 || !games[0].Unsaved || games[0].SavedMoves != -1 || games[0].Moves != 1 {
		t.Fatalf("the list shows %+v", games)
	}
	got, err := st.LoadGame(games[0].Name)
	if err != nil || got != s || got.SaveError() != nil {
		t.Fatalf("continued with %v", err)
	}
	if _, err := os.Stat(lockPath(got.SaveFile())); err != nil {
		t.Errorf("the game saved at last is not locked: %v", err)
	}
	st.Leave(got)
	if games, _ := st.Games(); len(games) != 1 || games[0].Unsaved || games[0].Moves != 1 {
		t.Errorf("after the save the list shows %+v", games)
	}
}

// TestANewGameWhoseFolderCannotBeMadeIsStillWatched: when the saves folder
// cannot be made as a game starts (a file stands where it should be), the
// game is adopted all the same: AdoptNew says why, SaveError stays set
// (the board shows it, closing the window asks), and once the folder can be
// made a retry saves the game into it.
func TestANewGameWhoseFolderCannotBeMadeIsStillWatched(t *testing.T) {
	data := t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	t.Setenv("HOME", data)
	blocker := filepath.Join(data, "embers")
	if err := os.WriteFile(blocker, []byte("not a folder"), 0o644); err != nil {
		t.Fatal(err)
	}
	s := nimSession(t, "", "easy")
	st, err := AdoptNew(s)
	if err == nil || st != nil {
		t.Fatalf("AdoptNew with a file where the folder goes: store %v, error %v", st, err)
	}
	if s.SaveError() == nil || s.Store == nil {
		t.Fatalf("the game is not watched: save error %v, store %v", s.SaveError(), s.Store)
	}
	if err := s.RetrySave(); err == nil {
		t.Fatal("a retry saved the game while the folder could not be made")
	}
	os.Remove(blocker)
	if err := s.RetrySave(); err != nil {
		t.Fatalf("the retry after the folder could be made: %v", err)
	}
	if !strings.HasPrefix(s.SaveFile(), filepath.Join(data, "embers", gamesDir)) {
		t.Fatalf("the game was saved to %q", s.SaveFile())
	}
	if _, err := os.Stat(s.SaveFile()); err != nil {
		t.Fatal(err)
	}
	closeGameFile(s.SaveFile())
}
