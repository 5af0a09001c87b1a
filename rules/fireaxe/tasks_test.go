package fireaxe

import (
	"slices"
	"strings"
	"testing"

	"embers/rules"
)

// NOTES §4d "Trading": the port's value, +2 for the good in demand. Furs in
// York (3) earn 3; skins, in demand, in Lindisfarne (2) earn 4. One good per
// port, one task per port a turn, no good twice in a region.
func TestTrading(t *testing.T) {
	s := newTest(t, 2, "")
	at(t, s, "york", 2, [3]int{1, 2, 0})
	play(t, s, "trade furs")
	if s.Gold[0] != 1+3 || s.port(s.node("york")).Good != 0 {
		t.Fatalf("furs in York: %d gold, want 4", s.Gold[0])
	}
	refused(t, s, "trade skins", "done a task in this port this turn")
	play(t, s, "sail northsea", "sail lindisfarne", "trade skins")
	if s.Gold[0] != 4+2+2 {
		t.Fatalf("skins (in demand) in Lindisfarne: %d gold, want 8", s.Gold[0])
	}
	play(t, s, "sail northsea", "sail channel", "sail dublin")
	if hasLegal(s, "trade skins") {
		t.Fatal("skins twice in the Isles")
	}
	refused(t, s, "trade skins", "another port of this region holds that good")
	play(t, s, "end", "end") // the turn comes round again
	refused(t, s, "trade skins", "another port of this region holds that good")
	s.Seat = 0
	at(t, s, "york", 1, [3]int{0, 0, 1})
	refused(t, s, "trade tusks", "this port holds a good already")
}

// NOTES §4d "Raiding": dice one at a time, one per crewman and at most
// three; a die beats the port when it shows more than its value, one less
// with a good in port; each failed die costs a crewman; stop at will.
func TestRaiding(t *testing.T) {
	s := newTest(t, 2, "")
	york := s.node("york")
	at(t, s, "york", 4, [3]int{})
	play(t, s, "raid", "die 3") // 3 does not beat 3
	if s.Phase != phRaidOn || s.boat().Crew != 3 {
		t.Fatalf("after a failed die: phase %d, crew %d", s.Phase, s.boat().Crew)
	}
	if got := legalText(s); !slices.Equal(got, []string{"roll on", "stop"}) {
		t.Fatalf("between dice: %v", got)
	}
	play(t, s, "roll on", "die 2", "roll on", "die 1")
	if s.Phase != phTurn || s.boat().Crew != 1 || s.port(york).Town != 1 {
		t.Fatalf("three failed dice: phase %d, crew %d; the raid is over, the town stands", s.Phase, s.boat().Crew)
	}
	// With a good in port York counts 2: a 3 wins.
	s2 := newTest(t, 2, "")
	s2.port(york).Good = 1
	s2.Goods[1]--
	at(t, s2, "york", 1, [3]int{})
	gold := s2.Gold[0]
	play(t, s2, "raid", "die 3")
	if s2.port(york).Town != 0 || s2.Towns[0] != 1 || s2.Gold[0] != gold+s2.port(york).Treasure {
		t.Fatalf("a 3 against York with a good: town %d, towns %d, gold %d", s2.port(york).Town, s2.Towns[0], s2.Gold[0])
	}
}

// Stopping keeps the crew; a crew of 2 rolls at most 2 dice; the last
// crewman falling leaves the longboat crewless.
func TestRaidStopAndCrew(t *testing.T) {
	s := newTest(t, 2, "")
	at(t, s, "paris", 2, [3]int{1, 0, 0})
	play(t, s, "raid", "die 5", "stop") // Paris is 5: a 6 is needed
	if s.boat().Crew != 1 || s.Phase != phTurn {
		t.Fatalf("stopped: crew %d", s.boat().Crew)
	}
	s2 := newTest(t, 2, "")
	at(t, s2, "paris", 2, [3]int{1, 0, 0})
	play(t, s2, "raid", "die 2", "roll on", "die 4")
	if s2.Boats[0].At != inWinter || s2.Goods[0] != 11 || s2.Seat != 1 {
		t.Fatalf("two failed dice with two crew: %+v, turn of %d", s2.Boats[0], s2.Seat)
	}
}

// RaidOdds: York is worth 3, so a die takes it on 4, 5 or 6 and costs a
// crewman on 1, 2 or 3, before the raid and while it may roll on; with a
// good in port it counts 2 (four faces take it); at sea, none.
func TestRaidOdds(t *testing.T) {
	s := newTest(t, 2, "")
	at(t, s, "york", 4, [3]int{})
	for _, step := range []string{"", "raid|die 3"} {
		if step != "" {
			play(t, s, strings.Split(step, "|")...)
		}
		if take, fall, ok := s.RaidOdds(); !ok || take != 3 || fall != 3 {
			t.Errorf("after %q: %d to take, %d to fall (ok %v); want 3 and 3", step, take, fall, ok)
		}
		if take, _, ok := s.View(rules.Seat(s.Seat)).(*State).RaidOdds(); !ok || take != 3 {
			t.Errorf("after %q, the raider's own view: %d to take (ok %v)", step, take, ok)
		}
	}
	s2 := newTest(t, 2, "")
	s2.port(s2.node("york")).Good = 1
	s2.Goods[1]--
	at(t, s2, "york", 1, [3]int{})
	if take, fall, ok := s2.RaidOdds(); !ok || take != 4 || fall != 2 {
		t.Errorf("York with a good: %d to take, %d to fall (ok %v); want 4 and 2", take, fall, ok)
	}
	at(t, s2, "wintering", 1, [3]int{})
	if _, _, ok := s2.RaidOdds(); ok {
		t.Error("odds of a raid from the Wintering box")
	}
}

// NOTES §4d "Settling": dice together; success if any die beats the value
// (−1 with a good); each failed die loses a crewman; never on a town port
// or in a region that still holds a town.
func TestSettling(t *testing.T) {
	s := newTest(t, 2, "")
	at(t, s, "dublin", 4, [3]int{})
	refused(t, s, "settle 2", "a town still stands in this region")
	s.port(s.node("york")).Town = 0 // York sacked by Blue
	s.Towns[1] = 1
	play(t, s, "settle 3", "die 5", "die 1", "die 4") // Dublin is 4: one 5 beats it, two dice fail
	if p := s.port(s.node("dublin")); p.Settler != 0 || s.boat().Crew != 1 || s.Supply[0] != 13 {
		t.Fatalf("settler %d, crew %d, home %d; want Red, 4-2-1 = 1 aboard, 15-4+2 = 13 home", p.Settler, s.boat().Crew, s.Supply[0])
	}
	s.Seat = 0
	at(t, s, "york", 2, [3]int{})
	s.port(s.node("york")).Tasked = false
	refused(t, s, "settle 3", "one die per crewman")
	s3 := newTest(t, 2, "")
	at(t, s3, "paris", 3, [3]int{})
	refused(t, s3, "settle 1", "a town stands here")
}

// A good in port makes Normandy (2) count 1 for a settlement: a 2 wins.
func TestSettlingWithGoodInPort(t *testing.T) {
	s := newTest(t, 2, "")
	s.port(s.node("normandy")).Good = 2
	s.Goods[2]--
	at(t, s, "normandy", 3, [3]int{})
	play(t, s, "settle 1", "die 2")
	if s.port(s.node("normandy")).Settler != 0 {
		t.Fatal("a 2 against Normandy with a good did not settle")
	}
}

// A success with failed dice: the failures go home first; if the settler
// would be the last crewman, the player chooses: found (the longboat goes
// crewless to the Wintering box) or keep the crewman (no settlement).
func TestCrewlessChoice(t *testing.T) {
	for _, choice := range []string{"found", "keep crew"} {
		s := newTest(t, 2, "")
		at(t, s, "iceland", 3, [3]int{0, 1, 0})
		play(t, s, "settle 3", "die 6", "die 2", "die 1")
		if s.Phase != phCrewless || s.boat().Crew != 1 {
			t.Fatalf("phase %d crew %d: want the crewless choice with 1 aboard", s.Phase, s.boat().Crew)
		}
		play(t, s, choice)
		p := s.port(s.node("iceland"))
		if choice == "found" && (p.Settler != 0 || s.Boats[0].At != inWinter || s.Boats[0].Load() != 0 || s.Seat != 1) {
			t.Fatalf("found: settler %d, boat %+v", p.Settler, s.Boats[0])
		}
		if choice == "keep crew" && (p.Settler != noSeat || s.boat().Crew != 1 || s.Seat != 0) {
			t.Fatalf("keep: settler %d, boat %+v", p.Settler, s.Boats[0])
		}
	}
}

// No task in a home port; one task per port per turn.
func TestNoTaskAtHome(t *testing.T) {
	s := newTest(t, 2, "")
	at(t, s, "norway", 2, [3]int{1, 0, 0})
	refused(t, s, "trade furs", "no task is done in a home port")
}
