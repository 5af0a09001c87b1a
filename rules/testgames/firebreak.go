package testgames

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"embers/rules"
)

// Firebreak is a tiny game of shared danger for 2-4 players. A fire starts at
// 3. On a turn a player either douses it (fire down 2, not below 0) or loots
// (1 point for themselves); after every turn the fire grows by a roll of 0-2.
// If it reaches 10 everyone loses together. After four rounds the most loot
// wins (equal loot shares the win).
var Firebreak rules.Game = fireGame{}

// Firebreak moves.
const (
	Douse rules.Move = 1
	Loot  rules.Move = 2
)

const (
	fireStart  = 3
	fireLimit  = 10
	fireRounds = 4
)

type fireGame struct{}

func (fireGame) Info() rules.Info {
	return rules.Info{ID: "firebreak", Name: "Firebreak", MinPlayers: 2, MaxPlayers: 4}
}

func (fireGame) New(setup rules.Setup) (rules.State, error) {
	if err := checkSetup("firebreak", setup, 2, 4); err != nil {
		return nil, err
	}
	return &FireState{setup: setup, Fire: fireStart, rng: newSource(setup.Seed)}, nil
}

// FireState is a Firebreak position.
type FireState struct {
	setup  rules.Setup
	Fire   int
	Loot   [4]int
	Douses int
	Turns  int
	rng    rand.PCG
}

func (s *FireState) Game() rules.Game   { return Firebreak }
func (s *FireState) Setup() rules.Setup { return s.setup }

func (s *FireState) over() bool {
	return s.Fire >= fireLimit || s.Turns >= fireRounds*s.setup.Players
}

func (s *FireState) ToMove() rules.Seat {
	if s.over() {
		return rules.NoSeat
	}
	return rules.Seat(s.Turns % s.setup.Players)
}

func (s *FireState) Legal(dst []rules.Move) []rules.Move {
	if s.over() {
		return dst[:0]
	}
	return append(dst[:0], Douse, Loot)
}

func (s *FireState) Play(m rules.Move) error {
	_, err := s.play(m)
	return err
}

// play makes the move and returns the fire's growth.
func (s *FireState) play(m rules.Move) (int, error) {
	switch {
	case s.over():
		return 0, illegal(s, m, "the game is over", "end")
	case m == Douse:
		s.Fire = max(0, s.Fire-2)
		s.Douses++
	case m == Loot:
		s.Loot[s.ToMove()]++
	default:
		return 0, illegal(s, m, "choose douse or loot", "turn")
	}
	s.Turns++
	grow := rand.New(&s.rng).IntN(3)
	s.Fire = min(fireLimit, s.Fire+grow)
	return grow, nil
}

func (s *FireState) Apply(m rules.Move) ([]rules.Event, error) {
	seat := s.ToMove()
	grow, err := s.play(m)
	if err != nil {
		return nil, err
	}
	text := rules.SeatRef(seat) + " douses the fire"
	if m == Loot {
		text = rules.SeatRef(seat) + " loots"
	}
	ev := []rules.Event{
		{Kind: "turn." + s.FormatMove(m), Rule: "turn", Seat: seat, Secret: rules.NoSeat, Text: text},
		{Kind: "fire.grew", Rule: "fire", Seat: rules.NoSeat, Secret: rules.NoSeat, Reveal: true, Data: grow,
			Text: fmt.Sprintf("the fire grows by %d to %d", grow, s.Fire)},
	}
	if s.over() {
		ev = append(ev, rules.Event{Kind: "game.over", Rule: "end", Seat: rules.NoSeat, Secret: rules.NoSeat,
			Text: s.Result().Summary})
	}
	return ev, nil
}

func (s *FireState) Result() rules.Result {
	if !s.over() {
		return rules.Result{}
	}
	n := s.setup.Players
	r := rules.Result{Over: true, Scores: append([]int(nil), s.Loot[:n]...)}
	if s.Fire >= fireLimit {
		r.Lost, r.Summary = true, "the fire reached the top: everyone lost"
		return r
	}
	best := 0
	for seat := range n {
		best = max(best, s.Loot[seat])
		if s.Loot[seat] > 0 {
			r.Lines = append(r.Lines, rules.ScoreLine{Seat: rules.Seat(seat), Points: s.Loot[seat], What: "loot", Rule: "turn"})
		}
	}
	for seat := range n {
		if s.Loot[seat] == best {
			r.Winners = append(r.Winners, rules.Seat(seat))
		}
	}
	r.Summary = "the fire was held for four rounds"
	return r
}

func (s *FireState) Clone() rules.State { c := *s; return &c }

// View hides only the future rolls.
func (s *FireState) View(rules.Seat) rules.State {
	c := *s
	c.rng = rand.PCG{}
	return &c
}

func (s *FireState) Determinize(_ rules.Seat, rng *rand.Rand) rules.State {
	c := *s
	c.rng = reseed(rng)
	return &c
}

func (s *FireState) Observe(m rules.Move, _ rules.Seat) rules.Move { return m }

func (s *FireState) Check() error {
	n := s.setup.Players
	if n < 2 || n > 4 {
		return fmt.Errorf("firebreak: %d players; it is for 2 to 4", n)
	}
	if s.Fire < 0 || s.Fire > fireLimit {
		return fmt.Errorf("firebreak: fire %d is outside 0..%d", s.Fire, fireLimit)
	}
	if s.Turns < 0 || s.Turns > fireRounds*n || s.Douses < 0 {
		return fmt.Errorf("firebreak: %d turns and %d douses are out of range", s.Turns, s.Douses)
	}
	total := s.Douses
	for seat, l := range s.Loot {
		if l < 0 || (seat >= n && l != 0) {
			return fmt.Errorf("firebreak: seat %d has loot %d", seat, l)
		}
		total += l
	}
	if total != s.Turns {
		return fmt.Errorf("firebreak: %d turns played but %d douses and loots counted", s.Turns, total)
	}
	return nil
}

func (s *FireState) SeatLabel(seat rules.Seat) string {
	if !validSeat(seat, s.setup.Players) {
		return "nobody"
	}
	return []string{"Red", "Blue", "Green", "Gold"}[seat]
}

func (s *FireState) FormatMove(m rules.Move) string {
	switch m {
	case Douse:
		return "douse"
	case Loot:
		return "loot"
	}
	return fmt.Sprintf("?%d", uint64(m))
}

func (s *FireState) ParseMove(text string) (rules.Move, error) {
	switch strings.ToLower(strings.TrimSpace(text)) {
	case "douse":
		return Douse, nil
	case "loot":
		return Loot, nil
	}
	return 0, fmt.Errorf("firebreak move %q: write douse or loot", text)
}

func (s *FireState) Dump() string {
	return fmt.Sprintf("fire %d/%d, turn %d/%d, loot %v, douses %d\nto move: %s\n",
		s.Fire, fireLimit, s.Turns, fireRounds*s.setup.Players, s.Loot[:s.setup.Players], s.Douses, s.SeatLabel(s.ToMove()))
}

const fireFormat = "embers.testgames.firebreak"

type fireBody struct {
	Fire   int    `json:"fire"`
	Loot   []int  `json:"loot"`
	Douses int    `json:"douses"`
	Turns  int    `json:"turns"`
	RNG    []byte `json:"rng"`
}

func (s *FireState) Encode() []byte {
	return encodeEnvelope(fireFormat, s.setup, fireBody{Fire: s.Fire, Loot: s.Loot[:s.setup.Players],
		Douses: s.Douses, Turns: s.Turns, RNG: marshalSource(s.rng)})
}

func (fireGame) Decode(data []byte) (rules.State, error) {
	var b fireBody
	setup, err := decodeEnvelope(data, fireFormat, &b)
	if err != nil {
		return nil, err
	}
	if setup.Players < 2 || setup.Players > 4 || len(b.Loot) != setup.Players {
		return nil, fmt.Errorf("%s: %d players with %d loot counts; give one count per player, 2 to 4 players", fireFormat, setup.Players, len(b.Loot))
	}
	s := &FireState{setup: setup, Fire: b.Fire, Douses: b.Douses, Turns: b.Turns}
	copy(s.Loot[:], b.Loot)
	if s.rng, err = unmarshalSource(b.RNG, fireFormat); err != nil {
		return nil, err
	}
	if err := s.Check(); err != nil {
		return nil, err
	}
	return s, nil
}
