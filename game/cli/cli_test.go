package cli

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"strings"
	"testing"

	"embers/game/gametest"
	"embers/rules"
	"embers/rules/testgames"
)

func TestFirstFindsInOrderAndKeepsTheFirstError(t *testing.T) {
	l := First(testgames.Lookup, gametest.Lookup)
	if g, err := l("nim"); err != nil || g != gametest.Game {
		t.Fatalf("nim: %v, %v; want the second lookup's Nim", g, err)
	}
	if g, err := l("brigade"); err != nil || g != testgames.Brigade {
		t.Fatalf("brigade: %v, %v", g, err)
	}
	if _, err := l("chess"); err == nil || err.Error() != `no test game "chess"` {
		t.Fatalf("chess: %v; want the first lookup's error", err)
	}
}

func TestExitCodes(t *testing.T) {
	cases := []struct {
		err  error
		code int
		said string
	}{
		{nil, 0, ""},
		{flag.ErrHelp, 0, ""},
		{Usagef("sim -games %d: play at least 1 game", 0), 2, "embers: sim -games 0: play at least 1 game\n"},
		{fmt.Errorf("wrapped: %w", Usagef("bad")), 2, "embers: wrapped: bad\n"},
		{errors.New("the disk is full"), 1, "embers: the disk is full\n"},
	}
	for _, c := range cases {
		var out bytes.Buffer
		if code := ExitCode(c.err, &out); code != c.code || out.String() != c.said {
			t.Errorf("%v: exit %d saying %q, want %d saying %q", c.err, code, out.String(), c.code, c.said)
		}
	}
}

func TestCaptureRunsACommandOnItsInput(t *testing.T) {
	echo := func(env Env, args []string) error {
		var word string
		if _, err := fmt.Fscan(env.Stdin, &word); err != nil {
			return err
		}
		g, err := env.Lookup(args[0])
		if err != nil {
			return Usagef("%v", err)
		}
		fmt.Fprintln(env.Stdout, word, g.Info().Name)
		return nil
	}
	env := Env{Lookup: func(id string) (rules.Game, error) { return testgames.Lookup(id) }}
	if code, out, _ := Capture(echo, env, "seen", "brigade"); code != 0 || out != "seen Bucket Brigade\n" {
		t.Errorf("exit %d, %q", code, out)
	}
	if code, _, errOut := Capture(echo, env, "x", "chess"); code != 2 || !strings.Contains(errOut, `no test game "chess"`) {
		t.Errorf("exit %d, %q", code, errOut)
	}
}
