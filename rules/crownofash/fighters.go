package crownofash

import "math/bits"

// The fighter display: six raisable fighters, two of each tier (slots 0-1
// tier I, 2-3 tier II, 4-5 tier III; the project's design).
func slotTier(slot int) int { return slot / 2 }

// fallBack is the order in which the tier decks refill a slot of tier t:
// its own deck, then the neighbouring deck of the lowest value, then the
// last (rulebook, "Replenishing Fighters"; NOTES CA8).
var fallBack = [Tiers][Tiers]int{{0, 1, 2}, {1, 0, 2}, {2, 1, 0}}

// drawFighter takes the top fighter for a slot of tier t, or -1 when every
// deck is empty.
func (s *State) drawFighter(t int) int {
	for _, d := range fallBack[t] {
		if n := s.DeckN[d]; n > 0 {
			s.DeckN[d]--
			id := s.Deck[d][n-1]
			s.Deck[d][n-1] = none
			return int(id)
		}
	}
	return none
}

// refillDisplay fills every empty slot of the display.
func (s *State) refillDisplay() {
	for slot, id := range s.Display {
		if id == none {
			s.Display[slot] = int8(s.drawFighter(slotTier(slot)))
		}
	}
}

// Strength is the attack value of a group of fighters: their attacks plus
// the kind bonus, +1 for a pair of one kind and +2 for three (rulebook,
// "Fighter Kinds"; NOTES CA1).
func Strength(group uint64) int {
	total, count := 0, [Kinds]int{}
	for g := group; g != 0; g &= g - 1 {
		id := bits.TrailingZeros64(g)
		total += int(attackOf[id])
		count[kindOf[id]]++
	}
	for _, c := range count {
		switch {
		case c == 2:
			total++
		case c >= 3:
			total += 2
		}
	}
	return total
}

// groups calls fn for every group of 1 to max fighters of pool, in a fixed
// order (by the lowest fighter first).
func groups(pool uint64, max int, fn func(g uint64)) {
	var ids [NumFighters]int
	n := 0
	for p := pool; p != 0; p &= p - 1 {
		ids[n] = bits.TrailingZeros64(p)
		n++
	}
	var rec func(start int, g uint64, size int)
	rec = func(start int, g uint64, size int) {
		for i := start; i < n; i++ {
			h := g | 1<<ids[i]
			fn(h)
			if size+1 < max {
				rec(i+1, h, size+1)
			}
		}
	}
	rec(0, 0, 0)
}

// strongest is the strongest group of up to max fighters of pool (the AI
// deck's choice); among equals the one of fewer fighters, then the first
// (groups' order: by the lowest fighter first, smaller groups before
// larger ones that start alike).
func strongest(pool uint64, max int) uint64 {
	var ids [NumFighters]uint8
	n := 0
	for p := pool; p != 0; p &= p - 1 {
		ids[n] = uint8(bits.TrailingZeros64(p))
		n++
	}
	best, bestV, bestN := uint64(0), -1, 0
	try := func(g uint64, size int) {
		if v := Strength(g); v > bestV || (v == bestV && size < bestN) {
			best, bestV, bestN = g, v, size
		}
	}
	for i := range n {
		gi := uint64(1) << ids[i]
		try(gi, 1)
		for j := i + 1; j < n && max >= 2; j++ {
			gj := gi | 1<<ids[j]
			try(gj, 2)
			for k := j + 1; k < n && max >= 3; k++ {
				try(gj|1<<ids[k], 3)
			}
		}
	}
	return best
}

// weakest is the fighter of group with the lowest attack (the AI deck's
// casualty), the first among equals; -1 for an empty group.
func weakest(group uint64) int {
	best := none
	for g := group; g != 0; g &= g - 1 {
		id := bits.TrailingZeros64(g)
		if best < 0 || fighters[id].Attack < fighters[best].Attack {
			best = id
		}
	}
	return best
}

// cost is what lord l pays to raise fighter id: the fighter's resources
// from the mat first and gold for the rest (gold stands in for any
// resource); ok is false when l cannot pay.
func (s *State) cost(l int8, id int) (pay [numRes]int16, ok bool) {
	short := int16(0)
	for k, need := range fighters[id].Cost {
		have := s.Res[l][k]
		use := min(have, int16(need))
		pay[k] = use
		short += int16(need) - use
	}
	pay[Gold] = short
	return pay, short <= s.Res[l][Gold]
}
