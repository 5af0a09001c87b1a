package console

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"embers/game"
	"embers/game/cli"
	"embers/game/gametest"
	"embers/rules"
	"embers/rules/trekronor"
)

// runCmd runs "embers rules" with args on the built games, the test games
// and Nim, typing stdin.
func runCmd(stdin string, args ...string) (code int, stdout, stderr string) {
	return cli.Capture(Command, testEnv(), stdin, args...)
}

// testEnv finds the built games, the test games and Nim, with the program's
// default settings (config.toml at the top of the module).
func testEnv() cli.Env {
	return cli.Env{Lookup: cli.First(cli.Lookup, gametest.Lookup), Defaults: defaults}
}

// defaults is read before any test changes its directory.
var defaults = func() []byte {
	b, err := os.ReadFile("../../config.toml")
	if err != nil {
		panic(err)
	}
	return b
}()

func runConsole(t *testing.T, input string) string {
	t.Helper()
	code, out, errOut := runCmd(input, "-game", "nim", "-players", "2", "-seed", "0")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if strings.HasPrefix(out, "> ") || strings.Contains(out, "\n> ") {
		t.Errorf("a prompt was printed for piped input:\n%s", out)
	}
	return out
}

func wantLines(t *testing.T, out string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(out, w) {
			t.Errorf("output lacks %q:\n%s", w, out)
		}
	}
}

func TestConsolePlaysAndRefuses(t *testing.T) {
	out := runConsole(t, `legal
play take 3
take 2
board
play take 4
take 9 please
dance
moves
undo
moves
view 1
view 7
result
`)
	wantLines(t, out,
		"Nim, 2 players, seed 0",
		"To move: P1 (seat 0)",
		"3 legal moves for P1:\n  take 1\n  take 2\n  take 3\n",
		"1. P1: take 3\n  P1 takes 3 [1]\nTo move: P2 (seat 1)",
		"2. P2: take 2",
		"pile 5, turn 2",
		`error: cannot read "take 4": write take <1-3>`,
		`unknown command, and not a move: cannot read "take 9 please"`,
		`unknown command, and not a move: cannot read "dance"`,
		"1. P1: take 3\n2. P2: take 2\nTook back one move (1 left).",
		"pile 7, turn 1, to move 1",
		"error: view needs a seat: a number from 0 to 1, or one of P1, P2",
		"The game is not over yet.")
}

func TestConsoleEndsGameAndQuits(t *testing.T) {
	out := runConsole(t, "take 3\ntake 3\ntake 3\nplay take 2\ntake 1\nresult\nlegal\nquit\ntake 1\n")
	wantLines(t, out, "refused: take 2: only 1 embers are left (rule 2)\n4. P2: take 1", "The game is over: the last ember was taken", "Won by P2", "  P2: 1", "No legal moves")
	if strings.Count(out, "refused") != 1 {
		t.Errorf("a line after quit was read:\n%s", out)
	}
}

func TestConsoleSaveLoad(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "g.json")
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(`{"format":"embers-save","version":1,"game":"nim","setup":{"players":2,"seed":0},"moves":["take 3","take 7"]}`), 0o644)
	out := runConsole(t, "take 3\ntake 1\nsave "+good+"\nnew 3 4\nload "+bad+"\nboard\nload "+good+"\nmoves\nload "+filepath.Join(dir, "none.json")+"\nboard\n")
	wantLines(t, out,
		"Saved 2 moves to "+good,
		"New game: 3 players, seed 4.",
		`error: bad.json: move 2 "take 7" cannot be read`,
		"The current game is kept.\npile 14, turn 0",
		"Loaded "+good+": Nim, 2 players, 2 moves.",
		"1. P1: take 3\n2. P2: take 1",
		"error: cannot open save",
		"pile 6, turn 2")
}

func TestConsoleAI(t *testing.T) {
	out := runConsole(t, "ai random\nai genius\nai 1\nai random all\nresult\nai random 3\nnew 5\nnew x\n")
	wantLines(t, out, "The random AI plays for P1 (0 iterations, ", "1. P1: take ", "The medium AI plays for P2 (", `error: unknown AI level "genius"`,
		"The game is over", "Won by", "error: nim is played by 2 to 4 players, not 5",
		"error: new x: the player count must be a number")
	if n := strings.Count(out, "The random AI plays"); n < 4 {
		t.Errorf("ai all played only %d moves:\n%s", n, out)
	}
}

// TestConsoleChance: chance's outcomes are moves — listed with their
// weights, forced by name, rolled by roll or an empty line — and the
// history shows them as chance's.
func TestConsoleChance(t *testing.T) {
	code, out, errOut := runCmd("legal\ndie 2\nroll\npass\ndouse 2\n\nmoves\nresult\nundo\n",
		"-game", "brigade", "-players", "2", "-variant", "wind,start=fierce", "-seed", "3")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	wantLines(t, out,
		"Rules: Start: Fierce, Wind (start=fierce,wind).",
		"To move: chance (type roll or press Enter to roll; or name an outcome to force it, e.g. die 1)",
		"6 outcomes for chance (type roll, or an outcome to force it):\n  die 1        weight 1 (1 in 6)\n",
		"1. chance: die 2\n  The fire die shows 2 [roll]\n  The fire threatens house 2 [roll]\nTo move: Blue (seat 1)",
		"error: chance is not to move; Blue decides",
		"2. Blue: pass\n  Blue does not shield the house [shield]\n  House 2 burns hotter (fire 2) [spread]\n  House 3 burns hotter (fire 2) [spread]",
		"3. Red: douse 2",
		"4. chance: die ",
		"1. chance: die 2\n2. Blue: pass\n3. Red: douse 2\n4. chance: die ",
		"The game is not over yet.",
		`error: move 4 "die `, `revealed hidden information or a chance result`)
}

// TestConsolePlaysBrigadeToTheEnd: ai all rolls for chance and the result
// names the rival and the team's lines.
func TestConsolePlaysBrigadeToTheEnd(t *testing.T) {
	code, out, errOut := runCmd("ai random all\nresult\n", "-game", "brigade", "-players", "2", "-seed", "3")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	wantLines(t, out, "1. chance: die ", "The game is over", "  The fire (rival): ")
	if !strings.Contains(out, "The street is saved.") && !strings.Contains(out, "The fire takes the street.") {
		t.Errorf("the result has no headline:\n%s", out)
	}
	if strings.Contains(out, "The street is saved.") && !strings.Contains(out, "    everyone +") {
		t.Errorf("a saved street lists the team's points as everyone's:\n%s", out)
	}
}

// TestConsoleMovesBeforeCommands: Tre Kronor's "save <hall>" is a move and a
// command's word; as legal lists it, it is played, never taken for "save
// <file>"; ":save" is always the command, and writes only a .json file.
func TestConsoleMovesBeforeCommands(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	seed, st, moves, refused := trekronorToSave(t)
	input := strings.Join(moves, "\n") + "\nsave " + st + "\n:save game.json\n:dance\nsave " + refused + "\n:save " + refused + "\n"
	code, out, errOut := runCmd(input, "-game", "trekronor", "-players", "3", "-seed", fmt.Sprint(seed))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	wantLines(t, out, fmt.Sprintf("%d. ", len(moves)+1), ": save "+st+"\n", fmt.Sprintf("Saved %d moves to game.json", len(moves)+1),
		`unknown command "dance"`, "refused: save "+refused, "(this line is a move; to save the game to a file, write save <file>.json",
		"error: nothing was saved: save writes only to a file whose name ends in .json")
	for _, name := range []string{st, refused} {
		if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
			t.Fatalf("the line %q wrote a file", "save "+name)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "game.json")); err != nil {
		t.Fatal(":save did not save")
	}
}

// trekronorToSave finds a 3-player game (its seed) in which, playing random
// moves, a "save <hall>" move becomes legal, and
// returns that hall, the moves before it, and a hall the next seat may not
// save.
func trekronorToSave(t *testing.T) (seed uint64, hall string, moves []string, refused string) {
	t.Helper()
	for seed = 1; seed < 50; seed++ {
		m, err := game.NewMatch(trekronor.Game, rules.Setup{Players: 3, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		moves = nil
		rng := rand.New(rand.NewPCG(seed, 7))
		for m.State.ToMove() != rules.NoSeat {
			legal := m.State.Legal(nil)
			for _, mv := range legal {
				if text := m.State.FormatMove(mv); strings.HasPrefix(text, "save ") {
					m.Play(mv)
					return seed, strings.TrimPrefix(text, "save "), moves, unsavable(t, m)
				}
			}
			mv := legal[rng.IntN(len(legal))]
			moves = append(moves, m.State.FormatMove(mv))
			if _, err := m.Play(mv); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no save move became legal")
	return 0, "", nil, ""
}

// unsavable is a hall the seat to move may not lay a save marker in.
func unsavable(t *testing.T, m *game.Match) string {
	legal := map[string]bool{}
	for _, mv := range m.State.Legal(nil) {
		legal[m.State.FormatMove(mv)] = true
	}
	for _, h := range []string{"A1", "A2", "A3", "B1", "B2", "B3", "C1", "C2", "C3"} {
		if !legal["save "+h] {
			return h
		}
	}
	t.Fatal("every hall may be saved")
	return ""
}

// TestConsoleRefusesATableThatCannotBeSetUp: a setup that cannot start
// (Crown of Ash alone without an AI deck) is a usage error said once,
// exit 2, and the console does not start (issue 37).
func TestConsoleRefusesATableThatCannotBeSetUp(t *testing.T) {
	code, out, errOut := runCmd("legal\n", "-game", "crownofash", "-players", "1")
	if code != 2 || out != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, "choose deck=easy") {
		t.Errorf("exit %d, stdout %q, stderr %q; want exit 2 and one line saying what to choose", code, out, errOut)
	}
}

func TestConsoleSkipsALineOverOneMiB(t *testing.T) {
	out := runConsole(t, "take 1\n"+strings.Repeat("x", 2<<20)+"\ntake 2\nmoves\n")
	wantLines(t, out, "error: line 2 is longer than 1 MiB and was skipped", "1. P1: take 1\n2. P2: take 2")
}

func TestConsoleLooksAtAPlace(t *testing.T) {
	code, out, errOut := runCmd("look pile\nplay place b0\nlook b0\nlook nowhere\nlook\n", "-game", "trekronor", "-players", "3", "-seed", "1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	wantLines(t, out, "The spread pile: no markers face down.",
		"b0: a servant of Red.", // seats by their labels (Red opens with seed 1)
		"Nothing to say about nowhere", "error: look needs a place")
	wantLines(t, runConsole(t, "look 1\n"), "error: Nim does not describe its places")
}
