package scenes

import (
	"testing"

	"embers/game"
	"embers/rules"
	"embers/saves"
	"embers/scenes/ui"
)

func TestNewGameDefaultsFromConfig(t *testing.T) {
	a, _ := testApp(t)
	a.Config().Play.DefaultPlayers = 9 // more than any game allows
	a.Config().AI.DefaultLevel = "hard"
	n := newNewGame(a)
	seats, most := n.seats(), n.info().MaxPlayers
	if n.players != most || len(seats) != most {
		t.Fatalf("%d players, want the game's most (%d)", n.players, most)
	}
	if seats[0].Level != "" || seats[1].Level != "hard" || seats[most-1].Level != "hard" {
		t.Fatalf("seats %+v: want a person first, then hard AI", seats)
	}
	if seats[1].Name != ui.SeatColourTitle(seats[1].Colour) {
		t.Fatalf("an unnamed seat is called %q", seats[1].Name)
	}
}

func TestNewGameColoursNeverRepeat(t *testing.T) {
	a, _ := testApp(t)
	n := newNewGame(a)
	n.players = 3
	n.nextColour(2) // green becomes yellow while the yellow seat is not shown
	n.players = 5
	for step := range 23 {
		if step > 0 {
			n.nextColour(step % 5)
		}
		seen := map[int]bool{}
		for i := range n.players {
			if seen[n.colour[i]] {
				t.Fatalf("after %d changes two seats share colour %d: %v", step+1, n.colour[i], n.colour[:5])
			}
			seen[n.colour[i]] = true
		}
	}
}

func TestNewGameComingGamesCannotBePicked(t *testing.T) {
	a, _ := testApp(t)
	n := newNewGame(a)
	for _, w := range n.form.Items {
		if c, ok := w.(*gameCard); ok && c.plan.Game == nil && (c.Enabled() || c.Tooltip() == "") {
			t.Errorf("%s is not built but can be picked or does not say why", c.plan.Name)
		}
	}
}

func TestNewGameStartsTheSessionWithTheSeed(t *testing.T) {
	a, _ := testApp(t)
	settle(t, a)
	n := newNewGame(a)
	n.players, n.seed, n.train = 3, "1234", true
	n.name[0] = "  Ada "
	n.kind[1] = indexOf(seatKinds, "easy")
	n.start()
	if n.problem != "" {
		t.Fatal(n.problem)
	}
	settle(t, a)
	sc, ok := a.Top().(interface{ Session() *game.Session })
	if !ok {
		t.Fatalf("Start opened %T, want the board", a.Top())
	}
	s := sc.Session()
	defer s.Cancel()
	m := s.Match
	if m.Setup.Seed != 1234 || m.Setup.Players != 3 || !s.Options.Training {
		t.Fatalf("setup %+v training %v", m.Setup, s.Options.Training)
	}
	if m.Seats[0].Name != "Ada" || !s.IsHuman(0) || m.Seats[1].Level != "easy" || s.IsHuman(rules.Seat(1)) {
		t.Fatalf("seats %+v", m.Seats)
	}
	if s.Store == nil {
		t.Fatal("a new game must autosave")
	}
}

func TestNewGameRefusesABadSeed(t *testing.T) {
	a, _ := testApp(t)
	n := newNewGame(a)
	n.seed = "99999999999999999999"
	n.start()
	if n.problem == "" {
		t.Fatal("a seed too large for 64 bits was accepted")
	}
}

func TestContinueResumesTheStartedGameAndResultsForgetIt(t *testing.T) {
	a, _ := testApp(t)
	settle(t, a)
	if newTitle(a).form.Items[0].Enabled() {
		t.Fatal("Continue is offered with no game saved")
	}
	n := newNewGame(a)
	n.players, n.seed = 3, "77"
	n.start()
	settle(t, a)
	a.Top().(interface{ Session() *game.Session }).Session().Cancel()
	title := newTitle(a)
	if !title.form.Items[0].Enabled() {
		t.Fatal("Continue is not offered after a game started")
	}
	title.continueGame()
	settle(t, a)
	s := continueFocused(t, a)
	s.Cancel()
	if s.Match.Setup.Seed != 77 || len(s.Match.Seats) != 3 {
		t.Fatalf("continued %+v", s.Match.Setup)
	}
	newResults(a, s) // not over: the game stays saved
	if !saves.Of(s).HasGames() {
		t.Fatal("results of an unfinished game removed its autosave")
	}
}

// Every game's card lies inside the list: five at full height, and a
// sixth (the test game of a build with the tag testgame) on smaller cards
// that still hold their two lines.
func TestNewGameCardsFitTheList(t *testing.T) {
	a, _ := testApp(t)
	n := newNewGame(a)
	for len(n.plan) < 6 {
		n.plan = append(n.plan[:len(n.plan):len(n.plan)], n.plan[0])
	}
	n.build()
	cards := 0
	for _, w := range n.form.Items {
		g, ok := w.(*gameCard)
		if !ok {
			continue
		}
		cards++
		if g.Y+g.H > ngTop+ngH-8 || g.H < 56 {
			t.Errorf("%d games: a card at %.0f, %.0f high, ends at %.0f; the list ends at %.0f", len(n.plan), g.Y, g.H, g.Y+g.H, ngTop+ngH)
		}
	}
	if cards != len(n.plan) {
		t.Fatalf("%d games, %d cards", len(n.plan), cards)
	}
	if cardStep(5) != 86 {
		t.Errorf("five games stand %.1f apart, want 86 as before", cardStep(5))
	}
}
