package saves

import (
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"embers/rules"
	"embers/rules/games"

	"embers/game"
	_ "embers/rules/burnttoashes"
	_ "embers/rules/cronberg"
	_ "embers/rules/crownofash"
	_ "embers/rules/fireaxe"
	_ "embers/rules/trekronor"
)

// gameSave is a save of game g after a dozen random moves, as Embers writes
// it, with the moves it holds.
func gameSave(t *testing.T, g rules.Game) (data string, moves []string) {
	t.Helper()
	info := g.Info()
	s, err := game.NewSession(g, rules.Setup{Players: max(2, info.MinPlayers), Seed: 9}, nil, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(9, 37))
	for range 12 {
		st := s.Match.State
		var m rules.Move
		switch st.ToMove() {
		case rules.NoSeat:
		case rules.Chance:
			m = st.(rules.Chancer).Roll()
		default:
			l := st.Legal(nil)
			m = l[rng.IntN(len(l))]
		}
		if st.ToMove() == rules.NoSeat {
			break
		}
		if _, err := s.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return string(EncodeSession(s)), s.Match.Notations()
}

// loadEveryWay reads the save data as each path of the program does: the
// console's load (LoadWith), Continue and the window (LoadGame), a named
// slot (LoadSlot) and the lists (Games, Slots). It returns each path's
// error (nil: it loaded) and the lists' problems.
func loadEveryWay(t *testing.T, data string) map[string]error {
	t.Helper()
	st, err := NewStore(t.TempDir(), games.Lookup)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]error{}
	file := filepath.Join(t.TempDir(), "console.json")
	os.WriteFile(file, []byte(data), 0o644)
	_, out["console load"] = LoadWith(file, games.Lookup)
	for _, sub := range []string{"games", "slots"} {
		os.WriteFile(filepath.Join(st.Dir, sub, "20261120-090000-x.json"), []byte(data), 0o644)
	}
	list := func(what string, slots []Slot, err error) {
		if err == nil && len(slots) == 1 && slots[0].Problem != "" {
			err = errors.New(slots[0].Problem)
		}
		out[what] = err
	}
	gl, err := st.Games()
	list("Continue list", gl, err)
	sl, err := st.Slots()
	list("slot list", sl, err)
	_, out["Continue"] = st.LoadGame("20261120-090000-x")
	_, out["slot"] = st.LoadSlot("20261120-090000-x")
	return out
}

// TestNullWhereAValueBelongsIsDamage: "moves": null, or a null among the
// moves, in a save whose checksum matches, is refused as damaged on every
// path, for every game (issue 37: it loaded as a game of no moves).
func TestNullWhereAValueBelongsIsDamage(t *testing.T) {
	for _, g := range games.All() {
		good, moves := gameSave(t, g)
		list := `"moves": [` + "\n    " + jsonQuote(moves[0])
		if !strings.Contains(good, list) {
			t.Fatalf("%s: the save does not hold its moves as expected:\n%s", g.Info().ID, good)
		}
		for name, data := range map[string]string{
			"moves null":    resum(withoutMoves(good, list)),
			"a move null":   resum(strings.Replace(good, list, `"moves": [null`, 1)),
			"setup null":    resum(strings.Replace(good, `"setup": {`, `"setup": null, "x": {`, 1)),
			"seed null":     resum(strings.Replace(good, `"seed": 9`, `"seed": null`, 1)),
			"game null":     resum(strings.Replace(good, `"game": "`+g.Info().ID+`"`, `"game": null`, 1)),
			"sum null":      strings.Replace(good, `"sum": "`, `"sum": null, "x": "`, 1),
			"options null":  resum(strings.Replace(good, `"format"`, `"options": null, "format"`, 1)),
			"seats null":    resum(strings.Replace(good, `"format"`, `"seats": null, "format"`, 1)),
			"a seat's null": resum(strings.Replace(good, `"colour": 0`, `"colour": null`, 1)),
		} {
			for path, err := range loadEveryWay(t, data) {
				if err == nil || !strings.Contains(err.Error(), "is null") {
					t.Errorf("%s, %s, %s: %v, want a refusal saying a key is null", g.Info().ID, name, path, err)
				}
			}
		}
	}
}

// withoutMoves gives the save with its moves list, which starts with list,
// replaced by null.
func withoutMoves(save, list string) string {
	at := strings.Index(save, list)
	end := at + strings.Index(save[at:], "]")
	return save[:at] + `"moves": null` + save[end+1:]
}

func jsonQuote(s string) string {
	return `"` + strings.ReplaceAll(strings.ReplaceAll(s, `\`, `\\`), `"`, `\"`) + `"`
}

// TestALongMoveInASaveGivesAShortError: a move of 5,000 characters in a
// save whose checksum matches is refused on every path with a message of a
// few hundred bytes, for every game (issue 37: 10,000 characters).
func TestALongMoveInASaveGivesAShortError(t *testing.T) {
	for _, g := range games.All() {
		good, moves := gameSave(t, g)
		long := moves[len(moves)-1] + " " + strings.Repeat("y", 5000)
		data := resum(strings.Replace(good, jsonQuote(moves[len(moves)-1])+"\n", jsonQuote(long)+"\n", 1))
		if data == good {
			t.Fatalf("%s: the last move was not replaced", g.Info().ID)
		}
		for path, err := range loadEveryWay(t, data) {
			if strings.HasSuffix(path, "list") { // the lists do not replay: the move is read when it is continued
				continue
			}
			if err == nil || len(err.Error()) > 1000 || !strings.Contains(err.Error(), "(5") {
				t.Errorf("%s, %s: a refusal of %d bytes: %.1200v", g.Info().ID, path, len(fmtErr(err)), err)
			}
		}
	}
}

func fmtErr(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// TestAHugeSaveIsRefusedUnread: a save of 50 MB (a move of 50 MB, the
// checksum matching) is refused from its size on every path, without a
// byte of it read, and set aside like any damaged save.
func TestAHugeSaveIsRefusedUnread(t *testing.T) {
	if testing.Short() {
		t.Skip("writes 150 MB of files")
	}
	good, moves := gameSave(t, games.All()[0])
	huge := strings.Repeat("z", 50<<20)
	data := resum(strings.Replace(good, jsonQuote(moves[0]), jsonQuote(huge), 1))
	before := SaveBytesRead()
	errs := loadEveryWay(t, data)
	if read := SaveBytesRead() - before; read != 0 {
		t.Errorf("%d bytes of the huge save were read", read)
	}
	for path, err := range errs {
		var tl *TooLargeError
		if (!errors.As(err, &tl) && !strings.HasSuffix(path, "list")) || !strings.Contains(fmtErr(err), "50.0 MiB") || len(fmtErr(err)) > 400 {
			t.Errorf("%s: %.500v, want a refusal for its size", path, err)
		}
		var dmg *DamagedError
		if (path == "Continue" || path == "slot") && (!errors.As(err, &dmg) || dmg.Aside == "") {
			t.Errorf("%s: the huge save was not set aside: %v", path, err)
		}
	}
}
