package fireaxe

import (
	"slices"
	"testing"

	"embers/rules"
	"embers/rules/fireaxe/atlas"
)

func reachOf(rs []Reach, place string) (Reach, bool) {
	for _, r := range rs {
		if string(r.Place) == place {
			return r, true
		}
	}
	return Reach{}, false
}

// From Norway on the test map with the starting wind (the North has 4−1 = 3
// clear days): Iceland is four days away — the North Sea (West), the
// Norwegian Sea and the Atlantic (North, days 2 and 3, within 3), then
// Iceland on day 4, one day beyond: 1 loss. Every other place of the map is
// within the turn, nearest first.
func TestReachableFromNorway(t *testing.T) {
	s := newTest(t, 2, "")
	at(t, s, "norway", 3, [3]int{})
	rs := s.Reachable()
	if len(rs) != len(s.b.nodes)-1 {
		t.Fatalf("%d places reachable, want every other one (%d)", len(rs), len(s.b.nodes)-1)
	}
	for i := 1; i < len(rs); i++ {
		if rs[i].Days < rs[i-1].Days {
			t.Fatalf("%s (%d days) listed after %s (%d days)", rs[i].Name, rs[i].Days, rs[i-1].Name, rs[i-1].Days)
		}
	}
	ice, ok := reachOf(rs, "port:iceland")
	want := []rules.Place{"sea:northsea", "sea:norwegian", "sea:atlantic", "port:iceland"}
	if !ok || ice.Days != 4 || ice.Losses != 1 || !slices.Equal(ice.Path, want) ||
		!slices.Equal(ice.Zones, []atlas.Zone{atlas.West, atlas.North}) || ice.Name != "Iceland" {
		t.Fatalf("Iceland: %+v; want 4 days, 1 loss, by %v through the West then the North", ice, want)
	}
	// Riga, four days East (limit 5): no loss.
	if riga, _ := reachOf(rs, "port:riga"); riga.Days != 4 || riga.Losses != 0 {
		t.Fatalf("Riga: %+v; want 4 days and no loss", riga)
	}
}

// The days already sailed this turn count: after three days at sea, York
// (West, limit 3) is one day beyond. Only the days left are planned.
func TestReachableCountsTheTurnsSailing(t *testing.T) {
	s := newTest(t, 2, "")
	at(t, s, "northsea", 2, [3]int{})
	s.Turn.Days, s.Turn.Sailed = 3, 3
	york, ok := reachOf(s.Reachable(), "port:york")
	if !ok || york.Days != 1 || york.Losses != 1 {
		t.Fatalf("York after three days at sea: %+v; want 1 day and 1 loss", york)
	}
	s.Turn.Days = 6 // one day left: the neighbours only
	for _, r := range s.Reachable() {
		if r.Days != 1 {
			t.Fatalf("%s is %d days away with one day left", r.Name, r.Days)
		}
	}
}

// A foreign port another longboat holds is neither entered nor passed
// through; a home port takes any number. Nothing is planned from the
// Wintering box or during a raid.
func TestReachableRespectsHeldPorts(t *testing.T) {
	s := newTest(t, 2, "")
	at(t, s, "northsea", 2, [3]int{})
	s.Boats[1].At, s.Boats[1].Crew = s.node("york"), 1
	rs := s.Reachable()
	if _, ok := reachOf(rs, "port:york"); ok {
		t.Fatal("York, held by another longboat, is reachable")
	}
	s.Boats[1].At = s.node("norway")
	if _, ok := reachOf(s.Reachable(), "port:norway"); !ok {
		t.Fatal("a home port with a longboat in it is not reachable")
	}
	at(t, s, "wintering", 2, [3]int{})
	if rs := s.Reachable(); rs != nil {
		t.Fatalf("from the Wintering box: %v", rs)
	}
	at(t, s, "york", 2, [3]int{})
	s.Phase = phRaidOn
	if rs := s.Reachable(); rs != nil {
		t.Fatalf("during a raid: %v", rs)
	}
}
