package scenes

import (
	"fmt"
	"strings"
	"testing"

	"embers/rules/games"
)

func TestEveryMeasuredStrengthReadsAndFitsItsGame(t *testing.T) {
	measured := 0
	for _, g := range games.All() {
		info := g.Info()
		s, ok, err := LoadStrength(info.ID)
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			continue
		}
		measured++
		if s.Players < info.MinPlayers || s.Players > info.MaxPlayers {
			t.Errorf("%s measured at %d players, a count the game does not offer", info.ID, s.Players)
		}
		for _, l := range s.Levels {
			if line := s.Line(l.Name); !strings.HasPrefix(line, "In tests ") || !strings.Contains(line, "%") {
				t.Errorf("%s %s: %q", info.ID, l.Name, line)
			}
		}
	}
	if measured == 0 {
		t.Fatal("no game has a measured strength: the new-game screen would show none")
	}
}

func TestStrengthLineSaysTheShareAndTheTable(t *testing.T) {
	s, err := parseStrength("x", []byte("players = 3\n[[level]]\nname = \"hard\"\nwins = 0.69\ngames = 200\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := "In tests it won 69% of 3-player games against 2 point-grabbing players (an even match: 33%)."
	if got := s.Line("hard"); got != want {
		t.Errorf("Line(hard) = %q\nwant %q", got, want)
	}
	if got := s.Line("easy"); got != "" {
		t.Errorf("an unmeasured level says %q", got)
	}
}

// A co-operative game's line says how often a table of the level beat the
// game's own opponent, alone or together.
func TestStrengthLineTogether(t *testing.T) {
	for players, want := range map[int]string{
		1: "In tests it beat the dragon alone in 87% of games.",
		3: "In tests 3 seats of this level together beat the dragon in 87% of games.",
	} {
		s, err := parseStrength("x", fmt.Appendf(nil, "players = %d\ntogether = \"the dragon\"\n[[level]]\nname = \"hard\"\nwins = 0.87\ngames = 100\n", players))
		if err != nil {
			t.Fatal(err)
		}
		if got := s.Line("hard"); got != want {
			t.Errorf("%d players: Line(hard) = %q\nwant %q", players, got, want)
		}
	}
}

// A semi-co-operative game's line counts wins alone, and says how often
// the table saved the castle.
func TestStrengthLineAlone(t *testing.T) {
	s, err := parseStrength("x", []byte("players = 3\nalone = true\nstake = \"the castle\"\n[[level]]\nname = \"easy\"\nwins = 0.26\nsaved = 0.62\ngames = 100\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := "In tests it won alone (no shared win) 26% of 3-player games against 2 point-grabbing players; the castle was saved in 62%."
	if got := s.Line("easy"); got != want {
		t.Errorf("Line(easy) = %q\nwant %q", got, want)
	}
}

func TestBadStrengthDataSaysWhatIsWrong(t *testing.T) {
	for data, want := range map[string]string{
		"players = 3\n[[level]]\nname = \"brutal\"\nwins = 0.5\ngames = 10\n": `level "brutal"`,
		"players = 3\n[[level]]\nname = \"hard\"\nwins = 1.5\ngames = 10\n":   `level "hard"`,
		"players = 1\n": "players = 1",
		"players = 0\ntogether = \"the dragon\"\n": "players = 0",
		"players = 3\nseats = 2\n":                 "unknown key seats",
		"players = \"three\"\n":                    "measured strength of x",
		"players = 3\nalone = true\nstake = \"the castle\"\n[[level]]\nname = \"hard\"\nwins = 0.4\ngames = 10\n":              "saved = 0:",
		"players = 3\nalone = true\nstake = \"the castle\"\n[[level]]\nname = \"hard\"\nwins = 0.4\nsaved = 1.2\ngames = 10\n": "saved = 1.2",
		"players = 3\n[[level]]\nname = \"hard\"\nwins = 0.4\nsaved = 0.9\ngames = 10\n":                                       "only with alone",
		"players = 3\nstake = \"the castle\"\n":                                          "stake",
		"players = 3\nalone = true\n":                                                    "stake",
		"players = 3\nalone = true\nstake = \"the castle\"\ntogether = \"the dragon\"\n": "not both",
	} {
		if _, err := parseStrength("x", []byte(data)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want one naming %q", data, err, want)
		}
	}
}
