package ai

import (
	"fmt"
	"math/rand/v2"

	"embers/rules"
)

// gamble is the AI's own fixture for chance, pruning and reaction windows
// (the shared test games in rules/testgames cover the contract; this one is
// only what the search needs). North either takes a safe 6 embers of 10
// and ends the game, or gambles: chance then decides, by weight, whether
// North takes all 10 or none. After a gamble South has a reaction window
// in which it may only pass. Rewards are the shares of the embers.
type gamble struct {
	win, lose int  // the outcomes' weights
	prune     bool // Candidates leaves only the gamble
	phase     int  // 0 North decides, 1 chance, 2 South's window, 3 over
	embers    int  // North's embers once decided
	tuned     rules.SearchSettings
}

const (
	gSafe rules.Move = iota + 1
	gGamble
	gWin
	gLose
	gPass
)

var gambleNames = [...]string{"", "safe", "gamble", "win", "lose", "pass"}

// gambleGame tunes hard's search to its settings (rules.SearchTuner).
type gambleGame struct{ hard rules.SearchSettings }

func (g gambleGame) Search(level rules.Level, _ rules.Setup) rules.SearchSettings {
	if level == rules.LevelHard {
		return g.hard
	}
	return rules.SearchSettings{}
}

func (gambleGame) Info() rules.Info {
	return rules.Info{ID: "gamble", Name: "Gamble", MinPlayers: 2, MaxPlayers: 2}
}
func (gambleGame) New(rules.Setup) (rules.State, error) { return &gamble{win: 1, lose: 1}, nil }
func (gambleGame) Decode([]byte) (rules.State, error) {
	return nil, fmt.Errorf("gamble is a test fixture and is never saved")
}

func (s *gamble) Game() rules.Game   { return gambleGame{hard: s.tuned} }
func (s *gamble) Setup() rules.Setup { return rules.Setup{Players: 2} }

func (s *gamble) ToMove() rules.Seat {
	return [...]rules.Seat{0, rules.Chance, 1, rules.NoSeat}[s.phase]
}

func (s *gamble) Legal(dst []rules.Move) []rules.Move {
	switch s.phase {
	case 0:
		return append(dst[:0], gSafe, gGamble)
	case 1:
		return append(dst[:0], gWin, gLose)
	case 2:
		return append(dst[:0], gPass)
	}
	return dst[:0]
}

func (s *gamble) Outcomes(dst []rules.Outcome) []rules.Outcome {
	if s.phase != 1 {
		return dst[:0]
	}
	return append(dst[:0], rules.Outcome{Move: gWin, Weight: s.win}, rules.Outcome{Move: gLose, Weight: s.lose})
}

func (s *gamble) Roll() rules.Move { return gWin }

func (s *gamble) Candidates(dst []rules.Move) []rules.Move {
	if s.prune && s.phase == 0 {
		return append(dst[:0], gGamble)
	}
	return s.Legal(dst)
}

func (s *gamble) Window() (rules.Move, bool) { return gPass, s.phase == 2 }

func (s *gamble) Play(m rules.Move) error {
	ok := false
	for _, l := range s.Legal(nil) {
		ok = ok || l == m
	}
	if !ok {
		return &rules.IllegalMove{Move: s.FormatMove(m), Reason: "not now", Rule: "gamble"}
	}
	switch m {
	case gSafe:
		s.phase, s.embers = 3, 6
	case gGamble:
		s.phase = 1
	case gWin, gLose:
		s.phase, s.embers = 2, 10*int(gLose-m)
	case gPass:
		s.phase = 3
	}
	return nil
}

func (s *gamble) Apply(m rules.Move) ([]rules.Event, error) {
	seat := s.ToMove()
	if err := s.Play(m); err != nil {
		return nil, err
	}
	return []rules.Event{{Kind: "move", Rule: "gamble", Seat: seat, Secret: rules.NoSeat, Text: s.FormatMove(m)}}, nil
}

func (s *gamble) Result() rules.Result {
	if s.phase != 3 {
		return rules.Result{}
	}
	r := rules.Result{Over: true, Scores: []int{s.embers, 10 - s.embers},
		Rewards: []float64{float64(s.embers) / 10, float64(10-s.embers) / 10}}
	r.Winners = []rules.Seat{0}
	if s.embers < 5 {
		r.Winners = []rules.Seat{1}
	}
	return r
}

func (s *gamble) Clone() rules.State                             { c := *s; return &c }
func (s *gamble) View(rules.Seat) rules.State                    { return s.Clone() }
func (s *gamble) Determinize(rules.Seat, *rand.Rand) rules.State { return s.Clone() }
func (s *gamble) Observe(m rules.Move, _ rules.Seat) rules.Move  { return m }
func (s *gamble) Check() error                                   { return nil }
func (s *gamble) SeatLabel(seat rules.Seat) string               { return fmt.Sprint("seat ", seat) }
func (s *gamble) FormatMove(m rules.Move) string {
	if int(m) < len(gambleNames) {
		return gambleNames[m]
	}
	return "?"
}
func (s *gamble) ParseMove(t string) (rules.Move, error) {
	for i, n := range gambleNames {
		if n == t && i > 0 {
			return rules.Move(i), nil
		}
	}
	return 0, fmt.Errorf("gamble move %q: write safe, gamble, win, lose or pass", t)
}
func (s *gamble) Dump() string   { return fmt.Sprintf("phase %d, North %d embers\n", s.phase, s.embers) }
func (s *gamble) Encode() []byte { return []byte(s.Dump()) }
