package burnttoashes

import (
	"fmt"

	"embers/rules"
)

// Gold: dealt at income, laid as offerings, spent in the buy phase, never
// kept past it.

// income gathers the 25 gold cards, sets one aside unseen and deals the
// rest one at a time from the regent ("Ertragsphase"). A ruler in debt to
// the Moneylender then hands back that many cards, the worst.
func (s *State) income(log *rules.Recorder) {
	c := &s.c
	var deck []int8
	for v := range 4 {
		for range goldDeck[v] {
			deck = append(deck, int8(v))
		}
	}
	c.Discard, c.Hand, c.HandN, c.Offer, c.OfferN = [4]int8{}, [MaxPlayers][4]int8{}, [MaxPlayers]int8{}, [MaxPlayers][4]int8{}, [MaxPlayers]int8{}
	r := s.r()
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	c.AsideN, c.AsideV = 1, deck[len(deck)-1]
	seat := int(c.Regent)
	for _, v := range deck[:len(deck)-1] {
		c.Hand[seat][v]++
		c.HandN[seat]++
		seat = s.next(seat)
	}
	c.Gained, c.Agit = false, 0
	if log != nil {
		d := GoldDealt{Year: int(c.Year), Regent: rules.Seat(c.Regent)}
		for seat := range s.n() {
			d.Cards[seat] = int(c.HandN[seat])
		}
		log.Add(EvGoldDealt, "income", rules.NoSeat, fmt.Sprintf("Year %d: one gold card is set aside unseen and 24 are dealt from the regent", c.Year), d, plGold)
	}
	for seat := range s.n() {
		for ; c.Debt[seat] > 0 && c.HandN[seat] > 0; c.Debt[seat]-- {
			v := lowest(c.Hand[seat])
			c.Hand[seat][v]--
			c.HandN[seat]--
			c.Discard[v]++
			if log != nil {
				log.Add(EvDebtRepaid, "lender", rules.Seat(seat), fmt.Sprintf("%s hands back a %s to the Moneylender", who(seat), cardWord(v)), GoldCard{Seat: rules.Seat(seat), Value: v}, plDiscard)
			}
		}
		c.Debt[seat] = 0
	}
}

func lowest(h [4]int8) int {
	for v := range 4 {
		if h[v] > 0 {
			return v
		}
	}
	return 0
}

func cardWord(v int) string {
	if v == 0 {
		return "blank card"
	}
	return fmt.Sprintf("%d-gold card", v)
}

// pay spends cost gold from seat's hand ("Kaufphase": no exact change is
// needed; change comes from the discard pile while it has some). The
// program pays for the player: the exact sum when the hand has it, else
// the smallest overpayment, and takes back the most change it can.
func (s *State) pay(seat, cost int) {
	c := &s.c
	best, bestSum := [4]int8{}, 1<<20
	h := c.Hand[seat]
	for a := 0; a <= int(h[1]); a++ {
		for b := 0; b <= int(h[2]); b++ {
			for d := 0; d <= int(h[3]); d++ {
				sum := a + 2*b + 3*d
				if sum >= cost && (sum < bestSum || sum == bestSum && a+b+d < int(best[1]+best[2]+best[3])) {
					best, bestSum = [4]int8{0, int8(a), int8(b), int8(d)}, sum
				}
			}
		}
	}
	c.Paid, c.Change = best, [4]int8{}
	for v := 1; v < 4; v++ {
		c.Hand[seat][v] -= best[v]
		c.HandN[seat] -= best[v]
	}
	for owe := bestSum - cost; owe > 0; {
		v := min(owe, 3)
		for v > 0 && c.Discard[v] == 0 {
			v--
		}
		if v == 0 {
			break
		}
		c.Discard[v]--
		c.Change[v]++
		c.Hand[seat][v]++
		c.HandN[seat]++
		owe -= v
	}
	for v := 1; v < 4; v++ {
		c.Discard[v] += best[v]
	}
}

// refund undoes the last payment (the Abbot).
func (s *State) refund(seat int) {
	c := &s.c
	for v := range 4 {
		c.Hand[seat][v] += c.Paid[v] - c.Change[v]
		c.HandN[seat] += c.Paid[v] - c.Change[v]
		c.Discard[v] += c.Change[v] - c.Paid[v]
	}
	c.Paid, c.Change = [4]int8{}, [4]int8{}
}

// discardHands: no gold is kept past the buy phase.
func (s *State) discardHands() {
	c := &s.c
	for seat := range s.n() {
		for v := range 4 {
			c.Discard[v] += c.Hand[seat][v]
			c.Hand[seat][v] = 0
		}
		c.HandN[seat] = 0
	}
}

// goldPlaces names the cards moved by an offering move.
func goldPlaces() []rules.Place { return []rules.Place{plGold, plOffering} }
