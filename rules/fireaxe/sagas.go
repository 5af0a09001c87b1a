package fireaxe

import (
	"fmt"

	"embers/rules"
	"embers/rules/fireaxe/atlas"
)

// Sagas (rules summary, "Sagas", "The Final Rounds"). Three lie face up. The
// player whose task completes one takes it, with its bonus gold; the next
// card replaces it. A saga that can no longer be completed, or that is
// already fulfilled when turned over (nobody completes it), is discarded and
// replaced. When the deck runs out the final rounds begin: three rounds from
// the player after the one who turned over the last card. The game ends when
// they are over, or at once when no saga is left face up.

// fulfilled: every named port meets the saga's demand.
func (s *State) fulfilled(i int) bool {
	sg := &s.b.at.Sagas[i]
	for _, n := range s.b.sagaAt[i] {
		p := s.port(n)
		switch sg.Kind {
		case atlas.Trade:
			if p.Good == noGood {
				return false
			}
		case atlas.Raid:
			if p.Town > 0 {
				return false
			}
		case atlas.Settle:
			if p.Settler == noSeat {
				return false
			}
		}
	}
	return true
}

// impossible: some named port can never meet the demand. A trade saga's
// empty port is lost when every good its region still allows is gone from
// the supply and every longboat; a settle saga's empty port when no crewman
// is left anywhere to settle it.
func (s *State) impossible(i int) bool {
	sg := &s.b.at.Sagas[i]
	for _, n := range s.b.sagaAt[i] {
		p := s.port(n)
		switch {
		case sg.Kind == atlas.Trade && p.Good == noGood && !s.someGoodFits(n):
			return true
		case sg.Kind == atlas.Settle && p.Settler == noSeat && !s.crewLeft():
			return true
		}
	}
	return false
}

func (s *State) someGoodFits(n int) bool {
	for g := range NumGoods {
		if s.regionHolds(n, g) {
			continue
		}
		if s.Goods[g] > 0 {
			return true
		}
		for i := range s.Boats {
			if s.Boats[i].Goods[g] > 0 {
				return true
			}
		}
	}
	return false
}

func (s *State) crewLeft() bool {
	for i := range s.Boats {
		if s.Boats[i].Crew+s.Supply[i] > 0 {
			return true
		}
	}
	return false
}

// checkSagas gives the mover every face-up saga now fulfilled, discards the
// impossible ones, and refills the row.
func (s *State) checkSagas(r *rules.Recorder) {
	kept := s.SagaUp[:0]
	var took []int
	for _, i := range s.SagaUp {
		switch {
		case s.fulfilled(i):
			took = append(took, i)
		case s.impossible(i):
			s.SagaOut = append(s.SagaOut, i)
			if r != nil {
				r.Add(EvSagaLost, "sagas", rules.NoSeat, fmt.Sprintf("The saga %q can no longer be completed and is discarded", s.b.at.Sagas[i].Name),
					SagaDiscarded{Saga: s.b.at.Sagas[i].ID}, plSagaDeck)
			}
		default:
			kept = append(kept, i)
		}
	}
	s.SagaUp = kept
	for _, i := range took {
		sg := &s.b.at.Sagas[i]
		s.Won[s.Seat] = append(s.Won[s.Seat], i)
		s.Gold[s.Seat] += sg.Bonus
		s.Bonus[s.Seat] += sg.Bonus
		if r != nil {
			r.Add(EvSagaWon, "sagas", s.mover(), fmt.Sprintf("%s completes the saga %q for %s%s", who(s.Seat), sg.Name, s.homeName(sg.Homeland), bonusText(sg.Bonus)),
				SagaWon{Seat: s.mover(), Saga: sg.ID, Bonus: sg.Bonus}, plSagaDeck)
		}
	}
	s.revealSagas(r)
}

func bonusText(g int) string {
	if g == 0 {
		return ""
	}
	return " and " + itoa(g) + " gold"
}

func (s *State) homeName(id string) string { return s.b.nodes[s.b.byID[id]].name }

// revealSagas turns over cards until three lie face up or the deck is out.
func (s *State) revealSagas(r *rules.Recorder) {
	for len(s.SagaUp) < 3 && len(s.SagaDeck) > 0 {
		i := s.SagaDeck[len(s.SagaDeck)-1]
		s.SagaDeck = s.SagaDeck[:len(s.SagaDeck)-1]
		sg := &s.b.at.Sagas[i]
		s.Era = sg.Era
		if s.fulfilled(i) || s.impossible(i) {
			s.SagaOut = append(s.SagaOut, i)
			if r != nil {
				r.Add(EvSagaVoid, "sagas", rules.NoSeat, fmt.Sprintf("The saga %q is turned over already settled or beyond reach, and is discarded", sg.Name),
					SagaDiscarded{Saga: sg.ID}, plSagaDeck)
				r.Reveal()
			}
		} else {
			s.SagaUp = append(s.SagaUp, i)
			if r != nil {
				box := len(s.SagaUp) - 1
				r.Add(EvSagaNew, "sagas", rules.NoSeat, fmt.Sprintf("A new saga: %q (Era %d, for %s)", sg.Name, sg.Era, s.homeName(sg.Homeland)),
					SagaDealt{Saga: sg.ID, Box: box}, sagaPlace(box)...)
				r.Reveal()
			}
		}
		if len(s.SagaDeck) == 0 && s.Final < 0 {
			s.Final = FinalRounds*s.Players + 1 // the turn under way, then three rounds
			if r != nil {
				r.Add(EvFinal, "final rounds", rules.NoSeat, fmt.Sprintf("The saga deck is spent: after this turn, %d final rounds", FinalRounds),
					EndNear{Rounds: FinalRounds}, plSagaDeck)
			}
		}
	}
	if len(s.SagaUp) == 0 && len(s.SagaDeck) == 0 && s.Phase != phOver {
		s.finish(r, "every saga is told")
	}
}
