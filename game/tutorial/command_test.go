package tutorial

import (
	"strings"
	"testing"

	"embers/game/cli"
)

func TestBrokenTutorialFailsNamingTheStep(t *testing.T) {
	code, out, errb := cli.Capture(Command, cli.Env{Lookup: cli.Lookup}, "", "-file", "../../assets/tutorials/testdata/broken.toml", "-check")
	if code != 1 {
		t.Fatalf("exit %d, want 1\n%s%s", code, out, errb)
	}
	if msg := errb; !strings.Contains(msg, `step 3 "bad-place" (A servant out of reach)`) || !strings.Contains(msg, "place c0") {
		t.Errorf("the error does not name the step and its move:\n%s", msg)
	}
	if !strings.Contains(out, "ok   2 wells") {
		t.Errorf("the good steps are not reported:\n%s", out)
	}
}

func TestTutorialNeedsCheck(t *testing.T) {
	if code, _, errb := cli.Capture(Command, cli.Env{Lookup: cli.Lookup}, "", "-game", "trekronor"); code != 2 || !strings.Contains(errb, "-check") {
		t.Errorf("exit %d: %s", code, errb)
	}
}
