package scenes

import (
	"image"
	"os"
	"path/filepath"
	"testing"

	"embers/game"
	"embers/rules"
	"embers/rules/testgames"
	"embers/scenes/play/playtest"
)

// brigadeOver is a finished game of Bucket Brigade (3 seats, the fierce
// street in the wind) that the fire won, or that the team held.
func brigadeOver(t *testing.T, fireWins bool) *game.Session {
	t.Helper()
	seats := []game.SeatInfo{{Name: "Ada", Colour: 0}, {Name: "Bo", Colour: 1, Level: "hard"}, {Name: "Cy", Colour: 2, Level: "easy"}}
	for seed := uint64(1); seed < 200; seed++ {
		s, err := game.NewSession(testgames.Brigade, rules.Setup{Players: 3, Variant: "start=fierce,wind", Seed: seed}, seats, game.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for s.ToMove() != rules.NoSeat {
			if m, ok := s.Automatic(); ok {
				s.Play(m)
				continue
			}
			legal := s.Match.State.Legal(nil)
			s.Play(legal[(len(s.Match.History)*7)%len(legal)])
		}
		if r := s.Match.State.Result(); r.Lost == fireWins && (fireWins || r.Rivals[0].Score > 0) {
			return s
		}
	}
	t.Fatal("no such game among 200 seeds")
	return nil
}

func TestResultsShowTheRivalAndTheGamesHeadline(t *testing.T) {
	a, _ := testApp(t)
	lost := newResults(a, brigadeOver(t, true))
	if h := lost.headline(); h != "The fire takes the street" {
		t.Fatalf("headline %q, want the game's own", h)
	}
	if len(lost.groups) != 1 || lost.groups[0].rival != "The fire" || lost.lineOwner(lost.groups[0], rules.NoSeat) != "The fire" {
		t.Fatalf("a lost street's points are the fire's: %+v", lost.groups)
	}
	saved := newResults(a, brigadeOver(t, false))
	if h := saved.headline(); h != "The street is saved" {
		t.Fatalf("headline %q", h)
	}
	team, fire := saved.groups[0], saved.groups[len(saved.groups)-1]
	if team.rival != "" || saved.lineOwner(team, rules.NoSeat) != "Everyone" || fire.rival != "The fire" {
		t.Fatalf("groups %+v: the team's points are everyone's, the burnt houses the fire's", saved.groups)
	}
	for name, r := range map[string]*Results{"results-rival-lost.png": lost, "results-rival-saved.png": saved} {
		playtest.OnUI(t, func() {
			img := playtest.Picture(r)
			if dir := os.Getenv("EMBERS_SHOT_DIR"); dir != "" {
				if err := playtest.WritePNG(filepath.Join(dir, name), img); err != nil {
					t.Error(err)
				}
			}
			// the rival's row comes after the three seats: its flame is drawn there
			if n := countNear(img, image.Rect(56, 124+74+3*66, 100, 124+74+4*66), rivalRed); n < 40 {
				t.Errorf("%s: %d pixels of the rival's red where its row should be", name, n)
			}
		})
	}
}

// countNear counts the pixels of area within a small distance of col.
func countNear(img *image.RGBA, area image.Rectangle, col interface{ RGBA() (r, g, b, a uint32) }) int {
	cr, cg, cb, _ := col.RGBA()
	n := 0
	for y := area.Min.Y; y < area.Max.Y; y++ {
		for x := area.Min.X; x < area.Max.X; x++ {
			i := img.PixOffset(x, y)
			d := absDiff(img.Pix[i], cr>>8) + absDiff(img.Pix[i+1], cg>>8) + absDiff(img.Pix[i+2], cb>>8)
			if d < 40 {
				n++
			}
		}
	}
	return n
}

func absDiff(a uint8, b uint32) int {
	if d := int(a) - int(b); d >= 0 {
		return d
	}
	return int(b) - int(a)
}

func TestLostWithoutAHeadlineNamesNoCastle(t *testing.T) {
	a, _ := testApp(t)
	s := wonSession(t)
	s.Match.State = finished{State: s.Match.State, res: rules.Result{Over: true, Lost: true, Scores: make([]int, 4)}}
	if h := newResults(a, s).headline(); h != "Everyone lost together" {
		t.Fatalf("headline %q: a game that gives none gets the plain words", h)
	}
}

// TestTheSummaryNamesTheSeats: the rules' summary line names a seat as
// events do ({1}); the results write the seat's name there.
func TestTheSummaryNamesTheSeats(t *testing.T) {
	a, _ := testApp(t)
	s := wonSession(t)
	s.Match.State = finished{State: s.Match.State, res: rules.Result{Over: true, Scores: make([]int, 4),
		Winners: []rules.Seat{1}, Summary: "{1} wins with 37 VP."}}
	if got := newResults(a, s).summary(); got != "Blue wins with 37 VP." {
		t.Errorf("summary %q, want the seat named", got)
	}
}
