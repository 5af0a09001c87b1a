package testgames

import (
	"fmt"
	"math/rand/v2"

	"embers/rules"
)

// View masks the other seats' hands (their sizes stay public), the deck's
// order and the generator.
func (s *BrigadeState) View(seat rules.Seat) rules.State {
	c := *s
	for o := range s.setup.Players {
		if rules.Seat(o) != seat {
			c.hand[o], c.masked[o] = [2]int8{}, true
		}
	}
	for i := range c.deck {
		c.deck[i] = cardHidden
	}
	c.rng = rand.PCG{}
	return &c
}

// Determinize deals the cards seat has not seen (the other hands and the
// deck) again from those not yet played, and reseeds the die.
func (s *BrigadeState) Determinize(seat rules.Seat, rng *rand.Rand) rules.State {
	c := *s
	left := [2]int{eachKind - int(c.used[0]), eachKind - int(c.used[1])}
	known := rules.IsSeat(seat) && int(seat) < c.setup.Players && !c.masked[seat]
	if known {
		left[0] -= int(c.hand[seat][0])
		left[1] -= int(c.hand[seat][1])
	}
	var pool [deckSize]uint8
	n := 0
	for k, count := range left {
		for range count {
			pool[n] = cardShield + uint8(k)
			n++
		}
	}
	rng.Shuffle(n, func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	for o := range c.setup.Players {
		if known && rules.Seat(o) == seat {
			continue
		}
		c.hand[o], c.masked[o] = [2]int8{}, false
		for range c.handN[o] {
			n--
			c.hand[o][pool[n]-1]++
		}
	}
	c.deck = [deckSize]uint8{}
	copy(c.deck[:], pool[:n])
	c.rng = reseed(rng)
	return &c
}

// Observe: every move of Bucket Brigade is played in the open (a drawn
// card's kind is in its event's secret, not in the move).
func (s *BrigadeState) Observe(m rules.Move, _ rules.Seat) rules.Move { return m }

// Check verifies that every card is in one place, the phase fits the
// position, and every count is in range.
func (s *BrigadeState) Check() error {
	n := s.setup.Players
	if n < 1 || n > brigadeMaxN {
		return fmt.Errorf("brigade: %d players; it is for 1 to %d", n, brigadeMaxN)
	}
	if s.turn < 0 || s.turn > s.turns() || s.deckN < 0 || s.deckN > deckSize {
		return fmt.Errorf("brigade: turn %d of %d, %d cards in the deck: out of range", s.turn, s.turns(), s.deckN)
	}
	for h, f := range s.fire {
		if f < 0 || f > burnt {
			return fmt.Errorf("brigade: house %d has fire %d; it must be 0 to %d", h+1, f, burnt)
		}
	}
	if err := s.checkCards(); err != nil {
		return err
	}
	return s.checkPhase()
}

// checkCards: hands, deck and played cards hold each kind's six.
func (s *BrigadeState) checkCards() error {
	held, cards := [2]int{}, int(s.deckN)
	for o := range brigadeMaxN {
		h := s.hand[o]
		if o >= s.setup.Players && (s.handN[o] != 0 || h != [2]int8{} || s.masked[o]) {
			return fmt.Errorf("brigade: seat %d is not at the table but holds cards", o+1)
		}
		if s.handN[o] < 0 || s.handN[o] > handLimit || h[0] < 0 || h[1] < 0 {
			return fmt.Errorf("brigade: seat %d holds %d cards; a hand holds 0 to %d", o+1, s.handN[o], handLimit)
		}
		if !s.masked[o] && h[0]+h[1] != s.handN[o] {
			return fmt.Errorf("brigade: seat %d holds %d shields and %d water cards but counts %d", o+1, h[0], h[1], s.handN[o])
		}
		held[0], held[1] = held[0]+int(h[0]), held[1]+int(h[1])
		cards += int(s.handN[o])
	}
	if cards+int(s.used[0]+s.used[1]) != deckSize {
		return fmt.Errorf("brigade: %d cards in hands and deck and %d played; there are %d", cards, s.used[0]+s.used[1], deckSize)
	}
	for i := range deckSize {
		if c := s.deck[i]; (i >= int(s.deckN) && c != cardHidden) || c > cardWater {
			return fmt.Errorf("brigade: deck slot %d holds card %d", i, c)
		}
		if i < int(s.deckN) && s.deck[i] != cardHidden {
			held[s.deck[i]-1]++
		}
	}
	for k := range 2 {
		if held[k]+int(s.used[k]) > eachKind {
			return fmt.Errorf("brigade: %d %s cards are in play; there are %d", held[k]+int(s.used[k]), cardName[k+1], eachKind)
		}
	}
	return nil
}

// checkPhase: a threat only in a window, a window only for a seat with
// cards, the end only at the end.
func (s *BrigadeState) checkPhase() error {
	over := s.turn >= s.turns() || s.burntHouses() >= fireWins
	switch {
	case over != (s.phase == phaseOver):
		return fmt.Errorf("brigade: phase %d after %d turns with %d houses burnt", s.phase, s.turn, s.burntHouses())
	case (s.phase == phaseWindow) != (s.target != 0):
		return fmt.Errorf("brigade: house %d threatened in phase %d", s.target, s.phase)
	case s.phase == phaseWindow && (s.asked < 1 || int(s.asked) >= s.setup.Players || s.handN[s.asker()] == 0):
		return fmt.Errorf("brigade: seat offset %d asked in a window", s.asked)
	case s.phase != phaseWindow && s.asked != 0:
		return fmt.Errorf("brigade: seat offset %d asked outside a window", s.asked)
	case s.target < 0 || s.target > houses || (s.target > 0 && s.fire[s.target-1] >= burnt):
		return fmt.Errorf("brigade: house %d cannot be threatened", s.target)
	}
	return nil
}
