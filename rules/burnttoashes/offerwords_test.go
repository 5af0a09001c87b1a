package burnttoashes

import (
	"strings"
	"testing"

	"embers/rules"
)

// The offering in words: the table hears how many cards a ruler lays
// (first "offers", then "changes their offering to", "takes back" with
// none left); playing together
// each ruler also tells the team the gold (the text and the event's
// Laid), rivals do not (the gold is in the layer's own Laid alone); the
// turned tile's line says what each gave.
func TestOfferingWords(t *testing.T) {
	for _, c := range []struct {
		variant string
		told    bool
	}{{"", true}, {"mode=semi", false}} {
		s := newGame(t, 2, c.variant, 4)
		playUntil(t, s, func(s *State) bool { t := s.top(); return t != nil && t.K == tkOffer })
		seat := int(s.ToMove())
		offer := func(text string) rules.Event {
			t.Helper()
			for _, e := range play(t, s, text) {
				if e.Kind == EvOfferLaid {
					return e
				}
			}
			t.Fatalf("%s laid nothing", text)
			return rules.Event{}
		}
		gold := s.gold(seat)
		if gold < 2 {
			t.Skip("the seat holds too little gold for this test")
		}
		e := offer("offer 1")
		name := who(seat)
		if !strings.HasPrefix(e.Text, name+" offers 1 card face down") {
			t.Errorf("%q: the first lay reads %q", c.variant, e.Text)
		}
		l, ok := e.Data.(Laid)
		shown := 0 // the others see the gold only when told
		if c.told {
			shown = 1
		}
		if !ok || l.Gold != shown || l.Cards != 1 || l.Told != c.told {
			t.Errorf("%q: the lay's data is %+v", c.variant, e.Data)
		}
		if own, ok := e.For(rules.Seat(seat)).Data.(Laid); !ok || own.Gold != 1 || own.Cards != 1 {
			t.Errorf("%q: the layer's own data is %+v", c.variant, e.SecretData)
		}
		if told := strings.Contains(e.Text, "tells the team: 1 gold"); told != c.told {
			t.Errorf("%q: the lay reads %q (told %v)", c.variant, e.Text, c.told)
		}
		if !strings.Contains(e.SecretText, "1 gold") {
			t.Errorf("%q: the layer's own line %q does not say the gold", c.variant, e.SecretText)
		}
		for s.ToMove() != rules.Seat(seat) {
			play(t, s, "stand")
		}
		if e := offer("offer 0 1"); !strings.HasPrefix(e.Text, name+" changes their offering to 1 card") {
			t.Errorf("%q: a change reads %q", c.variant, e.Text)
		}
		for s.ToMove() != rules.Seat(seat) {
			play(t, s, "stand")
		}
		if e := offer("offer 0"); e.Text != name+" takes back their offering" || e.Data.(Laid).Told {
			t.Errorf("%q: taking every card back reads %q (%+v)", c.variant, e.Text, e.Data)
		}
		var turned string
		for turned == "" {
			for _, e := range play(t, s, "stand") {
				if e.Kind == EvDragonTurned {
					turned = e.Text
				}
			}
		}
		if !strings.Contains(turned, who(0)+" ") || !strings.Contains(turned, who(1)+" ") {
			t.Errorf("%q: the turned tile's line %q does not say what each gave", c.variant, turned)
		}
	}
	if got := standWords(1, 0); !strings.HasSuffix(got, "stands, offering nothing") {
		t.Errorf("standing with nothing reads %q", got)
	}
}

// Standing says what it does: before the buy phase it keeps the gold for
// buying; in the final dragon phases no buy phase follows, so it says
// nothing of one (the tip over Stand said "keeps your gold for the buy
// phase" there, with no gold in hand).
func TestWhyStandInTheFinalPhases(t *testing.T) {
	s := toOffer(t, "", 3, []int{1}, []int{2})
	stand := mv(mvStand, 0, 0, 0)
	if why := s.WhyMove(stand); !strings.Contains(why, "buy phase") {
		t.Errorf("in year 1 standing reads %q", why)
	}
	s.c.Final = 1
	if why := s.WhyMove(stand); strings.Contains(why, "buy") {
		t.Errorf("in a final dragon phase standing reads %q", why)
	}
}
