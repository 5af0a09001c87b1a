package burnttoashes

import (
	"slices"

	"embers/rules"
)

// Legal lists the decision at hand: the task on top of the agenda.
func (s *State) Legal(dst []rules.Move) []rules.Move {
	dst = dst[:0]
	t := s.top()
	if s.c.Over || t == nil {
		return dst
	}
	seat := int(t.Seat)
	switch t.K {
	case tkClaim:
		return s.claimLegal(dst)
	case tkStartKnight:
		return s.ownLegal(dst, mvStartKnight, seat, func(int) bool { return true })
	case tkPeek:
		return s.ownLegal(dst, mvLook, seat, func(p int) bool { return s.c.Known[p]&bit(seat) == 0 })
	case tkOrder:
		return s.orderLegal(dst, int(t.A))
	case tkLayout:
		return s.layoutLegal(dst)
	case tkPawn:
		return s.pawnLegal(dst, seat)
	case tkOffer:
		return s.offerLegal(dst, s.offerSeat(t))
	case tkPick:
		return s.pickLegal(dst)
	case tkWindow:
		return s.windowLegal(dst, t, s.windowSeat(t))
	case tkCombat:
		return s.combatLegal(dst, t)
	case tkUnmark:
		return s.unmarkLegal(dst)
	case tkBuy:
		return s.buyLegal(dst, seat)
	case tkPlace:
		return s.placeLegal(dst, seat, Tile(t.A))
	case tkDiscard:
		return s.discardLegal(dst)
	case tkCrown:
		return s.crownLegal(dst)
	}
	return dst
}

// legalRoom is room for the longest list of legal moves usual in play; a
// longer one grows on the heap.
const legalRoom = 128

func (s *State) Play(m rules.Move) error { return s.step(m, nil) }

func (s *State) Apply(m rules.Move) ([]rules.Event, error) {
	log := &rules.Recorder{}
	if err := s.step(m, log); err != nil {
		return nil, err
	}
	return log.Events(), nil
}

// step checks m against the legal moves, plays it, and runs the agenda on
// to the next decision.
func (s *State) step(m rules.Move, log *rules.Recorder) error {
	if s.c.Viewer != fullState {
		return &rules.IllegalMove{Move: s.FormatMove(m), Reason: "this is one seat's view of the game; play on the game itself", Rule: "setup"}
	}
	if m == 0 || m != s.picked {
		var buf [legalRoom]rules.Move // on the stack: the search plays thousands of moves a decision
		if !slices.Contains(s.Legal(buf[:0]), m) {
			return s.refuse(m)
		}
	}
	s.picked = 0
	s.play(m, log)
	s.advance(log)
	return nil
}

// play applies a legal move to the task at hand.
func (s *State) play(m rules.Move, log *rules.Recorder) {
	t := s.top()
	seat := int(t.Seat)
	kind, a, b, c := split(m)
	switch kind {
	case mvClaim:
		s.claim(seat, a, log)
	case mvStartKnight:
		s.startKnight(seat, a, log)
	case mvLook:
		if t.K == tkPeek {
			t.A--
		} else {
			s.pay(seat, costLook)
		}
		s.look(seat, a, log)
	case mvOrder:
		s.order(seat, m, log)
	case mvLayout:
		s.layout(seat, a, log)
	case mvPawn:
		s.placePawn(seat, a, log)
	case mvOffer:
		s.offer(t, s.offerSeat(t), a, b, log)
	case mvStand:
		s.stand(t, s.offerSeat(t), log)
	case mvScout:
		s.scout(s.mover(t), log)
	case mvFarmer:
		s.farmer(s.offerSeat(t), a, b, c, log)
	case mvPick:
		s.pick(t, seat, a, log)
	case mvDraw:
		t.B = combatCard
		if log != nil {
			log.Add(EvFightPressed, "fight", rules.Seat(seat), who(seat)+" fights on without spending power", Pressed{Seat: rules.Seat(seat), Province: int(t.A)}, plDraw)
		}
	case mvPower:
		s.spendPower(t, log)
	case mvCard:
		s.turnCard(t, a, log)
	case mvStop:
		s.stopFight(t, log)
	case mvOn:
		t.B = combatChoose
		if log != nil {
			log.Add(EvFightPressed, "fight", rules.Seat(seat), who(seat)+" fights on past the shields", Pressed{Seat: rules.Seat(seat), Province: int(t.A), Past: true}, plOn)
		}
	case mvUnmark:
		s.unmark(seat, a, log)
	case mvBuy:
		s.buy(seat, a, costBuy, log)
	case mvPlace:
		s.place(t, a, log)
	case mvEnd:
		s.pop()
		s.c.AbbotOn = false
		if log != nil {
			log.Add(EvTurnEnded, "buy", rules.Seat(seat), who(seat)+" ends their buy turn", SeatOnly{Seat: rules.Seat(seat)}, plEnd)
		}
	case mvAgitator:
		s.agitator(seat, a, b, log)
	case mvLender:
		s.lender(seat, log)
	case mvMerchant:
		s.merchant(seat, a, b, log)
	case mvTraderBuy:
		s.spend(seat, Trader)
		s.buy(seat, a, 1, log)
	case mvTraderLook:
		s.spend(seat, Trader)
		s.look(seat, a, log)
	case mvTraitor:
		s.traitor(seat, a, Tile(b), log)
	case mvDiscardF:
		s.discardDisplay(seat, a, log)
	case mvCrown:
		s.crown(seat, a, log)
	default: // a window's pass or reaction
		s.react(t, s.windowSeat(t), m, log)
	}
}

// mover is the seat deciding task t.
func (s *State) mover(t *task) int {
	switch t.K {
	case tkOffer:
		return s.offerSeat(t)
	case tkWindow:
		return s.windowSeat(t)
	}
	return int(t.Seat)
}
