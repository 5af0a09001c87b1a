package testgames

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"embers/rules"
)

// Apply plays a bid and tells what happened: the face-down bid (its value a
// secret of the bidder), and once both are down the reveal and the prize.
func (s *BidsState) Apply(m rules.Move) ([]rules.Event, error) {
	seat := s.ToMove()
	before := *s
	if err := s.Play(m); err != nil {
		return nil, err
	}
	ev := []rules.Event{{
		Kind: "bid.placed", Rule: "bid", Seat: seat, Text: rules.SeatRef(seat) + " bids face down",
		Secret: seat, SecretText: fmt.Sprintf("%s bids %d face down", rules.SeatRef(seat), m), SecretData: int(m),
	}}
	if s.round == before.round {
		return ev, nil
	}
	bids := [2]int8{before.bid[0], before.bid[1]}
	bids[seat] = int8(m)
	ev = append(ev, rules.Event{Kind: "bids.revealed", Rule: "reveal", Seat: rules.NoSeat, Secret: rules.NoSeat,
		Text: fmt.Sprintf("the bids are shown: %s %d, %s %d", rules.SeatRef(0), bids[0], rules.SeatRef(1), bids[1]),
		Data: bids, Reveal: true})
	taker := "nobody takes prize %d: the bids are equal"
	switch {
	case bids[0] > bids[1]:
		taker = rules.SeatRef(0) + " takes prize %d"
	case bids[1] > bids[0]:
		taker = rules.SeatRef(1) + " takes prize %d"
	}
	ev = append(ev, rules.Event{Kind: "prize.taken", Rule: "prize", Seat: rules.NoSeat, Secret: rules.NoSeat,
		Text: fmt.Sprintf(taker, before.prize), Data: int(before.prize)})
	if s.prize != 0 {
		ev = append(ev, rules.Event{Kind: "prize.drawn", Rule: "prize", Seat: rules.NoSeat, Secret: rules.NoSeat,
			Text: fmt.Sprintf("prize %d is drawn", s.prize), Data: int(s.prize), Reveal: true})
	} else {
		ev = append(ev, rules.Event{Kind: "game.over", Rule: "end", Seat: rules.NoSeat, Secret: rules.NoSeat,
			Text: s.Result().Summary})
	}
	return ev, nil
}

func maskList(m uint8) []int {
	out := []int{}
	for v := 1; v <= bidsCards; v++ {
		if m&(1<<v) != 0 {
			out = append(out, v)
		}
	}
	return out
}

func (s *BidsState) Dump() string {
	var b strings.Builder
	fmt.Fprintf(&b, "round %d/%d, prize on offer %d, prize deck %v, tied %v\n",
		s.round+1, bidsRounds, s.prize, maskList(s.pool), maskList(s.tied))
	for seat := rules.Seat(0); seat < 2; seat++ {
		hand := fmt.Sprint(maskList(s.hand[seat]))
		if s.masked[seat] {
			hand = fmt.Sprintf("%d hidden", s.handN[seat])
		}
		bid := "-"
		switch {
		case s.bid[seat] < 0:
			bid = "face down"
		case s.bid[seat] > 0:
			bid = fmt.Sprint(s.bid[seat])
		}
		fmt.Fprintf(&b, "%s: hand %s, bid %s, played %v, won %v (%d)\n",
			s.SeatLabel(seat), hand, bid, maskList(s.played[seat]), maskList(s.won[seat]), s.Score(seat))
	}
	fmt.Fprintf(&b, "to move: %s\n", s.SeatLabel(s.ToMove()))
	return b.String()
}

const bidsFormat = "embers.testgames.bids"

type bidsBody struct {
	Hands  [2][]int `json:"hands"`
	HandN  [2]int   `json:"hand_sizes"`
	Masked [2]bool  `json:"masked"`
	Played [2][]int `json:"played"`
	Bids   [2]int   `json:"bids"`
	Pool   []int    `json:"prize_deck"`
	Prize  int      `json:"prize"`
	Won    [2][]int `json:"won"`
	Tied   []int    `json:"tied"`
	Round  int      `json:"round"`
	RNG    []byte   `json:"rng"`
}

func (s *BidsState) Encode() []byte {
	b := bidsBody{Pool: maskList(s.pool), Prize: int(s.prize), Tied: maskList(s.tied),
		Round: int(s.round), RNG: marshalSource(s.rng), Masked: s.masked}
	for i := range 2 {
		b.Hands[i], b.Played[i], b.Won[i] = maskList(s.hand[i]), maskList(s.played[i]), maskList(s.won[i])
		b.HandN[i], b.Bids[i] = int(s.handN[i]), int(s.bid[i])
	}
	return encodeEnvelope(bidsFormat, s.setup, b)
}

// listMask turns a card list into a set; cards out of 1..6 or repeated fail.
func listMask(list []int, what string) (uint8, error) {
	var m uint8
	for _, v := range list {
		if v < 1 || v > bidsCards || m&(1<<v) != 0 {
			return 0, fmt.Errorf("%s: %s lists card %d twice or out of 1..6", bidsFormat, what, v)
		}
		m |= 1 << v
	}
	return m, nil
}

func small(v, lo, hi int, what string) (int8, error) {
	if v < lo || v > hi {
		return 0, fmt.Errorf("%s: %s is %d; it must be %d..%d", bidsFormat, what, v, lo, hi)
	}
	return int8(v), nil
}

func (bidsGame) Decode(data []byte) (rules.State, error) {
	var b bidsBody
	setup, err := decodeEnvelope(data, bidsFormat, &b)
	if err != nil {
		return nil, err
	}
	if setup.Players != 2 {
		return nil, fmt.Errorf("%s: %d players saved; bids has 2", bidsFormat, setup.Players)
	}
	s := &BidsState{setup: setup, masked: b.Masked}
	var errs []error
	add := func(e error) {
		if e != nil {
			errs = append(errs, e)
		}
	}
	for i := range 2 {
		var e error
		s.hand[i], e = listMask(b.Hands[i], "a hand")
		add(e)
		s.played[i], e = listMask(b.Played[i], "a played pile")
		add(e)
		s.won[i], e = listMask(b.Won[i], "a prize pile")
		add(e)
		s.handN[i], e = small(b.HandN[i], 0, bidsHand, "a hand size")
		add(e)
		s.bid[i], e = small(b.Bids[i], -1, bidsCards, "a face-down bid")
		add(e)
	}
	s.pool, err = listMask(b.Pool, "the prize deck")
	add(err)
	s.tied, err = listMask(b.Tied, "the tied prizes")
	add(err)
	s.prize, err = small(b.Prize, 0, bidsCards, "the prize on offer")
	add(err)
	s.round, err = small(b.Round, 0, bidsRounds, "the round")
	add(err)
	s.rng, err = unmarshalSource(b.RNG, bidsFormat)
	add(err)
	if len(errs) > 0 {
		return nil, errs[0]
	}
	if err := s.Check(); err != nil {
		return nil, err
	}
	return s, nil
}

// Evaluate estimates each seat's reward from the lead against the prize
// points still to be handed out.
func (s *BidsState) Evaluate(out []float64) {
	left := float64(s.prize)
	if n := bidsRounds - int(s.round) - 1; n > 0 {
		left += float64(maskSum(s.pool)) / float64(len(maskList(s.pool))) * float64(n)
	}
	lead := float64(s.Score(0) - s.Score(1))
	p := 0.5 + 0.5*max(-1, min(1, lead/(left+1)))
	out[0] = 0.05 + 0.9*p
	out[1] = 0.05 + 0.9*(1-p)
}

// RolloutMove bids at random, but half the time matches the prize: a high
// card for a high prize, a low card for a low one.
func (s *BidsState) RolloutMove(rng *rand.Rand, buf []rules.Move) rules.Move {
	buf = s.Legal(buf)
	if rng.IntN(2) == 0 {
		return buf[rng.IntN(len(buf))]
	}
	i := (int(s.prize) - 1) * len(buf) / bidsCards
	return buf[i]
}
