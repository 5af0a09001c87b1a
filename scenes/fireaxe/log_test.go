package fireaxe

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"embers/game"
	"embers/rules"
	fx "embers/rules/fireaxe"
	"embers/scenes/play"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// A settlement of several dice is one line of the log with all its dice
// ("Blue rolls 3, 1 and 2: 0 of 3 dice beat 4, 3 crewmen fall"), not a
// line a die; the dice before the last still animate (their events stay),
// and the recap of a computer's turn tells the settlement by that line.
func TestSettlementIsOneLogLine(t *testing.T) {
	for seed := uint64(1); seed < 10; seed++ {
		s, err := playtest.Session("fireaxe", []string{"easy", "easy"}, seed, 0)
		if err != nil {
			t.Fatal(err)
		}
		for s.ToMove() != rules.NoSeat {
			if err := playtest.PlayAhead(s, 1, seed); err != nil {
				t.Fatal(err)
			}
			h := s.Match.History
			last := h[len(h)-1].Events
			if len(last) == 0 || last[0].Kind != fx.EvSettleDice {
				continue
			}
			d, _ := last[0].Data.(fx.SettleDiceRolled)
			if len(d.Dice) < 2 {
				continue
			}
			faces := make([]string, len(d.Dice))
			for i, f := range d.Dice {
				faces[i] = fmt.Sprint(f)
			}
			want := "rolls " + strings.Join(faces[:len(faces)-1], ", ") + " and " + faces[len(faces)-1] + ": "
			lines := s.LogLines(rules.NoSeat)
			if got := lines[len(lines)-1].Text; !strings.Contains(got, want) {
				t.Fatalf("the settlement's line is %q, want it to say %q", got, want)
			}
			for _, p := range h[len(h)-len(d.Dice) : len(h)-1] {
				for _, e := range p.Events {
					if e.Kind != fx.EvSettleDie {
						t.Fatalf("a settlement's die before the last made a %s event", e.Kind)
					}
					if _, ok := game.PublicLine(e, s.Names()); ok {
						t.Fatalf("a settlement's die before the last has a log line %q", e.Text)
					}
				}
			}
			liveLog(t, s, len(h)-len(d.Dice)-1)
			return
		}
	}
	t.Fatal("no settlement of several dice in 9 games")
}

// liveLog replays s's game in a play scene up to move from, plays the
// moves from there on the scene as they were played, and checks the log
// the scene shows is the session's: the dice left out leave no blank line.
func liveLog(t *testing.T, s *game.Session, from int) {
	t.Helper()
	s2, err := playtest.Session("fireaxe", []string{"easy", "easy"}, s.Match.Setup.Seed, 0)
	if err != nil {
		t.Fatal(err)
	}
	h := s.Match.History
	for _, p := range h[:from] {
		if _, err := s2.Play(p.Move); err != nil {
			t.Fatal(err)
		}
	}
	app := playtest.NewApp()
	sc := play.NewWith(app, s2, play.Options{NoAI: true})
	for _, p := range h[from:] {
		if err := sc.Play(app, p.Move); err != nil {
			t.Fatal(err)
		}
		app.Step(sc, ui.Input{AnyKey: true})
	}
	var want []string
	for _, l := range s2.LogLines(rules.NoSeat) {
		want = append(want, l.Text)
	}
	if got := sc.Log(); !slices.Equal(got, want) {
		t.Fatalf("the scene's log ends %q, the session's %q", got[max(0, len(got)-5):], want[max(0, len(want)-5):])
	}
}
