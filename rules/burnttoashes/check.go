package burnttoashes

import "fmt"

// Check verifies that every component is where one can be, and every
// count is in range: a decoded state passes it before it is played on.
func (s *State) Check() error {
	for _, check := range []func() error{s.checkShape, s.checkProvinces, s.checkTiles, s.checkGold, s.checkRound, s.checkFollowers, s.checkAgenda} {
		if err := check(); err != nil {
			return fmt.Errorf("burnt to ashes: %v", err)
		}
	}
	return nil
}

func (s *State) full() bool { return s.c.Viewer == fullState }

func inRange[T ~int8 | ~int](v T, lo, hi int) bool { return int(v) >= lo && int(v) <= hi }

func (s *State) checkShape() error {
	c := &s.c
	n := int(c.Players)
	switch {
	case n < 1 || n > MaxPlayers || n != s.setup.Players:
		return fmt.Errorf("%d players in a game set up for %d", n, s.setup.Players)
	case !inRange(c.Regent, 0, n-1) || !inRange(c.Year, 0, 5+finalCap+1):
		return fmt.Errorf("regent %d, year %d: out of range", c.Regent, c.Year)
	case !inRange(c.HitsOn, 0, Hits) || !inRange(c.Victor, -1, n-1) || !inRange(c.Winner, -1, n-1) || !inRange(c.SageTo, -1, n-1):
		return fmt.Errorf("hits %d, slayer %d, winner %d: out of range", c.HitsOn, c.Victor, c.Winner)
	case !inRange(c.Pawn, -1, Paths-1) || !inRange(c.FightP, -1, Provinces-1) || !inRange(c.Decoy, -1, Provinces-1) || !inRange(c.Last, -1, cardKinds-1):
		return fmt.Errorf("pawn %d, fight %d, decoy %d: out of range", c.Pawn, c.FightP, c.Decoy)
	case !inRange(c.Top, -1, n-1) || !inRange(c.Attacks, 0, 8) || !inRange(c.Laid, 0, 8) || !inRange(c.Round, 0, offerRounds):
		return fmt.Errorf("top giver %d, %d attacks: out of range", c.Top, c.Attacks)
	case c.Viewer != fullState && !inRange(c.Viewer, -1, n-1):
		return fmt.Errorf("a view for seat %d", c.Viewer)
	}
	for k := range cardKinds {
		if !inRange(c.Deck[k], 0, combatDeck[k]) || !inRange(c.Shown4[k], 0, combatDeck[k]-int(c.Deck[k])) {
			return fmt.Errorf("combat cards of kind %d out of range", k)
		}
	}
	for i := range Paths {
		if !inRange(c.Slot[i], 0, 8) {
			return fmt.Errorf("dragon tile %d shows %d", i, c.Slot[i])
		}
	}
	for seat := range MaxPlayers {
		if seat >= n && (c.Power[seat] != 0 || c.HandN[seat] != 0 || c.FHandN[seat] != 0 || c.Quota[seat] != 0) {
			return fmt.Errorf("seat %d is not at the table but holds things", seat+1)
		}
		if c.Power[seat] < 0 || c.Treas[seat] < 0 || c.Debt[seat] < 0 || c.Hunt[seat] < 0 || c.Quota[seat] < 0 || c.Gave[seat] < 0 {
			return fmt.Errorf("seat %d has a negative count", seat+1)
		}
	}
	return nil
}

func (s *State) checkProvinces() error {
	c := &s.c
	for p := range Provinces {
		switch {
		case !inRange(c.Owner[p], -1, s.n()-1):
			return fmt.Errorf("province %s owned by %d", provName(p), c.Owner[p])
		case c.Lost[p] && (c.Owner[p] >= 0 || c.StackN[p] != 0 || c.Guard[p] != 0):
			return fmt.Errorf("burnt province %s still holds things", provName(p))
		case !inRange(c.StackN[p], 0, stackMax) || c.Guard[p] > 15:
			return fmt.Errorf("province %s: stack of %d, guard %d", provName(p), c.StackN[p], c.Guard[p])
		case (c.Guard[p]&gMarker != 0) != (c.MarkOrd[p] > 0) || !inRange(c.MarkOrd[p], 0, 8):
			return fmt.Errorf("province %s: marker and its order disagree", provName(p))
		case c.Known[p] >= 1<<uint(s.n()):
			return fmt.Errorf("province %s known by seats that are not at the table", provName(p))
		}
	}
	return nil
}

func (s *State) checkTiles() error {
	c := &s.c
	total := s.tileTotals()
	var count [tileKinds]int
	unknown, all := 0, 0
	for p := range Provinces {
		for i := range stackMax {
			t := c.Stack[p][i]
			switch {
			case t < 0 || t >= tileKinds:
				return fmt.Errorf("province %s holds tile %d", provName(p), t)
			case i >= int(c.StackN[p]) && t != NoTile:
				return fmt.Errorf("province %s holds a tile below its stack's end", provName(p))
			case i < int(c.StackN[p]) && t == NoTile:
				if s.full() {
					return fmt.Errorf("province %s has a gap in its stack", provName(p))
				}
				unknown++
			case i < int(c.StackN[p]):
				count[t]++
			}
		}
	}
	for k := Knight; k < tileKinds; k++ {
		if c.Out[k] < 0 || count[k]+int(c.Out[k]) > total[k] {
			return fmt.Errorf("%d %s tiles in play; there are %d", count[k]+int(c.Out[k]), tileNames[k], total[k])
		}
		all += count[k] + int(c.Out[k])
	}
	if c.Out[NoTile] != 0 || all+unknown != sum(total[:]) {
		return fmt.Errorf("%d tiles counted; there are %d", all+unknown, sum(total[:]))
	}
	return nil
}

func sum(xs []int) int {
	t := 0
	for _, x := range xs {
		t += x
	}
	return t
}

func (s *State) checkGold() error {
	c := &s.c
	cards := int(c.AsideN)
	var byValue [4]int
	for seat := range s.n() {
		h, o := 0, 0
		for v := range 4 {
			if c.Hand[seat][v] < 0 || c.Offer[seat][v] < 0 {
				return fmt.Errorf("seat %d holds a negative count of gold", seat+1)
			}
			h += int(c.Hand[seat][v])
			o += int(c.Offer[seat][v])
			byValue[v] += int(c.Hand[seat][v] + c.Offer[seat][v])
		}
		masked := !s.full() && int(c.Viewer) != seat
		if !masked && (h != int(c.HandN[seat]) || o != int(c.OfferN[seat])) {
			return fmt.Errorf("seat %d holds %d gold cards but counts %d", seat+1, h, c.HandN[seat])
		}
		cards += int(c.HandN[seat] + c.OfferN[seat])
	}
	for v := range 4 {
		if c.Discard[v] < 0 {
			return fmt.Errorf("a negative discard pile")
		}
		cards += int(c.Discard[v])
		byValue[v] += int(c.Discard[v])
		if s.full() && c.AsideN > 0 && int(c.AsideV) == v {
			byValue[v]++
		}
	}
	want := GoldN
	if c.Year == 0 {
		want = 0
	}
	if cards != want || !inRange(c.AsideN, 0, 1) || !inRange(c.AsideV, 0, 3) {
		return fmt.Errorf("%d gold cards counted; want %d", cards, want)
	}
	for v := range 4 {
		if byValue[v] > goldDeck[v] || (s.full() && c.Year > 0 && byValue[v] != goldDeck[v]) {
			return fmt.Errorf("%d gold cards of value %d; there are %d", byValue[v], v, goldDeck[v])
		}
	}
	return nil
}

func (s *State) checkFollowers() error {
	c := &s.c
	var count [Kinds]int
	cards := int(c.FDeckN)
	if !inRange(c.FDeckN, 0, FollowerN) {
		return fmt.Errorf("follower deck of %d", c.FDeckN)
	}
	for seat := range s.n() {
		h := 0
		for k := range Kinds {
			if c.FHand[seat][k] < 0 {
				return fmt.Errorf("seat %d holds a negative count of followers", seat+1)
			}
			h += int(c.FHand[seat][k])
			count[k] += int(c.FHand[seat][k])
		}
		if (s.full() || int(c.Viewer) == seat) && h != int(c.FHandN[seat]) {
			return fmt.Errorf("seat %d holds %d followers but counts %d", seat+1, h, c.FHandN[seat])
		}
		cards += int(c.FHandN[seat])
	}
	for i, k := range c.FDeck {
		if !inRange(k, 0, Kinds-1) {
			return fmt.Errorf("follower deck slot %d holds %d", i, k)
		}
		if s.full() && i < int(c.FDeckN) {
			count[k]++
		}
	}
	for _, k := range c.Display {
		if !inRange(k, -1, Kinds-1) {
			return fmt.Errorf("a face-up follower of kind %d", k)
		}
		if k >= 0 {
			count[k]++
			cards++
		}
	}
	for k := range Kinds {
		if !inRange(c.FOut[k], 0, 2) || count[k]+int(c.FOut[k]) > 2 || (s.full() && count[k]+int(c.FOut[k]) != 2) {
			return fmt.Errorf("%d %s cards counted; there are 2", count[k]+int(c.FOut[k]), followers[k].Name)
		}
		cards += int(c.FOut[k])
	}
	if cards != FollowerN {
		return fmt.Errorf("%d followers counted; there are %d", cards, FollowerN)
	}
	return nil
}

func (s *State) checkAgenda() error {
	c := &s.c
	if !inRange(c.AgendaN, 0, len(c.Agenda)) {
		return fmt.Errorf("an agenda of %d tasks", c.AgendaN)
	}
	for i, t := range c.Agenda {
		switch {
		case i >= int(c.AgendaN) && t != (task{}):
			return fmt.Errorf("a task below the agenda's end")
		case i < int(c.AgendaN) && (!inRange(t.K, int(tkClaim), int(tkKeep)) || !inRange(t.Seat, -1, s.n()-1)):
			return fmt.Errorf("task %d (%d) is not one this version plays", i, t.K)
		case i < int(c.AgendaN) && !s.taskArgsOK(t):
			return fmt.Errorf("task %d (%d) has arguments out of range", i, t.K)
		}
	}
	if c.Over != (c.AgendaN == 0) {
		return fmt.Errorf("over is %v with %d tasks on the agenda", c.Over, c.AgendaN)
	}
	if t := s.top(); t != nil && ((t.K == tkWindow && (t.A == winFight || t.A == winBlow)) || t.K == tkCombat) && c.FightP < 0 {
		return fmt.Errorf("a fight's decision without a fight")
	}
	if t := s.top(); t != nil && t.K == tkOffer && c.Pawn < 0 {
		return fmt.Errorf("an offering without the dragon pawn")
	}
	if t := s.top(); t != nil && s.full() {
		if !inRange(int(t.Seat), 0, s.n()-1) && t.K != tkWindow && t.K != tkCombat {
			return fmt.Errorf("the decision at hand has no seat")
		}
	}
	return nil
}

// taskArgsOK: a task's arguments index what they name.
func (s *State) taskArgsOK(t task) bool {
	a, b := int(t.A), int(t.B)
	if a < 0 || b < 0 {
		return false
	}
	switch t.K {
	case tkOrder, tkFight, tkCombat:
		return a < Provinces && b <= int(combatBlow)
	case tkKeep:
		return a > 0 && a < int(tileKinds) && b < Provinces
	case tkPlace:
		return a >= int(Knight) && a <= int(Shield) && a != int(Power)
	case tkWindow:
		return a >= int(winDecoy) && a <= int(winAbbot) && b <= s.n()
	case tkTile:
		return a < Paths
	case tkOffer:
		return a <= s.n()
	case tkPick, tkPeek:
		return a <= 3
	}
	return a <= 64 && b <= 64
}
