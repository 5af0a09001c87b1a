package saves

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"embers/game"
	"embers/game/gametest"
	"embers/rules"
)

func playedMatch(t *testing.T, moves ...string) *game.Match {
	t.Helper()
	m, err := game.NewMatch(gametest.Game, rules.Setup{Players: 3, Seed: 2}) // pile 12
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range moves {
		if _, err := m.PlayText(mv); err != nil {
			t.Fatalf("play %q: %v", mv, err)
		}
	}
	return m
}

func TestSaveRoundTrip(t *testing.T) {
	m := playedMatch(t, "take 3", "take 1", "take 2")
	m.Seats[1].Level = "hard"
	path := filepath.Join(t.TempDir(), "game.json")
	if err := Write(path, m); err != nil {
		t.Fatal(err)
	}
	got, err := LoadWith(path, gametest.Lookup)
	if err != nil {
		t.Fatal(err)
	}
	if got.State.Dump() != m.State.Dump() {
		t.Errorf("state after load:\n%s\nwant:\n%s", got.State.Dump(), m.State.Dump())
	}
	if strings.Join(got.Notations(), ",") != "take 3,take 1,take 2" {
		t.Errorf("history %v", got.Notations())
	}
	if got.Seats[1].Level != "hard" || got.Seats[0].Label != "P1" || got.Setup != m.Setup {
		t.Errorf("seats %+v setup %+v", got.Seats, got.Setup)
	}
	data, _ := os.ReadFile(path)
	if !strings.Contains(string(data), `"format": "embers-save"`) || !strings.Contains(string(data), `"take 2"`) {
		t.Errorf("save does not hold format and notation:\n%s", data)
	}
}

func TestWriteLeavesNoTempFilesAndReplaces(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.json")
	if err := Write(path, playedMatch(t, "take 1")); err != nil {
		t.Fatal(err)
	}
	if err := Write(path, playedMatch(t, "take 2", "take 2")); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 || entries[0].Name() != "game.json" {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Fatalf("folder holds %v, want only game.json", names)
	}
	got, err := LoadWith(path, gametest.Lookup)
	if err != nil || len(got.History) != 2 {
		t.Fatalf("second save not in place: %v %v", got, err)
	}
}

func TestWriteToMissingFolderFails(t *testing.T) {
	err := Write(filepath.Join(t.TempDir(), "no", "such", "game.json"), playedMatch(t))
	if err == nil || !strings.Contains(err.Error(), "folder exists") {
		t.Fatalf("got %v", err)
	}
}

func TestLoadDamage(t *testing.T) {
	good := string(Encode(playedMatch(t, "take 3", "take 1")))
	cases := []struct {
		name, data, want string
	}{
		{"truncated", good[:len(good)/2], "save.json is not an Embers save or is damaged"},
		{"not json", "hello", "is not an Embers save or is damaged"},
		{"wrong format", `{"format":"chess-pgn","version":1}`, `not an Embers save (format "chess-pgn"`},
		{"no format", `{"game":"nim"}`, `not an Embers save (format none`},
		{"future version", strings.Replace(good, `"version": 2`, `"version": 7`, 1), "newer Embers (save version 7"},
		{"zero version", strings.Replace(good, `"version": 2`, `"version": 0`, 1), "no valid save version"},
		{"unknown game", resum(strings.Replace(good, `"game": "nim"`, `"game": "go"`, 1)), `cannot play: unknown game "go"`},
		{"no game", resum(strings.Replace(good, `"game": "nim"`, `"game": ""`, 1)), "does not name its game"},
		{"too many players", resum(strings.Replace(good, `"players": 3`, `"players": 7`, 1)), "set up for 7 players, but Nim is played by 2 to 4"},
		{"seat count", resum(strings.Replace(good, `"players": 3`, `"players": 4`, 1)), "lists 3 seats for 4 players"},
		{"bad variant", resum(strings.Replace(good, `"seed": 2`, `"variant": "x", "seed": 2`, 1)), "Nim cannot be set up: nim has no variant"},
		{"unreadable move", resum(strings.Replace(good, `"take 1"`, `"place z9"`, 1)), `save.json: move 2 "place z9" cannot be read: cannot read`},
		{"illegal move", resum(strings.Replace(good, `"take 1"`, `"take 3", "take 3", "take 2", "take 3"`, 1)), `move 5 "take 3" is not legal there: illegal move "take 3": only 1 embers are left`},
		{"wrong type", strings.Replace(good, `"seed": 2`, `"seed": "two"`, 1), `save.json is damaged: "setup.seed" holds text where a whole number belongs`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, err := Decode("save.json", []byte(c.data), gametest.Lookup)
			if err == nil {
				t.Fatalf("loaded a damaged save: %s", m.State.Dump())
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %q\ndoes not say %q", err, c.want)
			}
		})
	}
}

func TestLoadMissingFile(t *testing.T) {
	_, err := LoadWith(filepath.Join(t.TempDir(), "none.json"), gametest.Lookup)
	if err == nil || !strings.Contains(err.Error(), "cannot open save") {
		t.Fatalf("got %v", err)
	}
}
