package scenes

import (
	"strings"
	"testing"

	"embers/game"
	"embers/rules"
)

// continueFocused presses Enter on the list of games in progress (the
// newest game is focused) and returns the session of the board it opens.
func continueFocused(t *testing.T, a *App) *game.Session {
	t.Helper()
	list, ok := a.Top().(*InProgress)
	if !ok {
		t.Fatalf("Continue opened %T, not the games in progress", a.Top())
	}
	press := idle()
	press.Confirm = true
	a.Step(press)
	settle(t, a)
	sc, ok := a.Top().(interface{ Session() *game.Session })
	if !ok {
		t.Fatalf("choosing a game opened %T (%s)", a.Top(), list.status)
	}
	s := sc.Session()
	s.Cancel()
	return s
}

// startFromNewGame starts a game from the new-game screen: the game of that
// id, a person in the first seat, the seed given.
func startFromNewGame(t *testing.T, a *App, id, seed string) *game.Session {
	t.Helper()
	n := newNewGame(a)
	for i, p := range n.plan {
		if p.ID == id {
			n.pick(i)
		}
	}
	n.seed = seed
	n.start()
	settle(t, a)
	s := a.Top().(interface{ Session() *game.Session }).Session()
	s.Cancel()
	return s
}

// TestASecondGameLeavesTheFirstToContinue is the newcomer's lost game, on
// the real scenes: a Tre Kronor game with a move played is left for the
// title, a Cronberg game is started, and Continue still offers the Tre
// Kronor game, which opens exactly where it stood.
func TestASecondGameLeavesTheFirstToContinue(t *testing.T) {
	a, _ := testApp(t)
	settle(t, a)
	first := startFromNewGame(t, a, "trekronor", "41")
	for !first.IsHuman(first.ToMove()) || len(first.Match.History) == 0 {
		mv := first.Match.State.Legal(nil)[0]
		if _, err := first.Play(mv); err != nil {
			t.Fatal(err)
		}
	}
	moves := strings.Join(first.Match.Notations(), ",")

	a.Goto(newTitle(a))
	settle(t, a)
	second := startFromNewGame(t, a, "cronberg", "42")
	if second.Match.Game.Info().ID != "cronberg" {
		t.Fatalf("started %s", second.Match.Game.Info().ID)
	}

	title := newTitle(a)
	if len(title.games) != 2 || !strings.Contains(title.caption[1], "and 1 more game") {
		t.Fatalf("the title knows %d games in progress (%q)", len(title.games), title.caption)
	}
	a.Goto(title)
	settle(t, a)
	title.continueGame()
	settle(t, a)
	list := a.Top().(*InProgress)
	var rows []*gameRow
	for _, w := range list.form.Items {
		if r, ok := w.(*gameRow); ok {
			rows = append(rows, r)
		}
	}
	if len(rows) != 2 || rows[0].slot.Game != "cronberg" || rows[1].slot.Game != "trekronor" {
		t.Fatalf("the list shows %d games, want Cronberg then Tre Kronor", len(rows))
	}
	l := rows[1].text()
	if !strings.HasPrefix(l[0], "Tre Kronor") || !strings.Contains(l[1], "Orange") || !strings.HasPrefix(l[2], "move ") {
		t.Fatalf("the Tre Kronor row reads %q", l)
	}
	list.form.SetFocus(rows[1])
	s := continueFocused(t, a)
	if s.Match.Game.Info().ID != "trekronor" || s.Match.Setup.Seed != 41 || strings.Join(s.Match.Notations(), ",") != moves {
		t.Fatalf("continued %s seed %d with moves %v", s.Match.Game.Info().ID, s.Match.Setup.Seed, s.Match.Notations())
	}
	if s.ToMove() == rules.NoSeat {
		t.Fatal("the continued game is over")
	}
}
