package tutorial

import (
	"errors"
	"fmt"
	"strings"

	"embers/game/ai"
	"embers/rules"
)

// StepError is a problem of one step, with what to do about it.
type StepError struct {
	Step  int    // 0-based
	ID    string // the step's id
	Title string
	Msg   string
}

func (e *StepError) Error() string {
	return fmt.Sprintf("step %d %q (%s): %s", e.Step+1, e.ID, e.Title, e.Msg)
}

// Check walks every step headlessly against the rules of g: the script is
// for g, ids are unique, every step's position can be built (every setup
// move readable and legal where it stands), every expected move is legal
// when the step starts and it is the learner's turn, every watched move is
// legal in order, every highlight and label names a place of the position
// or a panel part (Resolve), and the guided game, if any, comes last. It
// returns one line per step and the first problem found, naming its step.
func (sc *Script) Check(g rules.Game) ([]string, error) {
	if id := g.Info().ID; sc.Game != id {
		return nil, fmt.Errorf("the script is for game %q, not %q: fix game = at the top", sc.Game, id)
	}
	if err := sc.checkHead(g); err != nil {
		return nil, err
	}
	var lines []string
	for i := range sc.Steps {
		line, err := sc.checkStep(g, i)
		if err != nil {
			return lines, err
		}
		lines = append(lines, line)
	}
	return lines, nil
}

// checkHead checks what is not a step's own: ids, the learner, the seats.
func (sc *Script) checkHead(g rules.Game) error {
	seen := map[string]int{}
	for i := range sc.Steps {
		st := &sc.Steps[i]
		bad := func(msg string) error { return &StepError{i, st.ID, st.Title, msg} }
		switch {
		case st.ID == "":
			return bad("it has no id: add id = \"a-short-name\"")
		case strings.ContainsAny(st.ID, " \t"):
			return bad("its id has a space: use letters, digits and dashes")
		case st.Title == "":
			return bad("it has no title: add title = \"...\"")
		case strings.TrimSpace(st.Text) == "":
			return bad("it has no narration: add text = \"\"\"...\"\"\"")
		}
		if j, dup := seen[st.ID]; dup {
			return bad(fmt.Sprintf("its id is also the id of step %d: ids must be unique (they name the step in messages and in saved progress)", j+1))
		}
		seen[st.ID] = i
		n := 0
		for _, has := range []bool{len(st.Expect) > 0, len(st.Watch) > 0, st.Guided != nil} {
			if has {
				n++
			}
		}
		if n > 1 {
			return bad("it has more than one of expect, watch and guided_game: split it into two steps")
		}
		if st.Guided != nil && i != len(sc.Steps)-1 {
			return bad("the guided game must be the last step")
		}
		if (st.Goal != "" || st.HintWrong != "") && len(st.Expect) == 0 {
			return bad("it has goal or hint_wrong but no expect: they only serve a move the learner makes")
		}
	}
	info := g.Info()
	if sc.Learner < 0 || sc.Learner >= info.MinPlayers {
		return fmt.Errorf("learner = %d: use a seat from 0 to %d", sc.Learner, info.MinPlayers-1)
	}
	return nil
}

// checkStep checks step i and says in one line what it does.
func (sc *Script) checkStep(g rules.Game, i int) (string, error) {
	step := &sc.Steps[i]
	bad := func(format string, a ...any) error {
		return &StepError{i, step.ID, step.Title, fmt.Sprintf(format, a...)}
	}
	if step.Guided != nil {
		return sc.checkGuided(g, i)
	}
	pos, err := sc.Start(i)
	if err != nil {
		return "", bad("%v", err)
	}
	s, err := sc.Session(g, pos)
	var me *MoveError
	if errors.As(err, &me) {
		if me.Step != i {
			return "", bad("its position is built from the moves before it, and %s of %s fails: fix that step", me, sc.Name(me.Step))
		}
		return "", bad("setup %v: fix the move or the moves before it", me)
	}
	if err != nil {
		return "", bad("%v", err)
	}
	st := s.Match.State
	if err := st.Check(); err != nil {
		return "", bad("its position is unsound: %v", err)
	}
	for _, name := range step.Highlight {
		if err := Resolve(st, name); err != nil {
			return "", bad("highlight %v", err)
		}
	}
	for name := range step.Labels {
		if err := Resolve(st, name); err != nil {
			return "", bad("label %v", err)
		}
	}
	what := "read"
	switch step.Kind() {
	case Move:
		if err := sc.checkExpect(st, step); err != nil {
			return "", bad("%v", err)
		}
		what = "the learner plays " + strings.Join(step.Expect, " or ")
	case Watch:
		if err := checkWatch(st, step.Watch); err != nil {
			return "", bad("%v", err)
		}
		what = fmt.Sprintf("watch %d moves", len(step.Watch))
	}
	if st.ToMove() == rules.NoSeat && step.Kind() != Read {
		return "", bad("the game is already over where it starts: nothing can be played")
	}
	return fmt.Sprintf("ok  %2d %-14s %-40s %s", i+1, step.ID, step.Title, what), nil
}

// checkExpect: the learner is to move and every expected move is legal.
func (sc *Script) checkExpect(st rules.State, step *Step) error {
	if st.ToMove() == rules.Chance {
		return fmt.Errorf("it expects a move of the learner, but chance is to move there (a die, a draw): name the outcome the step needs in the step before, as a watched move (watch = [\"die 2\"]) or in a setup's moves")
	}
	if to := st.ToMove(); to != rules.Seat(sc.Learner) {
		return fmt.Errorf("it expects a move of the learner, but %s is to move there: add the moves that lead to the learner's turn", st.SeatLabel(to))
	}
	for _, text := range step.Expect {
		m, err := st.ParseMove(text)
		if err != nil {
			return fmt.Errorf("expect %q cannot be read: %v", text, err)
		}
		if _, err := st.Clone().Apply(m); err != nil {
			return fmt.Errorf("expect %q is not legal where the step starts: %v", text, err)
		}
	}
	return nil
}

// checkWatch: every watched move is legal in order.
func checkWatch(st rules.State, moves []string) error {
	st = st.Clone()
	for k, text := range moves {
		m, err := st.ParseMove(text)
		if err != nil {
			return fmt.Errorf("watch move %d %q cannot be read: %v", k+1, text, err)
		}
		if _, err := st.Apply(m); err != nil {
			return fmt.Errorf("watch move %d %q is not legal there: %v", k+1, text, err)
		}
	}
	return nil
}

// checkGuided checks the guided game's level and players.
func (sc *Script) checkGuided(g rules.Game, i int) (string, error) {
	step := &sc.Steps[i]
	gd := step.Guided
	players := gd.Players
	if players == 0 {
		players = sc.Players
	}
	info := g.Info()
	if players < info.MinPlayers || players > info.MaxPlayers {
		return "", &StepError{i, step.ID, step.Title, fmt.Sprintf("guided_game players = %d: %s is played by %d to %d", players, info.Name, info.MinPlayers, info.MaxPlayers)}
	}
	if _, err := ai.ParseLevel(gd.Level); err != nil {
		return "", &StepError{i, step.ID, step.Title, fmt.Sprintf("guided_game level: %v", err)}
	}
	return fmt.Sprintf("ok  %2d %-14s %-40s a guided game, %d players, %s AI", i+1, step.ID, step.Title, players, gd.Level), nil
}
