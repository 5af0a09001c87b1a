package crownofash

import (
	"testing"

	"embers/rules"
)

// A round's scoring event says what each lord scored by source, as
// counted by hand: in round 2 with three lords, lord 0's Bone Cathedral
// (3 VP) over an Ossuary scores 3+1 = 4 from structures; lord 1's lone
// Ossuary scores 1; lord 2 holds the citadel, worth 5 in round 2 on the
// three-or-four side, and has no structure. Each region's points stand
// with who held it.
func TestRoundScoredBySource(t *testing.T) {
	s := newGame(t, 3, "", 31)
	for reg := range Regions + 1 {
		s.Ctrl[reg] = none
	}
	for reg := range Regions {
		s.Top[reg], s.Built[reg] = none, 0
	}
	cathedral, ossuary := TileByCode("II1"), TileByCode("I01")
	s.Top[5], s.Built[5], s.Ctrl[5] = int8(cathedral), 1<<cathedral|1<<ossuary, 0
	s.Top[2], s.Built[2], s.Ctrl[2] = int8(ossuary), 1<<ossuary, 1
	s.Ctrl[citadel] = 2
	s.Round, s.VP, s.VPBy = 2, [4]int16{}, [4][numSources]int16{}
	r := &rules.Recorder{Places: eventPlaces}
	s.endRound(r)
	var got *Scored
	for _, e := range r.Events() {
		if sc, ok := e.Data.(Scored); ok && e.Kind == EvScored {
			got = &sc
		}
	}
	if got == nil {
		t.Fatalf("no round.scored event carries a Scored: %v", r.Events())
	}
	want := Scored{Round: 2, Structures: [MaxLords]int16{4, 1, 0}, Citadel: [MaxLords]int16{0, 0, 5},
		Region: [Regions]int16{2: 1, 5: 4}, Holder: [Regions + 1]int8{none, none, 1, none, none, 0, 2}}
	if *got != want {
		t.Errorf("round 2 scored %+v, want %+v", *got, want)
	}
	for l := range 3 {
		if sum := got.Structures[l] + got.Citadel[l]; s.VP[l] != sum {
			t.Errorf("lord %d has %d VP, but its breakdown adds to %d", l, s.VP[l], sum)
		}
	}
}
