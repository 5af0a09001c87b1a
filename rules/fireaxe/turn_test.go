package fireaxe

import "testing"

// NOTES §4d "Load limits": crew and goods together, Era I 5, Era II 6,
// Era III 7; one day each; then the free launch to a home port.
func TestLoadLimitsByEra(t *testing.T) {
	for era, limit := range map[int]int{1: 5, 2: 6, 3: 7} {
		s := newTest(t, 2, "")
		s.Era = era
		s.Turn.Extra = 2 // Fair Wind twice, so days do not run out first
		play(t, s, "load crew", "load furs", "load skins")
		for s.boat().Load() < limit {
			play(t, s, "load crew")
		}
		if s.boat().Load() != limit || s.Turn.Days != limit-1 {
			t.Fatalf("Era %d: load %d after %d days, want %d after %d", era, s.boat().Load(), s.Turn.Days, limit, limit-1)
		}
		refused(t, s, "load crew", "full for this Era")
		refused(t, s, "end", "must first move to a home port")
		days := s.Turn.Days
		play(t, s, "launch denmark")
		if s.Turn.Days != days || s.b.nodes[s.boat().At].id != "denmark" {
			t.Fatalf("launch cost a day or went astray")
		}
	}
}

// Goods are loaded only with a crewman aboard; a crewless longboat in the
// Wintering box loads crew first and cannot launch until it has.
func TestCrewlessLongboatLoadsCrewFirst(t *testing.T) {
	s := newTest(t, 2, "")
	at(t, s, "wintering", 0, [3]int{})
	refused(t, s, "load furs", "crewman aboard before any goods")
	refused(t, s, "launch norway", "needs a crewman")
	play(t, s, "load crew", "load furs", "launch norway")
}

// Seven days a turn: the eighth day's move is refused, tasks and the end are
// not.
func TestSevenDays(t *testing.T) {
	s := newTest(t, 2, "")
	s.Turn.Calm = 10 // no difficult sailing in this test
	at(t, s, "norway", 3, [3]int{})
	play(t, s, "sail northsea", "sail channel", "sail biscay", "sail channel", "sail northsea", "sail channel", "sail paris")
	refused(t, s, "sail channel", "no day is left")
	play(t, s, "raid")
	if s.Phase != phRaidDie {
		t.Fatalf("a raid is free and possible on the last day; phase %d", s.Phase)
	}
}

// Wintering from anywhere: goods back to the supply, all crew but one home,
// and the turn passes.
func TestWintering(t *testing.T) {
	s := newTest(t, 3, "")
	at(t, s, "channel", 4, [3]int{1, 1, 0})
	play(t, s, "winter")
	b := &s.Boats[0]
	if b.At != inWinter || b.Crew != 1 || b.Load() != 1 || s.Supply[0] != 14 || s.Goods[0] != 11 || s.Seat != 1 {
		t.Fatalf("after wintering: %+v, supply %d, goods %v, seat %d", *b, s.Supply[0], s.Goods, s.Seat)
	}
}

// A port holds one longboat; spaces and home ports any number.
func TestNoSharedPort(t *testing.T) {
	s := newTest(t, 3, "")
	s.Boats[1] = Boat{At: s.node("york"), Crew: 1}
	s.Boats[2] = Boat{At: s.node("norway"), Crew: 1}
	s.Supply[1], s.Supply[2] = 14, 14
	at(t, s, "northsea", 2, [3]int{})
	refused(t, s, "sail york", "another longboat stands in that port")
	play(t, s, "sail norway")
}
