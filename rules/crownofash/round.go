package crownofash

import "embers/rules"

// endRound scores the round, brings minions and the dead back, redraws the
// structure row and orders the next round; after the fourth it ends the
// game (rulebook, "End of round", "Turn Order", "End Game Scoring").
func (s *State) endRound(r *rules.Recorder) {
	sc := Scored{Round: s.Round, Holder: s.Ctrl}
	for l := range s.Lords {
		sc.Structures[l] = int16(s.structureVP(l))
		s.addVP(l, int(sc.Structures[l]), srcStructures)
	}
	for reg := range Regions {
		if s.Ctrl[reg] >= 0 && s.Top[reg] != none {
			sc.Region[reg] = int16(tiles[s.Top[reg]].VP + popcount(uint64(s.Built[reg])) - 1)
		}
	}
	if c := s.Ctrl[citadel]; c >= 0 {
		sc.Citadel[c] = int16(s.citadelVP())
		s.addVP(c, int(sc.Citadel[c]), srcCitadel)
	}
	if r != nil {
		r.Add(EvScored, "round", rules.NoSeat, say("Round %d is scored", s.Round), sc)
	}
	for l := range s.Lords {
		s.Minions[l] = Minions
		s.Hand[l] |= s.Grave[l]
		s.Grave[l] = 0
	}
	for reg := range Regions {
		s.GatherBy[reg], s.CombatBy[reg] = [2]int8{none, none}, [2]int8{none, none}
	}
	s.Flank, s.Front, s.GoldN, s.BuildN, s.Refresh = [2]int8{none, none}, [4]int8{}, [4]int8{}, [4]int8{}, [4]bool{}
	for i, t := range s.Row {
		if t != none {
			s.Aside |= 1 << t
		}
		s.Row[i] = none
	}
	for i := range s.Row {
		s.Row[i] = s.drawTile()
	}
	if s.Round == Rounds {
		s.endGame(r)
		return
	}
	s.Round++
	s.Turn = 0
	s.orderRound(r)
}

// Scored is a round's scoring (the round.scored event's payload): the
// round, and what each lord scored by source, so a board can show where
// the points came from and not only the total.
type Scored struct {
	Round      int8
	Structures [MaxLords]int16 // top tile VP and 1 per covered tile
	Citadel    [MaxLords]int16 // the citadel's VP, to its controller
	// Region is what each region's structures scored for its holder,
	// Holder who held each region and the citadel (Ctrl) when scored.
	Region [Regions]int16
	Holder [Regions + 1]int8
}

// structureVP is what l's structures score: each top tile's VP and 1 for
// every tile covered under it (rulebook, "Victory Points"; NOTES CA7).
func (s *State) structureVP(l int8) int {
	vp := 0
	for reg := range Regions {
		if s.Ctrl[reg] == l && s.Top[reg] != none {
			vp += tiles[s.Top[reg]].VP + popcount(uint64(s.Built[reg])) - 1
		}
	}
	return vp
}

// citadelVP is the citadel's VP this round on the tracker's side.
func (s *State) citadelVP() int {
	side := 0
	if s.Lords >= 3 {
		side = 1
	}
	return citadelVP[side][s.Round-1]
}

// orderRound: the seat with the fewest VP sets the next round's order;
// on a tie the fewest VP from its structures; still tied, a roll-off
// (chance). The AI deck always goes last. See docs/rules/crownofash.md.
func (s *State) orderRound(r *rules.Recorder) {
	s.PickN, s.Picks = 0, [4]int8{none, none, none, none}
	if s.Seats == 1 {
		s.setOrder([]int8{0}, r)
		return
	}
	var tied uint8
	best := [2]int{1 << 30, 1 << 30}
	for l := range s.Seats {
		key := [2]int{int(s.VP[l]), s.structureVP(l)}
		switch {
		case key[0] < best[0] || (key[0] == best[0] && key[1] < best[1]):
			best, tied = key, 1<<l
		case key == best:
			tied |= 1 << l
		}
	}
	s.Tied = tied
	if popcount(uint64(tied)) > 1 {
		s.Phase = phDecider
		return
	}
	s.Decid = int8(lowBit(uint64(tied)))
	s.Phase = phOrder
	if r != nil {
		r.Add(EvDecider, "turn-order", lord(s.Decid), say("%s has the fewest VP and sets the order", s.who(s.Decid)), DeciderSet{Lord: s.Decid})
	}
}

// pick places seat l next in the order; the last seat follows by itself.
// In the clockwise variant the first pick fixes the whole order.
func (s *State) pick(l int8, r *rules.Recorder) {
	if s.Clock {
		order := make([]int8, 0, s.Seats)
		for i := range s.Seats {
			order = append(order, (l+i)%s.Seats)
		}
		s.setOrder(order, r)
		return
	}
	s.Picks[s.PickN] = l
	s.PickN++
	switch {
	case r == nil:
	case l == s.Decid:
		r.Add(EvPick, "turn-order", lord(s.Decid), say("%s takes the %s place in the order", s.who(s.Decid), ordinals[s.PickN-1]), Picked{Lord: l, At: s.PickN - 1})
	default:
		r.Add(EvPick, "turn-order", lord(s.Decid), say("%s places %s %s in the order", s.who(s.Decid), s.who(l), ordinals[s.PickN-1]), Picked{Lord: l, At: s.PickN - 1})
	}
	if s.PickN < s.Seats-1 {
		return
	}
	for x := range s.Seats {
		if !s.picked(x) {
			s.Picks[s.PickN] = x
			s.PickN++
		}
	}
	s.setOrder(s.Picks[:s.Seats], r)
}

func (s *State) setOrder(order []int8, r *rules.Recorder) {
	var o [4]int8
	for i := range o {
		o[i] = none
	}
	copy(o[:], order)
	if s.AI >= 0 {
		o[s.Seats] = s.AI
	}
	s.Order = o
	s.PickN, s.Picks, s.Tied, s.Decid = 0, [4]int8{none, none, none, none}, 0, none
	if r != nil {
		names := ""
		for i, l := range o[:s.Lords] {
			switch {
			case i == 0:
			case i == int(s.Lords)-1:
				names += ", then "
			default:
				names += ", "
			}
			names += s.who(l)
		}
		r.Add(EvOrder, "turn-order", rules.NoSeat, say("Round %d's order: %s", s.Round, names), Ordered{Round: s.Round, Order: o})
	}
	s.beginTurn()
}

// endGame adds resources (1 VP per 3 of a kind, per 2 gold) and the Fate
// cards (the tier numerals of the raised fighters of its two kinds).
func (s *State) endGame(r *rules.Recorder) {
	for l := range s.Lords {
		if s.isAI(l) {
			continue
		}
		s.addVP(l, ResourceVP(s.Res[l]), srcResources)
		s.addVP(l, s.fateVP(l, false), srcFate)
	}
	s.Phase = phOver
	if r != nil {
		res := s.Result() // the payload: the board shows the end as the event lands
		r.Add(EvGameOver, "end", rules.NoSeat, say("%s", res.Summary), res)
	}
}

// ResourceVP is the end-game VP of a mat's resources (NOTES CA6).
func ResourceVP(res [numRes]int16) int {
	vp := int(res[Gold]) / 2
	for k := range Kinds {
		vp += int(res[k]) / 3
	}
	return vp
}

// fatePairs are the six Fate cards: every pair of the four kinds.
var fatePairs = [NumFates][2]int{{Bone, Ash}, {Bone, Blood}, {Bone, Sulphur}, {Ash, Blood}, {Ash, Sulphur}, {Blood, Sulphur}}

// owned is every fighter l has: hand, graveyard and defending.
func (s *State) owned(l int8) uint64 {
	g := s.Hand[l] | s.Grave[l]
	for w, c := range s.Ctrl {
		if c == l {
			g |= s.Def[w]
		}
	}
	return g
}

// fateVP is the Fate card's score: tier numerals of l's fighters of its two
// kinds, or of the other two kinds for the tie-break (NOTES CA5).
func (s *State) fateVP(l int8, others bool) int {
	f := s.Fate[l]
	if f < 0 || int(f) >= NumFates {
		return 0
	}
	return FateScore(s.owned(l), fatePairs[f], others)
}

// FateScore totals the tier numerals of group's fighters of the two kinds
// (or, with others, of the two kinds not named); starting fighters count 0.
func FateScore(group uint64, kinds [2]int, others bool) int {
	vp := 0
	for p := group; p != 0; p &= p - 1 {
		f := &fighters[lowBit(p)]
		if (f.Kind == kinds[0] || f.Kind == kinds[1]) != others {
			vp += f.Tier
		}
	}
	return vp
}

var ordinals = [MaxLords]string{"first", "second", "third", "fourth"}
