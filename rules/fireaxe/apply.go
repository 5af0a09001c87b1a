package fireaxe

import (
	"math/rand/v2"
	"slices"

	"embers/rules"
)

func (s *State) rand() *rand.Rand { return rand.New(&s.rng) }

// Apply plays a legal move and returns its events; an illegal move is
// refused with the reason and the rule, leaving the state as it was.
func (s *State) Apply(m rules.Move) ([]rules.Event, error) {
	r := &rules.Recorder{}
	if err := s.apply(r, m); err != nil {
		return nil, err
	}
	return r.Events(), nil
}

// Play is Apply without events.
func (s *State) Play(m rules.Move) error { return s.apply(nil, m) }

func (s *State) apply(r *rules.Recorder, m rules.Move) error {
	if !s.isLegal(m) {
		return s.refuse(m)
	}
	k, a, b, c := unpack(m)
	switch k {
	case mvDie:
		s.rand().IntN(6) // the generator moves on alike whatever face is forced
		switch s.Phase {
		case phAgeDie:
			s.ageDie(r, a)
		case phRaidDie:
			s.raidDie(r, a)
		default:
			s.settleDie(r, a)
		}
	case mvEnd:
		if r != nil {
			r.Add(EvEnd, "turn", s.mover(), who(s.Seat)+" ends the turn", TurnEnded{s.mover()}, plEnd)
		}
		s.endTurn(r)
	case mvWinter:
		s.winter(r)
	case mvLoadCrew:
		s.loadCrew(r)
	case mvLoadGood:
		s.loadGood(r, a)
	case mvLaunch:
		s.launch(r, a)
	case mvSail:
		s.sail(r, a)
	case mvDraw:
		s.draw(r)
	case mvPlay:
		s.playRune(r, a, b, c)
	case mvDiscard:
		s.discardRune(r, a, c)
	case mvTrade:
		s.trade(r, a)
	case mvRaid:
		s.startAttack(r, min(MaxDice, s.boat().Crew), true)
	case mvSettle:
		s.startAttack(r, a, false)
	case mvRollOn:
		s.Phase = phRaidDie
		if r != nil {
			r.Add(EvRaidOn, "raiding", s.mover(), who(s.Seat)+" rolls on", RaidRollsOn{s.mover(), s.b.nodes[s.Attack.Port].id}, plRoll)
		}
	case mvStop:
		s.stopRaid(r)
	case mvLoseCrew:
		s.lose(r, -1)
	case mvLoseGood:
		s.lose(r, a)
	case mvFound:
		s.found(r)
	case mvKeep:
		s.keep(r)
	}
	return nil
}

func (s *State) isLegal(m rules.Move) bool {
	if s.masked {
		return false
	}
	var buf [64]rules.Move
	if s.Phase == phTurn { // only the moves of m's kind
		k, _, _, _ := unpack(m)
		return slices.Contains(s.turnMovesOf(buf[:0], kind(k)), m)
	}
	return slices.Contains(s.Legal(buf[:0]), m)
}
