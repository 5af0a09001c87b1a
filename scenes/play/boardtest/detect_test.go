package boardtest

import (
	"image/color"
	"reflect"
	"strings"
	"testing"

	"embers/rules"
	"embers/scenes/kit"
	"embers/scenes/play"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"

	_ "embers/scenes/trekronor" // a board with secrets to test the checks on
)

func TestMain(m *testing.M) { playtest.Main(m) }

// The suite's checks catch what they are for: each is shown a fault.

func TestLogCheckCatchesASecret(t *testing.T) {
	s, err := playtest.Session("trekronor", []string{"easy", "easy", "easy"}, 2, 12)
	if err != nil {
		t.Fatal(err)
	}
	var secret string
	for _, p := range s.Match.History {
		for _, e := range p.Events {
			if e.Secret == 1 && e.SecretText != "" && e.SecretText != e.Text {
				secret = rules.Names(e.SecretText, s.Names())
			}
		}
	}
	if secret == "" {
		t.Fatal("seat 1 kept no secret in 12 moves")
	}
	public := s.Log(0)
	if err := logKeepsSecrets(s, 0, public); err != nil {
		t.Fatalf("the public log is refused: %v", err)
	}
	err = logKeepsSecrets(s, 0, append(public, secret))
	if err == nil || !strings.Contains(err.Error(), "secret") {
		t.Errorf("seat 1's secret %q shown to seat 0: %v", secret, err)
	}
	if err := logKeepsSecrets(s, 1, append(public, "A line no event wrote")); err == nil {
		t.Error("an invented line passes")
	}
}

func TestModelDiffNamesTheFields(t *testing.T) {
	type model struct {
		a    int
		b    []string
		skip bool
	}
	got, want := model{1, []string{"x"}, true}, model{2, []string{"x"}, false}
	err := diffModels(reflect.ValueOf(got), reflect.ValueOf(want), []string{"skip"})
	if err == nil || !strings.Contains(err.Error(), "field a shows 1, the view gives 2") || strings.Contains(err.Error(), "skip") {
		t.Errorf("diff = %v", err)
	}
	if err := diffModels(reflect.ValueOf(got), reflect.ValueOf(got), nil); err != nil {
		t.Errorf("equal models differ: %v", err)
	}
	type withEnd struct { // a model beside what the kit keeps
		model
		over bool
	}
	err = diffModels(reflect.ValueOf(withEnd{got, true}), reflect.ValueOf(withEnd{want, true}), []string{"skip"})
	if err == nil || !strings.Contains(err.Error(), "field a shows 1, the view gives 2") || strings.Contains(err.Error(), "skip") {
		t.Errorf("embedded diff = %v", err)
	}
}

// stillBoard never animates.
type stillBoard struct{ kit.Board }

func (stillBoard) Animate(rules.Event, int) string { return "" }
func (stillBoard) Busy() bool                      { return false }

// endlessBoard never settles.
type endlessBoard struct{ kit.Board }

func (endlessBoard) Animate(rules.Event, int) string { return "" }
func (endlessBoard) Busy() bool                      { return true }
func (endlessBoard) Tick()                           {}

func TestAnimateCheckCatchesStillAndEndless(t *testing.T) {
	e := rules.Event{Kind: "servant.placed"}
	if err := animates(stillBoard{}, e, nil); err == nil {
		t.Error("a board that does not animate passes")
	}
	if err := animates(endlessBoard{}, e, nil); err == nil {
		t.Error("a board that never settles passes")
	}
}

// spill draws a square half outside the window.
type spill struct{ ui.Scene }

func (spill) Draw(c *ui.Canvas) {
	c.FillRect(0, 0, ui.Width, ui.Height, color.RGBA{9, 9, 9, 255})
	c.FillRect(ui.Width-10, 300, 30, 30, color.RGBA{255, 0, 0, 255})
}

func TestPictureCheckCatchesDrawingOutside(t *testing.T) {
	for _, scale := range []float64{1, oddScale} {
		var outside int
		playtest.OnUI(t, func() { _, outside = pictureInWindow(spill{}, scale) })
		if outside == 0 {
			t.Errorf("at scale %.3f a square drawn across the right edge is not seen", scale)
		}
	}
}

// TestHandoffCheckCatchesALeak shows the handoff with the board reset on
// the next person's view, as a scene that forgot to hide it would.
func TestHandoffCheckCatchesALeak(t *testing.T) {
	s, err := playtest.Session("trekronor", []string{"", "", "easy"}, 8, 0)
	if err != nil {
		t.Fatal(err)
	}
	app := playtest.NewApp()
	sc := play.NewWith(app, s, play.Options{Instant: true, NoAI: true})
	defer sc.Close()
	tb := &table{t: t, app: app, sc: sc, s: s, board: sc.Board()}
	tb.step(ui.Input{})
	if !sc.HandoffShown() {
		t.Fatal("two people, secrets: no handoff at the start")
	}
	if err := handoffHides(t, tb); err != nil {
		t.Fatalf("the scene's own handoff: %v", err)
	}
	next := s.ToMove()
	tb.board.Reset(s.Match.State.View(next), next) // the leak
	if err := handoffHides(t, tb); err == nil {
		t.Error("a handoff over the next person's view passes")
	}
}
