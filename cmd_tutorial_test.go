package main

import (
	"bytes"
	"strings"
	"testing"

	"embers/assets"
)

// Every built-in tutorial passes its check, so scripts never rot.
func TestEveryTutorialPassesItsCheck(t *testing.T) {
	ids := assets.Tutorials()
	if len(ids) == 0 {
		t.Fatal("no tutorials are built in")
	}
	for _, id := range ids {
		var out, errb bytes.Buffer
		if code := run([]string{"tutorial", "-game", id, "-check"}, nil, &out, &errb); code != 0 {
			t.Errorf("%s: exit %d\n%s%s", id, code, out.String(), errb.String())
		}
		if !strings.Contains(out.String(), "every step checked") {
			t.Errorf("%s: no summary line:\n%s", id, out.String())
		}
	}
}

func TestBrokenTutorialFailsNamingTheStep(t *testing.T) {
	var out, errb bytes.Buffer
	code := run([]string{"tutorial", "-file", "assets/tutorials/testdata/broken.toml", "-check"}, nil, &out, &errb)
	if code != 1 {
		t.Fatalf("exit %d, want 1\n%s%s", code, out.String(), errb.String())
	}
	if msg := errb.String(); !strings.Contains(msg, `step 3 "bad-place" (A servant out of reach)`) || !strings.Contains(msg, "place c0") {
		t.Errorf("the error does not name the step and its move:\n%s", msg)
	}
	if !strings.Contains(out.String(), "ok   2 wells") {
		t.Errorf("the good steps are not reported:\n%s", out.String())
	}
}

func TestTutorialNeedsCheck(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"tutorial", "-game", "trekronor"}, nil, &out, &errb); code != 2 || !strings.Contains(errb.String(), "-check") {
		t.Errorf("exit %d: %s", code, errb.String())
	}
}
