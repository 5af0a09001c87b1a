package fireaxe

import (
	"fmt"
	"slices"

	"embers/rules"
)

// Raiding and settling (rules summary, "Raiding", "Settling"): an attack on
// the port where the longboat stands. Raid dice are rolled one at a time,
// one per crewman and at most three, and the raider may stop after any
// failed die; settlement dice are all rolled together. A die beats the port
// when it shows more than the port's value, which is one less while a goods
// token lies there. Each failed die costs a crewman (back home, to the
// player's supply).

func (s *State) canRaid(n int) bool {
	return s.port(n).Town > 0 && s.boat().Crew > 0
}

// canSettle: no town here or anywhere in the region, no settlement here.
func (s *State) canSettle(n int) bool {
	p := s.port(n)
	if p.Town > 0 || p.Settler != noSeat || s.boat().Crew == 0 {
		return false
	}
	for _, q := range s.b.region[n] {
		if s.port(q).Town > 0 {
			return false
		}
	}
	return true
}

// attackValue is the port's value for an attack: −1 with a goods token.
func (s *State) attackValue(n int) int {
	v := s.b.nodes[n].value
	if s.port(n).Good != noGood {
		v--
	}
	return v
}

func (s *State) startAttack(r *rules.Recorder, dice int, raid bool) {
	n := s.boat().At
	s.port(n).Tasked = true
	s.Attack = &Attack{Port: n, Value: s.attackValue(n), Bonus: s.Turn.Berserk, Dice: dice, Rolled: []int{}}
	s.Turn.Berserk = 0
	what, rule, ph := "raids", "raiding", phRaidDie
	if !raid {
		what, rule, ph = "tries to settle", "settling", phSettleDie
	}
	if r != nil {
		r.Add(EvAttack, rule, s.mover(),
			fmt.Sprintf("%s %s %s (value %d, a die must beat it)", who(s.Seat), what, s.b.nodes[n].name, s.Attack.Value),
			AttackBegun{Seat: s.mover(), Port: s.b.nodes[n].id, Raid: raid, Dice: dice, Value: s.Attack.Value}, s.nodePlace(n)...)
	}
	s.Phase = ph
}

func (a *Attack) beats(face int) bool { return face+a.Bonus > a.Value }

// RaidOdds is the next raid die for the player to move, of six faces: how
// many take the town and how many cost a crewman, while a raid may roll on
// or before one starts where the longboat stands (players ask for the odds
// before every die); ok is false where no raid is at hand.
func (s *State) RaidOdds() (take, fall int, ok bool) {
	a := s.Attack
	switch {
	case a != nil && s.Phase == phRaidOn:
	case a == nil && s.Phase == phTurn && s.raidOpen():
		n := s.boat().At
		a = &Attack{Value: s.attackValue(n), Bonus: s.Turn.Berserk}
	default:
		return 0, 0, false
	}
	for face := 1; face <= 6; face++ {
		if a.beats(face) {
			take++
		}
	}
	return take, 6 - take, true
}

// raidOpen reports whether the mover may start a raid now (a turn move).
func (s *State) raidOpen() bool {
	return slices.Contains(s.turnMoves(nil), mv(mvRaid, 0, 0, 0))
}

// raidDie resolves one raid die.
func (s *State) raidDie(r *rules.Recorder, face int) {
	a := s.Attack
	a.Rolled = append(a.Rolled, face)
	a.Dice--
	n := a.Port
	if a.beats(face) {
		p := s.port(n)
		gold := p.Treasure
		s.Gold[s.Seat] += gold
		s.Towns[s.Seat]++
		p.Town = 0 // the treasure stays on record, face up
		if r != nil {
			r.Add(EvRaidWon, "raiding", s.mover(),
				fmt.Sprintf("%s rolls %d and sacks %s: the town and %d gold of treasure", who(s.Seat), face, s.b.nodes[n].name, gold),
				RaidWon{Seat: s.mover(), Port: s.b.nodes[n].id, Face: face, Gold: gold}, s.nodePlace(n)...)
			r.Reveal()
		}
		s.endAttack()
		s.checkSagas(r)
		return
	}
	if r != nil {
		r.Add(EvRaidFailed, "raiding", s.mover(), fmt.Sprintf("%s rolls %d: a crewman falls", who(s.Seat), face),
			RaidFailed{Seat: s.mover(), Port: s.b.nodes[n].id, Face: face}, plDice)
		r.Reveal()
	}
	s.loseCrew(1)
	switch {
	case s.boat().Crew == 0:
		s.endAttack()
		s.crewless(r)
	case a.Dice > 0:
		s.Phase = phRaidOn
	default:
		s.endAttack()
	}
}

func (s *State) endAttack() {
	s.Attack = nil
	s.Phase = phTurn
}

// stopRaid ends a raid by choice.
func (s *State) stopRaid(r *rules.Recorder) {
	n := s.Attack.Port
	s.endAttack()
	if r != nil {
		r.Add(EvRaidStop, "raiding", s.mover(), fmt.Sprintf("%s calls the raid on %s off", who(s.Seat), s.b.nodes[n].name),
			RaidStopped{Seat: s.mover(), Port: s.b.nodes[n].id}, s.nodePlace(n)...)
	}
}

// settleDie rolls one of the settlement's dice; the last one decides.
func (s *State) settleDie(r *rules.Recorder, face int) {
	a := s.Attack
	a.Rolled = append(a.Rolled, face)
	a.Dice--
	if a.Dice > 0 {
		if r != nil {
			r.Add(EvSettleDie, "settling", s.mover(), fmt.Sprintf("%s rolls %d", who(s.Seat), face), SettleDieRolled{Seat: s.mover(), Face: face}, plDice)
			r.Reveal()
		}
		return
	}
	won, failed := 0, 0
	for _, f := range a.Rolled {
		if a.beats(f) {
			won++
		} else {
			failed++
		}
	}
	n := a.Port
	if r != nil {
		r.Add(EvSettleDice, "settling", s.mover(), who(s.Seat)+" "+settleWords(a.Rolled[len(a.Rolled)-1], a.Rolled, won, a.Value, failed),
			SettleDiceRolled{Seat: s.mover(), Port: s.b.nodes[n].id, Dice: slices.Clone(a.Rolled), Won: won, Failed: failed}, plDice)
		r.Reveal()
	}
	s.loseCrew(failed)
	switch {
	case won == 0 && s.boat().Crew == 0:
		s.endAttack()
		s.crewless(r)
	case won == 0:
		s.endAttack()
	case s.boat().Crew == 1:
		s.Phase = phCrewless // the settler would be the last crewman aboard
	default:
		s.found(r)
	}
}

// found puts a crewman on the port as a settlement.
func (s *State) found(r *rules.Recorder) {
	n := s.Attack.Port
	s.endAttack()
	s.boat().Crew--
	s.port(n).Settler = s.Seat
	if r != nil {
		r.Add(EvSettleFounded, "settling", s.mover(), fmt.Sprintf("%s founds a settlement in %s", who(s.Seat), s.b.nodes[n].name),
			SettlementFounded{Seat: s.mover(), Port: s.b.nodes[n].id}, s.nodePlace(n)...)
	}
	crewless := s.boat().Crew == 0
	if crewless {
		s.sendHome(r)
	}
	s.checkSagas(r)
	if crewless {
		s.endTurn(r)
	}
}

// keep gives the settlement up to keep the last crewman aboard.
func (s *State) keep(r *rules.Recorder) {
	n := s.Attack.Port
	s.endAttack()
	if r != nil {
		r.Add(EvSettleKept, "settling", s.mover(), fmt.Sprintf("%s keeps the last crewman aboard: no settlement in %s", who(s.Seat), s.b.nodes[n].name),
			SettlementGivenUp{Seat: s.mover(), Port: s.b.nodes[n].id}, s.nodePlace(n)...)
	}
}

// loseCrew sends crewmen from the longboat home.
func (s *State) loseCrew(k int) {
	b := s.boat()
	k = min(k, b.Crew)
	b.Crew -= k
	s.Supply[s.Seat] += k
}
