package burnttoashes

import (
	"fmt"

	"embers/rules"
)

// Reaction windows: a follower played in another ruler's turn. A window
// asks, from its first seat clockwise, every ruler holding a follower
// while a card of the window's kinds may still be in a hand (all of it
// public), so whether a window opens tells nobody what anyone holds.

// windowKinds are the followers each window may take.
var windowKinds = [...][]int{
	winDecoy: {Decoy}, winHermit: {Hermit}, winFight: {BlackKnight, Vassal}, winBlow: {Hero},
	winGift: {Monks}, winSage: {Sage}, winAbbot: {Abbot},
}

var windowRule = map[int8]string{
	winDecoy: "decoy", winHermit: "hermit", winFight: "fight", winBlow: "hero", winGift: "monks", winSage: "sage", winAbbot: "abbot",
}

func (s *State) window(kind int8, start int) task {
	return task{K: tkWindow, Seat: int8(start), A: kind}
}

func (s *State) windowSeat(t *task) int { return (int(t.Seat) + int(t.B)) % s.n() }

// holds: seat has a follower of kind k in hand.
func (s *State) holds(seat, k int) bool { return s.c.FHand[seat][k] > 0 }

// unaccounted: cards of kind k that are neither gone nor face up, so that
// someone may hold one.
func (s *State) unaccounted(k int) int {
	n := 2 - int(s.c.FOut[k])
	for _, d := range s.c.Display {
		if int(d) == k {
			n--
		}
	}
	return n
}

// windowWaits asks the next ruler the window is for, or closes it.
func (s *State) windowWaits(t *task) bool {
	limit := s.n()
	if t.A == winAbbot {
		limit = 1
	}
	for ; int(t.B) < limit; t.B++ {
		if s.asked(t.A, s.windowSeat(t)) {
			return true
		}
	}
	s.pop()
	return false
}

// asked: the window opens for seat, judged on public facts only.
func (s *State) asked(kind int8, seat int) bool {
	c := &s.c
	if kind == winAbbot && c.AbbotOn {
		return true
	}
	if c.FHandN[seat] == 0 {
		return false
	}
	some := false
	for _, k := range windowKinds[kind] {
		some = some || s.unaccounted(k) > 0
	}
	switch {
	case !some:
		return false
	case kind == winGift:
		return c.Gave[seat] > 0 && int(c.Top) != seat
	case kind == winHermit:
		return s.hermitUseful()
	}
	return true
}

func (s *State) windowLegal(dst []rules.Move, t *task, seat int) []rules.Move {
	dst = append(dst, Pass)
	switch t.A {
	case winDecoy:
		if s.holds(seat, Decoy) {
			for p := range Provinces {
				if !s.c.Lost[p] {
					dst = append(dst, mv(mvDecoy, p, 0, 0))
				}
			}
		}
	case winHermit:
		if s.holds(seat, Hermit) {
			dst = s.hermitLegal(dst)
		}
	case winFight:
		if s.holds(seat, BlackKnight) && s.c.Guard[s.c.FightP]&(gSword|gShield) != 0 && !s.c.NoGear {
			dst = append(dst, mv(mvBlackKnight, 0, 0, 0))
		}
		if s.holds(seat, Vassal) {
			dst = append(dst, mv(mvVassal, 0, 0, 0))
		}
	case winBlow:
		if s.holds(seat, Hero) {
			dst = append(dst, mv(mvHero, 0, 0, 0))
		}
	case winGift:
		if s.holds(seat, Monks) && s.pickable() {
			dst = append(dst, mv(mvMonks, 0, 0, 0))
		}
	case winSage:
		if s.holds(seat, Sage) {
			dst = append(dst, mv(mvSage, 0, 0, 0))
		}
	case winAbbot:
		if s.holds(seat, Abbot) || s.c.AbbotOn {
			dst = append(dst, mv(mvAbbot, 0, 0, 0))
		}
	}
	return dst
}

// hermitLegal: a knight to a marked province of its owner without one.
func (s *State) hermitLegal(dst []rules.Move) []rules.Move {
	for p := range Provinces {
		if !s.has(p, gMarker) || s.has(p, gKnight) {
			continue
		}
		for q := range Provinces {
			if q != p && s.c.Owner[q] == s.c.Owner[p] && s.has(q, gKnight) {
				dst = append(dst, mv(mvHermit, q, p, 0))
			}
		}
	}
	return dst
}

// spend takes a follower out of a hand and out of the game.
func (s *State) spend(seat, k int) {
	s.c.FHand[seat][k]--
	s.c.FHandN[seat]--
	s.c.FOut[k]++
}

// react plays a window's move.
func (s *State) react(t *task, seat int, m rules.Move, log *rules.Recorder) {
	c := &s.c
	kind, a, b, _ := split(m)
	if kind == mvPass {
		if t.A == winAbbot {
			c.AbbotOn = false
		}
		t.B++
		if log != nil {
			log.Add(EvWindowPassed, windowRule[t.A], rules.Seat(seat), fmt.Sprintf("%s plays no follower", who(seat)), SeatOnly{Seat: rules.Seat(seat)}, plPass)
		}
		return
	}
	switch kind {
	case mvDecoy:
		s.spend(seat, Decoy)
		c.Decoy = int8(a)
		s.pop()
		if log != nil {
			log.Add(EvDecoyPlayed, "decoy", rules.Seat(seat), fmt.Sprintf("%s plays the Decoy: the dragon strikes first at %s", who(seat), provinceName[a]), AtProvince{Seat: rules.Seat(seat), Province: a}, pp(a))
		}
	case mvHermit:
		s.spend(seat, Hermit)
		s.moveKnight(a, b)
		t.B++
		if log != nil {
			log.Add(EvHermitPlayed, "hermit", rules.Seat(seat), fmt.Sprintf("%s plays the Hermit: the knight of %s goes to defend %s", who(seat), provinceName[a], provinceName[b]),
				HermitPlayed{Seat: rules.Seat(seat), From: a, To: b}, pp(a), pp(b))
		}
	case mvBlackKnight:
		s.spend(seat, BlackKnight)
		c.NoGear = true
		t.B++
		if log != nil {
			log.Add(EvBlackKnight, "blackknight", rules.Seat(seat), fmt.Sprintf("%s plays the Black Knight: the knight fights without sword and shield", who(seat)),
				AtProvince{Seat: rules.Seat(seat), Province: int(c.FightP)}, pp(int(c.FightP)))
		}
	case mvVassal:
		s.spend(seat, Vassal)
		c.Prevent = true
		s.pop()
		if log != nil {
			log.Add(EvVassalPlayed, "vassal", rules.Seat(seat), fmt.Sprintf("%s plays the Vassal", who(seat)), AtProvince{Seat: rules.Seat(seat), Province: int(c.FightP)}, pp(int(c.FightP)))
		}
	case mvHero:
		s.spend(seat, Hero)
		c.Struck = true
		s.pop()
		if log != nil {
			log.Add(EvHeroPlayed, "hero", rules.Seat(seat), fmt.Sprintf("%s plays the Hero: the %s card is set aside and the fight goes on", who(seat), cardNames[c.Last]), HeroPlayed{Seat: rules.Seat(seat), Card: int(c.Last)}, plCombat)
		}
	case mvMonks:
		s.spend(seat, Monks)
		t.B++
		s.push(task{K: tkPick, Seat: int8(seat), A: c.Gift})
		if log != nil {
			log.Add(EvMonksPlayed, "monks", rules.Seat(seat), fmt.Sprintf("%s plays the Monks and takes %s too", who(seat), plural(int(c.Gift), "follower", "followers")), MonksPlayed{Seat: rules.Seat(seat), Followers: int(c.Gift)}, plFollowers)
		}
	case mvSage:
		s.spend(seat, Sage)
		c.SageTo = int8(seat)
		s.pop()
		if log != nil {
			log.Add(EvSagePlayed, "sage", rules.Seat(seat), fmt.Sprintf("%s plays the Sage and will be the next regent", who(seat)), SeatOnly{Seat: rules.Seat(seat)})
		}
	case mvAbbot:
		s.abbot(seat, log)
	}
}

// moveKnight: the Hermit's knight takes its sword and shield along where
// the province it goes to has none of its own.
func (s *State) moveKnight(from, to int) {
	c := &s.c
	c.Guard[from] &^= gKnight
	c.Guard[to] |= gKnight
	for _, g := range []uint8{gSword, gShield} {
		if c.Guard[from]&g != 0 && c.Guard[to]&g == 0 {
			c.Guard[from] &^= g
			c.Guard[to] |= g
		}
	}
}

// pickable: a follower can be taken, face up or from the deck.
func (s *State) pickable() bool { return s.displayCount() > 0 || s.c.FDeckN > 0 }

func (s *State) pickWaits(t *task) bool { return (t.A > 0 && s.pickable()) || s.popFalse() }

func (s *State) pickLegal(dst []rules.Move) []rules.Move {
	for i, k := range s.c.Display {
		if k >= 0 {
			dst = append(dst, mv(mvPick, i, 0, 0))
		}
	}
	if s.c.FDeckN > 0 {
		dst = append(dst, mv(mvPick, deckPick, 0, 0))
	}
	return dst
}

// pick takes a face-up follower (the display is filled again) or the top
// of the deck, unseen by the others.
func (s *State) pick(t *task, seat, i int, log *rules.Recorder) {
	c := &s.c
	t.A--
	c.Gained = true
	if i == deckPick {
		k := s.drawFollower(seat)
		if log != nil {
			log.Secret(EvFollowerDrawn, "followers", rules.Seat(seat), fmt.Sprintf("%s draws a follower", who(seat)), FollowerDrawn{Seat: rules.Seat(seat), Follower: -1},
				fmt.Sprintf("%s draws the %s", who(seat), followers[k].Name), FollowerDrawn{Seat: rules.Seat(seat), Follower: int(k)}, plFollowers)
		}
		return
	}
	k := c.Display[i]
	c.FHand[seat][k]++
	c.FHandN[seat]++
	c.Display[i] = s.popFollower()
	if log != nil {
		log.Add(EvFollowerTaken, "followers", rules.Seat(seat), fmt.Sprintf("%s takes the %s", who(seat), followers[k].Name), FollowerTaken{Seat: rules.Seat(seat), Slot: i, Follower: int(k)}, dispPlace[i])
	}
}
