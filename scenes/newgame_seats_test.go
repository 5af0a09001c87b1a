package scenes

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"embers/game"
	"embers/saves"
)

// TestSeatChoicesAreForPlayers: who plays a seat reads as people say it,
// and the baselines that measure the AI (random, greedy) are not offered.
func TestSeatChoicesAreForPlayers(t *testing.T) {
	var names []string
	for _, k := range seatKinds {
		names = append(names, kindName(k))
		if kindAbout[k] == "" {
			t.Errorf("the choice %q is not explained", kindName(k))
		}
	}
	if got := strings.Join(names, "|"); got != "A person|Computer (easy)|Computer (medium)|Computer (hard)" {
		t.Fatalf("the choices read %q", got)
	}
	a, _ := testApp(t)
	a.Config().AI.DefaultLevel = "greedy" // a setting written by hand
	n := newNewGame(a)
	if lvl := n.seats()[1].Level; lvl != "medium" {
		t.Fatalf("a greedy default level made the second seat %q, want medium", lvl)
	}
	s := newSettings(a, false)
	var level string
	for _, w := range s.form.Items {
		if st, ok := w.(interface{ Value() string }); ok && strings.HasPrefix(st.Value(), "Greedy") {
			level = st.Value()
		}
	}
	if level != "Greedy (for testing)" {
		t.Fatalf("the settings show the hand-set level as %q", level)
	}
}

// TestNewGameRemembersTheLastChoices: the screen opens with the game,
// players, names, colours, who plays each seat and training of the last
// game started from it.
func TestNewGameRemembersTheLastChoices(t *testing.T) {
	a, _ := testApp(t)
	settle(t, a)
	n := newNewGame(a)
	for i, p := range n.plan {
		if p.ID == "cronberg" {
			n.pick(i)
		}
	}
	n.players, n.train = 3, true
	n.name[0], n.name[2] = "Ada", "Bo"
	n.kind[1], n.kind[2] = 3, 0 // hard, a person
	n.nextColour(0)
	want := n.seats()
	n.start()
	settle(t, a)
	a.Top().(interface{ Session() *game.Session }).Session().Cancel()

	again := newNewGame(a)
	if again.plan[again.game].ID != "cronberg" || again.players != 3 || !again.train {
		t.Fatalf("the screen opened on %s with %d players, training %v", again.plan[again.game].ID, again.players, again.train)
	}
	got := again.seats()
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("seat %d: %+v, want %+v", i+1, got[i], want[i])
		}
	}
}

func TestNewGameIgnoresDamagedChoices(t *testing.T) {
	a, _ := testApp(t)
	st, err := saves.DefaultStore()
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"{nonsense", `{"game": "cronberg", "players": 3, "seats": [], "cheat": 1}`,
		`{"game": "chess", "players": 2, "seats": []}`} {
		os.WriteFile(filepath.Join(st.Dir, "last-new-game.json"), []byte(bad), 0o644)
		if n := newNewGame(a); n.game != 0 || n.players != 4 || n.train {
			t.Errorf("%s: the screen opened on game %d with %d players", bad, n.game, n.players)
		}
	}
}
