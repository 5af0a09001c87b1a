package game

import (
	"context"
	"fmt"
	"time"

	"embers/config"
	"embers/game/ai"
	"embers/rules"
)

// Hint is the computer's suggestion for a person's move, with its reason in
// the game's terms.
type Hint struct {
	Seat     rules.Seat
	Ply      int        // the history length it was asked at
	Move     rules.Move // legal in that position
	Notation string     // the move in the game's notation
	Reason   string     // one line: the game's Explainer, else the notation
}

// HintLevel is the search a hint runs: the hard level's budget, capped in
// time like the computer's own moves.
const HintLevel = ai.Hard

// HintsPerGame is how many hints each person gets in a normal game; in
// training they are unlimited.
const HintsPerGame = 3

// SuggestMove searches for seat's best move in view, which must be seat's
// View: it never sees the real state, so another seat's secrets cannot
// change a hint. It blocks; Hinter runs it in the background.
func SuggestMove(ctx context.Context, view rules.State, seat rules.Seat, seed uint64, conf ai.Config) (Hint, error) {
	player := ai.NewWithConfig(HintLevel, seed, conf)
	d, err := player.ChooseContext(ctx, view, seat)
	if err != nil {
		return Hint{}, err
	}
	h := Hint{Seat: seat, Move: d.Move, Notation: view.FormatMove(d.Move)}
	h.Reason = h.Notation
	if ex, ok := view.(rules.Explainer); ok {
		if why := ex.WhyMove(d.Move); why != "" {
			h.Reason = why
		}
	}
	return h, nil
}

// Hinter asks the computer for hints for the people of a session, one at a
// time, each in a goroutine of its own (the session's AI runner, think.go,
// works the same way), so the window never waits for one.
type Hinter struct {
	s   *Session
	run *searchRun[hintResult]
	// Conf is the search's settings; tests lift the time cap.
	Conf func(cfg config.AIConfig) ai.Config
}

type hintResult struct {
	hint Hint
	err  error
}

// NewHinter gives hints for the people of s.
func NewHinter(s *Session) *Hinter {
	return &Hinter{s: s, Conf: hintConfig}
}

func hintConfig(cfg config.AIConfig) ai.Config {
	conf := ai.DefaultConfig(HintLevel)
	conf.Workers = WindowWorkers
	conf.PlayStyle = false // a person has no drawn style: hints play the middle
	if capped := time.Duration(cfg.ThinkMsCap) * time.Millisecond; capped > 0 && (conf.MaxTime == 0 || capped < conf.MaxTime) {
		conf.MaxTime = capped
	}
	return conf
}

// Left is how many hints seat may still ask for in this game, or -1 when
// there is no limit (training).
func (h *Hinter) Left(seat rules.Seat) int {
	if h.s.Options.Training {
		return -1
	}
	if int(seat) < 0 || int(seat) >= len(h.s.hints) {
		return 0
	}
	return max(0, HintsPerGame-h.s.hints[seat])
}

// CanHint tells whether seat may ask for a hint now, and if not, why.
func (h *Hinter) CanHint(seat rules.Seat) (bool, string) {
	switch {
	case seat != h.s.ToMove() || seat == rules.NoSeat:
		return false, "a hint is for the person whose turn it is"
	case !h.s.IsHuman(seat):
		return false, "the computer plays this seat"
	case h.Left(seat) == 0:
		return false, fmt.Sprintf("all %d hints of this game are used; a training game has as many as you like", HintsPerGame)
	}
	return true, ""
}

// Ask starts the search for a hint for seat, the person to move. Asking
// again for the same position keeps the search under way.
func (h *Hinter) Ask(seat rules.Seat, cfg config.AIConfig) error {
	ply := len(h.s.Match.History)
	if h.run.isFor(seat, ply) {
		return nil
	}
	if ok, why := h.CanHint(seat); !ok {
		return fmt.Errorf("no hint: %s", why)
	}
	h.Cancel()
	h.s.hints[seat]++
	h.s.autosave() // the count is part of the game: continuing later keeps it
	view := h.s.Match.State.Clone().View(seat)
	seed := aiSeed(h.s.Match.Setup.Seed, ply, seat) ^ 0x68696e74 // "hint"
	conf := ai.Tune(h.Conf(cfg), HintLevel, h.s.Match.Game, h.s.Match.Setup)
	h.run = startSearch(seat, ply, func(ctx context.Context) hintResult {
		hint, err := SuggestMove(ctx, view, seat, seed, conf)
		hint.Ply = ply
		return hintResult{hint, err}
	})
	return nil
}

// Pending tells whether a hint is being searched for the current position.
func (h *Hinter) Pending() bool { return h.current().pending() }

// Hint returns the hint for the current position once found. It never
// blocks; a hint asked in another position is dropped.
func (h *Hinter) Hint() (Hint, bool) {
	if h.Pending() {
		return Hint{}, false
	}
	r := h.current()
	if r == nil || r.got == nil || r.got.err != nil {
		return Hint{}, false
	}
	return r.got.hint, true
}

// Err is why the last hint could not be found, or nil.
func (h *Hinter) Err() error {
	if r := h.current(); r != nil && r.got != nil {
		return r.got.err
	}
	return nil
}

// current is the run for the position on the board, dropping a stale one.
func (h *Hinter) current() *searchRun[hintResult] {
	if r := h.run; r != nil && (r.ply != len(h.s.Match.History) || r.seat != h.s.ToMove()) {
		h.Cancel()
	}
	return h.run
}

// Cancel stops a search under way and forgets the hint shown.
func (h *Hinter) Cancel() {
	if h.run != nil {
		h.run.cancel()
		h.run = nil
	}
}
