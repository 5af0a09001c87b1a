package testgames

import (
	"fmt"
	"math/bits"
	"math/rand/v2"

	"embers/rules"
)

// Bids is a tiny auction with secrets and chance, for two players. Each seat
// holds four of its own bid cards 1-6, dealt at random and hidden from the
// other seat. Three rounds: a prize (1-6) is drawn at random from the prize
// deck, both seats bid one card face down (the first bidder alternates), then
// the bids are shown and the higher one takes the prize; on a tie nobody
// does. The most prize points wins; equal points share the win.
var Bids rules.Game = bidsGame{}

const (
	bidsCards  = 6 // bid cards and prizes are numbered 1..bidsCards
	bidsHand   = 4 // bid cards dealt to each seat
	bidsRounds = 3
	bidsAll    = uint8(0b1111110) // bits 1..6
)

// HiddenBid is how a bid looks to the seat that did not make it.
const HiddenBid rules.Move = 0

type bidsGame struct{}

func (bidsGame) Info() rules.Info {
	return rules.Info{ID: "bids", Name: "Bids", MinPlayers: 2, MaxPlayers: 2, Secrets: true}
}

func (bidsGame) New(setup rules.Setup) (rules.State, error) {
	if err := checkSetup("bids", setup, 2, 2); err != nil {
		return nil, err
	}
	s := &BidsState{setup: setup, rng: newSource(setup.Seed), pool: bidsAll}
	r := rand.New(&s.rng)
	for seat := range 2 {
		for _, v := range r.Perm(bidsCards)[:bidsHand] {
			s.hand[seat] |= 1 << (v + 1)
		}
		s.handN[seat] = bidsHand
	}
	s.drawPrize()
	return s, nil
}

// BidsState is a position of Bids. Card sets are bit masks: bit v is card v.
type BidsState struct {
	setup  rules.Setup
	hand   [2]uint8
	handN  [2]int8
	masked [2]bool // the hand and face-down bid of this seat are unknown here
	played [2]uint8
	bid    [2]int8 // face-down bid: 0 none yet, -1 placed but unknown here
	pool   uint8   // prizes not drawn yet
	prize  int8    // the prize on offer; 0 once the game is over
	won    [2]uint8
	tied   uint8 // prizes nobody took
	round  int8
	rng    rand.PCG
}

func (s *BidsState) Game() rules.Game   { return Bids }
func (s *BidsState) Setup() rules.Setup { return s.setup }

func (s *BidsState) firstBidder() rules.Seat { return rules.Seat(s.round % 2) }

func (s *BidsState) ToMove() rules.Seat {
	if s.round >= bidsRounds {
		return rules.NoSeat
	}
	first := s.firstBidder()
	if s.bid[first] == 0 {
		return first
	}
	return 1 - first
}

func (s *BidsState) Legal(dst []rules.Move) []rules.Move {
	dst = dst[:0]
	seat := s.ToMove()
	if seat == rules.NoSeat {
		return dst
	}
	for v := 1; v <= bidsCards; v++ {
		if s.hand[seat]&(1<<v) != 0 {
			dst = append(dst, rules.Move(v))
		}
	}
	return dst
}

func (s *BidsState) check(m rules.Move) error {
	seat := s.ToMove()
	switch {
	case seat == rules.NoSeat:
		return illegal(s, m, "the game is over", "end")
	case m < 1 || m > bidsCards:
		return illegal(s, m, "bid a card numbered 1 to 6", "bid")
	case s.masked[seat]:
		return illegal(s, m, "this seat's hand is hidden in this view; determinize the view before playing on it", "bid")
	case s.hand[seat]&(1<<m) == 0:
		return illegal(s, m, "that card is not in the bidder's hand", "bid")
	}
	return nil
}

func (s *BidsState) Play(m rules.Move) error {
	if err := s.check(m); err != nil {
		return err
	}
	seat := s.ToMove()
	s.hand[seat] &^= 1 << m
	s.handN[seat]--
	s.bid[seat] = int8(m)
	if s.bid[1-seat] != 0 {
		s.resolve()
	}
	return nil
}

// resolve shows both bids, hands out the prize and draws the next one.
func (s *BidsState) resolve() {
	a, b := s.bid[0], s.bid[1]
	s.played[0] |= 1 << a
	s.played[1] |= 1 << b
	switch {
	case a > b:
		s.won[0] |= 1 << s.prize
	case b > a:
		s.won[1] |= 1 << s.prize
	default:
		s.tied |= 1 << s.prize
	}
	s.bid = [2]int8{}
	s.round++
	s.prize = 0
	if s.round < bidsRounds {
		s.drawPrize()
	}
}

// drawPrize takes a random prize from the pool with the state's generator.
func (s *BidsState) drawPrize() {
	k := rand.New(&s.rng).IntN(bits.OnesCount8(s.pool))
	for v := 1; v <= bidsCards; v++ {
		if s.pool&(1<<v) == 0 {
			continue
		}
		if k == 0 {
			s.pool &^= 1 << v
			s.prize = int8(v)
			return
		}
		k--
	}
}

// Score is the sum of the prizes seat has taken.
func (s *BidsState) Score(seat rules.Seat) int { return maskSum(s.won[seat]) }

func maskSum(m uint8) int {
	t := 0
	for v := 1; v <= bidsCards; v++ {
		if m&(1<<v) != 0 {
			t += v
		}
	}
	return t
}

func (s *BidsState) Result() rules.Result {
	if s.round < bidsRounds {
		return rules.Result{}
	}
	r := rules.Result{Over: true, Scores: []int{s.Score(0), s.Score(1)}}
	for seat := rules.Seat(0); seat < 2; seat++ {
		for v := 1; v <= bidsCards; v++ {
			if s.won[seat]&(1<<v) != 0 {
				r.Lines = append(r.Lines, rules.ScoreLine{Seat: seat, Points: v, What: fmt.Sprintf("prize %d", v), Rule: "prize"})
			}
		}
	}
	switch {
	case r.Scores[0] > r.Scores[1]:
		r.Winners = []rules.Seat{0}
	case r.Scores[1] > r.Scores[0]:
		r.Winners = []rules.Seat{1}
	default:
		r.Winners = []rules.Seat{0, 1}
	}
	r.Summary = fmt.Sprintf("all %d prizes are handed out: %d to %d", bidsRounds, r.Scores[0], r.Scores[1])
	return r
}

func (s *BidsState) Clone() rules.State { c := *s; return &c }

func (s *BidsState) Observe(m rules.Move, seat rules.Seat) rules.Move {
	if seat == s.ToMove() {
		return m
	}
	return HiddenBid
}

func (s *BidsState) SeatLabel(seat rules.Seat) string { return northSouth(seat) }

// FormatMove writes a bid as b and the card, e.g. b4; a hidden bid is b?.
func (s *BidsState) FormatMove(m rules.Move) string {
	if m == HiddenBid {
		return "b?"
	}
	return fmt.Sprintf("b%d", uint64(m))
}

func (s *BidsState) ParseMove(text string) (rules.Move, error) {
	var v int
	if text == "b?" {
		return HiddenBid, nil
	}
	if _, err := fmt.Sscanf(text, "b%d", &v); err != nil || v < 1 || v > bidsCards || fmt.Sprintf("b%d", v) != text {
		return 0, fmt.Errorf("bids move %q: write b and a card 1-6, e.g. b4", text)
	}
	return rules.Move(v), nil
}
