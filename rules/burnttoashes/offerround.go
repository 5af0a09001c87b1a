package burnttoashes

import (
	"fmt"
	"math/rand/v2"

	"embers/rules"
)

// The offering's rounds as the AI searches them (rules.Simultaneous; docs,
// "Playing it well"). In a round each ruler lays face down in turn, and
// the later ones answer lays they saw only as "? on N cards". RoundStart
// takes those lays back, so that a search decides them again as the table
// did, each ruler not knowing the answer, instead of dealing their sums at
// random; and it binds each replayed turn to what the seat searching saw:
// as many cards laid, or a stand.

// scriptStand binds a replayed turn to a stand; a script of k+1 binds it
// to a lay of k cards; 0 leaves the turn free.
const scriptStand int8 = -1

var _ rules.Simultaneous = (*State)(nil)

// recordRound notes the offering as it lies when a round begins (nothing
// at the first round, nothing once the tile is turned).
func (s *State) recordRound() {
	c := &s.c
	c.Before, c.BeforeN, c.Relaid, c.Prev, c.Unrecorded = c.Offer, c.OfferN, 0, 0, false
}

// nextRound records a revising round's start, keeping who set a new
// offering in the round that ended.
func (s *State) nextRound() {
	prev := s.c.Relaid
	s.recordRound()
	s.c.Prev = prev
}

// goldMoved: a Farmer swapped gold cards between two hands in an offering
// turn; nothing else moves gold in or out of a hand or an offering while
// the offering lasts (a lay and a stand keep each ruler's cards; the
// Moneylender, change and debts belong to the buy phase and the income).
// Before anyone has laid in this round, the record stays true: offerings
// are untouched, and a RoundStart goes back no further than the first
// lay, which comes after the swap. After a lay it cannot stay true: the
// Farmer draws blind from a hand a lay may have filled, so a ruler's
// offering at the round's start can hold a card they no longer have, and
// putting it back would need the swap undone, which the table's history
// does not tell the searching seat. We chose to mark the round as not
// rebuildable over keeping a picture of it: RoundStart then declines and
// the AI searches the round from the turn at hand, which is always sound
// (only less well informed), for the rest of this round only; the next
// round is recorded afresh. The record is set to the offerings as they
// lie, which fits every ruler's cards as checkRound asks.
func (s *State) goldMoved() {
	c := &s.c
	if c.Relaid == 0 {
		return
	}
	c.Unrecorded = true
	c.Before, c.BeforeN = c.Offer, c.OfferN
}

// settled: in a revising round, no other ruler has set a new offering
// since the ruler to move last did (in this round before them, or in the
// last one after them). The AI then stands: anything it could lay now it
// could have laid then, knowing what it knows now (Candidates). A turn the
// search replays keeps its bound move.
func (s *State) settled(t *task) bool {
	c := &s.c
	seat := s.offerSeat(t)
	if c.Round < 2 || s.script[seat] != 0 {
		return false
	}
	for k := range s.n() {
		o := (int(t.Seat) + k) % s.n()
		if o != seat && (k < int(t.A) && c.Relaid&bit(o) != 0 || k > int(t.A) && c.Prev&bit(o) != 0) {
			return false
		}
	}
	return true
}

// inOffering: a ruler with gold, an offering or a follower takes offering
// turns (all public); the others are passed over.
func (s *State) inOffering(seat int) bool {
	c := &s.c
	return c.HandN[seat] > 0 || c.OfferN[seat] > 0 || c.FHandN[seat] > 0
}

// RoundStart goes back to the first lay of this offering round made by
// another ruler before the one to move: from there to the mover, each
// ruler holds their cards as the round found them (in a seat's view only
// the counts: the values stay masked) and is bound to lay as many cards as
// they did, or to stand, when the search replays the turn. Followers
// played in those turns stay played (the Scout's look, the Farmer's swap
// count as made before the round). False when no such lay waits on the
// mover's answer, or the round's start is not known (a version 1 save, or
// a Farmer's swap after a lay: goldMoved).
func (s *State) RoundStart() (rules.State, bool) {
	t := s.top()
	c := &s.c
	if c.Over || t == nil || t.K != tkOffer || c.Unrecorded {
		return nil, false
	}
	first := -1
	for k := range int(t.A) {
		if c.Relaid&bit((int(t.Seat)+k)%s.n()) != 0 {
			first = k
			break
		}
	}
	if first < 0 {
		return nil, false
	}
	r := *s
	r.picked = 0 // r.c changes below: no move of s's legal list stands (play.go)
	for k := first; k < int(t.A); k++ {
		if o := (int(t.Seat) + k) % s.n(); r.inOffering(o) && !r.takeBack(o) {
			return nil, false
		}
	}
	r.c.Changed = false // nobody had laid in this round before the first lay
	r.c.Agenda[r.c.AgendaN-1].A = int8(first)
	return &r, true
}

// takeBack returns ruler o's turn of this round: a lay goes back to the
// offering the round began with, bound to as many cards as it laid; a
// stand is bound to a stand. False if o's cards cannot make the round's
// start (a guard: a Farmer's swap after a lay unrecords the round first,
// goldMoved, and a determinization deals the start from o's cards).
func (s *State) takeBack(o int) bool {
	c := &s.c
	if c.Relaid&bit(o) == 0 {
		s.script[o] = scriptStand
		return true
	}
	hand := c.HandN[o] + c.OfferN[o] - c.BeforeN[o]
	var vals [4]int8
	for v := range 4 {
		vals[v] = c.Hand[o][v] + c.Offer[o][v] - c.Before[o][v]
		if vals[v] < 0 {
			return false
		}
	}
	if hand < 0 {
		return false
	}
	s.script[o] = c.OfferN[o] + 1
	c.Hand[o], c.HandN[o], c.Offer[o], c.OfferN[o] = vals, hand, c.Before[o], c.BeforeN[o]
	c.Relaid &^= bit(o)
	return true
}

// scripted keeps, of the moves of a replayed turn from dst[from:], those
// the seat searching sees as the ruler's real move: a stand, or a lay of
// the same number of cards (whatever its sum). A determinization can deal
// a ruler cards that make no such lay (four 1s, three of them offered: no
// other three cards to lay); the turn is then left free rather than stuck.
func (s *State) scripted(dst []rules.Move, seat, from int) []rules.Move {
	want := s.script[seat]
	n := from
	for i := from; i < len(dst); i++ {
		kind, a, b, _ := split(dst[i])
		if kind == mvStand && want == scriptStand || kind == mvOffer && want > 0 && s.offerCards(seat, a, b) == int(want-1) {
			dst[n], dst[i] = dst[i], dst[n]
			n++
		}
	}
	if n == from {
		return dst
	}
	return dst[:n]
}

// scriptedOffer is the rollout's move in a replayed turn: the stand it is
// bound to, or the lay of the bound number of cards nearest what the tile
// lacks (short of it worse than any overpayment), with the fewest blanks.
func scriptedOffer(legal []rules.Move, want int) rules.Move {
	best, gap, blanks := legal[0], 1<<20, 1<<20
	for _, m := range legal {
		k, n, z, _ := split(m)
		if k != mvOffer {
			continue
		}
		d := n - want
		if d < 0 {
			d = 100 - d
		}
		if d < gap || d == gap && z < blanks {
			best, gap, blanks = m, d, z
		}
	}
	return best
}

// dealBefore deals ruler o's offering at the round's start, once the
// determinization has dealt o's cards: the offering itself if o has not
// laid in this round, else as many of o's cards as it then held.
func (s *State) dealBefore(o int, rng *rand.Rand) {
	c := &s.c
	if c.Relaid&bit(o) == 0 {
		c.Before[o] = c.Offer[o]
		return
	}
	var pool []int8
	for v := range 4 {
		for range c.Hand[o][v] + c.Offer[o][v] {
			pool = append(pool, int8(v))
		}
	}
	pool = shuffled(pool, rng)
	c.Before[o] = [4]int8{}
	for _, v := range pool[:c.BeforeN[o]] {
		c.Before[o][v]++
	}
}

// offerMixMargin: a rival's mixed offering draws only among offers whose
// mean reward in the search lies within this of the best's (rules.
// SearchSettings.MixMargin). The root of an offering is nearly flat (at
// 1,000 playouts the offers of the same card count got 60-110 visits each
// and means within 0.01 of each other), so the visits floor alone let the
// mix lay an offer at random among them, and hard won 10 of 60 rivals'
// games against 15 with no mix (docs, "Playing it well").
const offerMixMargin = 0.002

// MixesSecrets: only a rival mixes, and only their offering (docs,
// "Playing it well"). Teammates may talk their offerings over at the
// table, so nothing is gained by hiding one's intent from them, and a mix
// plays a move the search rated lower; a stack's order is read by nobody
// who could exploit it.
func (s *State) MixesSecrets() bool {
	t := s.top()
	return !s.c.Coop && t != nil && t.K == tkOffer
}

// checkRound: the round's record fits the offerings on the table. A ruler
// who has not laid in this round offers what the round began with; one
// who has could have begun it with no more cards of a value than they
// hold now (lays keep a ruler's cards; a Farmer's swap after a lay resets
// the record: goldMoved).
func (s *State) checkRound() error {
	c := &s.c
	n := s.n()
	if c.Relaid>>uint(n) != 0 || c.Prev>>uint(n) != 0 || c.Prev != 0 && c.Round < 2 {
		return fmt.Errorf("a ruler beyond the table, or before the round, set a new offering")
	}
	if t := s.top(); c.Unrecorded && (t == nil || t.K != tkOffer) {
		return fmt.Errorf("an offering round's start is missing outside an offering")
	}
	for seat := range MaxPlayers {
		held, laid := 0, c.Relaid&bit(seat) != 0
		for v := range 4 {
			if c.Before[seat][v] < 0 || !laid && c.Before[seat][v] != c.Offer[seat][v] ||
				c.Before[seat][v] > c.Hand[seat][v]+c.Offer[seat][v] && (s.full() || int(c.Viewer) == seat) {
				return fmt.Errorf("seat %d began the offering round with %v, which does not fit its cards", seat+1, c.Before[seat])
			}
			held += int(c.Before[seat][v])
		}
		masked := !s.full() && int(c.Viewer) != seat
		if !masked && held != int(c.BeforeN[seat]) || !inRange(c.BeforeN[seat], 0, int(c.HandN[seat]+c.OfferN[seat])) ||
			!laid && c.BeforeN[seat] != c.OfferN[seat] {
			return fmt.Errorf("seat %d began the offering round with %d cards, which does not fit its %d", seat+1, c.BeforeN[seat], c.HandN[seat]+c.OfferN[seat])
		}
	}
	return nil
}
