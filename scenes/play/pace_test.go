package play

import (
	"testing"

	"embers/game"
	"embers/game/gametest"
	"embers/rules"
	"embers/scenes/kit"
	"embers/scenes/play/playtest"
)

// pacedBoard is a fake board that asks for a share of the computer's pause.
type pacedBoard struct {
	fakeBoard
	share float64
}

func (p *pacedBoard) PauseShare(rules.Move) float64 { return p.share }

// TestPauseFollowsTheBoardAndTheSpeed: the pause before a computer's move
// is the setting's, times the board's share (Pacer), halved at fast speed
// and at instant, longer at slow; in training the board's share is not
// taken (a learner follows every move).
func TestPauseFollowsTheBoardAndTheSpeed(t *testing.T) {
	board := &pacedBoard{}
	kit.Register("nim", func(*game.Session) kit.Board { return board })
	defer kit.Register("nim", func(*game.Session) kit.Board { return &fakeBoard{} })
	for _, c := range []struct {
		speed    string
		share    float64
		training bool
		want     int
	}{
		{"normal", 1, false, 36}, {"normal", 0.5, false, 18}, {"normal", 0, false, 0}, {"normal", 3, false, 36},
		{"fast", 1, false, 18}, {"instant", 1, false, 18}, {"slow", 1, false, 61}, {"fast", 0.5, false, 9},
		{"normal", 0.25, true, TrainingPauseTicks},
	} {
		seats := []game.SeatInfo{{Name: "Anna"}, {Name: "Bo", Level: "easy"}}
		s, err := game.NewSession(gametest.Game, rules.Setup{Players: 2}, seats, game.Options{Training: c.training})
		if err != nil {
			t.Fatal(err)
		}
		board.share = c.share
		app := playtest.NewApp()
		app.Cfg.Play.AIPauseMs = 600 // 36 ticks
		app.Cfg.Display.AnimationSpeed = c.speed
		sc := NewWith(app, s, Options{})
		if got := sc.pauseBefore(app, 0); got != c.want {
			t.Errorf("%s speed, share %v, training %v: pause %d ticks, want %d", c.speed, c.share, c.training, got, c.want)
		}
		sc.Close()
	}
}
