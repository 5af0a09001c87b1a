package burnttoashes

import (
	"fmt"

	"embers/rules"
)

// The buy phase ("Kaufphase"), ruler by ruler from the regent: 2 gold buys
// the top tile of one of your stacks, 1 gold looks at one of your stacks and
// puts it in order; knights, swords and shields go on your provinces (one of
// each kind per province), power is laid face up, a dragon attack strikes
// that province at once. Followers of the buy phase are played here too.

const (
	costBuy  = 2
	costLook = 1
)

func (s *State) beginBuying() {
	var turns []task
	for i := range s.n() {
		turns = append(turns, task{K: tkBuy, Seat: int8((int(s.c.Regent) + i) % s.n())})
	}
	s.push(append(turns, task{K: tkBuyEnd})...)
}

// buyWaits skips a ruler with neither gold nor followers (public counts).
func (s *State) buyWaits(t *task) bool {
	seat := int(t.Seat)
	if s.c.HandN[seat] == 0 && s.c.FHandN[seat] == 0 {
		s.pop()
		return false
	}
	return true
}

func (s *State) buyLegal(dst []rules.Move, seat int) []rules.Move {
	c := &s.c
	dst = append(dst, mv(mvEnd, 0, 0, 0))
	gold := s.gold(seat)
	stacked := func(p int) bool { return c.StackN[p] > 0 }
	if gold >= costBuy {
		dst = s.ownLegal(dst, mvBuy, seat, stacked)
	}
	if gold >= costLook {
		dst = s.ownLegal(dst, mvLook, seat, stacked)
	}
	return s.buyFollowerLegal(dst, seat, gold)
}

// buy pays and turns up the top tile; the Abbot's window comes first.
func (s *State) buy(seat, p, cost int, log *rules.Recorder) {
	s.pay(seat, cost)
	tile := s.takeTop(p)
	if log != nil {
		log.Add(EvTileBought, "buy", rules.Seat(seat), fmt.Sprintf("%s buys the top tile of %s for %d gold: a %s", who(seat), provinceName[p], cost, tileNames[tile]),
			TileBought{Seat: rules.Seat(seat), Province: p, Cost: cost, Tile: tile}, pp(p))
	}
	log.Reveal()
	s.push(s.window(winAbbot, seat), task{K: tkKeep, Seat: int8(seat), A: int8(tile), B: int8(p)})
}

// abbot undoes the purchase: the tile leaves the game, the gold comes back.
func (s *State) abbot(seat int, log *rules.Recorder) {
	c := &s.c
	if !c.AbbotOn {
		s.spend(seat, Abbot)
	}
	c.AbbotOn = true
	s.pop() // the window
	kept := *s.top()
	s.pop() // the keeping
	s.refund(seat)
	if log != nil {
		log.Add(EvAbbotPlayed, "abbot", rules.Seat(seat), fmt.Sprintf("The Abbot sends the %s away and %s takes the gold back", tileNames[kept.A], who(seat)),
			TileDiscarded{Seat: rules.Seat(seat), Province: int(kept.B), Tile: Tile(kept.A)}, pp(int(kept.B)))
	}
}

// keep puts a bought tile to use.
func (s *State) keep(t task, log *rules.Recorder) {
	c := &s.c
	s.pop()
	seat, tile, p := int(t.Seat), Tile(t.A), int(t.B)
	switch tile {
	case Power:
		c.Power[seat]++
	case Treasure:
		c.Treas[seat]++
	case Knight, Sword, Shield:
		s.push(task{K: tkPlace, Seat: int8(seat), A: int8(tile)})
	case Attack:
		if s.has(p, gKnight) {
			if log != nil {
				log.Add(EvAttackBought, "buy", rules.Seat(seat), fmt.Sprintf("The dragon swoops on %s at once", provinceName[p]), AtProvince{Seat: rules.Seat(seat), Province: p}, pp(p))
			}
			s.push(task{K: tkFight, Seat: int8(seat), A: int8(p)})
			return
		}
		s.lose(p, log)
	}
}

// tileGuard is the guard bit a placed tile sets (a table, not a map: the
// buy phase's moves read it for every province).
var tileGuard = [tileKinds]uint8{Knight: gKnight, Sword: gSword, Shield: gShield}

// placeWaits: a tile with no free place leaves the game.
func (s *State) placeWaits(t *task, log *rules.Recorder) bool {
	if s.placeable(int(t.Seat), Tile(t.A)) {
		return true
	}
	s.pop()
	if log != nil {
		log.Add(EvTileDiscarded, "buy", rules.Seat(t.Seat), fmt.Sprintf("%s has no province free for the %s: it leaves the game", who(int(t.Seat)), tileNames[t.A]),
			TileDiscarded{Seat: rules.Seat(t.Seat), Province: -1, Tile: Tile(t.A)})
	}
	return false
}

func (s *State) placeLegal(dst []rules.Move, seat int, tile Tile) []rules.Move {
	g := tileGuard[tile]
	return s.ownLegal(dst, mvPlace, seat, func(p int) bool { return !s.has(p, g) })
}

// placeable: seat has a province free for the tile.
func (s *State) placeable(seat int, tile Tile) bool {
	var buf [Provinces]rules.Move
	return len(s.placeLegal(buf[:0], seat, tile)) > 0
}

func (s *State) place(t *task, p int, log *rules.Recorder) {
	seat, tile := int(t.Seat), Tile(t.A)
	s.c.Guard[p] |= tileGuard[tile]
	s.pop()
	if log != nil {
		log.Add(EvTilePlaced, "buy", rules.Seat(seat), fmt.Sprintf("%s places the %s in %s", who(seat), tileNames[tile], provinceName[p]), TilePlaced{Seat: rules.Seat(seat), Province: p, Tile: tile}, pp(p))
	}
}

func (s *State) endBuying(log *rules.Recorder) {
	var thrown GoldDiscarded // what each hand throws, for the log
	if log != nil {
		for seat := range s.n() {
			thrown.Cards[seat] = int(s.c.HandN[seat])
		}
	}
	s.discardHands()
	s.c.AbbotOn = false
	if log != nil {
		log.Add(EvGoldDiscarded, "buy", rules.NoSeat, "The gold left in every hand goes to the discard pile", thrown, plDiscard)
	}
}
