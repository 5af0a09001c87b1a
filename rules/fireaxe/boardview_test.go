package fireaxe

import "testing"

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
