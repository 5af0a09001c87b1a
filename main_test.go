package main

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"

	"embers/game/cli"
	"embers/game/gametest"
	"embers/rules/games"
)

func TestMain(m *testing.M) {
	cleanup := gametest.IsolateHome()                   // no user settings may leak into the tests
	lookupGame = cli.First(cli.Lookup, gametest.Lookup) // the built games, the test games (tictactoe, brigade, ...) and Nim
	code := m.Run()
	cleanup()
	os.Exit(code)
}

// runCmd runs a command line with the given stdin and returns the exit code,
// stdout and stderr.
func runCmd(stdin string, args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestBadCommandLines(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"fly"}, `unknown command "fly"`},
		{[]string{"-x"}, "embers: flag provided but not defined: -x"},
		{[]string{"shot", "-scene", "castle"}, `shot -scene "castle": use one of title, newgame`},
		{[]string{"shot", "-scale", "9"}, "shot -scale 9: use a number from 0.5 to 4"},
		{[]string{"shot", "-scale", "NaN"}, "shot -scale NaN: use a number from 0.5 to 4"},
		{[]string{"shot", "-scale", "x"}, `shot -scale "x": give a number (run "embers shot -h" for the flags)`},
		{[]string{"shot", "-scene", "rules", "-section", "99.9"}, "shot -section 99.9: the rules of trekronor have no such section; they have 1, 3,"},
		{[]string{"shot", "-step", "3"}, "shot -step is for -scene tutorial only, not title"},
		{[]string{"shot", "-scene", "tutorial", "-step", "0"}, "shot -step 0: tutorial steps start at 1"},
		{[]string{"shot", "-scene", "title", "-hint"}, "shot -hint is for -scene board only"},
		{[]string{"shot", "-ticks", "99999999"}, "shot: -ticks and -frames go up to 36000"},
		{[]string{"shot", "-scene", "title", "-game", "chess"}, `shot -game: unknown game "chess"`},
		{[]string{"shot", "-players", "x"}, `shot -players "x": give a whole number`},
		{[]string{"-nosuch"}, `embers: flag provided but not defined: -nosuch (run "embers -h" for the flags)`},
		{[]string{"rules", "-seed", "-1"}, `rules -seed "-1": give a whole number from 0`},
		{[]string{"tutorial", "-game", "trekronor", "-file", "x.toml", "-check"}, "tutorial: give -game or -file, not both"},
		{[]string{"tutorial", "-check", "-game", "chess"}, "tutorial -game chess: there is no tutorial for that game"},
		{[]string{"shot", "-scene", "board", "-seats", "hard,genius,hard,hard"}, "shot -seats: unknown AI level"},
		{[]string{"shot", "-ticks", "0"}, "shot -ticks 0: use at least 1"},
		{[]string{"shot", "-mouse", "900"}, `shot -mouse "900": write two numbers x,y inside the 1280x720 picture`},
		{[]string{"sim", "-game", "nim", "-players", "2", "-seats", "random,random", "-think-ms", "-5"}, "sim -think-ms -5: use a positive number"},
		{[]string{"sim", "-games", "x"}, `sim -games "x": give a whole number`},
		{[]string{"sim", "-nope"}, "flag provided but not defined: -nope"},
		{[]string{"sim", "-game", "nim", "-players", "2", "-seats", "random"}, "sim -seats lists 1 levels for 2 players"},
		{[]string{"sim", "-game", "nim", "-players", "2", "-seats", "random,genius"}, `unknown AI level "genius": use one of random, greedy`},
		{[]string{"sim", "-game", "chess"}, `sim -game: unknown game "chess"`},
		{[]string{"sim", "-game", "nim", "-players", "9"}, "sim -players 9: Nim is played by 2 to 4 players"},
		{[]string{"sim", "-game", "nim", "-players", "2", "-seats", "random,random", "-games", "0"}, "sim -games 0: play at least 1 game"},
		{[]string{"sim", "-game", "nim", "-players", "2", "-seats", "random,random", "-parallel", "0"}, "sim -parallel 0"},
		{[]string{"sim", "-game", "nim", "-players", "2", "-seats", "random,random", "-variant", "solo"}, `sim -variant: Nim has no option "solo"; Nim offers coop, faulty`},
		{[]string{"sim", "-game", "nim", "extra"}, `sim: unexpected argument "extra"`},
		{[]string{"rules", "-game", "nim", "-players", "1"}, "rules -players 1: Nim is played by 2 to 4"},
	}
	for _, c := range cases {
		code, _, errOut := runCmd("", c.args...)
		if code != 2 || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and %q", c.args, code, errOut, c.want)
		}
		if strings.Contains(errOut, "embers: embers") {
			t.Errorf("%v: %q names the program twice", c.args, errOut)
		}
	}
}

// A game on the menus whose rules are not built yet is named as such.
func TestRulesOfAComingGame(t *testing.T) {
	for _, p := range games.Plan() {
		if p.Game != nil {
			continue
		}
		code, _, errOut := runCmd("", "rules", "-game", p.ID)
		if want := fmt.Sprintf("game %q (%s) is not built yet", p.ID, p.Name); code != 2 || !strings.Contains(errOut, want) {
			t.Errorf("rules -game %s: exit %d, stderr %q; want exit 2 and %q", p.ID, code, errOut, want)
		}
		return
	}
	t.Skip("every planned game is built")
}

func TestHelpExitsZero(t *testing.T) {
	code, _, errOut := runCmd("", "sim", "-h")
	if code != 0 || !strings.Contains(errOut, "-seats") {
		t.Fatalf("exit %d, %q", code, errOut)
	}
}

// embers version prints the version and the commit on two lines: under
// go test nothing is recorded, and it says so rather than printing blanks.
func TestVersionCommand(t *testing.T) {
	code, out, errOut := runCmd("", "version")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 2 || !strings.HasPrefix(lines[0], "Embers ") || !strings.HasPrefix(lines[1], "commit ") {
		t.Fatalf("exit %d, stdout %q, stderr %q; want two lines, Embers <version> and commit <hash>", code, out, errOut)
	}
	if code, _, errOut := runCmd("", "version", "now"); code != 2 || !strings.Contains(errOut, `unexpected argument "now"`) {
		t.Errorf("version now: exit %d, %q", code, errOut)
	}
}
