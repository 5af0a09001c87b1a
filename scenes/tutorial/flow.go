package tutorial

import (
	"fmt"
	"time"

	"embers/game"
	gt "embers/game/tutorial"
	"embers/rules"
	"embers/rules/games"
	"embers/saves"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// relay is the App as the hosted play scene sees it: the same program, with
// the input the card did not take.
type relay struct {
	ui.App
	in *ui.Input
}

func (r relay) Input() *ui.Input { return r.in }

// Update runs the card, then the board under it, then the step's own flow.
func (t *Scene) Update(app ui.App) error {
	in := app.Input()
	if t.err != nil {
		if in.Click || in.Back || in.Confirm {
			t.leave(app)
		}
		return nil
	}
	if t.offer {
		t.offer = false
		t.askContinue(app)
		return nil
	}
	t.card.layout(t)
	if t.card.update(app, t) {
		return nil
	}
	if in.Confirm && !t.MayMove() && t.card.next.Enabled() {
		t.card.next.OnClick()
		return nil
	}
	pin := *in
	if t.card.rect.Contains(in.MouseX, in.MouseY) { // the card lies over the log and controls
		pin.Click, pin.MouseDown, pin.RightClick, pin.Wheel = false, false, false, 0
		pin.MouseX, pin.MouseY = -100, -100
	}
	if err := t.play.Update(relay{app, &pin}); err != nil {
		return err
	}
	if len(t.play.Session().Match.History) < t.start+t.made() { // an undo from the pause menu
		t.enter(app, t.step)
		return nil
	}
	if t.accepted && !t.play.Animating() {
		t.done = true
	}
	t.runWatch(app)
	return nil
}

// Draw paints the board and panel, then the narration card.
func (t *Scene) Draw(c *ui.Canvas) {
	if t.err != nil {
		c.FillRect(0, 0, ui.Width, ui.Height, ui.T().Background)
		lines := ui.Wrap(t.err.Error(), ui.BodyFace, 900)
		for i, l := range lines {
			c.TextCentered(l, ui.BodyFace, ui.Width/2, ui.Height/2-40+float64(i)*26, ui.T().Text)
		}
		c.TextCentered("Click or press Esc to go back", ui.SmallFace, ui.Width/2, ui.Height/2+40+float64(len(lines))*26, ui.T().Dim)
		return
	}
	t.play.Draw(c)
	t.card.draw(c, t)
}

// made is how many moves the step has played so far.
func (t *Scene) made() int {
	if t.accepted {
		return 1
	}
	return t.watched
}

// runWatch plays the watched moves one at a time, each after a short pause
// and once the last one's animation is over.
func (t *Scene) runWatch(app ui.App) {
	st := t.cur()
	if st.Kind() != gt.Watch || t.done || t.play.Animating() {
		return
	}
	if t.watched == len(st.Watch) {
		t.done = true
		return
	}
	t.wait++
	if t.wait < watchPause && !t.opt.Instant {
		return
	}
	t.wait = 0
	state := t.play.Session().Match.State
	m, err := state.ParseMove(st.Watch[t.watched])
	if err == nil {
		err = t.play.Play(app, m)
	}
	if err != nil {
		t.err = fmt.Errorf("%s: watched move %q: %w (run: embers tutorial -check)", t.script.Name(t.step), st.Watch[t.watched], err)
		return
	}
	t.watched++
}

// MayMove lets the learner choose on the board only in a step that asks
// for a move, on the learner's turn, until the move is made.
func (t *Scene) MayMove() bool {
	if t.script == nil || t.play == nil {
		return false
	}
	return t.cur().Kind() == gt.Move && !t.done && !t.accepted &&
		t.play.Session().ToMove() == rules.Seat(t.script.Learner)
}

// Accept plays the learner's move when it is the one the step asks for;
// otherwise it keeps the board as it was and says why, gently.
func (t *Scene) Accept(m rules.Move) bool {
	ok, why := t.script.Judge(t.play.Session().Match.State, t.step, m)
	if ok {
		t.accepted, t.correction = true, ""
		return true
	}
	t.correction = why
	return false
}

// Status is the panel header's second line during the tutorial.
func (t *Scene) Status() string {
	switch {
	case t.cur().Kind() == gt.Move && !t.done:
		return "your move: see the card below"
	case t.cur().Kind() == gt.Watch && !t.done:
		return "watch: the tutorial plays"
	}
	return "read the card, then Next"
}

var _ play.Director = (*Scene)(nil)

// goTo opens step i.
func (t *Scene) goTo(app ui.App, i int) {
	if i >= 0 && i < len(t.script.Steps) {
		t.enter(app, i)
	}
}

// leave remembers the step and goes back to the title.
func (t *Scene) leave(app ui.App) {
	if t.play != nil {
		t.play.Close()
	}
	if m := app.Menus(); m != nil {
		app.Goto(m.Title())
	}
}

// Close stops the hosted board (leaving the scene).
func (t *Scene) Close() {
	if t.play != nil {
		t.play.Close()
	}
}

// askContinue offers to go on at the remembered step.
func (t *Scene) askContinue(app ui.App) {
	k := t.script.Index(t.progress.Step(t.script.Game))
	if k <= 0 {
		return
	}
	text := fmt.Sprintf("Last time you reached step %d of %d, %q. Go on from there, or start again from the beginning?",
		k+1, len(t.script.Steps), t.script.Steps[k].Title)
	app.Push(ui.NewDialog("Welcome back", text,
		ui.Choice{Label: "Continue", Primary: true, Do: func() { t.enter(app, k) }},
		ui.Choice{Label: "Start over", Do: func() { t.enter(app, 0) }}))
}

// startGuided opens the guided game: a normal game against the script's AI
// level, in training mode when the script turns hints on.
func (t *Scene) startGuided(app ui.App) {
	gd := t.cur().Guided
	players := gd.Players
	if players == 0 {
		players = t.script.Players
	}
	seed := uint64(time.Now().UnixNano())
	s, err := game.NewSession(t.g, rules.Setup{Players: players, Seed: seed}, t.script.SeatInfos(players, gd.Level), game.Options{Training: gd.Hints})
	if err != nil {
		t.err = err
		return
	}
	t.dress(s)
	plain(s)
	if st := t.store(); st != nil {
		s.Store = st
	}
	if t.progress != nil {
		t.progress.Save(t.script.Game, "") // finished: the next visit starts afresh
	}
	t.Close()
	app.Goto(play.NewWith(app, s, play.Options{AutoHint: gd.Hints}))
}

// store is where the guided game autosaves, so Continue on the title finds it.
func (t *Scene) store() *saves.Store {
	if t.opt.ProgressDir != "" {
		st, _ := saves.NewStore(t.opt.ProgressDir, games.Lookup)
		return st
	}
	st, _ := saves.DefaultStore()
	return st
}
