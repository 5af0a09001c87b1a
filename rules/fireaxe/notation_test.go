package fireaxe

import (
	"fmt"
	"strings"
	"testing"
)

// Every form of the notation reads back to the move it wrote.
func TestNotationRoundTrip(t *testing.T) {
	s := newTest(t, 3, "advanced")
	for _, text := range []string{"end", "winter", "load crew", "load furs", "launch norway", "sail northsea",
		"draw", "play fairwind", "play demand tusks wind cw", "play storm blue", "discard calm wind ccw",
		"trade skins", "raid", "settle 2", "roll on", "stop", "lose crew", "lose tusks", "found", "keep crew", "die 4"} {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		if got := s.FormatMove(m); got != text {
			t.Errorf("%q reads back as %q", text, got)
		}
	}
}

// Bad notation gets an error that shows what moves look like.
func TestBadNotation(t *testing.T) {
	s := newTest(t, 2, "")
	for _, text := range []string{"", "sail", "sail atlantis", "trade gold", "settle 4", "die 7", "play nothing",
		"play demand tusks wind up", "discard calm blue", "launch"} {
		if _, err := s.ParseMove(text); err == nil || !strings.Contains(err.Error(), "moves look like") {
			t.Errorf("%q: %v", text, err)
		}
	}
}

// A save reads back to the same game, and damaged saves are refused.
func TestSaveRoundTrip(t *testing.T) {
	s := newTest(t, 4, "advanced")
	play(t, s, "load crew", "load skins", "launch norway", "sail northsea", "sail york", "trade skins", "sail northsea")
	g := s.Game()
	d, err := g.Decode(s.Encode())
	if err != nil {
		t.Fatal(err)
	}
	if string(d.Encode()) != string(s.Encode()) || d.Dump() != s.Dump() {
		t.Fatal("the save does not read back to the same game")
	}
	enc := string(s.Encode())
	s.boat().Crew = 9 // a crewman from nowhere
	extraCrew := string(s.Encode())
	next := fmt.Sprintf(`"version":%d`, encodingVersion+1)
	for _, bad := range []string{enc[:len(enc)-3], extraCrew,
		strings.Replace(enc, fmt.Sprintf(`"version":%d`, encodingVersion), next, 1), `{"format":"embers/cronberg-state","version":1}`} {
		if _, err := g.Decode([]byte(bad)); err == nil {
			t.Errorf("a damaged save was read: %.80s", bad)
		}
	}
}
