package scenes

import (
	"testing"

	"embers/game"
	"embers/rules"
	"embers/rules/cronberg"
)

// finishedCronberg plays a 2-player Cronberg game to its end (each seat
// taking its first legal move).
func finishedCronberg(t *testing.T) *game.Session {
	t.Helper()
	seats := []game.SeatInfo{{Name: "Ada", Colour: 0}, {Name: "Bo", Colour: 1, Level: "easy"}}
	s, err := game.NewSession(cronberg.Game, rules.Setup{Players: 2, Seed: 5}, seats, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; s.ToMove() != rules.NoSeat; i++ {
		if i > 500 {
			t.Fatal("the game did not end")
		}
		legal := s.Match.State.Legal(nil)
		if _, err := s.Play(legal[len(legal)/2]); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// TestCronbergSeriesKeepsTheTrack: after a game of Cronberg the results
// offer the next game with the markers where they stand, and it starts so;
// Play again starts from zero.
func TestCronbergSeriesKeepsTheTrack(t *testing.T) {
	a, _ := testApp(t)
	settle(t, a)
	s := finishedCronberg(t)
	res := s.Match.State.Result()
	if res.Scores[0] == 0 && res.Scores[1] == 0 {
		t.Fatalf("the game ended 0 to 0: pick another seed, so the track has something to keep")
	}
	setup, ok := nextInSeries(s.Match, res)
	if !ok {
		t.Fatal("Cronberg offers no next game with the scores kept")
	}
	r := newResults(a, s)
	if n := len(r.form.Items); n != 5 {
		t.Fatalf("%d buttons on the results, want 5 with the series", n)
	}
	for i, w := range r.form.Items { // side by side, on the screen
		b := w.Bounds()
		if b.X < 0 || b.X+b.W > Width || (i > 0 && b.X < r.form.Items[i-1].Bounds().X+r.form.Items[i-1].Bounds().W) {
			t.Errorf("button %d at %+v overlaps the one before it or leaves the screen", i, b)
		}
	}
	r.startGame(setup)
	settle(t, a)
	sc, ok := a.Top().(interface{ Session() *game.Session })
	if !ok {
		t.Fatalf("the next game opened %T", a.Top())
	}
	defer sc.Session().Cancel()
	st := sc.Session().Match.State.(*cronberg.State)
	for seat, want := range res.Scores {
		if got := st.Track(rules.Seat(seat)); got != want {
			t.Errorf("seat %d starts the next game on %d, want %d", seat, got, want)
		}
	}
	if sc.Session().Match.Setup.Seed == s.Match.Setup.Seed {
		t.Error("the next game has the same seed")
	}
}

// TestNoSeriesForTreKronor: Tre Kronor has no series: four buttons (title,
// watch it again, play again, new game), none for a next game.
func TestNoSeriesForTreKronor(t *testing.T) {
	a, _ := testApp(t)
	s := wonSession(t)
	if _, ok := nextInSeries(s.Match, s.Match.State.Result()); ok {
		t.Fatal("Tre Kronor offers a series")
	}
	if n := len(newResults(a, s).form.Items); n != 4 {
		t.Fatalf("%d buttons, want 4", n)
	}
}
