package testgames

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"embers/rules"
)

// Standoff is a one-round duel of secret choices for two players, the test
// bed of the AI's mixed strategies. North, then South, lays one of three
// tactic cards face down (Blaze, Guard, Feint); then both are shown and the
// ten embers at stake are split by StandoffEmbers. Whoever takes more
// embers wins (five each share the win), and each seat's reward is its
// share of the embers, so the game is zero-sum on the reward scale. The
// table is uneven: no card is safe, North is favoured (the value is 518/95
// embers for North), and the only equilibrium mixes all three cards.
var Standoff rules.Game = standoffGame{}

// Standoff moves: the three tactic cards, and how a face-down card looks to
// the seat that did not lay it.
const (
	Blaze      rules.Move = 1
	Guard      rules.Move = 2
	Feint      rules.Move = 3
	HiddenCard rules.Move = 0
)

// standoffEmbers[n][s] is North's embers when North lays card n+1 and South
// card s+1.
var standoffEmbers = [3][3]int{
	{6, 2, 9},  // Blaze against Blaze, Guard, Feint
	{8, 5, 3},  // Guard
	{2, 10, 4}, // Feint
}

// StandoffStake is the number of embers at stake.
const StandoffStake = 10

// StandoffEmbers is North's embers when North lays card north and South card
// south (South takes the rest of StandoffStake).
func StandoffEmbers(north, south rules.Move) int { return standoffEmbers[north-1][south-1] }

var standoffCards = [...]string{"hidden", "blaze", "guard", "feint"}

type standoffGame struct{}

func (standoffGame) Info() rules.Info {
	return rules.Info{ID: "standoff", Name: "Standoff", MinPlayers: 2, MaxPlayers: 2, Secrets: true}
}

func (standoffGame) New(setup rules.Setup) (rules.State, error) {
	if err := checkSetup("standoff", setup, 2, 2); err != nil {
		return nil, err
	}
	return &StandoffState{setup: setup}, nil
}

// StandoffState is a Standoff position: each seat's card, 0 while it has
// not laid one, -1 when it lies face down and this view cannot see it.
type StandoffState struct {
	setup rules.Setup
	card  [2]int8
}

func (s *StandoffState) Game() rules.Game   { return Standoff }
func (s *StandoffState) Setup() rules.Setup { return s.setup }

func (s *StandoffState) ToMove() rules.Seat {
	switch {
	case s.card[0] == 0:
		return 0
	case s.card[1] == 0:
		return 1
	}
	return rules.NoSeat
}

func (s *StandoffState) Legal(dst []rules.Move) []rules.Move {
	if s.ToMove() == rules.NoSeat {
		return dst[:0]
	}
	return append(dst[:0], Blaze, Guard, Feint)
}

func (s *StandoffState) Play(m rules.Move) error {
	seat := s.ToMove()
	switch {
	case seat == rules.NoSeat:
		return illegal(s, m, "both cards are down: the standoff is over", "end")
	case m < Blaze || m > Feint:
		return illegal(s, m, "lay blaze, guard or feint", "lay")
	case seat == 1 && s.card[0] < 0:
		return illegal(s, m, "North's card is hidden in this view; determinize the view before playing on it", "lay")
	}
	s.card[seat] = int8(m)
	return nil
}

func (s *StandoffState) Apply(m rules.Move) ([]rules.Event, error) {
	seat := s.ToMove()
	if err := s.Play(m); err != nil {
		return nil, err
	}
	ev := []rules.Event{{Kind: "card.laid", Rule: "lay", Seat: seat, Secret: seat,
		Text:       rules.SeatRef(seat) + " lays a card face down",
		SecretText: rules.SeatRef(seat) + " lays " + standoffCards[m] + " face down", SecretData: int(m)}}
	if seat == 0 {
		return ev, nil
	}
	r := s.Result()
	return append(ev,
		rules.Event{Kind: "cards.shown", Rule: "show", Seat: rules.NoSeat, Secret: rules.NoSeat, Reveal: true,
			Text: fmt.Sprintf("the cards are shown: %s %s, %s %s", rules.SeatRef(0), standoffCards[s.card[0]],
				rules.SeatRef(1), standoffCards[s.card[1]]), Data: s.card},
		rules.Event{Kind: "game.over", Rule: "end", Seat: rules.NoSeat, Secret: rules.NoSeat, Text: r.Summary}), nil
}

func (s *StandoffState) Result() rules.Result {
	if s.ToMove() != rules.NoSeat || s.card[0] < 0 {
		return rules.Result{}
	}
	north := StandoffEmbers(rules.Move(s.card[0]), rules.Move(s.card[1]))
	r := rules.Result{Over: true, Scores: []int{north, StandoffStake - north},
		Rewards: []float64{float64(north) / StandoffStake, float64(StandoffStake-north) / StandoffStake}}
	for seat, n := range r.Scores {
		r.Lines = append(r.Lines, rules.ScoreLine{Seat: rules.Seat(seat), Points: n,
			What: standoffCards[s.card[seat]] + " against " + standoffCards[s.card[1-seat]], Rule: "show"})
	}
	switch {
	case r.Scores[0] > r.Scores[1]:
		r.Winners = []rules.Seat{0}
	case r.Scores[1] > r.Scores[0]:
		r.Winners = []rules.Seat{1}
	default:
		r.Winners = []rules.Seat{0, 1}
	}
	r.Summary = fmt.Sprintf("the embers are split %d to %d", r.Scores[0], r.Scores[1])
	return r
}

func (s *StandoffState) Clone() rules.State { c := *s; return &c }

// View hides North's card from South until South has laid its own, and the
// other way round; once both are down they are shown.
func (s *StandoffState) View(seat rules.Seat) rules.State {
	c := *s
	if s.ToMove() == rules.NoSeat {
		return &c
	}
	for o := range 2 {
		if rules.Seat(o) != seat && c.card[o] != 0 {
			c.card[o] = -1
		}
	}
	return &c
}

// Determinize lays a random card for a face-down card seat cannot see.
func (s *StandoffState) Determinize(seat rules.Seat, rng *rand.Rand) rules.State {
	c := *s
	for o := range 2 {
		if c.card[o] < 0 {
			c.card[o] = int8(1 + rng.IntN(3))
		}
	}
	return &c
}

// RoundStart takes North's face-down card back when South is to answer it,
// so a search decides both cards as the table does: without seeing the
// other (rules.Simultaneous).
func (s *StandoffState) RoundStart() (rules.State, bool) {
	if s.ToMove() != 1 {
		return nil, false
	}
	c := *s
	c.card[0] = 0
	return &c, true
}

// Observe hides a card from the seat that did not lay it.
func (s *StandoffState) Observe(m rules.Move, seat rules.Seat) rules.Move {
	if seat == s.ToMove() {
		return m
	}
	return HiddenCard
}

func (s *StandoffState) Check() error {
	for seat, c := range s.card {
		if c < -1 || c > 3 {
			return fmt.Errorf("standoff: seat %d's card is %d; a card is 1-3, 0 before it is laid, -1 face down", seat, c)
		}
	}
	if s.card[0] == 0 && s.card[1] != 0 {
		return fmt.Errorf("standoff: South has laid a card before North")
	}
	if s.card[0] < 0 && s.card[1] < 0 {
		return fmt.Errorf("standoff: both cards are hidden; a view hides only the other seat's card")
	}
	return nil
}

func (s *StandoffState) SeatLabel(seat rules.Seat) string { return northSouth(seat) }

// FormatMove writes a card by its name; a face-down card is "hidden".
func (s *StandoffState) FormatMove(m rules.Move) string {
	if m > Feint {
		return fmt.Sprintf("?%d", uint64(m))
	}
	return standoffCards[m]
}

func (s *StandoffState) ParseMove(text string) (rules.Move, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	for i, name := range standoffCards {
		if t == name {
			return rules.Move(i), nil
		}
	}
	return 0, fmt.Errorf("standoff move %q: write blaze, guard or feint", text)
}

func (s *StandoffState) Dump() string {
	var b strings.Builder
	for seat, c := range s.card {
		card := "-"
		switch {
		case c < 0:
			card = "face down"
		case c > 0:
			card = standoffCards[c]
		}
		fmt.Fprintf(&b, "%s: %s\n", s.SeatLabel(rules.Seat(seat)), card)
	}
	fmt.Fprintf(&b, "to move: %s\n", s.SeatLabel(s.ToMove()))
	return b.String()
}

const standoffFormat = "embers.testgames.standoff"

type standoffBody struct {
	Cards [2]int `json:"cards"`
}

func (s *StandoffState) Encode() []byte {
	return encodeEnvelope(standoffFormat, s.setup, standoffBody{Cards: [2]int{int(s.card[0]), int(s.card[1])}})
}

func (standoffGame) Decode(data []byte) (rules.State, error) {
	var b standoffBody
	setup, err := decodeEnvelope(data, standoffFormat, &b)
	if err != nil {
		return nil, err
	}
	if setup.Players != 2 {
		return nil, fmt.Errorf("%s: %d players saved; standoff has 2", standoffFormat, setup.Players)
	}
	s := &StandoffState{setup: setup}
	for i, c := range b.Cards {
		if c < -1 || c > 3 {
			return nil, fmt.Errorf("%s: card %d is out of range; a card is -1..3", standoffFormat, c)
		}
		s.card[i] = int8(c)
	}
	if err := s.Check(); err != nil {
		return nil, err
	}
	return s, nil
}
