package saves

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"embers/game/gametest"
)

// resum gives an edited save the checksum of its new content, as a save
// written that way by Embers would have: the checks behind the checksum
// (a move that is not legal, a seat count that does not match) are tested
// with it.
func resum(data string) string {
	var sv Save
	if err := json.Unmarshal([]byte(data), &sv); err != nil || sv.Sum == "" {
		return data
	}
	return strings.Replace(data, sv.Sum, saveSum(sv), 1)
}

// goodSave is a save of a nim game with three moves, as Embers writes it.
func goodSave(t *testing.T) string {
	t.Helper()
	s := nimSession(t, "", "easy", "")
	played(t, s, "take 3", "take 1", "take 2")
	return string(EncodeSession(s))
}

// TestDamagedSavesAreRefused: each damage the newcomer's review found (and
// its neighbours) is refused with a message that names it, the file is kept
// byte for byte where the message says, and nothing is written where it was.
func TestDamagedSavesAreRefused(t *testing.T) {
	good := goodSave(t)
	moves := `"moves": [
    "take 3",
    "take 1",
    "take 2"
  ]`
	if !strings.Contains(good, moves) {
		t.Fatalf("the save does not hold its moves as expected:\n%s", good)
	}
	cases := []struct{ name, data, want string }{
		{"moves missing", strings.Replace(good, moves+",", "", 1), `the key "moves" is missing`},
		{"moves misspelt", strings.Replace(good, `"moves":`, `"movse":`, 1), `unknown key "movse"; the key "moves" is missing`},
		{"moves in capitals", strings.Replace(good, `"moves":`, `"Moves":`, 1), `unknown key "Moves"`},
		{"moves twice, the last empty", strings.Replace(good, moves, moves+`, "moves": []`, 1), `the key "moves" appears twice`},
		{"seed twice", strings.Replace(good, `"seed": 2`, `"seed": 2, "seed": 3`, 1), `the key "setup.seed" appears twice`},
		{"unknown key", strings.Replace(good, `"game":`, `"cheat": true, "game":`, 1), `unknown key "cheat"`},
		{"unknown seat key", strings.Replace(good, `"name": "Anna"`, `"name": "Anna", "age": 9`, 1), `unknown key "seats.age"`},
		{"players missing", strings.Replace(good, `"players": 3,`, ``, 1), `the key "setup.players" is missing`},
		{"a move changed", strings.Replace(good, `"take 1"`, `"take 2"`, 1), "checksum does not match"},
		{"a move left out", strings.Replace(good, `"take 1",`, ``, 1), "checksum does not match"},
		{"no checksum", regexp.MustCompile(`,\s*"sum": "[^"]*"`).ReplaceAllString(good, ""), "it has no checksum"},
		{"more after the end", good + `{"format": "embers-save"}`, "there is more after the end of the save"},
		{"cut short", good[:len(good)-40], "the file ends too early"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.data == good {
				t.Fatal("the case changed nothing")
			}
			st := testStore(t)
			path := filepath.Join(st.Dir, "games", "20261120-090000-nim.json")
			os.WriteFile(path, []byte(c.data), 0o644)
			s, err := st.LoadGame("20261120-090000-nim")
			if err == nil {
				t.Fatalf("loaded with %d moves", len(s.Match.History))
			}
			var dmg *DamagedError
			if !errors.As(err, &dmg) || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v\nwant a damaged-save error saying %q", err, c.want)
			}
			if kept, _ := os.ReadFile(dmg.Aside); string(kept) != c.data || !strings.Contains(err.Error(), dmg.Aside) {
				t.Fatalf("the file was not kept whole where the message says (%s)", dmg.Aside)
			}
			next := nimSession(t, "", "easy")
			st.Adopt(next)
			played(t, next, "take 1")
			if _, err := os.Stat(path); err == nil {
				t.Fatal("something was written where the damaged game was")
			}
		})
	}
}

// TestEveryFlippedBitIsCaught flips each bit of a save in turn: every such
// file is refused, so none loads as another game or with fewer moves.
func TestEveryFlippedBitIsCaught(t *testing.T) {
	good := []byte(goodSave(t))
	for i := range good {
		for bit := range 8 {
			data := slices.Clone(good)
			data[i] ^= 1 << bit
			if s, err := DecodeSession("save.json", data, gametest.Lookup); err == nil {
				t.Fatalf("byte %d (%q) with bit %d flipped loads, with %d moves", i, good[i], bit, len(s.Match.History))
			}
		}
	}
}

// TestOldSavesStillLoad: a version 1 save (before the checksum) loads with
// all its moves; one with its moves key misspelt does not.
func TestOldSavesStillLoad(t *testing.T) {
	v1 := `{"format": "embers-save", "version": 1, "game": "nim", "setup": {"players": 3, "seed": 2},
  "seats": [{"label": "P1", "colour": 0}, {"label": "P2", "level": "easy", "colour": 1}, {"label": "P3", "level": "easy", "colour": 2}],
  "moves": ["take 3", "take 1"]}`
	s, err := DecodeSession("old.json", []byte(v1), gametest.Lookup)
	if err != nil || len(s.Match.History) != 2 {
		t.Fatalf("a version 1 save: %v", err)
	}
	if _, err := DecodeSession("old.json", []byte(strings.Replace(v1, `"moves"`, `"mvoes"`, 1)), gametest.Lookup); err == nil {
		t.Fatal("a version 1 save without its moves loaded")
	}
}

// TestAHugeNameIsCut: a name of a megabyte (with a checksum that matches,
// as if Embers had written it) loads cut to MaxSeatName characters, so it
// never reaches the screen whole.
func TestAHugeNameIsCut(t *testing.T) {
	s := nimSession(t, "", "easy")
	s.Match.Seats[0].Name = strings.Repeat("Å", 1<<19) // a megabyte
	got, err := DecodeSession("big.json", EncodeSession(s), gametest.Lookup)
	if err != nil {
		t.Fatal(err)
	}
	if n := len([]rune(got.Name(0))); n != MaxSeatName || !strings.HasSuffix(got.Name(0), "…") {
		t.Fatalf("the name is %d characters long", n)
	}
}
