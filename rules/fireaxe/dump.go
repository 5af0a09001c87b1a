package fireaxe

import (
	"fmt"
	"strings"
)

// Dump is a text picture of the state, for tests and the console.
func (s *State) Dump() string {
	var b strings.Builder
	fmt.Fprintf(&b, "round %d, %s to move (phase %d), era %d, day %d/%d sailed %d, wind +1 %s, %s in demand, final %d\n",
		s.Round, s.SeatLabel(seat(s.Seat)), s.Phase, s.Era, s.Turn.Days, DaysPerTurn+s.Turn.Extra, s.Turn.Sailed,
		zoneNames[(compass.Start+s.Wind)%4], goodNames[s.Demand], s.Final)
	for i, bt := range s.Boats {
		at := "wintering"
		if bt.At != inWinter {
			at = s.b.nodes[bt.At].id
		}
		fmt.Fprintf(&b, "%-6s gold %3d towns %d at %-14s crew %d goods %v home %d runes %v sagas %v\n",
			s.SeatLabel(seat(i)), s.Gold[i], s.Towns[i], at, bt.Crew, bt.Goods, s.Supply[i], s.Hands[i], s.Won[i])
	}
	for i, p := range s.Ports {
		if p.Town > 0 || p.Good != noGood || p.Settler != noSeat {
			fmt.Fprintf(&b, "  %s town %d (%d) good %d settler %d\n", s.b.at.Ports[i].ID, p.Town, p.Treasure, p.Good, p.Settler)
		}
	}
	fmt.Fprintf(&b, "sagas up %v deck %v out %v; runes deck %d discard %v\n", s.SagaUp, s.SagaDeck, s.SagaOut, len(s.Runes), s.Discard)
	if s.Attack != nil {
		fmt.Fprintf(&b, "attack %+v\n", *s.Attack)
	}
	return b.String()
}
