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
func (s *State) beginTile(t *task, log *evlog) {
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

func (s *State) placePawn(seat, i int, log *evlog) {
	c := &s.c
	c.Pawn = int8(i)
	c.Round, c.Changed, c.Dir = 1, false, 0
	c.Offer, c.OfferN, c.Gave = [MaxPlayers][4]int8{}, [MaxPlayers]int8{}, [MaxPlayers]int8{}
	c.Decoy, c.Attacks, c.Laid = -1, 0, 0
	s.pop()
	log.add("pawn.placed", "dragon", seat, fmt.Sprintf("%s sets the dragon pawn on the %s tile of %s", who(seat), colour(c.Red[i]), pathName[i]), spacePlace[i])
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
// public), and ends the offering after a round without change or after
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
		}
		seat := s.offerSeat(t)
		if c.HandN[seat] > 0 || c.OfferN[seat] > 0 || c.FHandN[seat] > 0 {
			return true
		}
		t.A++
	}
}

func (s *State) offerLegal(dst []rules.Move, seat int) []rules.Move {
	c := &s.c
	dst = append(dst, mv(mvStand, 0, 0, 0))
	for v := range 4 {
		if c.Dir != 2 && c.Hand[seat][v] > 0 {
			dst = append(dst, mv(mvLay, v, 0, 0))
		}
		if c.Dir != 1 && c.Offer[seat][v] > 0 {
			dst = append(dst, mv(mvTake, v, 0, 0))
		}
	}
	if s.holds(seat, Scout) {
		dst = append(dst, mv(mvScout, 0, 0, 0))
	}
	if s.holds(seat, Farmer) {
		dst = s.farmerLegal(dst, seat)
	}
	return dst
}

// layCard moves one card face down between hand and offering.
func (s *State) layCard(seat, v int, lay bool, log *evlog) {
	c := &s.c
	d := int8(1)
	if !lay {
		d = -1
	}
	c.Hand[seat][v] -= d
	c.HandN[seat] -= d
	c.Offer[seat][v] += d
	c.OfferN[seat] += d
	c.Changed = true
	if lay {
		c.Dir = 1
		log.secret("offer.laid", "offer", seat, fmt.Sprintf("%s lays a card face down", who(seat)),
			fmt.Sprintf("%s lays a %s face down", who(seat), cardWord(v)), goldPlaces()...)
		return
	}
	c.Dir = 2
	log.secret("offer.taken", "offer", seat, fmt.Sprintf("%s takes a card back", who(seat)),
		fmt.Sprintf("%s takes a %s back", who(seat), cardWord(v)), goldPlaces()...)
}

func (s *State) stand(t *task, seat int, log *evlog) {
	t.A++
	s.c.Dir = 0
	log.add("offer.stood", "offer", seat, fmt.Sprintf("%s stands with %s", who(seat), plural(int(s.c.OfferN[seat]), "card", "cards")), plStand)
}

// resolve turns the tile and compares it with the gold offered.
func (s *State) resolve(log *evlog) {
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
	log.add("dragon.turned", "dragon", -1, fmt.Sprintf("The dragon tile of %s shows %d; the offering holds %d gold", pathName[i], value, sum), spacePlace[i], plOffering)
	log.reveal()
	if sum >= value {
		c.Top, c.Gift = int8(top), int8(dragonReward[value])
		log.add("dragon.appeased", "offer", top, fmt.Sprintf("The dragon is held off; %s gave most and wins %s", who(top), plural(dragonReward[value], "follower", "followers")), spacePlace[i])
		s.push(task{K: tkPick, Seat: int8(top), A: c.Gift}, s.window(winGift, s.pawnPlacer()))
		return
	}
	c.Attacks = int8(value - sum)
	log.add("dragon.attacks", "attack", -1, fmt.Sprintf("%d gold short: the dragon attacks %s", value-sum, plural(value-sum, "time", "times")), spacePlace[i])
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

func (s *State) endTile(log *evlog) {
	s.c.Pawn, s.c.Decoy, s.c.Top, s.c.Gift = -1, -1, -1, 0
	s.c.Gave = [MaxPlayers]int8{}
}
