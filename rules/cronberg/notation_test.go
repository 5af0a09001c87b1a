package cronberg

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"embers/rules"
)

func TestNotationRoundTrip(t *testing.T) {
	s := newState(2, 1)
	for _, text := range []string{"token 1", "token 54", "draw", "lay c3 c4", "lay a1 a2", "pass"} {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		if got := s.FormatMove(m); got != text {
			t.Errorf("%q came back as %q", text, got)
		}
	}
	if m, err := s.ParseMove("  LAY C4   c3 "); err != nil || s.FormatMove(m) != "lay c3 c4" {
		t.Errorf("case, spaces and order: %v %q", err, s.FormatMove(m))
	}
	for text, want := range map[string]string{
		"token 0":   "numbered 1..54",
		"token 55":  "numbered 1..54",
		"lay a1 a3": "do not share an edge",
		"lay z1 a1": "named by row",
		"build":     "token 17",
		"":          "empty",
	} {
		_, err := s.ParseMove(text)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseMove(%q) = %v, want an error saying %q", text, err, want)
		}
	}
}

func TestEncodeRoundTripAndDamage(t *testing.T) {
	s := randomGame(t, rules.Setup{Players: 4, Seed: 5})
	for _, st := range []rules.State{s, s.View(2)} {
		enc := st.Encode()
		back, err := Game.Decode(enc)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(back.Encode(), enc) {
			t.Fatal("decode(encode) differs")
		}
	}
	enc := string(s.Encode())
	for name, bad := range map[string]string{
		"not json":      "{",
		"other game":    strings.Replace(enc, "cronberg-state", "trekronor-state", 1),
		"version":       strings.Replace(enc, `"version":1`, `"version":9`, 1),
		"unknown field": strings.Replace(enc, `"players"`, `"extra":1,"players"`, 1),
		"lost token":    strings.Replace(enc, `"hand":[`, `"hand":[1,`, 1),
	} {
		if _, err := Game.Decode([]byte(bad)); err == nil {
			t.Errorf("%s: decoded without an error", name)
		}
	}
}

// The view keeps the pile in tile order, so two games that differ only in
// the order of the face-down rhombi look the same to every seat.
func TestViewHidesPileOrder(t *testing.T) {
	a := newState(3, 1)
	b := newState(3, 1)
	rng := rand.New(rand.NewPCG(1, 2))
	rng.Shuffle(NumRhombi, func(i, j int) { b.pile[i], b.pile[j] = b.pile[j], b.pile[i] })
	if bytes.Equal(a.Encode(), b.Encode()) {
		t.Fatal("the shuffle did nothing")
	}
	if !bytes.Equal(a.View(1).Encode(), b.View(1).Encode()) {
		t.Fatal("a view shows the pile's order")
	}
	d := a.View(1).Determinize(1, rng).(*State)
	if err := d.Check(); err != nil || d.masked {
		t.Fatalf("determinized view: %v (masked %v)", err, d.masked)
	}
	if _, err := a.View(1).Apply(DrawMove()); err == nil {
		t.Fatal("a view was played on")
	}
}

func TestDumpShowsTheTown(t *testing.T) {
	p := newPosition(t, 2)
	p.lay("Church", "a2 a3").tokens(1, "2")
	d := p.done(0).Dump()
	for _, want := range []string{"Orange to move", "Church +3 on a2 a3", "B", "tokens in hand 3", "pile: 27 face down"} {
		if !strings.Contains(d, want) {
			t.Errorf("dump lacks %q:\n%s", want, d)
		}
	}
}
