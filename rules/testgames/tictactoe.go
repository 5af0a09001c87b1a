package testgames

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"embers/rules"
)

// TicTacToe is noughts and crosses: X (seat 0) starts, three in a row wins,
// a full board without a line is a draw that both seats share.
var TicTacToe rules.Game = tttGame{}

type tttGame struct{}

func (tttGame) Info() rules.Info {
	return rules.Info{ID: "tictactoe", Name: "Tic-tac-toe", MinPlayers: 2, MaxPlayers: 2}
}

func (tttGame) New(setup rules.Setup) (rules.State, error) {
	if err := checkSetup("tic-tac-toe", setup, 2, 2); err != nil {
		return nil, err
	}
	return &TTTState{setup: setup}, nil
}

// TTTState is a tic-tac-toe position. Cells hold 0 (empty), 1 (X) or 2 (O);
// cell index is row*3+column, a1 is the top-left corner.
type TTTState struct {
	setup rules.Setup
	cells [9]int8
	plies int
}

var tttLines = [8][3]int{
	{0, 1, 2}, {3, 4, 5}, {6, 7, 8},
	{0, 3, 6}, {1, 4, 7}, {2, 5, 8},
	{0, 4, 8}, {2, 4, 6},
}

func (s *TTTState) Game() rules.Game   { return TicTacToe }
func (s *TTTState) Setup() rules.Setup { return s.setup }

// winner is the mark (1 or 2) that has three in a row, or 0.
func (s *TTTState) winner() int8 {
	for _, l := range tttLines {
		a := s.cells[l[0]]
		if a != 0 && a == s.cells[l[1]] && a == s.cells[l[2]] {
			return a
		}
	}
	return 0
}

func (s *TTTState) over() bool { return s.winner() != 0 || s.plies == 9 }

func (s *TTTState) ToMove() rules.Seat {
	if s.over() {
		return rules.NoSeat
	}
	return rules.Seat(s.plies % 2)
}

func (s *TTTState) Legal(dst []rules.Move) []rules.Move {
	dst = dst[:0]
	if s.over() {
		return dst
	}
	for i, c := range s.cells {
		if c == 0 {
			dst = append(dst, rules.Move(i))
		}
	}
	return dst
}

func (s *TTTState) check(m rules.Move) error {
	switch {
	case s.over():
		return illegal(s, m, "the game is over", "end")
	case m > 8:
		return illegal(s, m, "there is no such cell; use a1 to c3", "board")
	case s.cells[m] != 0:
		return illegal(s, m, "that cell is already marked", "mark")
	}
	return nil
}

func (s *TTTState) Play(m rules.Move) error {
	if err := s.check(m); err != nil {
		return err
	}
	s.cells[m] = int8(s.plies%2) + 1
	s.plies++
	return nil
}

func (s *TTTState) Apply(m rules.Move) ([]rules.Event, error) {
	mover := s.ToMove()
	if err := s.Play(m); err != nil {
		return nil, err
	}
	ev := []rules.Event{{
		Kind: "mark.placed", Rule: "mark", Seat: mover, Secret: rules.NoSeat,
		Text: fmt.Sprintf("%s marks %s", rules.SeatRef(mover), s.FormatMove(m)), Data: int(m),
	}}
	if s.over() {
		ev = append(ev, rules.Event{Kind: "game.over", Rule: "end", Seat: rules.NoSeat,
			Secret: rules.NoSeat, Text: s.Result().Summary})
	}
	return ev, nil
}

func (s *TTTState) Result() rules.Result {
	if !s.over() {
		return rules.Result{}
	}
	r := rules.Result{Over: true, Scores: make([]int, 2)}
	if w := s.winner(); w != 0 {
		seat := rules.Seat(w - 1)
		r.Scores[seat] = 1
		r.Winners = []rules.Seat{seat}
		r.Summary = rules.SeatRef(seat) + " made three in a row"
		r.Lines = []rules.ScoreLine{{Seat: seat, Points: 1, What: "three in a row", Rule: "end"}}
		return r
	}
	r.Winners = []rules.Seat{0, 1}
	r.Summary = "the board is full without a line: a draw"
	return r
}

func (s *TTTState) Clone() rules.State { c := *s; return &c }

// View is the whole state: tic-tac-toe hides nothing.
func (s *TTTState) View(rules.Seat) rules.State { return s.Clone() }

// Determinize is a copy: there is nothing hidden and no chance.
func (s *TTTState) Determinize(rules.Seat, *rand.Rand) rules.State { return s.Clone() }

func (s *TTTState) Observe(m rules.Move, _ rules.Seat) rules.Move { return m }

func (s *TTTState) Check() error {
	var n [3]int
	for i, c := range s.cells {
		if c < 0 || c > 2 {
			return fmt.Errorf("tic-tac-toe: cell %s holds %d; cells hold 0, 1 or 2", s.FormatMove(rules.Move(i)), c)
		}
		n[c]++
	}
	if n[1]+n[2] != s.plies {
		return fmt.Errorf("tic-tac-toe: %d marks on the board but %d plies played", n[1]+n[2], s.plies)
	}
	if n[1] != n[2] && n[1] != n[2]+1 {
		return fmt.Errorf("tic-tac-toe: X has %d marks and O %d; X leads by at most one", n[1], n[2])
	}
	return s.checkLines(n[1] - n[2])
}

// checkLines rejects positions play cannot reach: both marks with a line, or
// play going on after a line was made (lead is X's marks minus O's).
func (s *TTTState) checkLines(lead int) error {
	var has [3]bool
	for _, l := range tttLines {
		a := s.cells[l[0]]
		if a != 0 && a == s.cells[l[1]] && a == s.cells[l[2]] {
			has[a] = true
		}
	}
	switch {
	case has[1] && has[2]:
		return fmt.Errorf("tic-tac-toe: both X and O have three in a row")
	case has[1] && lead != 1:
		return fmt.Errorf("tic-tac-toe: O played on after X made three in a row")
	case has[2] && lead != 0:
		return fmt.Errorf("tic-tac-toe: X played on after O made three in a row")
	}
	return nil
}

func (s *TTTState) SeatLabel(seat rules.Seat) string {
	switch seat {
	case 0:
		return "X"
	case 1:
		return "O"
	}
	return "nobody"
}

// FormatMove writes a cell as column letter and row digit: a1 .. c3.
func (s *TTTState) FormatMove(m rules.Move) string {
	if m > 8 {
		return fmt.Sprintf("?%d", uint64(m))
	}
	return string(rune('a'+m%3)) + string(rune('1'+m/3))
}

func (s *TTTState) ParseMove(text string) (rules.Move, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	if len(t) != 2 || t[0] < 'a' || t[0] > 'c' || t[1] < '1' || t[1] > '3' {
		return 0, fmt.Errorf("tic-tac-toe move %q: write a cell as column a-c and row 1-3, e.g. b2", text)
	}
	return rules.Move(int(t[1]-'1')*3 + int(t[0]-'a')), nil
}

func (s *TTTState) Dump() string {
	var b strings.Builder
	for r := 0; r < 3; r++ {
		for c := 0; c < 3; c++ {
			b.WriteByte(".XO"[s.cells[r*3+c]])
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "to move: %s\n", s.SeatLabel(s.ToMove()))
	return b.String()
}

const tttFormat = "embers.testgames.tictactoe"

type tttBody struct {
	Cells string `json:"cells"`
}

func (s *TTTState) Encode() []byte {
	var b strings.Builder
	for _, c := range s.cells {
		b.WriteByte(".XO"[c])
	}
	return encodeEnvelope(tttFormat, s.setup, tttBody{Cells: b.String()})
}

func (tttGame) Decode(data []byte) (rules.State, error) {
	var body tttBody
	setup, err := decodeEnvelope(data, tttFormat, &body)
	if err != nil {
		return nil, err
	}
	if setup.Players != 2 {
		return nil, fmt.Errorf("%s: %d players saved; tic-tac-toe has 2", tttFormat, setup.Players)
	}
	if len(body.Cells) != 9 {
		return nil, fmt.Errorf("%s: cells must be 9 characters of . X O, got %q", tttFormat, body.Cells)
	}
	s := &TTTState{setup: setup}
	for i := 0; i < 9; i++ {
		k := strings.IndexByte(".XO", body.Cells[i])
		if k < 0 {
			return nil, fmt.Errorf("%s: cell %d is %q; use . X or O", tttFormat, i, body.Cells[i])
		}
		s.cells[i] = int8(k)
		if k != 0 {
			s.plies++
		}
	}
	if err := s.Check(); err != nil {
		return nil, err
	}
	return s, nil
}

// NewTTT builds a position from rows such as "X.O/.X./..O" (X, O or . per
// cell, rows top to bottom), for tests and puzzles.
func NewTTT(rows string) (*TTTState, error) {
	flat := strings.ReplaceAll(rows, "/", "")
	if len(flat) != 9 {
		return nil, fmt.Errorf("tic-tac-toe position %q: give 3 rows of 3 cells separated by /", rows)
	}
	data := encodeEnvelope(tttFormat, rules.Setup{Players: 2}, tttBody{Cells: strings.ToUpper(flat)})
	s, err := TicTacToe.Decode(data)
	if err != nil {
		return nil, err
	}
	return s.(*TTTState), nil
}
