// Package gametest holds Nim, a tiny game that meets the rules contract. It
// exists only so the match, save, sim and console code can be tested without
// a real game module; it is never registered in rules/games.
//
// Rules: a pile of embers (10 to 14, from the seed) lies on the table. In
// turn, each player takes 1, 2 or 3 embers (never more than are left). The
// player who takes the last ember wins. In the "coop" variant the table wins
// together when the last take is a single ember, and everyone loses
// otherwise. In the "faulty" variant Apply panics when exactly 5 embers are
// left, so error handling can be tested.
package gametest

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"embers/rules"
)

// Game is the Nim module.
var Game rules.Game = nimGame{}

// Lookup finds Nim by id, with the same shape as games.Lookup.
func Lookup(id string) (rules.Game, error) {
	if id == "nim" {
		return Game, nil
	}
	return nil, fmt.Errorf("unknown game %q; playable games: nim", id)
}

type nimGame struct{}

func (nimGame) Info() rules.Info {
	return rules.Info{ID: "nim", Name: "Nim", MinPlayers: 2, MaxPlayers: 4, Options: []rules.Option{
		{ID: "coop", Name: "Together", About: "the table wins when the last take is one ember"},
		{ID: "faulty", Name: "Faulty", About: "panics with five embers left, for tests"},
	}}
}

func (nimGame) New(s rules.Setup) (rules.State, error) {
	if s.Players < 2 || s.Players > 4 {
		return nil, fmt.Errorf("nim is played by 2 to 4 players, not %d", s.Players)
	}
	if s.Variant != "" && s.Variant != "coop" && s.Variant != "faulty" {
		return nil, fmt.Errorf("nim has no variant %q; use coop or faulty, not both", s.Variant)
	}
	return &State{S: s, Pile: 10 + int(s.Seed%5), Last: -1, LastTake: 0}, nil
}

func (nimGame) Decode(data []byte) (rules.State, error) {
	var st State
	if err := json.Unmarshal(data, &st); err != nil {
		return nil, fmt.Errorf("nim state cannot be read: %w", err)
	}
	if err := st.Check(); err != nil {
		return nil, err
	}
	return &st, nil
}

// State is a Nim position.
type State struct {
	S        rules.Setup
	Pile     int
	Turn     int        // plies played
	Last     rules.Seat // who took last, -1 before any take
	LastTake int
}

func (s *State) Game() rules.Game   { return Game }
func (s *State) Setup() rules.Setup { return s.S }

func (s *State) ToMove() rules.Seat {
	if s.Pile == 0 {
		return rules.NoSeat
	}
	return rules.Seat(s.Turn % s.S.Players)
}

func (s *State) Legal(dst []rules.Move) []rules.Move {
	dst = dst[:0]
	for n := 1; n <= 3 && n <= s.Pile; n++ {
		dst = append(dst, rules.Move(n))
	}
	return dst
}

func (s *State) Apply(m rules.Move) ([]rules.Event, error) {
	seat := s.ToMove()
	if err := s.Play(m); err != nil {
		return nil, err
	}
	ev := rules.Event{Kind: "embers.taken", Rule: "1", Seat: seat, Secret: rules.NoSeat,
		Text: fmt.Sprintf("%s takes %d", rules.SeatRef(seat), int(m))}
	return []rules.Event{ev}, nil
}

func (s *State) Play(m rules.Move) error {
	if s.Pile == 0 {
		return &rules.IllegalMove{Move: s.FormatMove(m), Reason: "the game is over", Rule: "3"}
	}
	if m < 1 || m > 3 {
		return &rules.IllegalMove{Move: s.FormatMove(m), Reason: "take 1, 2 or 3 embers", Rule: "1"}
	}
	if int(m) > s.Pile {
		return &rules.IllegalMove{Move: s.FormatMove(m), Reason: fmt.Sprintf("only %d embers are left", s.Pile), Rule: "2"}
	}
	if s.S.Variant == "faulty" && s.Pile == 5 {
		panic("nim: faulty variant reached five embers")
	}
	s.Last, s.LastTake = s.ToMove(), int(m)
	s.Pile -= int(m)
	s.Turn++
	return nil
}

func (s *State) Result() rules.Result {
	if s.Pile > 0 {
		return rules.Result{}
	}
	r := rules.Result{Over: true, Scores: make([]int, s.S.Players)}
	if s.S.Variant == "coop" {
		if s.LastTake != 1 {
			r.Lost, r.Summary = true, "the last take was not a single ember"
			return r
		}
		for i := range r.Scores {
			r.Scores[i] = 1
			r.Winners = append(r.Winners, rules.Seat(i))
		}
		r.Summary = "the last take was a single ember"
		return r
	}
	r.Scores[s.Last] = 1
	r.Winners = []rules.Seat{s.Last}
	r.Summary = "the last ember was taken"
	return r
}

func (s *State) Clone() rules.State                             { c := *s; return &c }
func (s *State) View(rules.Seat) rules.State                    { return s.Clone() }
func (s *State) Determinize(rules.Seat, *rand.Rand) rules.State { return s.Clone() }
func (s *State) Observe(m rules.Move, _ rules.Seat) rules.Move  { return m }

func (s *State) Check() error {
	if s.S.Players < 2 || s.S.Players > 4 || s.Pile < 0 || s.Pile > 14 || s.Turn < 0 {
		return fmt.Errorf("nim state is unsound: %d players, pile %d, turn %d", s.S.Players, s.Pile, s.Turn)
	}
	return nil
}

func (s *State) SeatLabel(seat rules.Seat) string { return "P" + strconv.Itoa(int(seat)+1) }
func (s *State) FormatMove(m rules.Move) string   { return "take " + strconv.Itoa(int(m)) }

func (s *State) ParseMove(text string) (rules.Move, error) {
	f := strings.Fields(text)
	if len(f) != 2 || f[0] != "take" {
		return 0, fmt.Errorf("cannot read %q: write take <1-3>", text)
	}
	n, err := strconv.Atoi(f[1])
	if err != nil || n < 1 || n > 3 {
		return 0, fmt.Errorf("cannot read %q: write take <1-3>", text)
	}
	return rules.Move(n), nil
}

func (s *State) Dump() string {
	return fmt.Sprintf("pile %d, turn %d, to move %d\n", s.Pile, s.Turn, s.ToMove())
}

func (s *State) Encode() []byte {
	b, _ := json.Marshal(s)
	return b
}
