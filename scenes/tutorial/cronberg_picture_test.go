package tutorial

import (
	"testing"

	"embers/scenes/ui"
)

// Cronberg's tutorial: a legal other lay is corrected by the card while the
// mouse shows why a built-on triangle is refused; and the board once each
// action step's move is made (the scoring, the guard, the end).
func TestCronbergPictures(t *testing.T) {
	tut, app := openGame(t, "cronberg", 0)
	defer tut.Close()
	tut.goTo(app, tut.script.Index("lay"))
	s := tut.play.Session()
	b := tut.play.Board().(aimer)
	m, _ := s.Match.State.ParseMove("lay a1 a2")
	app.Step(tut, ui.Input{})
	x, y, _ := b.Aim(m)
	clickAt(app, tut, x, y)
	if tut.correction == "" || len(s.Match.History) != tut.start {
		t.Fatalf("a legal other lay: correction %q, history %d from %d", tut.correction, len(s.Match.History), tut.start)
	}
	bad, _ := s.Match.State.ParseMove("lay c6 c7")
	x, y, _ = b.Aim(bad)
	app.Step(tut, ui.Input{MouseX: x, MouseY: y, MouseMoved: true})
	picture(t, tut, "tutorial-cronberg-09-lay-corrected.png")

	for _, id := range []string{"surround", "guard", "last-building", "last-token"} {
		tut.goTo(app, tut.script.Index(id))
		playByMouse(t, app, tut, tut.cur().Expect[0])
		settle(app, tut)
		if !tut.done {
			t.Fatalf("%s: not done after its move", id)
		}
		app.Step(tut, ui.Input{}) // the card takes up the step's done line
		picture(t, tut, "tutorial-cronberg-"+id+"-done.png")
	}
}
