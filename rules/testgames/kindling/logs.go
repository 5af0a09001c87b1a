package kindling

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"embers/rules"
)

// The sections of the rules (assets/rules/kindling.toml) that events and
// refusals name.
const (
	RuleTurn    = "1"
	RuleLight   = "2"
	RuleSmother = "3"
	RuleEnd     = "4"
)

// Logs is how many logs lie in the row.
const Logs = 5

// Log is what a log is now.
type Log int8

const (
	Cold Log = iota // not lit yet
	Lit0            // burning in seat 0's colour
	Lit1            // burning in seat 1's colour
	Ash             // smothered: out for good
)

// LitBy is the log burning in seat's colour.
func LitBy(seat rules.Seat) Log { return Lit0 + Log(seat) }

// Owner is the seat whose colour log burns in, or rules.NoSeat.
func (l Log) Owner() rules.Seat {
	if l == Lit0 || l == Lit1 {
		return rules.Seat(l - Lit0)
	}
	return rules.NoSeat
}

// State is a game of Kindling.
type State struct {
	setup rules.Setup
	logs  [Logs]Log
	turn  rules.Seat
}

func (s *State) Game() rules.Game   { return Game }
func (s *State) Setup() rules.Setup { return s.setup }

// LogAt is what log i (0 to 4, left to right) is now.
func (s *State) LogAt(i int) Log { return s.logs[i] }

// over reports whether no cold log is left.
func (s *State) over() bool {
	for _, l := range s.logs {
		if l == Cold {
			return false
		}
	}
	return true
}

func (s *State) ToMove() rules.Seat {
	if s.over() {
		return rules.NoSeat
	}
	return s.turn
}

func (s *State) Legal(dst []rules.Move) []rules.Move {
	dst = dst[:0]
	if s.over() {
		return dst
	}
	for i, l := range s.logs {
		switch {
		case l == Cold:
			dst = append(dst, LightMove(i))
		case l.Owner() == 1-s.turn:
			dst = append(dst, SmotherMove(i))
		}
	}
	return dst
}

// refusal is why m may not be played now, or nil.
func (s *State) refusal(m rules.Move) *rules.IllegalMove {
	no := func(rule, why string) *rules.IllegalMove {
		return &rules.IllegalMove{Move: s.FormatMove(m), Reason: why, Rule: rule}
	}
	if s.over() {
		return no(RuleEnd, "the game is over")
	}
	kind, i := KindOf(m), LogOf(m)
	if !moveCode.Fits(m) || i < 0 || i >= Logs {
		return no(RuleTurn, "that is not a move of Kindling")
	}
	switch l := s.logs[i]; {
	case kind == Light && l == Ash:
		return no(RuleLight, fmt.Sprintf("log %d is ash: it cannot be lit again", i+1))
	case kind == Light && l != Cold:
		return no(RuleLight, fmt.Sprintf("log %d is already burning", i+1))
	case kind == Smother && l == Cold:
		return no(RuleSmother, fmt.Sprintf("log %d is cold: there is nothing to smother (light it instead)", i+1))
	case kind == Smother && l == Ash:
		return no(RuleSmother, fmt.Sprintf("log %d is ash already", i+1))
	case kind == Smother && l.Owner() == s.turn:
		return no(RuleSmother, fmt.Sprintf("log %d burns in your own colour: only the other player's logs can be smothered", i+1))
	case kind != Light && kind != Smother:
		return no(RuleTurn, "that is not a move of Kindling")
	}
	return nil
}

func (s *State) Apply(m rules.Move) ([]rules.Event, error) {
	if err := s.refusal(m); err != nil {
		return nil, err
	}
	rec := &rules.Recorder{Places: eventPlaces}
	s.apply(m, rec)
	return rec.Events(), nil
}

func (s *State) Play(m rules.Move) error {
	if err := s.refusal(m); err != nil {
		return err
	}
	s.apply(m, nil)
	return nil
}

// apply plays a legal move, recording its events when rec is not nil.
func (s *State) apply(m rules.Move, rec *rules.Recorder) {
	me, i := s.turn, LogOf(m)
	if KindOf(m) == Light {
		s.logs[i] = LitBy(me)
		if rec != nil {
			rec.Add(EvLit, RuleLight, me, fmt.Sprintf("%s lights log %d.", rules.SeatRef(me), i+1), Lit{Seat: me, Log: i})
		}
	} else {
		s.logs[i] = Ash
		if rec != nil {
			rec.Add(EvSmothered, RuleSmother, me, fmt.Sprintf("%s smothers log %d: it falls to ash.", rules.SeatRef(me), i+1), Smothered{Seat: me, Log: i})
		}
	}
	s.turn = 1 - me
	if s.over() && rec != nil {
		r := s.Result()
		rec.Add(EvEnded, RuleEnd, rules.NoSeat, "No cold log is left. "+r.Summary, Ended{Scores: [2]int{r.Scores[0], r.Scores[1]}, Winners: r.Winners})
	}
}

// scores are the logs burning in each seat's colour.
func (s *State) scores() []int {
	sc := make([]int, 2)
	for _, l := range s.logs {
		if o := l.Owner(); o >= 0 {
			sc[o]++
		}
	}
	return sc
}

func (s *State) Result() rules.Result {
	if !s.over() {
		return rules.Result{}
	}
	sc := s.scores()
	r := rules.Result{Over: true, Scores: sc, Winners: rules.TopSeats(sc)}
	if len(r.Winners) == 2 {
		r.Summary = fmt.Sprintf("Both burn %s and share the win.", logCount(sc[0]))
	} else {
		w := r.Winners[0]
		r.Summary = fmt.Sprintf("%s wins with %s burning to %d.", rules.SeatRef(w), logCount(sc[w]), sc[1-w])
	}
	for seat, n := range sc {
		r.Lines = append(r.Lines, rules.ScoreLine{Seat: rules.Seat(seat), Points: n, What: "burning logs", Rule: RuleEnd})
	}
	return r
}

func (s *State) Clone() rules.State { c := *s; return &c }

// View is the whole state: Kindling hides nothing.
func (s *State) View(rules.Seat) rules.State { return s.Clone() }

func (s *State) Determinize(rules.Seat, *rand.Rand) rules.State { return s.Clone() }

func (s *State) Observe(m rules.Move, _ rules.Seat) rules.Move { return m }

// Check: every log is cold, lit or ash, and the seat to move is 0 or 1.
func (s *State) Check() error {
	for i, l := range s.logs {
		if l < Cold || l > Ash {
			return fmt.Errorf("log %d holds %d", i+1, l)
		}
	}
	if s.turn != 0 && s.turn != 1 {
		return fmt.Errorf("seat %d to move", s.turn)
	}
	return nil
}

func (s *State) SeatLabel(seat rules.Seat) string { return fmt.Sprintf("Seat %d", seat+1) }

func (s *State) Dump() string {
	var b strings.Builder
	for i, l := range s.logs {
		fmt.Fprintf(&b, "log %d: %s\n", i+1, logWords[l])
	}
	fmt.Fprintf(&b, "to move: %d\n", s.ToMove())
	return b.String()
}

var logWords = [...]string{Cold: "cold", Lit0: "burning for seat 1", Lit1: "burning for seat 2", Ash: "ash"}

// logCount is n logs in words: "1 log", "3 logs", "no log".
func logCount(n int) string {
	switch n {
	case 0:
		return "no log"
	case 1:
		return "1 log"
	}
	return fmt.Sprintf("%d logs", n)
}
