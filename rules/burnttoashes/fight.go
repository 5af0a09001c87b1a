package burnttoashes

import (
	"fmt"
	"math/rand/v2"

	"embers/rules"
)

// The fight, knight against dragon ("Kampf Ritter gegen Drache"): the
// combat cards, shuffled for each fight, are turned one at a time (chance
// to move) until three dragons (the dragon wins) or three knights, or three
// swords for a knight with a sword (the knight wins). With a shield, every
// shield from the third on lets the fighter stop: a draw. Before a card the
// fighter may spend a power to set two turned dragons aside.

var cardNames = [cardKinds]string{"dragon", "knight", "sword", "shield"}

// beginFight opens the window before the fight, then the fight.
func (s *State) beginFight(t *task, log *rules.Recorder) {
	c := &s.c
	p, seat := int(t.A), int(t.Seat)
	s.pop()
	c.FightP, c.Deck, c.Shown4, c.Last = int8(p), combatDeckCounts(), [cardKinds]int8{}, -1
	c.NoGear, c.Struck, c.Prevent = false, false, false
	if log != nil {
		log.Add(EvFightBegun, "fight", rules.Seat(seat), fmt.Sprintf("The knight of %s in %s faces the dragon%s", who(seat), provinceName[p], s.gearWords(p)),
			FightBegun{Seat: rules.Seat(seat), Province: p, Sword: s.has(p, gSword), Shield: s.has(p, gShield)}, pp(p), plCombat)
	}
	s.push(s.window(winFight, seat), task{K: tkCombat, Seat: int8(seat), A: int8(p)})
}

func combatDeckCounts() [cardKinds]int8 {
	var d [cardKinds]int8
	for k := range cardKinds {
		d[k] = int8(combatDeck[k])
	}
	return d
}

func (s *State) gearWords(p int) string {
	switch {
	case s.has(p, gSword) && s.has(p, gShield):
		return " with sword and shield"
	case s.has(p, gSword):
		return " with a sword"
	case s.has(p, gShield):
		return " with a shield"
	}
	return ""
}

func (s *State) armed(p int, g uint8) bool { return s.has(p, g) && !s.c.NoGear }

// combatWaits: a vassal ends the fight before it begins; otherwise the
// fighter chooses when there is a choice, else chance turns a card.
func (s *State) combatWaits(t *task, log *rules.Recorder) bool {
	c := &s.c
	switch {
	case c.Prevent:
		seat, p := int(t.Seat), int(t.A)
		s.pop()
		s.averted(seat, p, log)
		return false
	case t.B == combatBlow:
		if c.Struck {
			c.Struck = false
			c.Shown4[c.Last]--
			t.B = combatChoose
			return false
		}
		s.decide(t, log)
		return false
	case t.B == combatChoose && (s.powerOf(int(t.Seat)) == 0 || c.Shown4[CardDragon] < 2):
		t.B = combatCard
	}
	return true
}

func (s *State) combatLegal(dst []rules.Move, t *task) []rules.Move {
	switch t.B {
	case combatChoose:
		return append(dst, mv(mvDraw, 0, 0, 0), mv(mvPower, 0, 0, 0))
	case combatCard:
		for k := range cardKinds {
			if s.c.Deck[k] > 0 {
				dst = append(dst, mv(mvCard, k, 0, 0))
			}
		}
	case combatStop:
		dst = append(dst, mv(mvStop, 0, 0, 0), mv(mvOn, 0, 0, 0))
	}
	return dst
}

// Outcomes: each symbol weighs the cards of it left in the fight's deck.
func (s *State) Outcomes(dst []rules.Outcome) []rules.Outcome {
	dst = dst[:0]
	if s.ToMove() != rules.Chance {
		return dst
	}
	for k := range cardKinds {
		if n := s.c.Deck[k]; n > 0 {
			dst = append(dst, rules.Outcome{Move: mv(mvCard, k, 0, 0), Weight: int(n)})
		}
	}
	return dst
}

// Roll is the card the state's generator turns next, read from a copy.
func (s *State) Roll() rules.Move {
	peek := s.rng
	return mv(mvCard, s.drawn(rand.New(&peek)), 0, 0)
}

// drawn is the symbol a draw from the generator gives; every outcome
// advances the generator by the same one draw.
func (s *State) drawn(r *rand.Rand) int {
	total := 0
	for _, n := range s.c.Deck {
		total += int(n)
	}
	x := r.IntN(max(total, 1))
	for k, n := range s.c.Deck {
		if x -= int(n); x < 0 {
			return k
		}
	}
	return CardKnight
}

// turnCard plays chance's card and sees whether it decides the fight.
func (s *State) turnCard(t *task, k int, log *rules.Recorder) {
	c := &s.c
	s.drawn(s.r())
	c.Deck[k]--
	c.Shown4[k]++
	c.Last = int8(k)
	if log != nil {
		t := CardTurned{Card: k} // the symbol, for a board to turn the card to
		for i, n := range c.Shown4 {
			t.Shown[i] = int(n)
		}
		log.Add(EvCardTurned, "fight", rules.NoSeat, fmt.Sprintf("A %s card: %s", cardNames[k], s.countWords()), t, plCombat)
	}
	log.Reveal()
	p := int(t.A)
	switch {
	case s.deciding():
		t.B = combatBlow
		s.push(s.window(winBlow, int(t.Seat)))
	case k == CardShield && c.Shown4[CardShield] >= 3 && s.armed(p, gShield):
		t.B = combatStop
	default:
		t.B = combatChoose
	}
}

func (s *State) countWords() string {
	c := &s.c
	return fmt.Sprintf("%s, %s, %s, %s", plural(int(c.Shown4[0]), "dragon", "dragons"), plural(int(c.Shown4[1]), "knight", "knights"),
		plural(int(c.Shown4[2]), "sword", "swords"), plural(int(c.Shown4[3]), "shield", "shields"))
}

// deciding: the cards shown end the fight one way or the other.
func (s *State) deciding() bool {
	c := &s.c
	p := int(c.FightP)
	return c.Shown4[CardDragon] >= 3 || c.Shown4[CardKnight] >= 3 || (c.Shown4[CardSword] >= 3 && s.armed(p, gSword))
}

// decide ends the fight by the cards shown.
func (s *State) decide(t *task, log *rules.Recorder) {
	seat, p := int(t.Seat), int(t.A)
	s.pop()
	if s.c.Shown4[CardDragon] >= 3 {
		s.knightFalls(seat, p, log)
		return
	}
	s.knightWins(seat, p, log)
}

// spendPower sets two turned dragon cards aside for a power (a treasure
// when no power tile is left).
func (s *State) spendPower(t *task, log *rules.Recorder) {
	c := &s.c
	seat := int(t.Seat)
	treasure := c.Power[seat] == 0
	if treasure {
		c.Treas[seat]--
	} else {
		c.Power[seat]--
	}
	c.Shown4[CardDragon] -= 2
	t.B = combatChoose
	if log != nil {
		log.Add(EvPowerSpent, "fight", rules.Seat(seat), fmt.Sprintf("%s spends a power: two dragon cards are set aside", who(seat)), PowerSpent{Seat: rules.Seat(seat), Treasure: treasure}, plCombat, plDragon)
	}
}

// knightFalls: the knight and its gear leave the game (not the gear the
// Black Knight kept out of the fight); the province is saved all the same.
func (s *State) knightFalls(seat, p int, log *rules.Recorder) {
	c := &s.c
	lost := gKnight | gMarker
	if !c.NoGear {
		lost |= gSword | gShield
	}
	c.Guard[p] &^= lost
	c.MarkOrd[p] = 0
	c.FightP = -1
	if log != nil {
		log.Add(EvKnightFell, "fight", rules.Seat(seat), fmt.Sprintf("The dragon wins: the knight of %s falls, but %s is saved by its deed", who(seat), provinceName[p]),
			KnightFell{Seat: rules.Seat(seat), Province: p, Gear: !c.NoGear}, pp(p))
	}
}

// knightWins: a hit on the dragon, a marker lifted, a follower drawn.
func (s *State) knightWins(seat, p int, log *rules.Recorder) {
	c := &s.c
	c.FightP = -1
	c.HitsOn++
	if log != nil {
		log.Add(EvDragonHit, "fight", rules.Seat(seat), fmt.Sprintf("The knight of %s wins: the dragon takes hit %d of %d", who(seat), c.HitsOn, Hits),
			DragonHit{Seat: rules.Seat(seat), Province: p, Hit: int(c.HitsOn)}, pp(p), plDragon)
	}
	if !c.Coop && c.Status&bit(seat) == 0 {
		c.Status |= bit(seat)
		if log != nil {
			log.Add(EvStatusWon, "fight", rules.Seat(seat), fmt.Sprintf("%s is a dragon fighter now: their power counts double", who(seat)), SeatOnly{Seat: rules.Seat(seat)})
		}
	}
	if c.HitsOn >= Hits {
		c.Victor = int8(seat)
		c.Agenda, c.AgendaN = [48]task{}, 0
		s.push(task{K: tkFinale})
		if log != nil {
			log.Add(EvDragonSlain, "end", rules.Seat(seat), fmt.Sprintf("%s lands the seventh hit: the dragon is slain", who(seat)), SeatOnly{Seat: rules.Seat(seat)}, plDragon)
		}
		return
	}
	s.push(task{K: tkUnmark, Seat: int8(seat)}, task{K: tkPick, Seat: int8(seat), A: 1})
}

// stopFight: the fighter stops on shields. A draw: the knight lives and
// lifts a marker, the dragon takes no hit.
func (s *State) stopFight(t *task, log *rules.Recorder) {
	seat, p := int(t.Seat), int(t.A)
	s.pop()
	s.c.FightP = -1
	if log != nil {
		log.Add(EvFightDrawn, "fight", rules.Seat(seat), fmt.Sprintf("%s stops the fight on the shields: a draw, no hit", who(seat)), AtProvince{Seat: rules.Seat(seat), Province: p}, pp(p))
	}
	s.push(task{K: tkUnmark, Seat: int8(seat)})
}

// averted: a vassal stood in; the province's marker goes, nobody fights.
func (s *State) averted(seat, p int, log *rules.Recorder) {
	s.c.Guard[p] &^= gMarker
	s.c.MarkOrd[p] = 0
	s.c.FightP, s.c.Prevent = -1, false
	if log != nil {
		log.Add(EvFightAverted, "vassal", rules.Seat(seat), fmt.Sprintf("A vassal stands in for the knight in %s: no fight", provinceName[p]), AtProvince{Seat: rules.Seat(seat), Province: p}, pp(p))
	}
}
