package testgames

import (
	"fmt"
	"math/bits"
	"math/rand/v2"

	"embers/rules"
)

// View masks the other seat's hand and face-down bid, and the generator
// (the order of future prizes is nobody's to know).
func (s *BidsState) View(seat rules.Seat) rules.State {
	c := *s
	for o := rules.Seat(0); o < 2; o++ {
		if o == seat || c.masked[o] {
			continue
		}
		c.hand[o], c.masked[o] = 0, true
		if c.bid[o] != 0 {
			c.bid[o] = -1
		}
	}
	c.rng = rand.PCG{}
	return &c
}

// Determinize deals every hand seat cannot see again from the cards that
// seat has not seen played, with the face-down bid among them, and reseeds
// the prize draws.
func (s *BidsState) Determinize(seat rules.Seat, rng *rand.Rand) rules.State {
	c := *s
	for o := rules.Seat(0); o < 2; o++ {
		if o == seat && !c.masked[o] {
			continue
		}
		var unseen [bidsCards]int8
		n := 0
		for v := 1; v <= bidsCards; v++ {
			if c.played[o]&(1<<v) == 0 {
				unseen[n] = int8(v)
				n++
			}
		}
		k := int(c.handN[o])
		if c.bid[o] != 0 {
			k++
		}
		for i := 0; i < k; i++ { // partial Fisher-Yates
			j := i + rng.IntN(n-i)
			unseen[i], unseen[j] = unseen[j], unseen[i]
		}
		pick := unseen[:k]
		if c.bid[o] != 0 {
			c.bid[o], pick = pick[0], pick[1:]
		}
		c.hand[o] = 0
		for _, v := range pick {
			c.hand[o] |= 1 << v
		}
		c.masked[o] = false
	}
	c.rng = reseed(rng)
	return &c
}

// Check verifies that every bid card and every prize is in exactly one place.
func (s *BidsState) Check() error {
	if s.round < 0 || s.round > bidsRounds {
		return fmt.Errorf("bids: round %d is outside 0..%d", s.round, bidsRounds)
	}
	for seat := range 2 {
		if err := s.checkSeat(seat); err != nil {
			return err
		}
	}
	prizes := []uint8{s.pool, s.won[0], s.won[1], s.tied}
	if s.prize != 0 {
		prizes = append(prizes, 1<<s.prize)
	}
	if err := partition(prizes, "prize"); err != nil {
		return err
	}
	if n := bits.OnesCount8(s.won[0] | s.won[1] | s.tied); n != int(s.round) {
		return fmt.Errorf("bids: %d prizes handed out after %d rounds", n, s.round)
	}
	if (s.prize == 0) != (s.round == bidsRounds) || s.prize < 0 || s.prize > bidsCards {
		return fmt.Errorf("bids: prize %d on offer in round %d; a prize 1-6 is on offer until the last round ends", s.prize, s.round)
	}
	return nil
}

func (s *BidsState) checkSeat(seat int) error {
	if s.bid[seat] != 0 && rules.Seat(seat) == s.ToMove() {
		return fmt.Errorf("bids: seat %d has bid already but is to move", seat)
	}
	pending := 0
	if s.bid[seat] != 0 {
		pending = 1
	}
	if int(s.handN[seat])+int(s.round)+pending != bidsHand {
		return fmt.Errorf("bids: seat %d holds %d cards with %d played and %d face down; they must add up to %d",
			seat, s.handN[seat], s.round, pending, bidsHand)
	}
	if bits.OnesCount8(s.played[seat]) != int(s.round) || s.played[seat]&^bidsAll != 0 {
		return fmt.Errorf("bids: seat %d shows %d played cards after %d rounds", seat, bits.OnesCount8(s.played[seat]), s.round)
	}
	if s.masked[seat] {
		if s.hand[seat] != 0 || s.bid[seat] > 0 {
			return fmt.Errorf("bids: seat %d is hidden but its cards are shown", seat)
		}
		return nil
	}
	if s.bid[seat] < 0 || s.bid[seat] > bidsCards || bits.OnesCount8(s.hand[seat]) != int(s.handN[seat]) {
		return fmt.Errorf("bids: seat %d has a bad hand or face-down bid", seat)
	}
	parts := []uint8{s.hand[seat], s.played[seat]}
	if s.bid[seat] > 0 {
		parts = append(parts, 1<<s.bid[seat])
	}
	var union uint8
	for _, p := range parts {
		if p&union != 0 || p&^bidsAll != 0 {
			return fmt.Errorf("bids: seat %d has a bid card in two places", seat)
		}
		union |= p
	}
	return nil
}

// partition checks that the sets are disjoint and together hold 1..6.
func partition(sets []uint8, what string) error {
	var union uint8
	for _, p := range sets {
		if p&union != 0 || p&^bidsAll != 0 {
			return fmt.Errorf("bids: a %s is in two places or out of range", what)
		}
		union |= p
	}
	if union != bidsAll {
		return fmt.Errorf("bids: %s cards are missing (have %07b)", what, union)
	}
	return nil
}
