package scenes

import (
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
			if line := s.Line(l.Name); !strings.Contains(line, "In tests it won ") {
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

func TestBadStrengthDataSaysWhatIsWrong(t *testing.T) {
	for data, want := range map[string]string{
		"players = 3\n[[level]]\nname = \"brutal\"\nwins = 0.5\ngames = 10\n": `level "brutal"`,
		"players = 3\n[[level]]\nname = \"hard\"\nwins = 1.5\ngames = 10\n":   `level "hard"`,
		"players = 1\n":            "players = 1",
		"players = 3\nseats = 2\n": "unknown key seats",
		"players = \"three\"\n":    "measured strength of x",
	} {
		if _, err := parseStrength("x", []byte(data)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want one naming %q", data, err, want)
		}
	}
}
