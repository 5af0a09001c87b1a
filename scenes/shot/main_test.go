package shot

import (
	"os"
	"strings"
	"testing"

	"embers/game/cli"
	"embers/game/gametest"
)

// shotEnv, when set, makes the test binary run shot with those arguments
// (separated by spaces) and exit: the window needs the main goroutine,
// which only TestMain has.
const shotEnv = "EMBERS_TEST_SHOT"

func TestMain(m *testing.M) {
	if args := os.Getenv(shotEnv); args != "" {
		env := cli.Env{Stdout: os.Stdout, Stderr: os.Stderr, Lookup: cli.Lookup, Defaults: defaults}
		os.Exit(cli.Run(Command, env, strings.Fields(args)))
	}
	cleanup := gametest.IsolateHome()
	code := m.Run()
	cleanup()
	os.Exit(code)
}

// defaults is the program's config.toml, at the top of the module.
var defaults = func() []byte {
	b, err := os.ReadFile("../../config.toml")
	if err != nil {
		panic(err)
	}
	return b
}()

func TestShotFlagDefaults(t *testing.T) {
	env := cli.Env{Stderr: os.Stderr, Lookup: cli.Lookup}
	f, err := parseShot(env, []string{"-game", "trekronor", "-seats", "hard,easy,random"})
	if err != nil || f.scene != "board" || f.out != "board.png" || f.ticks != 20 || f.moves != 40 {
		t.Fatalf("with -game: %+v %v; want the board after 40 moves in board.png", f, err)
	}
	f, err = parseShot(env, nil)
	if err != nil || f.scene != "title" || f.out != "title.png" || f.ticks != 90 {
		t.Fatalf("no flags: %+v %v", f, err)
	}
	h, err := shotHumans(shotFlags{scene: "handoff", players: 3})
	if err != nil || !h[0] || !h[1] || h[2] {
		t.Fatalf("handoff seats %v %v, want the first two as people", h, err)
	}
	if _, err := shotHumans(shotFlags{humans: "4", players: 3}); err == nil {
		t.Fatal("-humans 4 accepted with 3 players")
	}
}
