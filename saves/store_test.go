package saves

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"embers/game/gametest"
)

func testStore(t *testing.T) *Store {
	t.Helper()
	st, err := NewStore(t.TempDir(), gametest.Lookup)
	if err != nil {
		t.Fatal(err)
	}
	st.now = func() time.Time { return time.Date(2026, 11, 21, 10, 15, 0, 0, time.UTC) }
	return st
}

func TestAutosaveThenContinue(t *testing.T) {
	st := testStore(t)
	if st.HasGames() {
		t.Fatal("a fresh store has a game in progress")
	}
	s := nimSession(t, "", "hard", "")
	s.Options.Training = true
	s.Store = st
	played(t, s, "take 3", "take 1", "take 2")
	dump, to, hist := s.Match.State.Dump(), s.ToMove(), strings.Join(s.Match.Notations(), ",")
	s = nil // dropped without any close, as a killed window would

	got, err := st.LoadLatest()
	if err != nil {
		t.Fatal(err)
	}
	if got.Match.State.Dump() != dump || got.ToMove() != to || strings.Join(got.Match.Notations(), ",") != hist {
		t.Fatalf("continued game differs: %s to move %d history %v", got.Match.State.Dump(), got.ToMove(), got.Match.Notations())
	}
	if !got.Options.Training || got.Match.Seats[1].Level != "hard" || got.Name(2) != "Cy" || got.Match.Seats[2].Colour != 2 {
		t.Fatalf("options %+v seats %+v not kept", got.Options, got.Match.Seats)
	}
	if got.Store != st {
		t.Fatal("a continued game no longer autosaves")
	}
	played(t, got, "take 1") // and the continued game goes on saving
	again, err := st.LoadLatest()
	if err != nil || len(again.Match.History) != 4 {
		t.Fatalf("autosave after continuing: %v", err)
	}
	if err := st.Finish(got); err != nil || st.HasGames() || got.Store != nil {
		t.Fatalf("finish: %v", err)
	}
}

func TestUndoIsAutosaved(t *testing.T) {
	st := testStore(t)
	s := nimSession(t, "", "easy")
	s.Store = st
	played(t, s, "take 3", "take 1")
	if err := s.Undo(0); err != nil {
		t.Fatal(err)
	}
	got, err := st.LoadLatest()
	if err != nil || len(got.Match.History) != 0 {
		t.Fatalf("autosave after undo: %v %v", err, got)
	}
}

func TestOldSaveWithoutNamesLoads(t *testing.T) {
	st := testStore(t)
	old := `{"format":"embers-save","version":1,"game":"nim","setup":{"players":2,"seed":2},
"seats":[{"label":"P1"},{"label":"P2","level":"easy"}],"moves":["take 2"]}`
	os.WriteFile(filepath.Join(st.Dir, "autosave.json"), []byte(old), 0o644) // an earlier version's one game
	st, err := NewStore(st.Dir, gametest.Lookup)
	if err != nil {
		t.Fatal(err)
	}
	s, err := st.LoadLatest()
	if err != nil {
		t.Fatal(err)
	}
	if s.Name(0) != "P1" || s.Options.Training || len(s.Match.History) != 1 {
		t.Fatalf("old save read as %+v %+v", s.Match.Seats, s.Options)
	}
}

func TestDamagedSavesAreSetAside(t *testing.T) {
	good := string(EncodeSession(nimSession(t, "", "easy")))
	cases := []struct{ name, data, want string }{
		{"truncated", good[:len(good)/2], "is not an Embers save or is damaged"},
		{"not JSON", "hello, world", "is not an Embers save or is damaged"},
		{"wrong format", `{"format":"chess-pgn","version":1}`, `not an Embers save (format "chess-pgn"`},
		{"future version", `{"format":"embers-save","version":9,"game":"nim"}`, "newer Embers (save version 9"},
		{"illegal move", resum(strings.Replace(good, `"moves": []`, `"moves": ["take 2", "take 7"]`, 1)), `move 2 "take 7" cannot be read`},
		{"move not legal", resum(strings.Replace(good, `"moves": []`, `"moves": ["take 3", "take 3", "take 3", "take 3", "take 1"]`, 1)), `move 5 "take 1" is not legal there`},
		{"unknown AI level", resum(strings.Replace(good, `"level": "easy"`, `"level": "superhard"`, 1)), `seat 2: unknown AI level "superhard"`},
		{"unknown game", resum(strings.Replace(good, `"game": "nim"`, `"game": "go"`, 1)), "a game this build cannot play"},
		{"negative hints", resum(strings.Replace(good, `"moves": []`, `"moves": [], "hints": [1, -2]`, 1)), "seat 2 asked for -2 hints"},
		{"hints for too many seats", resum(strings.Replace(good, `"moves": []`, `"moves": [], "hints": [1, 0, 1]`, 1)), "hints counted for 3 seats in a game of 2"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st := testStore(t)
			path := filepath.Join(st.Dir, "games", "20261120-090000-nim.json")
			os.WriteFile(path, []byte(c.data), 0o644)
			_, err := st.LoadGame("20261120-090000-nim")
			var dmg *DamagedError
			if !errors.As(err, &dmg) || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want a damaged-save error with %q", err, c.want)
			}
			wantAside := filepath.Join(st.Dir, "games", "20261120-090000-nim.damaged-20261121-101500.json")
			if dmg.Aside != wantAside || !strings.Contains(err.Error(), wantAside) {
				t.Fatalf("set aside as %q, want %q (%v)", dmg.Aside, wantAside, err)
			}
			if kept, _ := os.ReadFile(wantAside); string(kept) != c.data {
				t.Fatalf("the damaged file was not kept whole: %q", kept)
			}
			if st.HasGames() {
				t.Fatal("the damaged game is still offered")
			}
		})
	}
}

func TestANewGameLeavesADamagedOneAlone(t *testing.T) {
	st := testStore(t)
	damaged := filepath.Join(st.Dir, "games", "20261120-090000-nim.json")
	os.WriteFile(damaged, []byte("{garbage"), 0o644)
	s := nimSession(t, "", "easy")
	if err := st.Adopt(s); err != nil {
		t.Fatal(err)
	}
	played(t, s, "take 1")
	if err := s.SaveError(); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(damaged); string(b) != "{garbage" {
		t.Fatalf("a new game changed a damaged one: %q", b)
	}
	games, err := st.Games()
	if err != nil || len(games) != 2 {
		t.Fatalf("games in progress %+v %v", games, err)
	}
	for _, g := range games {
		if (g.Name == "20261120-090000-nim") != (g.Problem != "") {
			t.Fatalf("listed %+v", g)
		}
	}
}

func TestSlots(t *testing.T) {
	st := testStore(t)
	s := nimSession(t, "", "easy", "")
	played(t, s, "take 1", "take 2")
	if _, err := st.SaveSlot("Friday game", s); err != nil {
		t.Fatal(err)
	}
	played(t, s, "take 3")
	if _, err := st.SaveSlot("Later_2", s); err != nil {
		t.Fatal(err)
	}
	os.Chtimes(st.slotPath("Friday game"), time.Now().Add(-time.Hour), time.Now().Add(-time.Hour))
	os.WriteFile(st.slotPath("broken"), []byte("nope"), 0o644)
	slots, err := st.Slots()
	if err != nil {
		t.Fatal(err)
	}
	if len(slots) != 3 || slots[2].Name != "Friday game" || slots[2].Moves != 2 || slots[2].Game != "nim" || slots[2].Players != 3 {
		t.Fatalf("slots %+v", slots)
	}
	var broken Slot
	for _, sl := range slots {
		if sl.Name == "broken" {
			broken = sl
		}
	}
	if broken.Problem == "" {
		t.Fatal("a damaged slot is listed without its problem")
	}
	got, err := st.LoadSlot("Friday game")
	if err != nil || strings.Join(got.Match.Notations(), ",") != "take 1,take 2" || got.Store != st {
		t.Fatalf("load slot: %v", err)
	}
	if _, err := st.LoadSlot("broken"); err == nil {
		t.Fatal("a damaged slot loaded")
	}
	if err := st.DeleteSlot("Later_2"); err != nil {
		t.Fatal(err)
	}
	slots, _ = st.Slots()
	if len(slots) != 1 || slots[0].Name != "Friday game" {
		t.Fatalf("after delete and setting aside: %+v", slots)
	}
	if err := st.DeleteSlot("Later_2"); err == nil || !strings.Contains(err.Error(), "no save named") {
		t.Fatalf("deleting twice: %v", err)
	}
}

func TestSlotNames(t *testing.T) {
	for _, bad := range []string{"", "  ", "../up", "a/b", `c:\x`, ".hidden", " pad", "x.damaged-1", strings.Repeat("n", 41), "what?"} {
		if err := CheckSlotName(bad); err == nil {
			t.Errorf("slot name %q accepted", bad)
		}
	}
	for _, ok := range []string{"Friday game", "Åsa's game (2)", "game-3_b"} {
		if err := CheckSlotName(ok); err != nil {
			t.Errorf("slot name %q refused: %v", ok, err)
		}
	}
	st := testStore(t)
	if _, err := st.SaveSlot("a/b", nimSession(t, "", "easy")); err == nil || !strings.Contains(err.Error(), `("/")`) {
		t.Fatalf("bad name saved: %v", err)
	}
}

func TestDataDir(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", "/data/home")
	t.Setenv("LocalAppData", `C:\Users\a\AppData\Local`)
	dir, err := DataDir()
	if err != nil || !strings.HasSuffix(strings.ToLower(dir), "embers") {
		t.Fatalf("data dir %q %v", dir, err)
	}
}

func TestMovesThroughTheMatchAreAutosavedToo(t *testing.T) {
	st := testStore(t)
	s := nimSession(t, "", "easy")
	s.Store = st
	if _, err := s.Match.PlayText("take 2"); err != nil {
		t.Fatal(err)
	}
	s.Undo(0)
	s.Match.PlayText("take 3")
	got, err := st.LoadLatest()
	if err != nil {
		t.Fatal(err)
	}
	if h := strings.Join(got.Match.Notations(), ","); h != "take 3" {
		t.Fatalf("autosave after game.Match.Play and an undo holds %q, want take 3", h)
	}
}

func TestAdoptSavesANewGameAtOnce(t *testing.T) {
	st := testStore(t)
	s := nimSession(t, "", "easy")
	if err := st.Adopt(s); err != nil {
		t.Fatal(err)
	}
	got, err := st.LoadLatest()
	if err != nil || len(got.Match.History) != 0 || got.Name(0) != "Anna" {
		t.Fatalf("a new game adopted by the store: %v", err)
	}
}

// TestSavingOverADamagedSlotSaysWhereItWent: a named save written over a
// damaged file of that name keeps the damaged one and says where.
func TestSavingOverADamagedSlotSaysWhereItWent(t *testing.T) {
	st := testStore(t)
	os.WriteFile(st.slotPath("Friday"), []byte("{torn"), 0o644)
	kept, err := st.SaveSlot("Friday", nimSession(t, "", "easy"))
	if err != nil {
		t.Fatal(err)
	}
	want := filepath.Join(st.Dir, "slots", "Friday.damaged-20261121-101500.json")
	if kept != want {
		t.Fatalf("kept as %q, want %q", kept, want)
	}
	if b, _ := os.ReadFile(want); string(b) != "{torn" {
		t.Fatalf("the damaged save holds %q", b)
	}
	if kept, err := st.SaveSlot("Friday", nimSession(t, "", "easy")); err != nil || kept != "" {
		t.Fatalf("saving again over a good save: %q %v", kept, err)
	}
}
