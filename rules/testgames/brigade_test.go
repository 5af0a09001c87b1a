package testgames

import (
	"strings"
	"testing"

	"embers/rules"
	"embers/rules/rulestest"
)

// brigadeWith starts a game and deals the given hands ({shields, water}
// per seat), the rest of the cards in the deck, shields on top.
func brigadeWith(t *testing.T, variant string, hands ...[2]int8) *BrigadeState {
	t.Helper()
	st, err := Brigade.New(rules.Setup{Players: len(hands), Variant: variant, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*BrigadeState)
	left := [2]int8{eachKind, eachKind}
	for seat, h := range hands {
		s.hand[seat], s.handN[seat] = h, h[0]+h[1]
		left[0], left[1] = left[0]-h[0], left[1]-h[1]
	}
	s.deck, s.deckN = [deckSize]uint8{}, 0
	for k := 1; k >= 0; k-- {
		for range left[k] {
			s.deck[s.deckN] = cardShield + uint8(k)
			s.deckN++
		}
	}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	return s
}

func TestBrigadeDieForcedThroughNotation(t *testing.T) {
	s := brigadeWith(t, "", [2]int8{}, [2]int8{})
	if s.ToMove() != rules.Chance {
		t.Fatalf("the fire die is rolled first; %d is to move", s.ToMove())
	}
	before := string(s.Encode())
	roll := s.Roll()
	if s.Roll() != roll || string(s.Encode()) != before {
		t.Fatal("Roll must give the same outcome twice and leave the state as it was")
	}
	a := s.Clone().(*BrigadeState)
	ev := rulestest.Play(t, a, "die 2")
	if ev[0].Kind != "die.rolled" || ev[0].Text != "The fire die shows 2" || !ev[0].Reveal {
		t.Fatalf("first event %+v, want the die showing 2, marked as a reveal", ev[0])
	}
	// Nobody holds a card, so no window: house 2 burns hotter and, burning
	// already, throws sparks to house 3.
	if a.fire != [houses]int8{0, 2, 2, 1, 0} || a.ToMove() != 0 {
		t.Fatalf("after die 2: fire %v, to move %d; want [0 2 2 1 0] and Red to act", a.fire, a.ToMove())
	}
	b := s.Clone().(*BrigadeState)
	rulestest.Play(t, b, "die 5")
	if b.fire != [houses]int8{0, 1, 1, 1, 1} {
		t.Fatalf("after die 5: fire %v; house 5 was cold, so no sparks", b.fire)
	}
	c := s.Clone().(*BrigadeState)
	c.Play(roll)
	if a.rng != b.rng || a.rng != c.rng || a.rng == s.rng {
		t.Fatal("every outcome, forced or rolled, must advance the generator the same way")
	}
}

func TestBrigadeReactionWindow(t *testing.T) {
	// Blue holds a shield, Green only water; Red is to act this turn.
	s := brigadeWith(t, "", [2]int8{}, [2]int8{1, 0}, [2]int8{0, 1})
	rulestest.Play(t, s, "die 3")
	if pass, ok := s.Window(); !ok || pass != BrigadePass || s.ToMove() != 1 {
		t.Fatalf("die 3: window %v for seat %d, want Blue asked", ok, s.ToMove())
	}
	if got := s.Legal(nil); len(got) != 2 || got[0] != BrigadePass || got[1] != BrigadeShield {
		t.Fatalf("Blue may pass or shield, got %v", got)
	}
	spared := s.Clone().(*BrigadeState)
	ev := rulestest.Play(t, spared, "shield")
	if ev[0].Text != "{1} plays a shield: house 3 is spared" || spared.fire[2] != 1 || spared.ToMove() != 0 || spared.used[0] != 1 {
		t.Fatalf("after the shield: %q, fire %v, to move %d", ev[0].Text, spared.fire, spared.ToMove())
	}
	rulestest.Play(t, s, "pass")
	if _, ok := s.Window(); !ok || s.ToMove() != 2 || len(s.Legal(nil)) != 1 {
		t.Fatalf("Green holds a card, so Green is asked too, with only the pass: to move %d, legal %v", s.ToMove(), s.Legal(nil))
	}
	ev = rulestest.Play(t, s, "pass")
	if _, ok := s.Window(); ok || s.ToMove() != 0 || s.fire != [houses]int8{0, 1, 2, 2, 0} {
		t.Fatalf("both passed: fire %v, to move %d; want house 3 hotter, sparks on 4, Red to act", s.fire, s.ToMove())
	}
	if ev[0].Kind != "window.passed" || ev[0].Text != "{2} does not shield the house" {
		t.Fatalf("the pass reads %q", ev[0].Text)
	}
	// A seat without cards is not asked: only Green is.
	o := brigadeWith(t, "", [2]int8{}, [2]int8{}, [2]int8{1, 0})
	rulestest.Play(t, o, "die 1")
	if o.ToMove() != 2 {
		t.Fatalf("the window asked seat %d; only Green holds a card", o.ToMove())
	}
}

func TestBrigadeTeamScoreAndTheFire(t *testing.T) {
	s := brigadeWith(t, "", [2]int8{}, [2]int8{})
	s.turn, s.phase, s.fire = s.turns()-1, phaseAct, [houses]int8{0, 1, 3, 2, 0}
	rulestest.Play(t, s, "douse 2")
	r := s.Result()
	if !r.Over || r.Lost || len(r.Winners) != 2 || r.Scores[0] != 10 || r.Scores[1] != 10 {
		t.Fatalf("saved street: %+v; want both seats winning with team score 3+3+0+1+3 = 10", r)
	}
	if rules.Reward(r, 1) != 10.0/15 || r.Headline != "The street is saved" || len(r.Lines) != 4 || r.Lines[0].Seat != rules.NoSeat {
		t.Fatalf("reward %v, headline %q, lines %+v", rules.Reward(r, 1), r.Headline, r.Lines)
	}
	if f := r.Rivals; len(f) != 1 || f[0].Name != "The fire" || f[0].Score != 1 || f[0].Won || f[0].Lines[0].What != "house 3 burnt down" {
		t.Fatalf("rival %+v", f)
	}
	l := brigadeWith(t, "", [2]int8{}, [2]int8{})
	l.fire = [houses]int8{3, 3, 2, 0, 0}
	rulestest.Play(t, l, "die 3")
	r = l.Result()
	if !r.Over || !r.Lost || len(r.Winners) != 0 || !r.Rivals[0].Won || r.Rivals[0].Score != 3 || rules.Reward(r, 0) != 0 {
		t.Fatalf("three houses burnt: %+v; want the fire to win and everyone to lose", r)
	}
	if r.Headline != "The fire takes the street" || l.ToMove() != rules.NoSeat {
		t.Fatalf("headline %q", r.Headline)
	}
}

func TestBrigadeOptions(t *testing.T) {
	s := brigadeWith(t, "start=fierce,wind", [2]int8{}, [2]int8{})
	if s.fire != [houses]int8{1, 1, 1, 1, 1} || s.Setup().Variant != "start=fierce,wind" {
		t.Fatalf("fierce start: fire %v", s.fire)
	}
	ev := rulestest.Play(t, s, "die 6")
	if ev[1].Text != "The fire threatens house 1" || s.fire[0] != 2 {
		t.Fatalf("a six in the wind fans the fiercest house (the first of equals): %q, fire %v", ev[1].Text, s.fire)
	}
	calm := brigadeWith(t, "", [2]int8{})
	if ev := rulestest.Play(t, calm, "die 6"); ev[1].Kind != "fire.calm" || calm.fire != [houses]int8{0, 1, 1, 1, 0} {
		t.Fatalf("without wind a six is calm: %+v, fire %v", ev[1], calm.fire)
	}
	for variant, want := range map[string]string{
		"storm":      `Bucket Brigade has no option "storm"; Bucket Brigade offers start=calm|fierce, wind`,
		"wind=yes":   `option "wind" is on or off`,
		"start=hot":  `option "start" has no value "hot": use start=calm|fierce`,
		"wind,wind":  `option "wind" is given twice`,
		"start":      `option "start" needs a value`,
		"start=calm": "",
	} {
		_, err := Brigade.New(rules.Setup{Players: 2, Variant: variant})
		if (want == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), want)) {
			t.Errorf("variant %q: error %v, want %q", variant, err, want)
		}
	}
}

func TestBrigadeDrawIsSecret(t *testing.T) {
	s := brigadeWith(t, "", [2]int8{}, [2]int8{})
	rulestest.Play(t, s, "die 6")
	ev := rulestest.Play(t, s, "draw")
	if ev[0].For(1).Text != "{0} draws a card" || ev[0].For(0).Text != "{0} draws a shield card" || ev[0].For(1).Data != nil {
		t.Fatalf("the drawn card must show to its drawer only: %+v", ev[0])
	}
	v := s.View(1).(*BrigadeState)
	if !v.masked[0] || v.hand[0] != [2]int8{} || v.handN[0] != 1 || strings.Contains(v.Dump(), "1 shields") {
		t.Fatalf("Blue's view shows Red's card:\n%s", v.Dump())
	}
}
