package scenes

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"embers/game"
	"embers/rules"
	"embers/rules/trekronor"
	"embers/scenes/ui"
)

// playedOut is a whole Tre Kronor game of two people and a computer seat,
// played with random legal moves: a finished game with secrets (the spread
// markers, the save and steal markers) for the replay to turn up.
func playedOut(t *testing.T) *game.Session {
	t.Helper()
	seats := []game.SeatInfo{{Name: "Ada", Colour: 0}, {Name: "Bo", Colour: 1}, {Name: "Cy", Colour: 2, Level: "easy"}}
	for seed := uint64(1); seed < 50; seed++ {
		s, err := game.NewSession(trekronor.Game, rules.Setup{Players: 3, Seed: seed}, seats, game.Options{})
		if err != nil {
			t.Fatal(err)
		}
		playRandomly(t, s, rand.New(rand.NewPCG(seed, 7)))
		for _, p := range s.Match.History { // a game where a marker was laid: a secret of a seat's own
			if strings.HasPrefix(p.Notation, "save") || strings.HasPrefix(p.Notation, "steal") {
				return s
			}
		}
	}
	t.Fatal("no random game laid a save or steal marker")
	return nil
}

// playRandomly plays s to its end with random legal moves drawn by rng.
func playRandomly(t *testing.T, s *game.Session, rng *rand.Rand) {
	t.Helper()
	for s.ToMove() != rules.NoSeat {
		legal := s.Match.State.Legal(nil)
		if _, err := s.Play(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
}

// The replay plays a finished game again from its first move: a move at a
// time forwards and back, and on by itself to the same end; every secret
// is turned up (no handoff between the two people, the log naming each
// marker's kind and each spread marker); the finished game is left as it
// was; Esc goes back.
func TestReplayPlaysTheGameAgainWithEverySecretShown(t *testing.T) {
	a, _ := testApp(t)
	settle(t, a)
	done := playedOut(t)
	history := slices.Clone(done.History(rules.NoSeat))
	back := newResults(a, done)
	r := newReplay(a, done, back)
	a.Goto(r)
	settle(t, a)
	if a.Top() != r || r.err != nil {
		t.Fatalf("the replay did not open: top %T, err %v", a.Top(), r.err)
	}
	r.running = false
	if r.at != 0 || len(r.play.Session().Match.History) != 0 {
		t.Fatalf("the replay starts at move %d", r.at)
	}
	press(t, a, ui.Input{Right: true, Next: true})
	press(t, a, ui.Input{Right: true, Next: true})
	if r.at != 2 || len(r.play.Session().Match.History) != 2 {
		t.Fatalf("two steps forward show %d moves", r.at)
	}
	press(t, a, ui.Input{Left: true, Prev: true})
	if got := r.play.Session().History(rules.NoSeat); r.at != 1 || len(got) != 1 || got[0] != history[0] {
		t.Fatalf("a step back shows %d moves: %q", r.at, got)
	}

	r.running = true
	for i := 0; r.at < r.moves() && i < 200*len(history); i++ {
		press(t, a, ui.Input{})
		if r.play.HandoffShown() {
			t.Fatalf("at move %d the replay hides the board behind a handoff", r.at)
		}
	}
	for i := 0; r.play.Animating() && i < 2000; i++ {
		press(t, a, ui.Input{})
	}
	got := r.play.Session()
	if r.at != len(history) || !slices.Equal(got.History(rules.NoSeat), history) {
		t.Fatalf("the replay ran to move %d of %d", r.at, len(history))
	}
	if gr, dr := got.Match.State.Result(), done.Match.State.Result(); !slices.Equal(gr.Scores, dr.Scores) || gr.Summary != dr.Summary {
		t.Fatalf("the replay ends %+v, the game ended %+v", gr, dr)
	}
	if r.running || !r.run.Disabled || !r.next.Disabled || r.prev.Disabled {
		t.Fatalf("at the end: running %v, play/next enabled, back disabled", r.running)
	}

	log := strings.Join(r.play.Log(), "\n")
	public := strings.Join(done.Log(rules.NoSeat), "\n")
	for _, want := range []string{"lays spread marker", " marker in "} {
		if !strings.Contains(log, want) {
			t.Errorf("the replay's log never says %q: every secret should be written out", want)
		}
	}
	if !strings.Contains(log, "lays a face-down save marker") && !strings.Contains(log, "lays a face-down steal marker") {
		t.Errorf("the replay's log never names a marker's kind")
	}
	if strings.Contains(public, "lays spread marker") {
		t.Fatal("the game's own log names a spread marker: the test's premise is wrong")
	}
	if len(done.Match.History) != len(history) {
		t.Fatalf("the replay changed the finished game: %d moves, was %d", len(done.Match.History), len(history))
	}

	press(t, a, ui.Input{Back: true})
	settle(t, a)
	if a.Top() != back {
		t.Fatalf("Esc in the replay opened %T, want the results", a.Top())
	}
}
