package crownofash

import "fmt"

// Check verifies the invariants: every fighter, tile, minion and combat
// card in exactly one place, every field in range, the phase fitting the
// position. Decode relies on it before any other method reads a state.
func (s *State) Check() error {
	for _, c := range []func() error{s.checkTable, s.checkPhase, s.checkFight, s.checkLords, s.checkFighters, s.checkTiles, s.checkSpaces} {
		if err := c(); err != nil {
			return fmt.Errorf("crownofash: %v", err)
		}
	}
	return nil
}

func (s *State) checkTable() error {
	switch {
	case s.Seats < 1 || s.Seats > MaxLords || s.Lords < s.Seats || s.Lords > MaxLords || s.Lords > s.Seats+1:
		return fmt.Errorf("%d seats and %d lords", s.Seats, s.Lords)
	case (s.AI >= 0) != (s.Lords > s.Seats) || (s.AI >= 0 && s.AI != s.Seats) || (s.AI >= 0) != (s.Level > 0) || s.Level > 3:
		return fmt.Errorf("the AI deck is lord %d at level %d with %d lords", s.AI, s.Level, s.Lords)
	case s.Round < 1 || s.Round > Rounds || s.Turn < 0 || s.Turn > s.turns():
		return fmt.Errorf("round %d, turn %d", s.Round, s.Turn)
	case s.Phase < 0 || s.Phase > phOver || s.TodoN < 0 || int(s.TodoN) > len(s.Todo):
		return fmt.Errorf("phase %d with %d steps owed", s.Phase, s.TodoN)
	case s.Viewer < -1 || s.Viewer >= s.Seats || (!s.Mask && s.Viewer != none):
		return fmt.Errorf("a view for seat %d", s.Viewer)
	}
	seen := uint8(0)
	for i, l := range s.Order {
		if i >= int(s.Lords) {
			if l != none {
				return fmt.Errorf("order slot %d holds lord %d", i, l)
			}
			continue
		}
		if l < 0 || l >= s.Lords || seen&(1<<l) != 0 || (s.AI >= 0 && (i == int(s.Seats)) != (l == s.AI)) {
			return fmt.Errorf("the order %v is not the lords once each, the AI deck last", s.Order)
		}
		seen |= 1 << l
	}
	for i, t := range s.Todo {
		if i >= int(s.TodoN) {
			if t != (todo{}) {
				return fmt.Errorf("a stale step %d", i)
			}
			continue
		}
		if t.Kind < 0 || t.Kind > tRaise || t.Lord < 0 || t.Lord >= s.Lords || t.Where < 0 || t.Where > citadel || t.N < 0 || t.N > 9 {
			return fmt.Errorf("step %d is %+v", i, t)
		}
	}
	return nil
}

// stepPhase is the phase each owed step asks in.
var stepPhase = [...]phase{tDefend: phDefend, tWild: phWild, tResurrect: phResurrect, tCasualty: phCasualty, tRaise: phRaise}

func (s *State) checkPhase() error {
	over := s.Phase == phOver
	if over != (s.Round == Rounds && s.Turn == s.turns()) {
		return fmt.Errorf("phase %d in round %d after %d turns", s.Phase, s.Round, s.Turn)
	}
	if s.Turn == s.turns() && !over {
		return fmt.Errorf("a round past its last turn")
	}
	cur := s.current()
	switch s.Phase {
	case phPlace:
		if s.TodoN != 0 || s.isAI(cur) || s.Fight.On || s.Minions[cur] == 0 {
			return fmt.Errorf("a placement with steps owed, a battle on, or no minion")
		}
	case phDefend, phWild, phResurrect, phCasualty, phRaise:
		t := s.Todo[0]
		if s.TodoN == 0 || stepPhase[t.Kind] != s.Phase || s.isAI(t.Lord) || s.Fight.On {
			return fmt.Errorf("phase %d does not fit the step owed", s.Phase)
		}
		if s.Phase == phRaise && t.Lord != cur {
			return fmt.Errorf("lord %d raises in lord %d's turn", t.Lord, cur)
		}
	case phCardAtt, phCardDef, phAICard, phDieAtt, phDieDef:
		if !s.Fight.On || s.TodoN != 0 || !s.combatStep() {
			return fmt.Errorf("combat phase %d does not fit the battle %+v", s.Phase, s.Fight)
		}
	case phAIRegion, phAIAction:
		if !s.isAI(cur) || s.TodoN != 0 || s.Fight.On {
			return fmt.Errorf("the AI deck's turn phase in lord %d's turn", cur)
		}
	case phDecider, phOrder:
		if s.Turn != 0 || s.TodoN != 0 || s.Round < 2 {
			return fmt.Errorf("the order is set mid-round")
		}
		if s.Phase == phDecider && (popcount(uint64(s.Tied)) < 2 || s.Tied>>s.Seats != 0) {
			return fmt.Errorf("a roll-off between %b", s.Tied)
		}
		if s.Phase == phOrder && (s.Decid < 0 || s.Decid >= s.Seats || s.PickN < 0 || s.PickN >= s.Seats) {
			return fmt.Errorf("seat %d sets the order with %d picked", s.Decid, s.PickN)
		}
	}
	if s.Fight.On != (s.Phase >= phCardAtt && s.Phase <= phDieDef) {
		return fmt.Errorf("a battle on in phase %d", s.Phase)
	}
	for i, p := range s.Picks {
		if (i < int(s.PickN)) != (p != none) || p < none || p >= s.Seats {
			return fmt.Errorf("the order picked so far: %v", s.Picks)
		}
	}
	return nil
}

// combatStep: the combat phase is the one the battle waits for.
func (s *State) combatStep() bool {
	f := s.Fight
	isDie := func(c int8) bool { return c >= 0 && int(c) < NumCards && combatCards[c].Die }
	switch s.Phase {
	case phCardAtt:
		return f.AttCard == none && !s.isAI(f.Att)
	case phCardDef:
		return (f.AttCard != none || s.isAI(f.Att)) && f.DefCard == none && f.Def >= 0 && !s.isAI(f.Def)
	case phAICard:
		return s.AI >= 0 && ((f.Att == s.AI && f.AttCard == none) || (f.Def == s.AI && f.DefCard == none))
	case phDieAtt:
		return isDie(f.AttCard) && f.AttDie == 0
	}
	return isDie(f.DefCard) && f.DefDie == 0 && (!isDie(f.AttCard) || f.AttDie > 0)
}

func (s *State) checkFight() error {
	f := s.Fight
	if !f.On {
		if f != (battle{Att: none, Def: none, Where: none, Pos: none, AttCard: none, DefCard: none}) || s.Table != 0 {
			return fmt.Errorf("a battle's leftovers with no battle on")
		}
		return nil
	}
	card := func(c int8, plays bool) bool {
		return (c == none) || (plays && c >= 0 && int(c) < NumCards) || (plays && c == hiddenCard && s.Mask)
	}
	switch {
	case f.Att < 0 || f.Att >= s.Lords || f.Att == f.Def || f.Where < 0 || f.Where > citadel:
		return fmt.Errorf("a battle of lord %d against %d at %d", f.Att, f.Def, f.Where)
	case f.Def != kingLord && (f.Def < 0 || f.Def >= s.Lords || f.Def != s.Ctrl[f.Where]):
		return fmt.Errorf("lord %d defends %d held by %d", f.Def, f.Where, s.Ctrl[f.Where])
	case f.Def == kingLord && (!s.King || f.Where != citadel):
		return fmt.Errorf("the King defends where he is not")
	case (f.Where == citadel) != (f.Pos >= 0) || f.Pos >= Positions:
		return fmt.Errorf("position %d at %d", f.Pos, f.Where)
	case !card(f.AttCard, true) || !card(f.DefCard, f.Def != kingLord) || f.AttDie < 0 || f.AttDie > 6 || f.DefDie < 0 || f.DefDie > 6:
		return fmt.Errorf("cards %d/%d, dice %d/%d", f.AttCard, f.DefCard, f.AttDie, f.DefDie)
	case s.Table == 0 || popcount(s.Table) > map[bool]int{true: 3, false: 2}[f.Where == citadel]:
		return fmt.Errorf("%d attackers", popcount(s.Table))
	}
	return nil
}

func (s *State) checkLords() error {
	fates := 0
	for l := range int8(MaxLords) {
		if l >= s.Lords {
			if s.VP[l] != 0 || s.Res[l] != [numRes]int16{} || s.Hand[l]|s.Grave[l] != 0 || s.Minions[l] != 0 || s.Fate[l] != none || s.Cards[l] != (cardHand{}) {
				return fmt.Errorf("lord %d is not at the table but holds something", l)
			}
			continue
		}
		sum := int16(0)
		for _, v := range s.VPBy[l] {
			sum += v
		}
		if sum != s.VP[l] || s.VP[l] < 0 {
			return fmt.Errorf("lord %d has %d VP but %d by source", l, s.VP[l], sum)
		}
		for k, n := range s.Res[l] {
			if n < 0 || (s.isAI(l) && n != 0) {
				return fmt.Errorf("lord %d holds %d %s", l, n, resNames[k])
			}
		}
		switch f := s.Fate[l]; {
		case s.isAI(l) && f != none, !s.isAI(l) && (f < 0 || (f >= NumFates && !(f == hiddenFate && s.Mask))):
			return fmt.Errorf("lord %d's Fate card is %d", l, f)
		case f >= 0 && f < NumFates:
			if fates&(1<<f) != 0 {
				return fmt.Errorf("Fate card %d is dealt twice", f)
			}
			fates |= 1 << f
		}
		if err := s.checkCards(l); err != nil {
			return err
		}
	}
	if s.AI >= 0 && (s.AIActs == 0 || s.AIActs >= 1<<NumActions || s.Track < 0 || int(s.Track) >= len(fighterTrk) ||
		s.AIRegion < 0 || s.AIRegion >= Regions || s.AIAction < 0 || s.AIAction >= NumActions) {
		return fmt.Errorf("the AI deck's cards %b, track %d", s.AIActs, s.Track)
	}
	return nil
}

func (s *State) checkCards(l int8) error {
	h := s.Cards[l]
	inFight := 0
	if s.Fight.On && ((s.Fight.Att == l && s.Fight.AttCard != none) || (s.Fight.Def == l && s.Fight.DefCard != none)) {
		inFight = 1
	}
	if h.N < 0 || h.DiscN < 0 || int(h.N)+int(h.DiscN)+inFight != NumCards || h.In >= 1<<NumCards {
		return fmt.Errorf("lord %d has %d combat cards in hand, %d discarded, %d in battle", l, h.N, h.DiscN, inFight)
	}
	if h.Hidden != (s.Mask && l != s.Viewer) {
		return fmt.Errorf("lord %d's combat cards are masked wrongly", l)
	}
	seen := uint8(0)
	if !h.Hidden {
		seen = h.In
		if popcount(uint64(h.In)) != int(h.N) {
			return fmt.Errorf("lord %d holds %b but counts %d", l, h.In, h.N)
		}
	} else if h.In != 0 {
		return fmt.Errorf("lord %d's masked hand shows cards", l)
	}
	for i, c := range h.Disc {
		switch {
		case i >= int(h.DiscN):
			if c != 0 {
				return fmt.Errorf("lord %d has a stale discard", l)
			}
		case c == hiddenCard && h.Hidden && i < int(h.DiscN)-1:
		case c < 0 || int(c) >= NumCards || seen&(1<<c) != 0:
			return fmt.Errorf("lord %d's discards %v", l, h.Disc)
		default:
			seen |= 1 << c
		}
	}
	return nil
}

// checkSpaces: each lord's minions are placed or at home, four in all;
// the citadel is the King's or a lord's.
func (s *State) checkSpaces() error {
	var placed [MaxLords]int
	count := func(l int8) error {
		if l < 0 || l >= s.Lords {
			return fmt.Errorf("a minion of lord %d", l)
		}
		placed[l]++
		return nil
	}
	for reg := range Regions {
		for i := range 2 {
			for _, l := range []int8{s.GatherBy[reg][i], s.CombatBy[reg][i]} {
				if l == none {
					continue
				}
				if i >= s.spaces() {
					return fmt.Errorf("a minion on a dashed space with %d lords", s.Lords)
				}
				if err := count(l); err != nil {
					return err
				}
			}
		}
		if s.Ctrl[reg] < none || s.Ctrl[reg] >= s.Lords {
			return fmt.Errorf("region %d is held by %d", reg+1, s.Ctrl[reg])
		}
	}
	for _, l := range s.Flank {
		if l != none {
			if err := count(l); err != nil {
				return err
			}
		}
	}
	for l := range MaxLords {
		placed[l] += int(s.Front[l]) + int(s.GoldN[l]) + int(s.BuildN[l])
		if s.Refresh[l] {
			placed[l]++
		}
		if s.Front[l] < 0 || s.GoldN[l] < 0 || s.BuildN[l] < 0 || s.Minions[l] < 0 || (l < int(s.Lords) && placed[l]+int(s.Minions[l]) != Minions) ||
			(l >= int(s.Lords) && placed[l] != 0) {
			return fmt.Errorf("lord %d has %d minions placed and %d at home", l, placed[l], s.Minions[l])
		}
	}
	if c := s.Ctrl[citadel]; c < none || c >= s.Lords || s.King != (c == none) || (s.King && s.AI >= 0) {
		return fmt.Errorf("the citadel is held by %d (King %v)", c, s.King)
	}
	return nil
}
