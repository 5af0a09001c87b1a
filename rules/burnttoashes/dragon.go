package burnttoashes

import (
	"fmt"

	"embers/rules"
)

// The dragon phase ("Drachenphase"): four times, a ruler sets the dragon
// pawn on a face-down tile, everyone offers gold face down, and the tile
// is turned: held off, or the dragon attacks along its path.

// beginTile: the tile's pawn placer is the regent for the first tile and
// each next ruler clockwise for the others.
func (s *State) beginTile(t *task, log *rules.Recorder) {
	placer := (int(s.c.Regent) + int(t.A)) % s.n()
	s.pop()
	s.push(task{K: tkPawn, Seat: int8(placer)}, task{K: tkOffer, Seat: int8(placer)},
		task{K: tkResolve, Seat: int8(placer)}, task{K: tkTileEnd, Seat: int8(placer)})
}

func (s *State) pawnLegal(dst []rules.Move, seat int) []rules.Move {
	for i := range Paths {
		if !s.c.Shown[i] {
			dst = append(dst, mv(mvPawn, i, 0, 0))
		}
	}
	if s.holds(seat, Scout) {
		dst = append(dst, mv(mvScout, 0, 0, 0))
	}
	return dst
}

func (s *State) placePawn(seat, i int, log *rules.Recorder) {
	c := &s.c
	c.Pawn = int8(i)
	c.Round, c.Changed = 1, false
	c.Offer, c.OfferN, c.Gave = [MaxPlayers][4]int8{}, [MaxPlayers]int8{}, [MaxPlayers]int8{}
	c.Decoy, c.Attacks, c.Laid = -1, 0, 0
	s.recordRound()
	s.pop()
	if log != nil {
		log.Add(EvPawnPlaced, "dragon", rules.Seat(seat), fmt.Sprintf("%s sets the dragon pawn on the %s tile of %s", who(seat), colour(c.Red[i]), pathName[i]),
			PawnPlaced{Seat: rules.Seat(seat), Path: i, Red: c.Red[i]}, spacePlace[i])
	}
}

func colour(red bool) string {
	if red {
		return "red"
	}
	return "yellow"
}

// offerSeat is the seat whose offering turn it is: A counts from the
// pawn's placer.
func (s *State) offerSeat(t *task) int { return (int(t.Seat) + int(t.A)) % s.n() }

// offerWaits skips a ruler with no gold, no offering and no follower (all
// public), records each round's start (offerround.go), and ends the offering after a round without change or after
// the last round.
func (s *State) offerWaits(t *task) bool {
	c := &s.c
	for {
		if int(t.A) >= s.n() {
			if !c.Changed || c.Round >= offerRounds {
				s.pop()
				return false
			}
			t.A, c.Round, c.Changed = 0, c.Round+1, false
			s.nextRound()
		}
		if s.inOffering(s.offerSeat(t)) {
			return true
		}
		t.A++
	}
}

// offerLegal: stand, or change the offering to any sum the cards in hand
// and on the table make exactly, with any number of blank cards beside it
// (the cards are chosen for the ruler: the fewest that make the sum).
func (s *State) offerLegal(dst []rules.Move, seat int) []rules.Move {
	c := &s.c
	from := len(dst)
	dst = append(dst, mv(mvStand, 0, 0, 0))
	var avail [4]int
	total := 0
	for v := range 4 {
		avail[v] = int(c.Hand[seat][v] + c.Offer[seat][v])
		total += v * avail[v]
	}
	now := s.offered(seat)
	for n := 0; n <= total; n++ {
		cards, ok := fewest(avail, n)
		if !ok {
			continue
		}
		for z := 0; z <= avail[0]; z++ {
			cards[0] = int8(z)
			if n != now || cards != c.Offer[seat] {
				dst = append(dst, mv(mvOffer, n, z, 0))
			}
		}
	}
	if s.holds(seat, Scout) {
		dst = append(dst, mv(mvScout, 0, 0, 0))
	}
	if s.holds(seat, Farmer) {
		dst = s.farmerLegal(dst, seat)
	}
	if s.script[seat] != 0 { // a turn the AI's search replays (RoundStart)
		return s.scripted(dst, seat, from)
	}
	return dst
}

// fewest is the fewest cards of 1, 2 and 3 among avail that make n.
func fewest(avail [4]int, n int) ([4]int8, bool) {
	best, found := [4]int8{}, false
	for c3 := 0; c3 <= avail[3] && 3*c3 <= n; c3++ {
		for c2 := 0; c2 <= avail[2] && 3*c3+2*c2 <= n; c2++ {
			c1 := n - 3*c3 - 2*c2
			if c1 > avail[1] {
				continue
			}
			if !found || c1+c2+c3 < int(best[1]+best[2]+best[3]) {
				best, found = [4]int8{0, int8(c1), int8(c2), int8(c3)}, true
			}
		}
	}
	return best, found
}

// offer lays the chosen offering face down (the ruler's turn ends): the
// others see how many cards lie, not what they are worth.
func (s *State) offer(t *task, seat, n, blanks int, log *rules.Recorder) {
	c := &s.c
	var avail [4]int
	for v := range 4 {
		avail[v] = int(c.Hand[seat][v] + c.Offer[seat][v])
	}
	cards, _ := fewest(avail, n)
	cards[0] = int8(blanks)
	k := int8(0)
	for v := range 4 {
		c.Hand[seat][v] = int8(avail[v]) - cards[v]
		c.Offer[seat][v] = cards[v]
		k += cards[v]
	}
	first := c.OfferN[seat] == 0
	c.HandN[seat] += c.OfferN[seat] - k
	c.OfferN[seat] = k
	c.Changed = true
	c.Relaid |= bit(seat)
	s.script[seat] = 0
	t.A++
	if log != nil { // a playout keeps no log: no text to build
		s.offerLaid(log, seat, n, int(k), first)
	}
}

func (s *State) stand(t *task, seat int, log *rules.Recorder) {
	s.script[seat] = 0
	t.A++
	if log != nil {
		log.Add(EvOfferStood, "offer", rules.Seat(seat), standWords(seat, int(s.c.OfferN[seat])), Stood{Seat: rules.Seat(seat), Cards: int(s.c.OfferN[seat])}, plStand)
	}
}

// resolve turns the tile and compares it with the gold offered.
func (s *State) resolve(log *rules.Recorder) {
	c := &s.c
	i := int(c.Pawn)
	value := int(c.Slot[i])
	c.Shown[i] = true
	sum, top := 0, -1
	for k := range s.n() {
		seat := (s.pawnPlacer() + k) % s.n()
		g := s.offered(seat)
		c.Gave[seat] = int8(g)
		sum += g
		if top < 0 || g > int(c.Gave[top]) {
			top = seat
		}
		for v := range 4 {
			c.Discard[v] += c.Offer[seat][v]
		}
	}
	c.Offer, c.OfferN = [MaxPlayers][4]int8{}, [MaxPlayers]int8{}
	s.recordRound()
	if log != nil {
		t := Turned{Path: i, Face: value, Sum: sum, Settled: !c.Changed} // for a board to turn the tile, show what each gave and say why the offering is final
		for seat := range s.n() {
			t.Gave[seat] = int(c.Gave[seat])
		}
		log.Add(EvDragonTurned, "dragon", rules.NoSeat, fmt.Sprintf("The dragon tile of %s shows %d; the offering holds %d gold%s", pathName[i], value, sum, s.gaveWords()), t, spacePlace[i], plOffering)
	}
	log.Reveal()
	if sum >= value {
		c.Top, c.Gift = int8(top), int8(dragonReward[value])
		if log != nil {
			log.Add(EvDragonAppeased, "offer", rules.Seat(top), fmt.Sprintf("The dragon is held off; %s gave most and wins %s", who(top), plural(dragonReward[value], "follower", "followers")),
				Appeased{Path: i, Top: rules.Seat(top), Followers: dragonReward[value]}, spacePlace[i])
		}
		s.push(task{K: tkPick, Seat: int8(top), A: c.Gift}, s.window(winGift, s.pawnPlacer()))
		return
	}
	c.Attacks = int8(value - sum)
	if log != nil {
		log.Add(EvDragonAttacks, "attack", rules.NoSeat, fmt.Sprintf("%d gold short: the dragon attacks %s", value-sum, plural(value-sum, "time", "times")), Attacks{Path: i, Attacks: value - sum}, spacePlace[i])
	}
	s.push(s.window(winDecoy, s.pawnPlacer()), task{K: tkMarkers}, s.window(winHermit, s.pawnPlacer()), task{K: tkFights})
}

// pawnPlacer is the ruler whose pawn stands on the tile at hand.
func (s *State) pawnPlacer() int {
	for i := int(s.c.AgendaN) - 1; i >= 0; i-- {
		if t := s.c.Agenda[i]; t.K == tkTileEnd {
			return int(t.Seat)
		}
	}
	return int(s.c.Regent)
}

func (s *State) endTile(log *rules.Recorder) {
	s.c.Pawn, s.c.Decoy, s.c.Top, s.c.Gift = -1, -1, -1, 0
	s.c.Gave = [MaxPlayers]int8{}
}
