package trekronor

import (
	"strings"
	"testing"

	"embers/rules"
	"embers/rules/rulestest"
)

func TestNotationRoundTrip(t *testing.T) {
	s := newPos(t, 3).hall("B2", "f+a . . .").done()
	for _, text := range []string{"place d1", "move d0 d1", "douse A1 sw", "douse e3 ne", "save A1",
		"steal C3 stack", "save B2 stack", "pass", "spread A", "spread 3", "spread ?", "marker A1", "marker C2 stack"} {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		if got := s.FormatMove(m); got != text {
			t.Errorf("%q came back as %q", text, got)
		}
	}
	m, err := s.ParseMove("  DOUSE   a1  SW ")
	if err != nil || m != DouseHallMove(0, 0) {
		t.Fatalf("forgiving parse: %v %v", m, err)
	}
	// b3 and c3 are both halls and corridor squares: case decides.
	for text, want := range map[string]rules.Move{
		"douse B3 sw": DouseHallMove(5, 0), "douse b3 sw": DouseSquareMove(sq("b3"), 0),
		"douse c3 nw": DouseSquareMove(sq("c3"), 2), "douse C3 nw": DouseHallMove(8, 2), "douse e3 se": DouseSquareMove(sq("e3"), 1),
	} {
		if m, err := s.ParseMove(text); err != nil || m != want || s.FormatMove(m) != text {
			t.Errorf("%q parsed as %q (%v)", text, s.FormatMove(m), err)
		}
	}
	if s.FormatMove(rules.Move(0)) == "" || s.FormatMove(rules.Move(1<<40)) == "pass" {
		t.Fatal("invalid codes need a visible form")
	}
}

func TestNotationErrors(t *testing.T) {
	s := newPos(t, 3).hall("B2", "f+a . . .").done()
	for _, text := range []string{"", "fly d1", "place", "place z9", "place b1 c1", "move d0", "douse A1",
		"douse A1 xx", "douse k4 sw", "save D4", "save A1 pile", "spread 4", "spread", "pass now"} {
		_, err := s.ParseMove(text)
		if err == nil {
			t.Errorf("%q parsed", text)
			continue
		}
		if !strings.Contains(err.Error(), "place d1") {
			t.Errorf("%q: error should show the forms: %v", text, err)
		}
	}
}

// Hidden forms read and print but are never legal.
func TestHiddenFormsNotPlayable(t *testing.T) {
	s := newPos(t, 3).hall("A1", "f+a . . .").servants("b0=B c0=B d0=B d1=B").done()
	refused(t, s, "marker A1", "5.4.1")
	rulestest.Play(t, s, "save A1")
	refused(t, s, "spread ?", "5.4.1")
	if _, err := s.Apply(rules.Move(0)); err == nil {
		t.Fatal("move code 0 accepted")
	}
}

func TestObserve(t *testing.T) {
	s := newPos(t, 3).hall("A1", "f+a . . .").servants("b0=B c0=B d0=B d1=B").toMove('B').done()
	save := MarkerMove(KindSave, 0, false)
	if s.Observe(save, 0) != save || s.FormatMove(s.Observe(save, 1)) != "marker A1" {
		t.Fatal("a marker is hidden from others only")
	}
	place := PlaceMove(sq("a1"))
	if s.Observe(place, 2) != place {
		t.Fatal("a placement is public")
	}
	steal := MarkerMove(KindSteal, 0, true)
	if s.FormatMove(s.Observe(steal, rules.NoSeat)) != "marker A1 stack" {
		t.Fatal("the public sees the stacked form")
	}
	if s.Observe(save, 2) != s.Observe(MarkerMove(KindSteal, 0, false), 2) {
		t.Fatal("save and steal must look the same to others")
	}
	if s.Observe(SpreadMove(0), 1) != s.Observe(SpreadMove(4), 1) || s.FormatMove(s.Observe(SpreadMove(0), 1)) != "spread ?" {
		t.Fatal("spread markers must look the same to others")
	}
}
