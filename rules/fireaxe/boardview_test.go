package fireaxe

import (
	"testing"

	"embers/rules"

	"embers/rules/fireaxe/atlas"
)

func atlasZone(z string) atlas.Zone { return atlas.Zone(z) }

// The board reads where a longboat stands as a place: in the Wintering box
// at the start, then the port or space it sails into.
func TestBoatAt(t *testing.T) {
	s := newTest(t, 3, "")
	if got := s.BoatAt(0); got != "wintering" {
		t.Fatalf("at the start the longboat is at %q, want the Wintering box", got)
	}
	port := s.b.at.Ports[0]
	s.Boats[1].At = s.b.byID[port.ID]
	if got, want := s.BoatAt(1), "port:"+port.ID; string(got) != want {
		t.Fatalf("a longboat in %s is at %q, want %q", port.Name, got, want)
	}
	space := s.b.at.Spaces[2]
	s.Boats[2].At = s.b.byID[space.ID]
	if got, want := s.BoatAt(2), "sea:"+space.ID; string(got) != want {
		t.Fatalf("a longboat on %s is at %q, want %q", space.Name, got, want)
	}
	if s.BoatAt(7) != "" || s.Atlas() != s.b.at {
		t.Fatal("a seat not at the table has a place, or the atlas is not the game's")
	}
}

// NOTES §4d: the wind starts with +1 to the south; the board reads the
// clear days of each zone with the dial's modifier.
func TestClearDaysShowTheWind(t *testing.T) {
	s := newTest(t, 2, "")
	for i, z := range []string{"N", "E", "S", "W"} {
		days, wind := s.ClearDays(atlasZone(z))
		if days != compass.Clear[i]+wind {
			t.Errorf("zone %s: %d clear days, want the compass's %d with the wind's %+d", z, days, compass.Clear[i], wind)
		}
		if z == "S" && wind != 1 {
			t.Errorf("the wind starts %+d to the south, want +1", wind)
		}
	}
	if d, w := s.ClearDays("X"); d != 0 || w != 0 || RuneName(-1) != "" || RuneName(0) == "" || RuneID(-1) != "" || RuneID(0) == "" {
		t.Error("a zone or rune that is none has a value, or the first rune has no name")
	}
}

// The end's event carries the final gold and the winners, as the Result
// has them, for the board's end card.
func TestGameOverEventCarriesTheResult(t *testing.T) {
	s := newTest(t, 3, "")
	r := &rules.Recorder{}
	s.finish(r, "the last saga is completed")
	e := r.List[len(r.List)-1]
	d, ok := e.Data.(GameOver)
	res := s.Result()
	if e.Kind != EvGameOver || !ok || len(d.Scores) != 3 || d.Scores[1] != res.Scores[1] || len(d.Winners) != len(res.Winners) || d.Winners[0] != res.Winners[0] {
		t.Fatalf("the end event carries %+v, want the result's scores %v and winners %v", e.Data, res.Scores, res.Winners)
	}
	if len(d.Lines) == 0 || len(d.Lines) != len(res.Lines) || d.Lines[0] != res.Lines[0] {
		t.Fatalf("the end event's score lines %v, want the result's %v", d.Lines, res.Lines)
	}
	if len(d.Parts) != 3 {
		t.Fatalf("the end event's gold by source %+v, want one a seat", d.Parts)
	}
	for i, p := range d.Parts {
		if p.Total != res.Scores[i] || p.Voyages != s.Gold[i] {
			t.Fatalf("seat %d's gold by source %+v, want a total of %d with %d gold of play", i, p, res.Scores[i], s.Gold[i])
		}
	}
}

// A wind event says which way the dial turned and where the +1 now blows,
// for the board to turn its dial: Calm Seas with a quarter turn clockwise
// takes the +1 from the South to the West.
func TestWindEventSaysTheTurn(t *testing.T) {
	s := newTest(t, 2, "")
	hand(t, s, 0, "calm")
	at(t, s, "northsea", 2, [3]int{})
	m, err := s.ParseMove("play calm wind cw")
	if err != nil {
		t.Fatal(err)
	}
	evs, err := s.Apply(m)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range evs {
		if d, ok := e.Data.(WindTurned); ok && e.Kind == EvWind {
			if d.Zone != "W" || d.Turn != 1 {
				t.Fatalf("the wind event carries %+v, want a quarter turn clockwise to the West", d)
			}
			return
		}
	}
	t.Fatal("playing a rune with a quarter turn tells no wind event")
}
