package fireaxe

import (
	"math/rand/v2"

	"embers/rules"
)

// What is hidden (docs/rules/fireaxe.md, "Secrets"): the runes in other
// players' hands and the rune deck's order; the order of the saga deck and
// the three sagas of each Era set aside (their Era shows on the back); the
// treasures under the towns not yet taken; the generator.

// View masks what seat cannot see.
func (s *State) View(seat rules.Seat) rules.State {
	v := s.clone()
	v.viewer, v.masked = seat, true
	v.rng = *rand.NewPCG(0, 0)
	for i := range v.Hands {
		if rules.Seat(i) != seat {
			for j := range v.Hands[i] {
				v.Hands[i][j] = hiddenCard
			}
		}
	}
	for i := range v.Runes {
		v.Runes[i] = hiddenCard
	}
	for i, sg := range v.SagaDeck {
		v.SagaDeck[i] = -s.eraOf(sg)
	}
	for i, sg := range v.Removed {
		v.Removed[i] = -s.eraOf(sg)
	}
	for i := range v.Ports {
		if v.Ports[i].Town > 0 {
			v.Ports[i].Treasure = hiddenAmount
		}
	}
	return v
}

// Observe: every move is seen as played (a drawn rune is a move "draw";
// what it drew is told to the drawer alone, in its event).
func (s *State) Observe(m rules.Move, seat rules.Seat) rules.Move { return m }

// Determinize deals what seat cannot see afresh: the unseen runes into the
// other hands and the deck, each Era's unseen sagas into its places in the
// deck and among the set-aside cards, the unseen treasures under the towns
// still standing; and reseeds the generator.
func (s *State) Determinize(seat rules.Seat, r *rand.Rand) rules.State {
	d := s.clone()
	d.viewer, d.masked = rules.NoSeat, false
	d.rng = *rand.NewPCG(r.Uint64(), r.Uint64())
	d.dealUnseenRunes(seat, r)
	d.dealUnseenSagas(r)
	d.dealUnseenTreasures(r)
	return d
}

// The deals below run once per search iteration, so they count in slices
// rather than maps and fill each pool in one allocation.

func (d *State) dealUnseenRunes(seat rules.Seat, r *rand.Rand) {
	left := make([]int, len(runes)) // of each kind, the cards seat has not seen
	for k := range left {
		left[k] = deckCount(k, d.Advanced)
	}
	for _, k := range d.Discard {
		left[k]--
	}
	if rules.IsSeat(seat) {
		for _, k := range d.Hands[seat] {
			left[k]--
		}
	}
	n := 0
	for _, c := range left {
		n += max(0, c)
	}
	pool := make([]int8, 0, n)
	for k := range int8(len(runes)) {
		for range left[k] {
			pool = append(pool, k)
		}
	}
	r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	for i := range d.Hands {
		if rules.Seat(i) == seat {
			continue
		}
		for j := range d.Hands[i] {
			d.Hands[i][j], pool = pool[0], pool[1:]
		}
	}
	copy(d.Runes, pool)
}

func (d *State) dealUnseenSagas(r *rand.Rand) {
	seen := make([]bool, len(d.b.at.Sagas))
	for _, list := range [][]int{d.SagaUp, d.SagaOut} {
		for _, i := range list {
			seen[i] = true
		}
	}
	for _, w := range d.Won {
		for _, i := range w {
			seen[i] = true
		}
	}
	buf := make([]int, 0, len(d.b.at.Sagas))
	for era := 1; era <= 3; era++ {
		pool := buf[:0]
		for i, sg := range d.b.at.Sagas {
			if sg.Era == era && !seen[i] {
				pool = append(pool, i)
			}
		}
		r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		for _, list := range [][]int{d.SagaDeck, d.Removed} {
			for i := range list {
				if d.eraOf(list[i]) == era {
					list[i], pool = pool[0], pool[1:]
				}
			}
		}
	}
}

// eraOf reads a saga slot: a saga's index, or −era on a view.
func (d *State) eraOf(v int) int {
	if v < 0 {
		return -v
	}
	return d.b.at.Sagas[v].Era
}

func (d *State) dealUnseenTreasures(r *rand.Rand) {
	deal := func(kind int, all []int, ports []int) {
		// the pool is all less the treasures face up where a town fell:
		// of each amount, its first copies in all
		out := make([]bool, len(all))
		for _, n := range ports {
			if p := d.port(n); p.Town != kind {
				for i := len(all) - 1; i >= 0; i-- {
					if all[i] == p.Treasure && !out[i] {
						out[i] = true
						break
					}
				}
			}
		}
		pool := make([]int, 0, len(all))
		for i, t := range all {
			if !out[i] {
				pool = append(pool, t)
			}
		}
		r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		for _, n := range ports {
			if p := d.port(n); p.Town == kind {
				p.Treasure, pool = pool[0], pool[1:]
			}
		}
	}
	deal(1, d.b.at.SmallTreasures, d.b.smalls)
	deal(2, d.b.at.LargeTreasures, d.b.larges)
}
