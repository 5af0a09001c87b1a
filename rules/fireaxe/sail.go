package fireaxe

import (
	"fmt"

	"embers/rules"
)

// Movement and difficult sailing (rules summary, "Movement", "Difficult
// Sailing"). A day's move takes the longboat to a neighbouring space or
// port. Every sailing day of the turn counts against the clear sailing days
// of the zone entered (the turn's count, not the zone's: days sailed in a
// first zone count in the second); each day beyond the limit takes the
// losses the Navigation Incident Table gives, crew or goods as the player
// chooses, one at a time.

// clearDays is zone z's limit now: the compass, the wind and Calm Seas.
func (s *State) clearDays(z int) int {
	return compass.Clear[z] + s.windModifier(z) + s.Turn.Calm
}

// windModifier is the dial's sector pointing at zone z. The first sector
// points at compass.Start when Wind is 0; each quarter turn clockwise moves
// the sectors one zone on (atlas.Zones is in clockwise order).
func (s *State) windModifier(z int) int {
	pointer := (compass.Start + s.Wind) % 4
	return compass.Sectors[((z-pointer)%4+4)%4]
}

// incidentLosses is the table's losses for the day'th day beyond the limit.
func incidentLosses(day int) int {
	if day <= 0 {
		return 0
	}
	if day > len(compass.Incidents) {
		return compass.Incidents[len(compass.Incidents)-1]
	}
	return compass.Incidents[day-1]
}

func (s *State) sail(r *rules.Recorder, n int) {
	s.boat().At = n
	s.spendDay(true)
	nd := &s.b.nodes[n]
	if r != nil {
		at := s.nodePlace(n)
		r.Add(EvSail, "movement", s.mover(), fmt.Sprintf("%s sails to %s (day %d)", who(s.Seat), nd.name, s.Turn.Days),
			Sailed{Seat: s.mover(), To: at[0], Day: s.Turn.Days}, at...)
	}
	beyond := s.Turn.Sailed - s.clearDays(nd.zone)
	if k := incidentLosses(beyond); k > 0 {
		s.Turn.Losses = k
		s.Phase = phLoss
		if r != nil {
			at := s.nodePlace(n)
			r.Add(EvStorm, "difficult sailing", s.mover(),
				fmt.Sprintf("Day %d beyond the %s's clear sailing days: %s gives the sea %s", beyond, zoneNames[nd.zone], who(s.Seat), count(k, "crewman or good", "crewmen or goods")),
				DifficultSailing{Seat: s.mover(), To: at[0], Beyond: beyond, Losses: k}, at...)
		}
	}
}

var zoneNames = []string{"North", "East", "South", "West"}

// lose takes one loss: a crewman, or a good of kind g (g < 0: crew).
func (s *State) lose(r *rules.Recorder, g int) {
	b := s.boat()
	if g < 0 {
		s.loseCrew(1)
		if r != nil {
			r.Add(EvLoss, "difficult sailing", s.mover(), who(s.Seat)+" loses a crewman to the sea", Lost{Seat: s.mover(), Crewman: true, Good: noGood}, plCrew)
		}
	} else {
		b.Goods[g]--
		s.Goods[g]++
		if r != nil {
			r.Add(EvLoss, "difficult sailing", s.mover(), who(s.Seat)+" loses "+goodNames[g]+" overboard",
				Lost{Seat: s.mover(), Good: g}, rules.OnePlace(plGoods, g)...)
		}
	}
	s.Turn.Losses--
	if b.Crew == 0 {
		s.crewless(r)
		return
	}
	if s.Turn.Losses == 0 || b.Load() == 0 {
		s.Turn.Losses = 0
		s.Phase = phTurn
	}
}
