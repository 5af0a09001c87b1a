package trekronor

import "embers/rules"

var _ rules.Pruner = (*State)(nil)

// Candidates names the moves worth a search's time (rules.Pruner): every
// douse; the saves and steals that can pay (likelyMarker); the placements nearest the fire that extend a
// chain linked to a well (or start one at a well); for a seat with no
// servant in hand, the moves of its idle servants to those squares; and of
// the spread markers, those that keep the pile on its side as the seat
// knows it, plus, when the pile is small or the seat must break it, the
// markers that break it (an aimed spread). The rest of Legal (a servant put
// far from any fire, a loaded pile broken for nothing) a search would only
// spend its visits on.
func (s *State) Candidates(dst []rules.Move) []rules.Move {
	dst = dst[:0]
	switch s.phase {
	case phaseOver:
		return dst
	case phaseSpread:
		if s.modelsAsKeeper(s.toMove) {
			return s.oneMoveReplies(dst)
		}
		return s.spreadCandidates(dst)
	}
	if s.modelsAsKeeper(s.toMove) {
		return s.oneMoveReplies(dst)
	}
	var nw network
	nw.build(s, s.toMove, -1, -1)
	burning := s.burningHalls()
	dst = s.appendDouses(dst, &nw, burning)
	dst = s.appendLikelyMarkers(dst, &nw)
	dst = s.appendApproaches(dst, &nw)
	if len(dst) == 0 {
		return s.Legal(dst)
	}
	return dst
}

// appendApproaches adds the placements (or, with an empty hand, the moves of
// idle servants) onto the free squares of the two rings nearest the fire
// that a well-linked chain reaches.
func (s *State) appendApproaches(dst []rules.Move, nw *network) []rules.Move {
	var r fireRings
	s.rings(&r)
	free := ground.andNot(nw.occ).andNot(s.fire)
	reach := free.and(nearAnyWell.or(nw.linkedSq.grown()))
	var at squares
	found := 0
	for d := 0; d < r.n && found < 2; d++ {
		if hit := r.ring[d].and(reach); !hit.empty() {
			at = at.or(hit)
			found++
		}
	}
	if s.hand[s.toMove] > 0 {
		for sqs := at; !sqs.empty(); {
			dst = append(dst, PlaceMove(sqs.next()))
		}
		return dst
	}
	burning := s.burningHalls()
	var working squares
	for c := range nw.n {
		if nw.wells[c] != 0 && (nw.halls[c]&burning != 0 || nw.sq[c].grown().meets(s.fire)) {
			working = working.or(nw.sq[c])
		}
	}
	for idle := s.servants[s.toMove].andNot(working); !idle.empty(); {
		from := idle.next()
		for sqs := at; !sqs.empty(); {
			if m := MoveMove(from, sqs.next()); s.illegal(m) == nil {
				dst = append(dst, m)
			}
		}
	}
	return dst
}

// spreadCandidates follows the AI seats' convention for the pile: a letter
// on an empty pile; on a pile of one, while the table is seen breaking
// such piles (smallSpreads), a marker of the other side (which of them is
// the search's choice: where the one fire lands), else either side; the
// pile's side as the mover knows it on a longer pile; and any marker when
// the mover holds none of what the convention asks.
func (s *State) spreadCandidates(dst []rules.Move) []rules.Move {
	hand, _ := s.spreadHand(s.toMove)
	if hand == 0 {
		return append(dst, PassMove)
	}
	side := s.believedSide(s.toMove)
	want := uint8(allValues)
	switch {
	case side == 0:
		want = letterMask
	case s.pileN == breakAt && hand&^side != 0 && s.smallSpreads(s.toMove):
		want = allValues &^ side // a small spread, aimed (breakAt)
	case s.pileN > 1 && hand&side != 0:
		want = side
	}
	if hand&want == 0 {
		want = hand
	}
	for v := range numValues {
		if hand&want&(1<<v) != 0 {
			dst = append(dst, SpreadMove(v))
		}
	}
	return dst
}

// appendLikelyMarkers adds the markers that can pay: a save in a hall below
// 3 ash, a steal where the fire already has 2 ash and 2 fire (the next fire
// brings the third ash); a stacked marker only where no plain one of its
// kind may go.
func (s *State) appendLikelyMarkers(dst []rules.Move, nw *network) []rules.Move {
	start := len(dst)
	dst = s.appendMarkers(dst, nw)
	kept, prev := dst[:start], rules.Move(0)
	for _, m := range dst[start:] {
		k, h, _, stack := decodeMove(m)
		fire, ash := s.hallTokens(h)
		plainListed := prev == MarkerMove(markerKind(k), h, false) // appendMarkers lists it just before
		prev = m
		if (k == mvSteal && (ash < 2 || fire < 2)) || (stack && plainListed) {
			continue
		}
		kept = append(kept, m)
	}
	return kept
}

func markerKind(k moveKind) Kind {
	if k == mvSteal {
		return KindSteal
	}
	return KindSave
}

// modelsAsKeeper reports whether a search (the state's guesser) models seat
// as a seat that keeps its piles and judges one move ahead: another seat
// than the guesser's own, last seen keeping a pile of one (keptOne). Such
// seats (the greedy seats, and the many people who keep their piles) extend
// the chain to the fire and lay a save the moment they can, even where that
// hands the next seat the save nobody can answer; a search that imagined
// them as searches like itself counted on them to deny it, and at three
// players the seat just before hard took the win alone as often as hard
// (docs/rules/trekronor-tables.md, "Hard among greedy seats"). A table of
// AI seats breaks its piles of one, so this never applies there.
func (s *State) modelsAsKeeper(seat rules.Seat) bool {
	if s.guesser == 0 {
		return false
	}
	me := rules.Seat(s.guesser - 1)
	return seat != me && !s.smallSpreads(me)
}

// oneMoveReplies is the reply of a seat judged one move ahead: the legal
// moves whose position after them Evaluate (or the reward, at the end)
// values highest for the mover, as greedy picks (ties all kept).
func (s *State) oneMoveReplies(dst []rules.Move) []rules.Move {
	var legal [256]rules.Move
	moves := s.Legal(legal[:0])
	var out [MaxSeats]float64
	seat := s.toMove
	best := -1.0
	for _, m := range moves {
		c := *s
		if c.Play(m) != nil {
			continue
		}
		var v float64
		if r := c.Result(); r.Over {
			v = rules.Reward(r, seat)
		} else {
			c.Evaluate(out[:c.players])
			v = out[seat]
		}
		switch {
		case v > best+1e-12:
			dst, best = append(dst[:0], m), v
		case v >= best-1e-12:
			dst = append(dst, m)
		}
	}
	return dst
}
