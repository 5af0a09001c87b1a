package trekronor

import (
	"math/rand/v2"

	"embers/rules"
)

// View returns the state as seat sees it: the kind of every other seat's
// marker and the value of every spread marker seat has not seen are
// unknown. NoSeat (the public) sees neither. After a won game the markers
// have been scored face-up, so they stay visible.
func (s *State) View(seat rules.Seat) rules.State {
	v := *s
	v.mask(seat)
	return &v
}

func (s *State) mask(seat rules.Seat) {
	s.masked, s.viewer, s.guesser = true, seat, 0
	if !s.markersFaceUp() {
		for h := range s.cells {
			for i := range s.cells[h] {
				c := &s.cells[h][i]
				for j := range c.N {
					if c.M[j].Owner != seat {
						c.M[j].Kind = KindUnknown
					}
				}
			}
		}
	}
	for i := range s.pile[:s.pileN] {
		if seat < 0 || s.pile[i].Known&(1<<seat) == 0 {
			s.pile[i].Value = valueUnknown
		}
	}
}

// IsView reports whether this state is a view with parts masked, and whose.
func (s *State) IsView() (bool, rules.Seat) { return s.masked, s.viewer }

// Determinize returns a full state consistent with what seat knows: other
// seats' markers get kinds drawn from their 3 save and 3 steal markers,
// weighed by what each hall's ash makes likely (dealMarkerKinds),
// unseen spread markers get values on the pile's side (the side seat knows
// from any marker it has seen, else letters, by the AI's convention: see
// pileConvention), distinct per owner.
// There is no chance after setup, so nothing else is reseeded.
func (s *State) Determinize(seat rules.Seat, rng *rand.Rand) rules.State {
	d := *s
	d.masked, d.viewer = false, rules.NoSeat
	d.guesser = int8(seat) + 1
	for o := range rules.Seat(d.players) {
		if o != seat && !d.markersFaceUp() {
			d.dealMarkerKinds(o, rng)
		}
	}
	d.dealPile(seat, rng)
	return &d
}

// markersFaceUp reports whether a won game has scored the markers face-up.
func (s *State) markersFaceUp() bool {
	return s.phase == phaseOver && (s.end == endFireOut || s.end == endHallsFull)
}

// dealMarkerKinds guesses the kinds of seat o's face-down markers: each is a
// save or a steal, weighed by how likely a player is to have laid that kind
// in the hall as it now stands (kindOdds) and by the markers of each kind o
// still has for the rest (three of each in all).
func (s *State) dealMarkerKinds(o rules.Seat, rng *rand.Rand) {
	saves, steals := 3, 3
	for h := range s.cells {
		save, steal := kindOdds(s.hallAsh(h))
		for i := range s.cells[h] {
			c := &s.cells[h][i]
			for j := range c.N {
				if c.M[j].Owner != o || saves+steals == 0 {
					continue
				}
				ws, wt := save*saves, steal*steals
				if rng.IntN(ws+wt) < ws {
					c.M[j].Kind = KindSave
					saves--
				} else {
					c.M[j].Kind = KindSteal
					steals--
				}
			}
		}
	}
}

// kindOdds are the odds of a save against a steal for a face-down marker in
// a hall holding ash: a hall still at 0 or 1 ash pays +2 for a save and −2
// for a steal unless it burns down, so a marker there is nearly always a
// save; at 2 ash the saves are still likelier (+1 now, and the marker may
// have been laid before the second ash); in a burnt-down hall nothing tells
// the two apart (markers are laid only below 3 ash, so it burnt down since).
func kindOdds(ash int) (save, steal int) {
	switch {
	case ash <= 1:
		return 9, 1
	case ash == 2:
		return 3, 1
	}
	return 1, 1
}

func (s *State) knows(seat rules.Seat, e PileEntry) bool {
	return seat >= 0 && e.Known&(1<<seat) != 0
}

func (s *State) dealPile(seat rules.Seat, rng *rand.Rand) {
	side := -1 // 0 letters, 1 numbers
	for _, e := range s.pile[:s.pileN] {
		if s.knows(seat, e) {
			side = int(e.Value) / 3
		}
	}
	if side < 0 {
		if s.pileN == 0 {
			return
		}
		side = 0 // never seen: letters, the side the AI lays first (see pileConvention)
	}
	for o := range rules.Seat(s.players) {
		free := uint8(0b111) // values of the side o may still hold
		for _, e := range s.pile[:s.pileN] {
			if e.Owner == o && s.knows(seat, e) {
				free &^= 1 << (e.Value % 3)
			}
		}
		var pool [3]uint8
		n := 0
		for v := range uint8(3) {
			if free&(1<<v) != 0 {
				pool[n] = v + uint8(3*side)
				n++
			}
		}
		rng.Shuffle(n, func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		k := 0
		for i := range s.pile[:s.pileN] {
			e := &s.pile[i]
			if e.Owner == o && !s.knows(seat, *e) && k < n {
				e.Value = pool[k]
				k++
			}
		}
	}
}

// Observe returns m as seat perceives it when the mover plays it: others
// see "spread ?" for a spread marker and "marker A1" for a save or steal.
func (s *State) Observe(m rules.Move, seat rules.Seat) rules.Move {
	if seat == s.toMove && seat >= 0 {
		return m
	}
	switch k, a, _, stack := decodeMove(m); k {
	case mvSpread:
		return encodeMove(mvSpreadHidden, 0, 0, false)
	case mvSave, mvSteal:
		return encodeMove(mvMarkerHidden, a, 0, stack)
	}
	return m
}
