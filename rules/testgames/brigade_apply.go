package testgames

import (
	"fmt"
	"math/rand/v2"
	"strconv"

	"embers/rules"
)

// brigadeLog collects a move's events; nil plays without them (Play).
type brigadeLog struct{ events []rules.Event }

func (l *brigadeLog) add(e rules.Event) {
	if l == nil {
		return
	}
	if e.SecretText == "" { // an event left with Secret at its zero value has no secret
		e.Secret = rules.NoSeat
	}
	l.events = append(l.events, e)
}

func housePlace(h int) rules.Place { return rules.Place("house:" + strconv.Itoa(h)) }

func (s *BrigadeState) Play(m rules.Move) error { return s.step(m, nil) }

func (s *BrigadeState) Apply(m rules.Move) ([]rules.Event, error) {
	log := &brigadeLog{}
	if err := s.step(m, log); err != nil {
		return nil, err
	}
	return log.events, nil
}

// step checks m against the legal moves, then plays it.
func (s *BrigadeState) step(m rules.Move, log *brigadeLog) error {
	if s.phase == phaseOver {
		return illegal(s, m, "the game is over", "end")
	}
	var buf [16]rules.Move
	legal := false
	for _, l := range s.Legal(buf[:0]) {
		legal = legal || l == m
	}
	if !legal {
		return illegal(s, m, s.whyNot(), brigadeRule[s.phase])
	}
	switch s.phase {
	case phaseRoll:
		s.roll(dieFace(m), log)
	case phaseWindow:
		s.react(m, log)
	case phaseAct:
		s.act(m, log)
	}
	return nil
}

// brigadeRule names the rule of each phase (the game's own sections).
var brigadeRule = [...]string{phaseRoll: "roll", phaseWindow: "shield", phaseAct: "act", phaseOver: "end"}

// whyNot says what may be played in this phase.
func (s *BrigadeState) whyNot() string {
	switch s.phase {
	case phaseRoll:
		return "the fire die is rolled now: die 1 to die 6"
	case phaseWindow:
		return "house " + strconv.Itoa(int(s.target)) + " is threatened: pass, or play a shield card you hold"
	}
	return "douse or water a burning house, draw while you hold fewer than 2 cards and the deck has some, or wait when nothing else is possible"
}

// roll resolves the fire die: every outcome advances the generator by one
// draw, so a forced outcome leaves later rolls as they would have been.
func (s *BrigadeState) roll(face int, log *brigadeLog) {
	rand.New(&s.rng).IntN(6)
	log.add(rules.Event{Kind: "die.rolled", Rule: "roll", Seat: rules.NoSeat, Reveal: true, Data: face,
		Text: fmt.Sprintf("The fire die shows %d", face), Places: []rules.Place{"die"}})
	h := s.threatened(face)
	switch {
	case h == 0:
		log.add(rules.Event{Kind: "fire.calm", Rule: "roll", Seat: rules.NoSeat, Text: "The fire calms: no house is threatened"})
		s.phase = phaseAct
		return
	case s.fire[h-1] >= burnt:
		log.add(rules.Event{Kind: "fire.ashes", Rule: "roll", Seat: rules.NoSeat, Places: []rules.Place{housePlace(h)},
			Text: fmt.Sprintf("House %d is ash already: the fire finds nothing there", h)})
		s.phase = phaseAct
		return
	}
	s.target = int8(h)
	log.add(rules.Event{Kind: "fire.threat", Rule: "roll", Seat: rules.NoSeat, Places: []rules.Place{housePlace(h)},
		Text: fmt.Sprintf("The fire threatens house %d", h), Data: h})
	s.asked = 0
	s.askNext(log)
}

// threatened is the house a die face sends the fire to, 0 for none. A six
// is calm, or with the wind the standing house with the most fire (the
// lowest number on a tie; none when no house burns).
func (s *BrigadeState) threatened(face int) int {
	if face <= houses {
		return face
	}
	if !s.opts.wind {
		return 0
	}
	best, bestFire := 0, int8(0)
	for h := 1; h <= houses; h++ {
		if f := s.fire[h-1]; f < burnt && f > bestFire {
			best, bestFire = h, f
		}
	}
	return best
}

// askNext opens the window for the next seat after the one asked that
// holds a card (every such seat is asked, whatever it holds, so the window
// shows nothing); when none is left the fire spreads.
func (s *BrigadeState) askNext(log *brigadeLog) {
	for s.asked++; int(s.asked) < s.setup.Players; s.asked++ {
		if s.handN[s.asker()] > 0 {
			s.phase = phaseWindow
			return
		}
	}
	s.asked = 0
	s.spread(log)
}

// react plays a pass or a shield in the window.
func (s *BrigadeState) react(m rules.Move, log *brigadeLog) {
	seat := rules.Seat(s.asker())
	if m == BrigadePass {
		log.add(rules.Event{Kind: "window.passed", Rule: "shield", Seat: seat, Text: rules.SeatRef(seat) + " does not shield the house"})
		s.askNext(log)
		return
	}
	s.hand[seat][0]--
	s.handN[seat]--
	s.used[0]++
	log.add(rules.Event{Kind: "shield.played", Rule: "shield", Seat: seat, Places: []rules.Place{housePlace(int(s.target)), "hand:shield"},
		Text: fmt.Sprintf("%s plays a shield: house %d is spared", rules.SeatRef(seat), s.target)})
	s.target, s.asked, s.phase = 0, 0, phaseAct
}

// spread lands the threat: the house burns hotter, or down, and a house
// that was burning already throws sparks to the next house (house 4 for
// house 5).
func (s *BrigadeState) spread(log *brigadeLog) {
	h := int(s.target)
	s.target = 0
	s.phase = phaseAct
	sparks := s.fire[h-1] > 0
	s.heat(h, log)
	if next := h%houses + 1; sparks && s.phase != phaseOver {
		if h == houses {
			next = houses - 1
		}
		if s.fire[next-1] < burnt {
			s.heat(next, log)
		}
	}
}

// heat raises a standing house's fire by one; the third burns it down.
func (s *BrigadeState) heat(h int, log *brigadeLog) {
	s.fire[h-1]++
	if s.fire[h-1] < burnt {
		log.add(rules.Event{Kind: "fire.spread", Rule: "spread", Seat: rules.NoSeat, Places: []rules.Place{housePlace(h)}, Data: h,
			Text: fmt.Sprintf("House %d burns hotter (fire %d)", h, s.fire[h-1])})
		return
	}
	log.add(rules.Event{Kind: "house.burnt", Rule: "spread", Seat: rules.NoSeat, Places: []rules.Place{housePlace(h)}, Data: h,
		Text: fmt.Sprintf("House %d burns down", h)})
	if s.burntHouses() >= fireWins {
		s.end(log)
	}
}

// act plays the turn's action and passes the turn on.
func (s *BrigadeState) act(m rules.Move, log *brigadeLog) {
	seat := rules.Seat(s.active())
	who := rules.SeatRef(seat)
	base, h := houseOf(m)
	switch {
	case base == moveDouse:
		s.fire[h-1]--
		log.add(rules.Event{Kind: "house.doused", Rule: "act", Seat: seat, Places: []rules.Place{housePlace(h)}, Data: h,
			Text: fmt.Sprintf("%s douses house %d (fire %d)", who, h, s.fire[h-1])})
	case base == moveWater:
		s.fire[h-1] = 0
		s.hand[seat][1]--
		s.handN[seat]--
		s.used[1]++
		log.add(rules.Event{Kind: "water.thrown", Rule: "act", Seat: seat, Places: []rules.Place{housePlace(h), "hand:water"}, Data: h,
			Text: fmt.Sprintf("%s throws a water card on house %d: its fire is out", who, h)})
	case m == BrigadeDraw:
		c := s.draw(int(seat))
		log.add(rules.Event{Kind: "card.drawn", Rule: "act", Seat: seat, Places: []rules.Place{"deck"},
			Text: who + " draws a card", Secret: seat, SecretText: who + " draws a " + cardName[c] + " card", SecretData: int(c)})
	default:
		log.add(rules.Event{Kind: "turn.waited", Rule: "act", Seat: seat, Text: who + " waits: there is nothing to do"})
	}
	s.turn++
	s.phase = phaseRoll
	if s.turn >= s.turns() {
		s.end(log)
	}
}

var cardName = [...]string{cardHidden: "hidden", cardShield: "shield", cardWater: "water"}

func (s *BrigadeState) end(log *brigadeLog) {
	s.phase = phaseOver
	if log != nil {
		log.add(rules.Event{Kind: "game.over", Rule: "end", Seat: rules.NoSeat, Text: s.Result().Summary})
	}
}
