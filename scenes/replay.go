package scenes

import (
	"fmt"
	"slices"

	"embers/game"
	"embers/rules"
	"embers/scenes/kit"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// Replay shows a finished game again from its first move on its own board,
// with every secret turned up (each marker's kind, every hand), as a table
// turns its cards over after a game: the players see why things went as
// they did. It plays on by itself or a move at a time, forwards and back.
// The finished game is only read: the replay is a game of its own that is
// never saved.
type Replay struct {
	app  *App
	back ui.Scene      // the results screen it returns to
	done *game.Session // the finished game
	at   int           // how many of its moves the board shows
	play *play.Scene   // the board, steered by the replay (a play.Director)
	err  error

	running bool // playing on by itself
	wait    int  // ticks since the last move's animation ended

	form                          *ui.Form
	start, prev, run, next, final *ui.Button
}

// replayPause is how long a move rests before the next one while the
// replay plays on by itself (ticks: about two fifths of a second).
const replayPause = 24

var _ play.Director = (*Replay)(nil)

func newReplay(app *App, s *game.Session, back ui.Scene) *Replay {
	r := &Replay{app: app, back: back, done: s, running: true}
	c := kit.ControlsRect
	r.start = ui.NewButton("Start", ui.Rect{}, func() { r.jump(0) })
	r.prev = ui.NewButton("Back", ui.Rect{}, func() { r.jump(r.at - 1) })
	r.run = ui.NewButton("Pause", ui.Rect{}, func() { r.running = !r.running })
	r.next = ui.NewButton("Next", ui.Rect{}, r.step)
	r.final = ui.NewButton("End", ui.Rect{}, func() { r.jump(r.moves()) })
	x := c.X + 4
	for _, b := range []struct {
		b *ui.Button
		w float64
	}{{r.start, 88}, {r.prev, 96}, {r.run, 116}, {r.next, 96}, {r.final, 88}} {
		b.b.Rect = ui.Rect{X: x, Y: c.Y + 8, W: b.w, H: 44}
		x += b.w + 8
	}
	r.form = ui.NewForm(r.start, r.prev, r.run, r.next, r.final)
	r.form.SetFocus(r.run)
	r.jump(0)
	return r
}

// moves is how many moves the finished game has.
func (r *Replay) moves() int { return len(r.done.Match.History) }

// jump shows the game after its first n moves, at rest.
func (r *Replay) jump(n int) {
	n = max(0, min(n, r.moves()))
	m := r.done.Match
	s, err := game.NewSession(m.Game, m.Setup, slices.Clone(m.Seats), game.Options{})
	for i := 0; err == nil && i < n; i++ {
		_, err = s.Play(m.History[i].Move)
	}
	if err != nil {
		r.err = fmt.Errorf("the game cannot be replayed: %w", err)
		return
	}
	if r.play != nil {
		r.play.Close()
	}
	r.at, r.wait = n, 0
	r.play = play.NewWith(r.app, s, play.Options{Director: r, Reveal: true})
}

// step plays the next move with its animation (a running one is skipped).
func (r *Replay) step() {
	if r.at >= r.moves() {
		return
	}
	r.play.Drain()
	if err := r.play.Play(r.app, r.done.Match.History[r.at].Move); err != nil {
		r.err = fmt.Errorf("the game cannot be replayed: move %d: %w", r.at+1, err)
		return
	}
	r.at++
	r.wait = 0
}

// Update takes the replay's keys and buttons, then runs the board.
func (r *Replay) Update(app ui.App) error {
	in := app.Input()
	if in.Back || (r.err != nil && (in.Click || in.Confirm)) {
		r.leave()
		return nil
	}
	if r.err != nil {
		return nil
	}
	switch {
	case in.Left:
		r.jump(r.at - 1)
	case in.Right:
		r.step()
	default:
		mouse := *in // the arrows step through the game, not the buttons
		mouse.Left, mouse.Right, mouse.Up, mouse.Down, mouse.Next, mouse.Prev = false, false, false, false, in.Tab && in.Next, in.Tab && in.Prev
		r.form.Update(relayed{app, &mouse})
	}
	pin := *in
	if kit.ControlsRect.Contains(in.MouseX, in.MouseY) { // the buttons' clicks are theirs
		pin.Click, pin.MouseDown = false, false
	}
	pin.Back, pin.Confirm = false, false
	if err := r.play.Update(relayed{app, &pin}); err != nil {
		return err
	}
	r.playOn()
	r.label()
	return nil
}

// playOn plays the next move once the last has rested, while running.
func (r *Replay) playOn() {
	if r.at >= r.moves() {
		r.running = false
	}
	if !r.running || r.play.Animating() {
		return
	}
	if r.wait++; r.wait >= replayPause {
		r.step()
	}
}

// label names what the run button does now, and dims what cannot be done.
func (r *Replay) label() {
	r.run.Label = "Play"
	if r.running {
		r.run.Label = "Pause"
	}
	r.run.Disabled = r.at >= r.moves()
	r.start.Disabled, r.prev.Disabled = r.at == 0, r.at == 0
	r.next.Disabled, r.final.Disabled = r.at >= r.moves(), r.at >= r.moves()
}

// leave goes back to the results, the replay forgotten.
func (r *Replay) leave() {
	if r.play != nil {
		r.play.Close()
	}
	r.app.Goto(r.back)
}

// Draw paints the board and panel, then the replay's buttons in the place
// of a person's controls.
func (r *Replay) Draw(c *ui.Canvas) {
	if r.err != nil {
		c.FillRect(0, 0, ui.Width, ui.Height, ui.T().Background)
		c.TextCentered(r.err.Error(), ui.BodyFace, ui.Width/2, ui.Height/2-20, ui.T().Text)
		c.TextCentered("Click or press Esc to go back to the results", ui.SmallFace, ui.Width/2, ui.Height/2+20, ui.T().Dim)
		return
	}
	r.play.Draw(c)
	r.form.Draw(c)
	k := kit.ControlsRect
	c.Text("Every secret is shown. Arrow keys step, Enter plays or pauses, Esc goes back.", ui.Face{Size: 13}, k.X+6, k.Y+62, ui.Start, ui.T().Dim)
}

// The replay steers the board as a play.Director: nobody chooses on it.

// MayMove is false: a replay takes no moves from the board.
func (r *Replay) MayMove() bool { return false }

// Accept refuses every move from the board.
func (r *Replay) Accept(rules.Move) bool { return false }

// Status is the header's second line: where the replay stands.
func (r *Replay) Status() string {
	return fmt.Sprintf("replay: move %d of %d", r.at, r.moves())
}

// relayed is the App with the input the replay passes on.
type relayed struct {
	ui.App
	in *ui.Input
}

func (r relayed) Input() *ui.Input { return r.in }
