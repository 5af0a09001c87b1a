package saves

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"embers/rules"
)

// TestASecondGameKeepsTheFirst is the newcomer's lost game: a game left
// unfinished, then another started, and the first is still there to go on
// with, exactly where it stood.
func TestASecondGameKeepsTheFirst(t *testing.T) {
	st := testStore(t)
	first := nimSession(t, "", "easy", "")
	if err := st.Adopt(first); err != nil {
		t.Fatal(err)
	}
	played(t, first, "take 3", "take 1")
	dump := first.Match.State.Dump()

	st.now = func() time.Time { return time.Date(2026, 11, 21, 11, 0, 0, 0, time.UTC) }
	second := nimSession(t, "", "hard")
	if err := st.Adopt(second); err != nil {
		t.Fatal(err)
	}
	played(t, second, "take 2")

	games, err := st.Games()
	if err != nil || len(games) != 2 {
		t.Fatalf("games in progress: %+v %v", games, err)
	}
	byMoves := map[int]Slot{}
	for _, g := range games {
		byMoves[g.Moves] = g
	}
	old, ok := byMoves[2]
	if !ok || old.Game != "nim" || old.Players != 3 || !slices.Equal(old.Names, []string{"Anna", "Bo", "Cy"}) {
		t.Fatalf("the first game is not listed as it stood: %+v", games)
	}
	again, err := st.LoadGame(old.Name)
	if err != nil {
		t.Fatal(err)
	}
	if again.Match.State.Dump() != dump || strings.Join(again.Match.Notations(), ",") != "take 3,take 1" {
		t.Fatalf("the first game continued as %v", again.Match.Notations())
	}
	played(t, again, "take 1") // it goes on saving into its own file
	games, _ = st.Games()
	if len(games) != 2 {
		t.Fatalf("continuing made %d games in progress, want 2", len(games))
	}
	if reread, err := st.LoadGame(old.Name); err != nil || len(reread.Match.History) != 3 {
		t.Fatalf("the continued game's next move was not saved in its own file: %v", err)
	}
	if err := st.DeleteGame(games[0].Name); err != nil {
		t.Fatal(err)
	}
	if games, _ = st.Games(); len(games) != 1 {
		t.Fatalf("after deleting one: %+v", games)
	}
}

func TestGamesAreListedNewestFirst(t *testing.T) {
	st := testStore(t)
	for i, name := range []string{"Anna", "Bo", "Cy"} {
		s := nimSession(t, "", "easy")
		s.Match.Seats[0].Name = name
		if err := st.Adopt(s); err != nil { // the same second: names stay apart
			t.Fatal(err)
		}
		when := time.Now().Add(time.Duration(i-5) * time.Minute)
		os.Chtimes(s.SaveFile(), when, when)
	}
	games, err := st.Games()
	if err != nil || len(games) != 3 {
		t.Fatalf("%+v %v", games, err)
	}
	var order []string
	for _, g := range games {
		order = append(order, g.Names[0])
	}
	if strings.Join(order, ",") != "Cy,Bo,Anna" {
		t.Fatalf("listed %v, want the newest first", order)
	}
	if latest, err := st.LoadLatest(); err != nil || latest.Name(0) != "Cy" {
		t.Fatalf("latest: %v", err)
	}
}

func TestAFinishedGameIsNoLongerInProgress(t *testing.T) {
	st := testStore(t)
	s := nimSession(t, "", "easy")
	st.Adopt(s)
	played(t, s, "take 3", "take 3", "take 3", "take 3")
	if s.ToMove() != rules.NoSeat {
		t.Skip("the test game did not end")
	}
	if !st.HasGames() {
		t.Fatal("the game's last move was not saved")
	}
	if err := st.Finish(s); err != nil || st.HasGames() {
		t.Fatalf("finish: %v", err)
	}
	s.SaveNow() // nothing may bring a finished game back
	if st.HasGames() {
		t.Fatal("a finished game came back")
	}
}

func TestGameNamesAreFileNamesOnly(t *testing.T) {
	st := testStore(t)
	for _, bad := range []string{"", "../slots/x", `a\\b`, ".x.json.tmp-1", "x.damaged-20261121-101500"} {
		if _, err := st.LoadGame(bad); err == nil || !strings.Contains(err.Error(), "is not a game in progress") {
			t.Errorf("LoadGame(%q): %v", bad, err)
		}
		if err := st.DeleteGame(bad); err == nil {
			t.Errorf("DeleteGame(%q) worked", bad)
		}
	}
	os.WriteFile(filepath.Join(st.Dir, "games", ".x.json.tmp-123"), []byte("half"), 0o644)
	if st.HasGames() {
		t.Fatal("a temporary file is listed as a game")
	}
}
