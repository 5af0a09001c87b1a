package playcheck

import (
	"strings"
	"testing"

	"embers/game/cli"
)

// TestATableThatCannotBeSetUpIsAUsageError: a player count or option the
// game does not offer is said once, with exit 2, before any window opens.
func TestATableThatCannotBeSetUpIsAUsageError(t *testing.T) {
	env := cli.Env{Lookup: cli.Lookup}
	for _, args := range [][]string{
		{"-game", "crownofash", "-players", "7"},
		{"-game", "fireaxe", "-variant", "nonsense"},
		{"-game", "nosuchgame"},
		{},
	} {
		code, out, errs := cli.Capture(Command, env, "", args...)
		if code != 2 || out != "" || strings.Count(errs, "\n") > 1 {
			t.Errorf("playcheck %v: exit %d, out %q, err %q; want exit 2 and one line", args, code, out, errs)
		}
	}
}
