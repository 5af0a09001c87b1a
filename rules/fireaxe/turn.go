package fireaxe

import (
	"fmt"

	"embers/rules"
)

// The turn (rules summary, "Turn Sequence"): up to seven days, each spent
// loading a crewman or a good in the Wintering box, drawing a rune at a home
// port, or moving one space. Tasks, runes, launching from the Wintering box
// and wintering cost no day. Wintering ends the turn; so does ending it by
// choice, and a longboat left without crew.

// loadCrew and loadGood fill the longboat in the Wintering box, a day each.
func (s *State) loadCrew(r *rules.Recorder) {
	s.Supply[s.Seat]--
	s.boat().Crew++
	s.spendDay(false)
	s.Turn.Loaded = true
	if r != nil {
		r.Add(EvLoad, "loading", s.mover(), fmt.Sprintf("%s takes a crewman aboard (%d of %d)", who(s.Seat), s.boat().Load(), LoadLimit[s.Era]),
			Loaded{Seat: s.mover(), Crewman: true, Good: noGood, Load: s.boat().Load(), Limit: LoadLimit[s.Era]}, plCrew)
	}
}

func (s *State) loadGood(r *rules.Recorder, g int) {
	s.Goods[g]--
	s.boat().Goods[g]++
	s.spendDay(false)
	s.Turn.Loaded = true
	if r != nil {
		r.Add(EvLoad, "loading", s.mover(), fmt.Sprintf("%s loads %s (%d of %d)", who(s.Seat), goodNames[g], s.boat().Load(), LoadLimit[s.Era]),
			Loaded{Seat: s.mover(), Good: g, Load: s.boat().Load(), Limit: LoadLimit[s.Era]}, rules.OnePlace(plGoods, g)...)
	}
}

func (s *State) spendDay(sailing bool) {
	s.Turn.Days++
	if sailing {
		s.Turn.Sailed++
	}
}

// launch takes the longboat from the Wintering box to a home port, free.
func (s *State) launch(r *rules.Recorder, h int) {
	s.boat().At = h
	s.Turn.Loaded = false
	if r != nil {
		r.Add(EvLaunch, "wintering", s.mover(), who(s.Seat)+" puts to sea from "+s.b.nodes[h].name,
			Launched{Seat: s.mover(), Port: s.b.nodes[h].id}, s.nodePlace(h)...)
	}
}

// winter sends the longboat to the Wintering box: its goods go back to the
// supply, all crew but one go home, and the turn ends.
func (s *State) winter(r *rules.Recorder) {
	b := s.boat()
	for g := range NumGoods {
		s.Goods[g] += b.Goods[g]
		b.Goods[g] = 0
	}
	if b.Crew > 1 {
		s.Supply[s.Seat] += b.Crew - 1
		b.Crew = 1
	}
	b.At = inWinter
	if r != nil {
		r.Add(EvWinter, "wintering", s.mover(), who(s.Seat)+" goes into winter quarters", Wintered{s.mover()}, plWinter)
	}
	s.endTurn(r)
}

// crewless: a longboat without crew goes to the Wintering box, its goods
// are discarded (back to the supply) and the turn ends.
func (s *State) crewless(r *rules.Recorder) {
	s.sendHome(r)
	s.endTurn(r)
}

// sendHome takes a crewless longboat to the Wintering box, its goods back
// to the supply.
func (s *State) sendHome(r *rules.Recorder) {
	b := s.boat()
	for g := range NumGoods {
		s.Goods[g] += b.Goods[g]
		b.Goods[g] = 0
	}
	b.At = inWinter
	s.Turn.Losses = 0
	if r != nil {
		r.Add(EvCrewless, "wintering", s.mover(), who(s.Seat)+"'s longboat has no crew left: it drifts home to the Wintering box, its goods lost",
			DriftedHome{s.mover()}, plWinter)
	}
}

// endTurn passes the turn on, counts rounds and the final rounds, and ends
// the game when they are done.
func (s *State) endTurn(r *rules.Recorder) {
	if s.Phase == phOver {
		return
	}
	s.Phase = phTurn
	s.Attack = nil
	s.Turns++
	if s.Final > 0 {
		s.Final--
	}
	for i := range s.Ports {
		s.Ports[i].Tasked = false
	}
	s.Turn = Turn{}
	s.Seat = (s.Seat + 1) % s.Players
	if s.Seat == 0 {
		s.Round++
		if s.Round == RoundCap+1 && s.Final < 0 && !s.SagaEnd {
			if r != nil {
				r.Add(EvFinal, "final rounds", rules.NoSeat,
					fmt.Sprintf("Round %d is over: from now on a die after every turn may end the Viking age (a %d ends it)", RoundCap, AgeEnds),
					EndNear{AgeDie: true}, plSagaDeck)
			}
		}
	}
	if s.Final == 0 {
		s.finish(r, "the final rounds are over")
		return
	}
	if s.SagaEnd && s.Round > SafetyRound && s.Final < 0 {
		s.finish(r, fmt.Sprintf("round %d is over and the saga deck is still not spent", SafetyRound))
		return
	}
	if s.Round > RoundCap && s.Final < 0 && !s.SagaEnd {
		s.Phase = phAgeDie // the next turn begins when the die lets the age go on
		return
	}
	s.announceTurn(r)
}

// ageDie: after round 15, with the deck not spent, a die after every turn;
// AgeEnds ends the game at once, any other face lets the next turn begin.
// Nobody knows which turn is the last, so no seat has the last word by its
// place at the table (docs/rules/fireaxe.md, The end).
func (s *State) ageDie(r *rules.Recorder, face int) {
	if face == AgeEnds {
		if r != nil {
			r.Add(EvAgeDie, "final rounds", rules.NoSeat, fmt.Sprintf("The age die shows %d: the Viking age is over", face), AgeDie{Face: face, Over: true}, plSagaDeck)
		}
		s.finish(r, "the Viking age is over")
		return
	}
	if r != nil {
		r.Add(EvAgeDie, "final rounds", rules.NoSeat, fmt.Sprintf("The age die shows %d: the Viking age goes on", face), AgeDie{Face: face}, plSagaDeck)
	}
	s.Phase = phTurn
	s.announceTurn(r)
}

// announceTurn tells whose turn begins.
func (s *State) announceTurn(r *rules.Recorder) {
	if r != nil {
		r.Add(EvTurn, "turn", s.mover(), fmt.Sprintf("%s's turn (round %d)", who(s.Seat), s.Round), TurnBegan{Seat: s.mover(), Round: s.Round}, seatPlace(s.Seat)...)
	}
}
