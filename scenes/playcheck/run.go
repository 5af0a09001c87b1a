// Package playcheck is "embers playcheck": it opens the real scenes of a
// game and plays them by mouse alone, sending clicks only to what a frame
// drew as clickable and left uncovered (ui.Hits) — the tutorial step by
// step as its card asks, or a whole game against the computer — and fails,
// naming the step or decision, where a person could not go on: a legal
// move with no visible way to be made, a click that changes nothing and
// says nothing, a control the tutorial's card covers, a text cut off in a
// box that has room.
package playcheck

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"embers/config"
	"embers/game"
	"embers/game/ai"
	gt "embers/game/tutorial"
	"embers/rules"
	"embers/rules/games"
	"embers/scenes"
	"embers/scenes/kit"
	"embers/scenes/play"
	"embers/scenes/tutorial"
	"embers/scenes/ui"
)

// Config is one run of the check.
type Config struct {
	Game     string
	Tutorial bool   // play the tutorial, not a whole game
	Players  int    // a whole game's players (0: the game's smallest count)
	Humans   int    // people at the screen (0: one; two or more pass the screen)
	Level    string // the computer seats' level (default easy)
	Variant  string // the game's options
	Seed     uint64
	Limit    time.Duration // the most a run may take (default 20 minutes)
	Shots    string        // a folder for the last frame of a failed run (picture and list)
	Settings config.Config // the program's settings (speed, the AI's time)
}

// Summary is what a run saw, as one line.
type Summary struct {
	Game, Mode         string
	Players            int
	Steps              int // tutorial steps passed
	Decisions, Clicks  int
	Refusals, Handoffs int
	Frames, Moves      int
	Elapsed            time.Duration
	Result             string
	Failure            string
}

// Line is the summary as printed.
func (s Summary) Line() string {
	status := "ok"
	if s.Failure != "" {
		status = "FAIL"
	}
	what := s.Mode
	if s.Mode == "game" {
		what = fmt.Sprintf("game, %d players", s.Players)
	}
	line := fmt.Sprintf("playcheck: %s %s (%s): ", status, s.Game, what)
	if s.Mode == "tutorial" {
		line += fmt.Sprintf("%d steps, ", s.Steps)
	}
	line += fmt.Sprintf("%d decisions, %d clicks, %d refusals explained, %d handoffs, %d moves, %d frames, %.1f s",
		s.Decisions, s.Clicks, s.Refusals, s.Handoffs, s.Moves, s.Frames, s.Elapsed.Seconds())
	if s.Result != "" {
		line += "; " + s.Result
	}
	if s.Failure != "" {
		line += "\n  " + s.Failure
	}
	return line
}

// Run plays one check and returns its summary; its Failure is set (and
// the error returned) when a person could not have played on. Call it on
// the UI thread (inside an Ebitengine loop).
func Run(cfg Config) (Summary, error) {
	sum := Summary{Game: cfg.Game, Mode: "game", Players: cfg.Players}
	if onUI == nil {
		return sum, errNoLoop
	}
	if cfg.Tutorial {
		sum.Mode = "tutorial"
	}
	if cfg.Limit == 0 {
		cfg.Limit = 20 * time.Minute
	}
	start := time.Now()
	var err error
	var d *driver
	if cfg.Tutorial {
		d, err = runTutorial(cfg, &sum)
	} else {
		d, err = runGame(cfg, &sum)
	}
	if d != nil {
		if err != nil && cfg.Shots != "" {
			if p := d.keep(cfg.Shots, fmt.Sprintf("%s-%s-%d", cfg.Game, sum.Mode, sum.Players)); p != "" {
				err = fmt.Errorf("%w (the last frame: %s)", err, p)
			}
		}
		d.close()
	}
	sum.Elapsed = time.Since(start)
	if err != nil {
		sum.Failure = err.Error()
	}
	return sum, err
}

// settings are the program's settings for a check: animations at once and
// the computer quick, unless the caller chose otherwise.
func settings(cfg Config) config.Config {
	s := cfg.Settings
	if s.Display.AnimationSpeed == "" {
		s.Display.AnimationSpeed = "instant"
	}
	if s.AI.ThinkMsCap == 0 {
		s.AI.ThinkMsCap = 40
	}
	s.Play.AIPauseMs = 0
	return s
}

// describer names a move in the state's words, seats by their names as
// the session shows them ("Blue's Sergeant", not "{0}'s Sergeant").
func describer(s *game.Session) func(rules.Move) string {
	return describerOf(func() rules.State { return s.Match.State }, s.Names)
}

func describerOf(st func() rules.State, names func() []string) func(rules.Move) string {
	return func(m rules.Move) string {
		s := st()
		if d, ok := s.(rules.Describer); ok {
			return rules.Names(d.DescribeMove(m), names()) + " [" + s.FormatMove(m) + "]"
		}
		return s.FormatMove(m)
	}
}

// runGame plays a whole game: the people's moves by clicks chosen by the
// seed, the computer's on their own, then the end and the results.
func runGame(cfg Config, sum *Summary) (*driver, error) {
	g, err := games.Lookup(cfg.Game)
	if err != nil {
		return nil, err
	}
	info := g.Info()
	if cfg.Players == 0 {
		cfg.Players = max(info.MinPlayers, 1)
	}
	sum.Players = cfg.Players
	if cfg.Players < info.MinPlayers || cfg.Players > info.MaxPlayers {
		return nil, fmt.Errorf("%s is played by %d to %d players", info.Name, info.MinPlayers, info.MaxPlayers)
	}
	humans := max(cfg.Humans, 1)
	level := cfg.Level
	if level == "" {
		level = string(ai.Easy)
	}
	seats := make([]game.SeatInfo, cfg.Players)
	for i := range seats {
		seats[i] = game.SeatInfo{Level: level, Colour: i, Name: ui.SeatColourTitle(i)}
		if i < humans {
			seats[i].Level = ""
		}
	}
	s, err := game.NewSession(g, rules.Setup{Players: cfg.Players, Seed: cfg.Seed, Variant: variantFor(g, cfg.Players, cfg.Variant)}, seats, game.Options{})
	if err != nil {
		return nil, err
	}
	var app *scenes.App
	onUI(func() {
		app = scenes.NewApp(scenes.Options{Config: settings(cfg)}, nil)
		app.Show(play.NewWith(app, s, play.Options{}))
	})
	d := newDriver(app, cfg.Seed, sum, cfg.Limit)
	d.describe = describer(s)
	return d, d.playGame(s)
}

// playGame drives the App until the results of the finished game show.
func (d *driver) playGame(s *game.Session) error {
	for {
		if d.timedOut() {
			return fmt.Errorf("after %d decisions the game was still going when the time ran out", d.sum.Decisions)
		}
		sc, ok := d.app.Top().(*play.Scene)
		if !ok {
			return d.results(s)
		}
		d.sum.Moves = len(s.Match.History)
		switch {
		case s.ToMove() == rules.NoSeat:
			if err := d.openResults(sc); err != nil {
				return err
			}
		case sc.HandoffShown():
			if err := d.passOn(); err != nil {
				return err
			}
		case s.IsHuman(s.ToMove()) && !sc.Animating():
			if err := d.decide(sc, s); err != nil {
				return err
			}
		default:
			if err := d.idle(false); err != nil {
				return err
			}
			if !sc.Animating() {
				time.Sleep(time.Millisecond) // the computer thinks in its goroutine
			}
		}
	}
}

// decide makes one decision of the person to move, by clicks.
func (d *driver) decide(sc *play.Scene, s *game.Session) error {
	n := len(s.Match.History)
	if err := d.idle(true); err != nil { // the turn opens on the board
		return err
	}
	if len(s.Match.History) > n { // the board played it as the person asked before (claim the rest for me)
		return nil
	}
	d.sum.Decisions++
	what := fmt.Sprintf("decision %d (%s to move, move %d)", d.sum.Decisions, kit.SeatName(s, s.ToMove()), len(s.Match.History)+1)
	legal := legalOf(s)
	if err := d.checkReach(legal, what); err != nil {
		return err
	}
	if err := d.textCuts(what); err != nil {
		return err
	}
	if d.sum.Decisions%4 == 2 {
		if err := d.probeRefusal(s, what); err != nil {
			return err
		}
	}
	return d.makeMove(sc, d.choose(legal), what)
}

// passOn clicks the "pass to" screen.
func (d *driver) passOn() error {
	d.draw()
	h, ok := d.command("pass to")
	if !ok {
		return errors.New("the screen asks to pass it on, but nothing on it can be clicked")
	}
	d.sum.Handoffs++
	_, err := d.click(h)
	return err
}

// openResults waits for the end to show, then clicks the board to open
// the results.
func (d *driver) openResults(sc *play.Scene) error {
	for range 120 {
		if err := d.idle(true); err != nil {
			return err
		}
		if _, still := d.app.Top().(*play.Scene); !still {
			return nil
		}
		if h, ok := d.command("results"); ok {
			_, err := d.click(h)
			return err
		}
	}
	return errors.New("the game is over, but for two seconds nothing on the board opens the results")
}

// results checks that the results show and stay: the press that opened
// them is not taken as "Play again".
func (d *driver) results(s *game.Session) error {
	for range 90 {
		if err := d.idle(false); err != nil {
			return err
		}
	}
	d.draw()
	if _, ok := d.command("Play again"); !ok {
		return fmt.Errorf("after the game the screen shows no results with a Play again button (it shows %T)", d.app.Top())
	}
	res := s.Match.State.Result()
	d.sum.Result = resultLine(s, res)
	return nil
}

func resultLine(s *game.Session, r rules.Result) string {
	if len(r.Winners) == 0 {
		return "ended, nobody won"
	}
	var names []string
	for _, w := range r.Winners {
		names = append(names, kit.SeatName(s, w))
	}
	return "won by " + strings.Join(names, " and ")
}

// runTutorial plays the tutorial as its card asks, step by step: Next on a
// step to read, the asked move by clicks on a step to play, waiting on a
// step to watch, and Play now at the end.
func runTutorial(cfg Config, sum *Summary) (*driver, error) {
	var app *scenes.App
	var err error
	onUI(func() {
		app = scenes.NewApp(scenes.Options{Config: settings(cfg)}, nil)
		err = app.OpenTutorial(cfg.Game, 1, true)
	})
	if err != nil {
		return nil, err
	}
	ts, ok := app.Top().(*tutorial.Scene)
	if !ok {
		return nil, errors.New("the tutorial did not open")
	}
	d := newDriver(app, cfg.Seed, sum, cfg.Limit)
	d.describe = describerOf(func() rules.State { return ts.Play().Session().Match.State }, func() []string { return ts.Play().Session().Names() })
	script := ts.Script()
	for {
		if d.timedOut() {
			return d, fmt.Errorf("step %d: the time ran out", ts.Step()+1)
		}
		if app.Top() != ts {
			return d, nil // Play now opened the guided game
		}
		i := ts.Step()
		if err := d.tutorialStep(ts, script, i); err != nil {
			return d, fmt.Errorf("step %d (%s): %w", i+1, script.Steps[i].Title, err)
		}
		sum.Steps = i + 1
	}
}

// tutorialStep does what step i's card asks, then presses Next (or Play
// now); it returns once the step has changed or the tutorial has left.
func (d *driver) tutorialStep(ts *tutorial.Scene, script *gt.Script, i int) error {
	step := &script.Steps[i]
	for range 10 {
		if err := d.idle(false); err != nil {
			return err
		}
	}
	d.draw()
	if err := d.textCuts("the card"); err != nil {
		return err
	}
	switch step.Kind() {
	case gt.Move:
		if err := d.learnerMove(ts, step); err != nil {
			return err
		}
	case gt.Watch:
		for n := 0; !ts.Done(); n++ {
			if n > 3000 {
				return errors.New("the watched moves never finished")
			}
			if err := d.idle(false); err != nil {
				return err
			}
		}
	}
	for n := 0; n < 600 && !ts.Done() && step.Kind() == gt.Move; n++ { // the learner's move animates
		if err := d.idle(false); err != nil {
			return err
		}
	}
	d.draw()
	label := "Next"
	if step.Kind() == gt.Guide {
		label = "Play now"
	}
	h, ok := d.command(label)
	if !ok {
		return fmt.Errorf("the card's %s cannot be clicked%s", label, d.coveredCommand(label))
	}
	if _, err := d.click(h); err != nil {
		return err
	}
	for range 30 {
		if ts.Step() != i || d.app.Top() != ts {
			return nil
		}
		if err := d.idle(false); err != nil {
			return err
		}
	}
	if ts.Step() == i && d.app.Top() == ts {
		return fmt.Errorf("%s was clicked and the tutorial stayed on this step", label)
	}
	return nil
}

// coveredCommand says why the command's button is not clickable.
func (d *driver) coveredCommand(label string) string {
	for _, h := range d.hits.All() {
		if h.Command != label {
			continue
		}
		if h.Refused {
			return " (it is greyed out: " + h.Tip + ")"
		}
		if cov, by := d.hits.Covered(h); cov {
			return " (it lies under " + by + ")"
		}
	}
	return " (it is not drawn)"
}

// learnerMove makes the step's asked move by clicks.
func (d *driver) learnerMove(ts *tutorial.Scene, step *gt.Step) error {
	sc := ts.Play()
	st := sc.Session().Match.State
	var want []rules.Move
	for _, text := range step.Expect {
		if m, err := st.ParseMove(text); err == nil {
			want = append(want, m)
		}
	}
	if len(want) == 0 {
		return fmt.Errorf("none of the moves the step asks for (%s) can be read here", strings.Join(step.Expect, ", "))
	}
	for n := 0; !ts.MayMove(); n++ { // the step's position settles first
		if n > 600 {
			return errors.New("the learner is never given the move")
		}
		if err := d.idle(false); err != nil {
			return err
		}
	}
	if err := d.idle(true); err != nil {
		return err
	}
	d.sum.Decisions++
	m := want[d.rng.IntN(len(want))]
	return d.makeMove(sc, m, "the learner's move")
}
