package crownofash

import (
	"math/bits"

	"embers/rules"
)

// beginTurn starts the next turn of the round, or ends the round when every
// minion is placed.
func (s *State) beginTurn() {
	if s.Turn >= s.turns() {
		return
	}
	if s.isAI(s.current()) {
		s.Phase = phAIRegion
		return
	}
	s.Phase = phPlace
}

// endTurn passes the turn on (rulebook, "Gameplay Overview").
func (s *State) endTurn(r *rules.Recorder) {
	s.Turn++
	if s.Turn >= s.turns() {
		s.endRound(r)
		return
	}
	s.beginTurn()
}

func (s *State) push(t todo) {
	s.Todo[s.TodoN] = t
	s.TodoN++
}

func (s *State) popTodo() {
	copy(s.Todo[:], s.Todo[1:s.TodoN])
	s.TodoN--
	s.Todo[s.TodoN] = todo{}
}

// advance settles what is owed in order, stopping at the first decision
// a player must make; when nothing is owed the turn ends.
func (s *State) advance(r *rules.Recorder) {
	for s.TodoN > 0 {
		t := s.Todo[0]
		if ph, ask := s.settle(t, r); ask {
			s.Phase = ph
			return
		}
		s.popTodo()
	}
	s.endTurn(r)
}

// settle does step t at once when there is nothing to choose, or when the
// AI deck follows its own rule; otherwise it names the phase that asks.
func (s *State) settle(t todo, r *rules.Recorder) (phase, bool) {
	ai := s.isAI(t.Lord)
	switch t.Kind {
	case tDefend:
		pool := s.Hand[t.Lord] | s.Def[t.Where]
		if ai {
			s.setDefenders(t.Lord, int(t.Where), strongest(pool, 2), r)
			return 0, false
		}
		return phDefend, pool != 0
	case tWild:
		return phWild, t.N > 0
	case tResurrect:
		if ai && s.Grave[t.Lord] != 0 {
			s.resurrect(t.Lord, s.aiResurrection(), r)
			return 0, false
		}
		return phResurrect, s.Grave[t.Lord] != 0
	case tCasualty:
		group := s.Def[t.Where]
		switch {
		case group == 0:
			return 0, false
		case ai || popcount(group) == 1:
			s.loseFighter(t, weakest(group), r)
			return 0, false
		}
		return phCasualty, true
	case tRaise:
		for _, id := range s.Display {
			if id != none {
				if _, ok := s.cost(t.Lord, int(id)); ok {
					return phRaise, true
				}
			}
		}
		return 0, false
	}
	return 0, false
}

// place puts the mover's minion on gold, a gather space, the build space
// or the refresh space (rulebook, "Gather", "Build", "Refresh").
func (s *State) place(kind, a, b int, r *rules.Recorder) {
	l := s.current()
	s.Minions[l]--
	switch kind {
	case mvGold:
		s.GoldN[l]++
		s.gain(l, Gold, goldSpace, srcGather, r)
		if r != nil {
			r.Add(EvGold, "gold", lord(l), say("%s takes %d gold", s.who(l), goldSpace), GoldTaken{Lord: l, Gold: goldSpace})
		}
	case mvGather:
		s.gather(l, a, r)
	case mvBuild:
		s.Res[l][Gold] -= int16(tiles[a].CostG)
		s.build(l, a, b, r)
	case mvRefresh:
		s.Refresh[l] = true
		s.refreshCards(l)
		if r != nil {
			r.Add(EvRefresh, "refresh", lord(l), say("%s takes every combat card back into hand", s.who(l)), Refreshed{Lord: l})
		}
	}
	s.push(todo{Kind: tRaise, Lord: l})
	s.advance(r)
}

// gain gives lord l n of item: the AI deck takes a VP for each (rulebook,
// "How is the AI different"), a special ingredient waits for a choice.
func (s *State) gain(l int8, item, n int, src int, r *rules.Recorder) {
	switch {
	case n <= 0:
	case s.isAI(l):
		s.addVP(l, n, src)
	case item == itemVP:
		s.addVP(l, n, src)
	case item == itemWild:
		s.push(todo{Kind: tWild, Lord: l, N: int8(n)})
	default:
		s.Res[l][item] += int16(n)
	}
}

func (s *State) addVP(l int8, n, src int) {
	s.VP[l] += int16(n)
	s.VPBy[l][src] += int16(n)
}

// gainAll gives every item of a list (a tile's yield or tax, a card's
// reward); the special ingredients are one choice each, in one step.
func (s *State) gainAll(l int8, items []int, src int, r *rules.Recorder) {
	wild := 0
	for _, it := range items {
		if it == itemWild && !s.isAI(l) {
			wild++
			continue
		}
		s.gain(l, it, 1, src, r)
	}
	s.gain(l, itemWild, wild, src, r)
}

// gather uses a region's structure: its yield, the owner's tax to another
// controller, or an amend of one's own defenders (rulebook, "Gather").
func (s *State) gather(l int8, reg int, r *rules.Recorder) {
	s.GatherBy[reg][s.freeGather(reg)] = l
	t := tiles[s.Top[reg]]
	if r != nil {
		r.Add(EvGather, "gather", lord(l), say("%s gathers at %s in %s", s.who(l), t.Name, regions[reg].Name), Gathered{Lord: l, Region: int8(reg), Tile: s.Top[reg]})
	}
	if t.Resurrect {
		s.push(todo{Kind: tResurrect, Lord: l})
	}
	s.gainAll(l, t.Yield, srcGather, r)
	switch o := s.Ctrl[reg]; {
	case o == l:
		s.push(todo{Kind: tDefend, Lord: l, Where: int8(reg)})
	case o >= 0:
		s.gainAll(o, t.Tax, srcGather, r)
		if r != nil {
			r.Add(EvTax, "gather", lord(o), say("%s takes the owner's tax", s.who(o)), Taxed{Lord: o, Region: int8(reg)})
		}
	}
}

// build lays tile t in region reg: a new region is claimed and defended,
// one's own is stacked and amended; the yield is taken at once (rulebook,
// "Building a Structure", "Placement", "Immediate Gain").
func (s *State) build(l int8, t, reg int, r *rules.Recorder) {
	s.BuildN[l]++
	for i, x := range s.Row {
		if int(x) == t {
			s.Row[i] = s.drawTile()
		}
	}
	s.Built[reg] |= 1 << t
	s.Top[reg] = int8(t)
	claimed := s.Ctrl[reg] == none
	s.Ctrl[reg] = l
	if r != nil {
		r.Add(EvBuild, "build", lord(l), say("%s builds %s in %s%s", s.who(l), tiles[t].Name, regions[reg].Name,
			map[bool]string{true: " and claims it", false: ""}[claimed]), Built{Lord: l, Tile: int8(t), Region: int8(reg), Claimed: claimed})
	}
	if tiles[t].Resurrect {
		s.push(todo{Kind: tResurrect, Lord: l})
	}
	s.gainAll(l, tiles[t].Yield, srcGather, r)
	s.push(todo{Kind: tDefend, Lord: l, Where: int8(reg)})
}

// drawTile takes the top tile of the stack, shuffling the set-aside tiles
// into a new stack when it is empty; none when there is nothing left.
func (s *State) drawTile() int8 {
	if s.StackN == 0 && s.Aside != 0 {
		for t := range NumTiles {
			if s.Aside&(1<<t) != 0 {
				s.Stack[s.StackN] = int8(t)
				s.StackN++
			}
		}
		s.Aside = 0
		part := s.Stack[:s.StackN]
		s.rand().Shuffle(len(part), func(i, j int) { part[i], part[j] = part[j], part[i] })
	}
	if s.StackN == 0 {
		return none
	}
	s.StackN--
	t := s.Stack[s.StackN]
	s.Stack[s.StackN] = none
	return t
}

// defend sets the defenders of the region being amended.
func (s *State) defend(g uint64, r *rules.Recorder) {
	t := s.Todo[0]
	s.setDefenders(t.Lord, int(t.Where), g, r)
	s.popTodo()
	s.advance(r)
}

// setDefenders puts group g in region reg: the rest of the old defenders
// go back to the hand (rulebook, "Amending Fighters").
func (s *State) setDefenders(l int8, reg int, g uint64, r *rules.Recorder) {
	old := s.Def[reg]
	s.Hand[l] = s.Hand[l] | old&^g
	s.Hand[l] &^= g
	s.Def[reg] = g
	switch {
	case r == nil:
	case g == 0:
		r.Add(EvDefend, "amend", lord(l), say("%s leaves %s undefended", s.who(l), placeName(reg)), Defended{Lord: l, Where: int8(reg), Group: g})
	case old == g:
		r.Add(EvDefend, "amend", lord(l), say("%s keeps the defenders of %s", s.who(l), placeName(reg)), Defended{Lord: l, Where: int8(reg), Group: g})
	default:
		r.Add(EvDefend, "amend", lord(l), say("%s sets %s to defend %s (strength %d)", s.who(l), s.groupName(g), placeName(reg), Strength(g)), Defended{Lord: l, Where: int8(reg), Group: g})
	}
}

// take turns a special ingredient into a basic resource.
func (s *State) take(k int, r *rules.Recorder) {
	t := &s.Todo[0]
	s.Res[t.Lord][k]++
	t.N--
	if r != nil {
		r.Add(EvTake, "ingredients", lord(t.Lord), say("%s takes 1 %s as a special ingredient", s.who(t.Lord), resNames[k]), Took{Lord: t.Lord, Kind: int8(k)})
	}
	if t.N == 0 {
		s.popTodo()
	}
	s.advance(r)
}

// resurrect takes fighter id back from l's graveyard to hand.
func (s *State) resurrect(l int8, id int, r *rules.Recorder) {
	s.Grave[l] &^= 1 << id
	s.Hand[l] |= 1 << id
	if r != nil {
		r.Add(EvResurrect, "resurrection", lord(l), say("%s brings %s back from the graveyard", s.who(l), s.fighterName(id)), Resurrected{Lord: l, Fighter: id})
	}
}

// aiResurrection is the AI deck's most powerful fighter in its graveyard,
// a random one among equals (rulebook, "Resurrection Structure").
func (s *State) aiResurrection() int {
	g := s.Grave[s.AI]
	best, n := 0, 0
	var ties [NumFighters]int
	for p := g; p != 0; p &= p - 1 {
		id := lowBit(p)
		switch a := fighters[id].Attack; {
		case a > best:
			best, n = a, 0
			fallthrough
		case a == best:
			ties[n] = id
			n++
		}
	}
	if n == 1 {
		return ties[0]
	}
	return ties[s.rand().IntN(n)]
}

// raise buys fighter id from the display; its slot is refilled at once
// (rulebook, "Raising Fighters", "Replenishing Fighters").
func (s *State) raise(l int8, id int, r *rules.Recorder) {
	pay, _ := s.cost(l, id)
	for k, n := range pay {
		s.Res[l][k] -= n
	}
	s.takeFromDisplay(l, id)
	if r != nil {
		r.Add(EvRaise, "raise", lord(l), say("%s raises %s (%s, attack %d)", s.who(l), s.fighterName(id), resNames[fighters[id].Kind], fighters[id].Attack), Raised{Lord: l, Fighter: id})
	}
}

func (s *State) takeFromDisplay(l int8, id int) {
	for slot, d := range s.Display {
		if int(d) == id {
			s.Display[slot] = int8(s.drawFighter(slotTier(slot)))
		}
	}
	s.Hand[l] |= 1 << id
}

func placeName(where int) string {
	if where == citadel {
		return "the citadel"
	}
	return regions[where].Name
}

func (s *State) groupName(g uint64) string {
	if g == 0 {
		return "nobody"
	}
	out := ""
	for p := g; p != 0; p &= p - 1 {
		if out != "" {
			out += " and "
		}
		out += s.fighterName(lowBit(p))
	}
	return out
}

// fighterName is fighter id's name: a starting fighter is named after its
// lord at the table ("{0}'s Footman", "the AI deck's Footman").
func (s *State) fighterName(id int) string {
	f := &fighters[id%NumFighters]
	if f.Colour < 1 || f.Colour > int(s.Lords) { // raisable, or of a colour not at the table
		return f.Name
	}
	return s.who(int8(f.Colour-1)) + "'s " + f.Name
}

func lowBit(p uint64) int { return bits.TrailingZeros64(p) }
