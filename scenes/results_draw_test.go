package scenes

import (
	"os"
	"path/filepath"
	"testing"

	"embers/game"
	"embers/rules"
	"embers/rules/trekronor"
	"embers/scenes/play/playtest"
)

// finished is a state whose game is over with a given result.
type finished struct {
	rules.State
	res rules.Result
}

func (f finished) Result() rules.Result { return f.res }
func (f finished) ToMove() rules.Seat   { return rules.NoSeat }

// wonSession is a 4-player Tre Kronor game that ended with points: Blue
// and Green share the win.
func wonSession(t *testing.T) *game.Session {
	t.Helper()
	seats := []game.SeatInfo{{Name: "Ada", Colour: 0}, {Name: "Blue", Colour: 1, Level: "hard"},
		{Name: "Green", Colour: 2, Level: "medium"}, {Name: "Yellow", Colour: 3, Level: "easy"}}
	s, err := game.NewSession(trekronor.Game, rules.Setup{Players: 4, Seed: 9}, seats, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	lines := []rules.ScoreLine{
		{Seat: 1, Points: 3, What: "save marker in A1, The Armoury (3 ash)", Rule: "6.2"},
		{Seat: 0, Points: -3, What: "steal marker in A1, The Armoury (3 ash)", Rule: "6.2"},
		{Seat: 2, Points: 2, What: "save marker in B3, The Hall of State (2 ash)", Rule: "6.2"},
		{Seat: 3, Points: 1, What: "save marker in C2, The Archives (1 ash)", Rule: "6.2"},
		{Seat: 2, Points: 1, What: "save marker in C2, The Archives (1 ash)", Rule: "6.2"},
	}
	res := rules.Result{Over: true, Scores: []int{-3, 3, 3, 1}, Winners: []rules.Seat{1, 2},
		Summary: "The last fire is out: the castle is saved.", Lines: lines}
	s.Match.State = finished{State: s.Match.State, res: res}
	return s
}

func TestResultsOfAWinDrawStandingsAndPoints(t *testing.T) {
	a, _ := testApp(t)
	s := wonSession(t)
	r := newResults(a, s)
	if h := r.headline(); h != "Blue and Green share the win" {
		t.Fatalf("headline %q", h)
	}
	if r.order[0] != 1 || r.order[3] != 0 {
		t.Fatalf("standings %v, want the best score first and Ada (-3) last", r.order)
	}
	playtest.OnUI(t, func() {
		img := playtest.Picture(r)
		if dir := os.Getenv("EMBERS_SHOT_DIR"); dir != "" {
			if err := playtest.WritePNG(filepath.Join(dir, "results-won.png"), img); err != nil {
				t.Error(err)
			}
		}
		colours, bright := colourCount(img)
		if colours < 60 || bright < 1500 {
			t.Errorf("the results picture has %d colours and %d bright pixels: not drawn", colours, bright)
		}
	})
}
