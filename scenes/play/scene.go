package play

import (
	"errors"

	"embers/game"
	"embers/rules"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// Options change how the play scene starts.
type Options struct {
	// Instant plays every animation at once (screenshots, tests).
	Instant bool
	// NoAI keeps AI seats from thinking (screenshots of a still position).
	NoAI bool
	// Speed overrides the animation speed: "slow", "normal", "fast" or
	// "instant" ("" uses the settings).
	Speed string
	// AutoHint asks for a hint at every turn of a person (a guided game).
	AutoHint bool
	// Director, when set, steers the scene (a tutorial, a replay): see
	// Director.
	Director Director
	// Reveal shows every secret to everyone (game.Everyone): the whole
	// state on the board, each event as its owner saw it, the log written
	// out. Only for a finished game's replay.
	Reveal bool
}

// panelSprites are the panel's shapes, kept for the whole run.
var panelSprites kit.Sprites

// Scene is the play scene: a board, the side panel and the game's flow.
type Scene struct {
	s     *game.Session
	board kit.Board
	opt   Options
	names []string

	viewer  rules.Seat // whose eyes the screen shows
	handoff bool       // the "pass to" screen is up

	queue   []rules.Event  // events still to animate, filtered for the viewer
	pending []game.LogLine // their public log lines
	after   []rules.State  // for each queued event, the position its move leaves when it is the move's last (MoveEnder), else nil
	idle    int            // ticks since the last animation ended

	playing rules.Seat // who made the move whose events are being shown
	cue     int        // ticks left of the "your turn" cue
	cueSeat rules.Seat // the seat the cue called (a new turn calls again)

	thought *rules.Move // the AI's chosen move, waiting for the pause
	forced  bool        // that move was forced: it is played without the pause

	turn   *kit.Turn // the person's decision in progress, or nil
	log    logView
	ended  int    // ticks since the end was shown, -1 before the end
	notice string // a message for the person (a refused move)
	err    error  // a fatal problem, shown instead of the board
	frame  int    // frames drawn, for small idle animations

	sprites *kit.Sprites // the panel's shapes, cached as images (shared)
	save    saving       // a failing save, told across the board (saving.go)
	teach   teaching     // hints, recaps and the last "why not" (hint.go)

	hint         string // what the panel shows under the mouse, or ""
	hintX, hintY float64
	said         said     // a word at the mouse for a click that cannot be taken now
	shown        *ui.Hits // what the last frame drawn during a person's turn registered
}

// New opens the play scene for a session, at rest.
func New(app ui.App, s *game.Session) ui.Scene { return NewWith(app, s, Options{}) }

// NewWith opens the play scene with options. A game without a board gives
// a scene that says so.
func NewWith(app ui.App, s *game.Session, opt Options) *Scene {
	sc := &Scene{s: s, opt: opt, ended: -1, names: kit.SeatNames(s), sprites: &panelSprites, playing: rules.NoSeat, cueSeat: rules.NoSeat}
	b, ok := kit.BoardFor(s)
	if !ok {
		sc.err = errors.New("there is no board for " + s.Match.Game.Info().Name + " yet")
		return sc
	}
	sc.board = b
	sc.viewer = sc.owner()
	sc.log.lines = s.LogLines(sc.viewer)
	sc.log.hover = -1
	sc.log.follow()
	sc.resync()
	return sc
}

// Session returns the session played.
func (sc *Scene) Session() *game.Session { return sc.s }

// Board returns the board shown (nil when the game has none).
func (sc *Scene) Board() kit.Board { return sc.board }

// Viewer is the seat whose view the screen shows (rules.NoSeat: the public).
func (sc *Scene) Viewer() rules.Seat { return sc.viewer }

// HandoffShown reports whether the "pass to" screen is up.
func (sc *Scene) HandoffShown() bool { return sc.handoff }

// Log returns the log lines shown, oldest first.
func (sc *Scene) Log() []string { return sc.log.texts() }

// HoveredLine is the log line under the mouse, with its event's places;
// ok is false when the mouse rests on none.
func (sc *Scene) HoveredLine() (line game.LogLine, ok bool) { return sc.log.hovered() }

// resync shows the session's state at rest: after an undo or a load, and
// when the scene opens. Any animation and AI search is dropped.
func (sc *Scene) resync() {
	sc.s.Cancel()
	sc.thought, sc.turn = nil, nil
	sc.queue, sc.pending, sc.after = nil, nil, nil
	sc.updateHandoff()
	if sc.handoff {
		sc.viewer = rules.NoSeat
	}
	sc.markLastMoves()
	sc.board.Reset(sc.view(), sc.viewer)
}

// markLastMoves shows each seat's last move on a board that did not see it
// played (a game continued, an undo): the past events are given to the
// board at once, oldest first, before it is reset on the state.
func (sc *Scene) markLastMoves() {
	for _, p := range sc.s.Match.History {
		for _, e := range p.Events {
			sc.board.Animate(game.Shown(e, sc.viewer), 0)
		}
	}
}

// changed is given to the pause menu: the session was altered under us.
func (sc *Scene) changed() {
	if sc.board == nil {
		return
	}
	sc.ended = -1
	sc.board.ClearMarks()
	sc.log.lines = sc.s.LogLines(sc.viewer)
	sc.log.follow()
	sc.viewer = sc.owner()
	sc.resync()
	sc.notice = sc.s.Undone() // what an undo took back, until the next move
}

// updateHandoff raises the "pass to" screen when a person other than the
// one whose screen it is must decide next (hot-seat only).
func (sc *Scene) updateHandoff() {
	sc.handoff = !sc.opt.Reveal && sc.s.NeedsHandoff() // a replay hides nothing from anyone
}

// owner is whose view the screen shows now: everyone's in a replay, else
// the screen's owner.
func (sc *Scene) owner() rules.Seat {
	if sc.opt.Reveal {
		return game.Everyone
	}
	return screenOwner(sc.s)
}

// view is the state as the screen shows it: the whole of it in a replay.
func (sc *Scene) view() rules.State {
	if sc.viewer == game.Everyone {
		return sc.s.Match.State.Clone()
	}
	return sc.s.Match.State.View(sc.viewer)
}

// screenOwner is whose view the screen may show now: nobody's secrets
// while a handoff is due.
func screenOwner(s *game.Session) rules.Seat {
	if s.NeedsHandoff() {
		return rules.NoSeat
	}
	return s.Viewer()
}

// Update advances the scene by one tick.
func (sc *Scene) Update(app ui.App) error {
	in := app.Input()
	if sc.board == nil {
		if in.Back || in.Click {
			if m := app.Menus(); m != nil {
				app.Goto(m.Title())
			}
		}
		return nil
	}
	sc.watchSave(app)
	if in.Back {
		sc.openPause(app)
		return nil
	}
	sc.log.update(in)
	if lp, ok := sc.board.(kit.LogPointer); ok {
		line, _ := sc.log.hovered()
		lp.PointAt(line.Places)
	}
	sc.hint, sc.hintX, sc.hintY = "", in.MouseX, in.MouseY
	if ph, ok := sc.board.(kit.PanelHinter); ok && kit.PanelRect.Contains(in.MouseX, in.MouseY) && !sc.handoff {
		sc.hint = ph.PanelHint(in.MouseX, in.MouseY)
	}
	if sc.cue > 0 {
		sc.cue--
	}
	sc.tickSaid(in)
	in = sc.look(in)
	sc.thinkAhead(app)
	if sc.animate(app, in) {
		return nil
	}
	switch {
	case sc.s.ToMove() == rules.NoSeat:
		sc.showEnd(app, in)
	case sc.handoff:
		if in.Click || in.Confirm {
			sc.passTo(sc.s.ToMove())
		}
	case sc.autoTurn(app): // chance, or a pass that tells nothing
	case sc.s.IsHuman(sc.s.ToMove()):
		sc.personTurn(app, in)
	default:
		if in.Click && sc.onBoard(in) && !sc.directed() {
			sc.say(kit.SeatName(sc.s, sc.s.ToMove())+" is thinking: your turn comes next", in)
		}
		sc.aiTurn(app)
	}
	return nil
}

// look lets the board use in to look round while the person's Input does
// not run; what it used skips no animation and says nothing.
// thinkAhead starts the computer's search for its next move while the
// moves before it still animate, so a computer's turn of many moves is
// not watched and then waited for, move by move.
func (sc *Scene) thinkAhead(app ui.App) {
	seat := sc.s.ToMove()
	if !sc.Animating() || sc.opt.NoAI || sc.directed() || sc.thought != nil || !rules.IsSeat(seat) || sc.s.IsHuman(seat) {
		return
	}
	_ = sc.s.Think(seat, aiConfig(app)) // a failure is told when the turn comes (aiTurn)
}

func (sc *Scene) look(in *ui.Input) *ui.Input {
	lk, ok := sc.board.(kit.Looker)
	if !ok || sc.handoff || sc.s.ToMove() == rules.NoSeat {
		return in
	}
	mine := sc.s.IsHuman(sc.s.ToMove())
	if mine && !sc.Animating() {
		return in
	}
	out := *in
	if lk.Look(&out, !mine) {
		out.Click, out.AnyKey = false, false
	}
	return &out
}

// GameMenus are the screens the program opens over a game in play; the
// menus of the App (ui.App.Menus) provide them, the test apps may not.
type GameMenus interface {
	// Pause is the pause menu over a game: resume, undo, save, rules,
	// settings, quit to title. changed is called after anything that alters
	// the session (undo, load) so the board shows the new state.
	Pause(s *game.Session, changed func()) ui.Scene
	// Results shows the end of a game with the full score breakdown.
	Results(s *game.Session) ui.Scene
}

// gameMenus are app's menus over a game, if it has them.
func gameMenus(app ui.App) (GameMenus, bool) {
	m, ok := app.Menus().(GameMenus)
	return m, ok
}

func (sc *Scene) openPause(app ui.App) {
	m, ok := gameMenus(app)
	if !ok {
		return
	}
	sc.s.Cancel()
	sc.thought = nil
	app.Push(m.Pause(sc.s, sc.changed))
}

// passTo ends the handoff: the screen now shows seat's view.
func (sc *Scene) passTo(seat rules.Seat) {
	sc.s.HandoffDone()
	sc.viewer = seat
	sc.handoff = false
	sc.board.Reset(sc.s.Match.State.View(seat), seat)
}

// personTurn lets the human to move choose on the board.
func (sc *Scene) personTurn(app ui.App, in *ui.Input) {
	if sc.directed() && !sc.opt.Director.MayMove() {
		sc.turn = nil
		return
	}
	if sc.turn == nil {
		sc.turn = sc.newTurn()
		sc.callTurn(app)
	}
	if sc.teachTurn(app, in) { // the hint button, the rules link
		return
	}
	m, ok := sc.board.Input(sc.turn, in)
	sc.answerClick(in, ok)
	sc.noteWhyNot()
	if !ok {
		return
	}
	sc.turn = nil
	if sc.directed() && !sc.opt.Director.Accept(m) {
		return
	}
	if err := sc.apply(app, m); err != nil {
		sc.notice = err.Error()
	}
}

func (sc *Scene) newTurn() *kit.Turn {
	seat := sc.s.ToMove()
	st := sc.s.Match.State
	return &kit.Turn{
		Seat:  seat,
		Name:  kit.SeatName(sc.s, seat),
		View:  st.View(seat),
		Legal: st.Legal(nil),
		Explain: func(m rules.Move) *rules.IllegalMove {
			return explain(st, m)
		},
	}
}

// explain asks the rules why m is illegal in st, on a copy (nil: legal).
func explain(st rules.State, m rules.Move) *rules.IllegalMove {
	_, err := st.Clone().Apply(m)
	var im *rules.IllegalMove
	if errors.As(err, &im) {
		return im
	}
	if err != nil {
		return &rules.IllegalMove{Move: st.FormatMove(m), Reason: err.Error()}
	}
	return nil
}

// Play plays m for the seat to move, as a person's click or the AI does,
// and queues its events for animation (tests, tutorials).
func (sc *Scene) Play(app ui.App, m rules.Move) error { return sc.apply(app, m) }

// apply plays m for the seat to move and queues its events.
func (sc *Scene) apply(app ui.App, m rules.Move) error {
	seat := sc.s.ToMove()
	events, err := sc.s.Play(m)
	if err != nil {
		return err
	}
	sc.notice, sc.playing = "", seat // a failed save is told by the notice over the board (saving.go)
	_, ends := sc.board.(kit.MoveEnder)
	for i, e := range events {
		sc.queue = append(sc.queue, game.Shown(e, sc.viewer))
		var after rules.State
		if ends && i == len(events)-1 {
			after = sc.view()
		}
		sc.after = append(sc.after, after)
		line, _ := game.PublicLine(e, sc.names) // a person's own secret stays in their hand, not the log
		if sc.viewer == game.Everyone {
			line, _ = game.LineFor(e, sc.names, game.Everyone)
		}
		sc.pending = append(sc.pending, line)
	}
	sc.next(app)
	return nil
}
