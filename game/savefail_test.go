package game

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
	playText(t, s, "take 1")
	if s.SaveError() != nil || s.SavedMoves() != 1 {
		t.Fatalf("the first move was not saved: %v, %d", s.SaveError(), s.SavedMoves())
	}
	name := strings.TrimSuffix(filepath.Base(s.SaveFile()), ".json")
	mend := breakGames(t, st)
	playText(t, s, "take 2")
	playText(t, s, "take 3")
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
	playText(t, s, "take 3")
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
