package trekronor

import (
	"strconv"

	"embers/rules"
)

// spread lays the mover's spread marker face-down and checks the pile
// (rule 5.4.1). With a letter and a number on it, the fire spreads; else
// the mover has now seen every marker on it.
func (s *State) spread(v int, rec *rules.Recorder) {
	me := s.toMove
	s.pile[s.pileN] = PileEntry{Owner: me, Value: uint8(v), Known: 1 << me}
	s.pileN++
	var letters, numbers [3]int
	others := false
	for _, e := range s.pile[:s.pileN] {
		if e.Value < 3 {
			letters[e.Value]++
		} else {
			numbers[e.Value-3]++
		}
		others = others || e.Owner != me
	}
	spreads := letters != [3]int{} && numbers != [3]int{}
	if s.pileN == 2 && s.pile[0].Owner != me {
		s.noteAnswer(me, spreads)
	}
	if rec != nil {
		s.recordSpread(v, spreads, others, rec)
	}
	if !spreads {
		for i := range s.pile[:s.pileN] {
			s.pile[i].Known |= 1 << me
		}
		s.nextTurn()
		return
	}
	if rec != nil {
		s.recordReveal(letters, numbers, rec)
	}
	s.pile, s.pileN = [maxPile + 1]PileEntry{}, 0 // every marker goes back to its owner
	for h := range NumHalls {
		for range letters[h/3] * numbers[h%3] {
			s.addFire(h, rec)
			if s.phase == phaseOver {
				return
			}
		}
	}
	s.returnBuckets(rec)
	if !s.hasEmptyHallSquare() {
		s.finish(endHallsFull, rec)
		return
	}
	s.nextTurn()
}

func (s *State) recordSpread(v int, spreads, others bool, rec *rules.Recorder) {
	me := s.toMove
	who := rules.SeatRef(me)
	e := rec.Add(EvSpreadPlaced, "5.4.1", me, who+" lays a spread marker face-down.", SpreadPlaced{me, "?"})
	e.Secret, e.SecretText, e.SecretData = me, who+" lays spread marker "+valueNames[v]+" face-down.", SpreadPlaced{me, valueNames[v]}
	seen := make([]PileMarker, s.pileN)
	text := ""
	for i, p := range s.pile[:s.pileN] {
		seen[i] = PileMarker{p.Owner, valueNames[p.Value]}
		if i > 0 {
			text += ", "
		}
		text += valueNames[p.Value]
	}
	pub := who + " checks the pile: no spread yet."
	if spreads {
		pub = who + " checks the pile: the fire spreads!"
	}
	e = rec.Add(EvPileChecked, "5.4.1", me, pub, PileChecked{Seat: me, Spreads: spreads})
	e.Secret, e.SecretText, e.SecretData = me, pub+" The pile holds "+text+".", PileChecked{me, spreads, seen}
	e.Reveal = others
}

func (s *State) recordReveal(letters, numbers [3]int, rec *rules.Recorder) {
	ev := PileRevealed{}
	text := "The spread markers are turned up:"
	for _, p := range s.pile[:s.pileN] {
		ev.Markers = append(ev.Markers, PileMarker{p.Owner, valueNames[p.Value]})
		text += " " + valueNames[p.Value] + " (" + rules.SeatRef(p.Owner) + ")"
	}
	text += "; fire goes to"
	for h := range NumHalls {
		if n := letters[h/3] * numbers[h%3]; n > 0 {
			ev.Fires[h] = n
			text += " " + hallID(h) + " x" + strconv.Itoa(n)
		}
	}
	e := rec.Add(EvPileRevealed, "5.4.1", rules.NoSeat, text+".", ev)
	e.Reveal = true
}

func (s *State) returnBuckets(rec *rules.Recorder) {
	var back []int
	for w := range s.bucket {
		if !s.bucket[w] {
			s.bucket[w] = true
			if rec != nil {
				back = append(back, w)
			}
		}
	}
	if rec != nil && len(back) > 0 {
		rec.Add(EvBucketsReturned, "5.4.1", rules.NoSeat, "The buckets go back to the wells.", BucketsReturned{back})
	}
}

// addFire gives hall h one fire token: it lands in the hall (5.4.2), or,
// with 4 fire already there, leaves through the entrances (5.4.3, 5.4.4).
func (s *State) addFire(h int, rec *rules.Recorder) {
	if s.hallFire(h) >= 4 {
		s.overflow(h, rec)
		return
	}
	s.landFire(h, rec)
}

// landFire places one fire in a hall with fewer than 4: on bare ash first,
// then on an empty square, then on a marker square without ash; the new
// ash goes beneath in the last two cases. Lowest slot within each class.
func (s *State) landFire(h int, rec *rules.Recorder) {
	slot := -1
	for class := 0; class < 3 && slot < 0; class++ {
		for i, c := range s.cells[h] {
			if c.Fire {
				continue
			}
			if (class == 0 && c.Ash) || (class == 1 && c.Empty()) || (class == 2 && c.N > 0 && !c.Ash) {
				slot = i
				break
			}
		}
	}
	c := &s.cells[h][slot]
	newAsh := !c.Ash
	if s.fireSupply == 0 {
		s.finish(endNoFire, rec)
		return
	}
	if newAsh && s.ashSupply == 0 {
		s.finish(endNoAsh, rec)
		return
	}
	s.fireSupply--
	c.Fire = true
	s.hallFireN[h]++
	if newAsh {
		s.ashSupply--
		c.Ash = true
		s.hallAshN[h]++
	}
	if rec != nil {
		text := "Fire lands in hall " + hallID(h) + ", square " + strconv.Itoa(slot)
		if newAsh {
			text += ", leaving new ash"
		}
		rec.Add(EvFireLanded, "5.4.2", rules.NoSeat, text+".", FireLanded{h, slot, int(hallSq[h][slot]), newAsh})
	}
}

// overflow handles a fifth (or later) fire: a lone fire on each free
// entrance square, sending any servant there home; through an entrance
// already burning, one fire to the hall beyond unless it holds 4 (no cascade).
func (s *State) overflow(h int, rec *rules.Recorder) {
	for i := range entrN[h] {
		sq, far := int(entr[h][i]), int(beyond[h][i])
		if s.fire.has(sq) {
			if s.hallFire(far) >= 4 {
				if rec != nil {
					rec.Add(EvFireBlocked, "5.4.4", rules.NoSeat, "Fire from "+hallID(h)+" reaches "+SquareName(sq)+", but "+hallID(far)+" already holds 4 fire and takes no more.", FireSpreads{h, sq, far})
				}
				continue
			}
			if rec != nil {
				rec.Add(EvFireSpreads, "5.4.4", rules.NoSeat, "Fire from "+hallID(h)+" spreads through "+SquareName(sq)+" into "+hallID(far)+".", FireSpreads{h, sq, far})
			}
			s.landFire(far, rec)
		} else {
			if s.fireSupply == 0 {
				s.finish(endNoFire, rec)
				return
			}
			s.fireSupply--
			s.fire = s.fire.or(squareBit(sq))
			if rec != nil {
				rec.Add(EvCorridorFire, "5.4.3", rules.NoSeat, "Fire bursts out of "+hallID(h)+" onto "+SquareName(sq)+".", CorridorFire{h, sq})
			}
			s.sendHome(sq, rec)
		}
		if s.phase == phaseOver {
			return
		}
	}
}

func (s *State) sendHome(sq int, rec *rules.Recorder) {
	owner := s.liftServant(sq)
	if owner < 0 {
		return
	}
	s.hand[owner]++
	if rec != nil {
		rec.Add(EvServantHome, "5.4.3", owner, "The fire on "+SquareName(sq)+" drives "+rules.SeatRef(owner)+"'s servant back to hand.", ServantSentHome{owner, sq})
	}
}
