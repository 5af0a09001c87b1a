package scenes

import (
	"fmt"
	"image"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"embers/game"
	"embers/rules"
	"embers/rules/cronberg"
	"embers/rules/games"
	"embers/rules/trekronor"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// playedSession is a Cronberg game of n seats played to its end with
// random legal moves.
func playedSession(t *testing.T, n int) *game.Session { return playedGame(t, cronberg.Game, n) }

// playedGame is a game of g with n seats played to its end at random.
func playedGame(t *testing.T, g rules.Game, n int) *game.Session {
	t.Helper()
	seats := make([]game.SeatInfo, n)
	for i := range seats {
		seats[i] = game.SeatInfo{Colour: i, Level: "easy"}
	}
	s, err := game.NewSession(g, rules.Setup{Players: n, Seed: 11}, seats, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	playRandomly(t, s, rand.New(rand.NewPCG(11, 2)))
	return s
}

// seatPixels counts the pixels of region r that are seat colour i.
func seatPixels(img *image.RGBA, r image.Rectangle, i int) int {
	want, n := ui.SeatColour(i), 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if c := img.RGBAAt(x, y); c.R == want.R && c.G == want.G && c.B == want.B {
				n++
			}
		}
	}
	return n
}

func TestResultsDrawHowTheGameWentUnderTheStandings(t *testing.T) {
	a, _ := testApp(t)
	r := newResults(a, playedSession(t, 3))
	if len(r.course) < 10 {
		t.Fatalf("a whole game gave %d standings", len(r.course))
	}
	chart := image.Rect(64, 460, 440, 585) // under the three seats' rows
	playtest.OnUI(t, func() {
		img := playtest.Picture(r)
		for seat := range 3 {
			if n := seatPixels(img, chart, seat); n < 40 {
				t.Errorf("seat %d's line has %d pixels of its colour in the chart", seat, n)
			}
		}
	})
	r.course = nil // a game that gives no judgement: the space stays empty
	playtest.OnUI(t, func() {
		img := playtest.Picture(r)
		for seat := range 3 {
			if n := seatPixels(img, chart, seat); n > 0 {
				t.Errorf("no course, yet %d pixels of seat %d's colour in the chart", n, seat)
			}
		}
	})
}

// At five seats the standings take one line a row, so the chart of the game
// still fits under them, and each name and score is still drawn.
func TestResultsOfFiveSeatsKeepTheChart(t *testing.T) {
	a, _ := testApp(t)
	r := newResults(a, playedGame(t, trekronor.Game, 5))
	if len(r.course) < 10 {
		t.Fatalf("a whole game gave %d standings", len(r.course))
	}
	rows := image.Rect(56, 198, 444, 198+5*compactRowH) // the five rows
	chart := image.Rect(64, 450, 440, 600)              // under them
	playtest.OnUI(t, func() {
		img := playtest.Picture(r)
		if dir := os.Getenv("EMBERS_SHOT_DIR"); dir != "" {
			if err := playtest.WritePNG(filepath.Join(dir, "results-course-five-seats.png"), img); err != nil {
				t.Error(err)
			}
		}
		for seat := range 5 {
			if n := seatPixels(img, rows, seat); n < 60 {
				t.Errorf("seat %d's mark has %d pixels of its colour in the standings", seat, n)
			}
			// lines that run together (this castle burnt: every chance
			// ends at 0) still show each seat's end mark
			if n := seatPixels(img, chart, seat); n < 25 {
				t.Errorf("seat %d's line has %d pixels of its colour in the chart", seat, n)
			}
		}
	})
}

// The results count a game's moves as its replay does, chance's outcomes
// among them (Fire & Axe's dice), so "after N moves" and "move N of N"
// agree.
func TestResultsCountMovesAsTheReplay(t *testing.T) {
	a, _ := testApp(t)
	settle(t, a)
	g, err := games.Lookup("fireaxe")
	if err != nil {
		t.Fatal(err)
	}
	seats := []game.SeatInfo{{Name: "Ada", Colour: 0}, {Name: "Bo", Colour: 1, Level: "easy"}}
	done, err := game.NewSession(g, rules.Setup{Players: 2, Seed: 4}, seats, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	playRandomly(t, done, rand.New(rand.NewPCG(4, 7)))
	chance := 0
	for _, p := range done.Match.History {
		if p.Seat == rules.Chance {
			chance++
		}
	}
	if chance == 0 {
		t.Fatal("the game had no chance outcome: the counts cannot differ")
	}
	r := newResults(a, done)
	rp := newReplay(a, done, r)
	want := fmt.Sprintf("move %d of %d", len(done.Match.History), len(done.Match.History))
	if rp.jump(rp.moves()); rp.Status() != "replay: "+want {
		t.Fatalf("the replay's end says %q, want %q", rp.Status(), want)
	}
	if got := r.endWords(); got != fmt.Sprintf("end, after %d moves", len(done.Match.History)) {
		t.Errorf("the results say %q after %d moves (%d of them chance's)", got, len(done.Match.History), chance)
	}
}
