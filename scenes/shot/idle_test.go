package shot

import (
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"embers/game/cli"
)

// -idle measures the title and a board with seat 1 a person; it refuses
// what it does not use and a time out of range.
func TestIdleFlags(t *testing.T) {
	env := cli.Env{Stderr: os.Stderr, Lookup: cli.Lookup}
	f, err := parseShot(env, []string{"-idle", "5", "-game", "cronberg", "-players", "3"})
	if err != nil || f.scene != "board" || f.humans != "1" || f.idle != 5 {
		t.Fatalf("-idle 5: %+v %v; want the board with seat 1 a person", f, err)
	}
	for _, args := range [][]string{{"-idle", "0"}, {"-idle", "601"}, {"-idle", "5", "-frames", "10"},
		{"-idle", "5", "-scene", "title"}, {"-idle", "5", "-o", "x.png"}} {
		if _, err := parseShot(env, args); err == nil || !strings.Contains(err.Error(), "idle") {
			t.Errorf("%v: %v; want an error about -idle", args, err)
		}
	}
}

// shot -idle measures the title, the calm title and a board waiting for
// its person, each after it settled: the calm title and the board draw no
// frame, the drifting title a few a second.
func TestIdleMeasuresAtRest(t *testing.T) {
	needDisplay(t)
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), shotEnv+"=-idle 2 -game trekronor -players 3 -seed 3 -moves 6")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("shot -idle failed: %v\n%s", err, out)
	}
	lines := regexp.MustCompile(`(?m)^  (title, embers drifting|title, calm screen|board, [^:]+):\s+([0-9.]+)% of a core  \((\d+) frames drawn, \d+ ticks run(; it had not settled)?\)$`).
		FindAllStringSubmatch(string(out), -1)
	if len(lines) != 3 {
		t.Fatalf("want three scenes measured:\n%s", out)
	}
	for _, l := range lines {
		frames, _ := strconv.Atoi(l[3])
		if l[4] != "" {
			t.Errorf("%s had not settled", l[1])
		}
		if drifting := l[1] == "title, embers drifting"; drifting != (frames > 0) || frames > 2*5+2 {
			t.Errorf("%s: %s frames drawn in 2 s", l[1], l[3])
		}
	}
}
