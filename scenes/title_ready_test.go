package scenes

import (
	"strings"
	"testing"

	"embers/rules/games"
)

// The title names every game that can be played (rules and board), and
// counts the rest.
func TestReadyLineNamesThePlayableGames(t *testing.T) {
	line := readyLine()
	later := 0
	for _, p := range playable(games.Plan()) { // a game with rules but no board is still to come
		if p.Game != nil && !strings.Contains(line, p.Name) {
			t.Errorf("%q does not name %s, which is built", line, p.Name)
		}
		if p.Game == nil {
			if strings.Contains(line, p.Name) {
				t.Errorf("%q names %s, which is not built", line, p.Name)
			}
			later++
		}
	}
	if later == 3 && !strings.Contains(line, "three more games are coming") {
		t.Errorf("%q: want three more games coming", line)
	}
}
