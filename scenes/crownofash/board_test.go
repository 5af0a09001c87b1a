package crownofash

import (
	"strings"
	"testing"

	"embers/rules"
	ca "embers/rules/crownofash"
	"embers/scenes/play"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

func TestMain(m *testing.M) { playtest.Main(m) }

// TestEveryPlaceLies: each place of the rules that is always on the table
// has a shape on the map, inside the board's rectangle; a fighter of the
// display lies on its slot.
func TestEveryPlaceLies(t *testing.T) {
	s, err := playtest.Session("crownofash", []string{"", "easy", "easy"}, 3, 0)
	if err != nil {
		t.Fatal(err)
	}
	b := New(s)
	for _, p := range (&ca.State{}).Places(nil) {
		sh := b.Shapes(p)
		if fixedShapes[p] == nil {
			continue // a fighter or a lord: where it is now
		}
		if strings.HasPrefix(string(p), "res:") { // shown only while a special ingredient is chosen
			sh = fixedShapes[p]
		}
		if len(sh) == 0 {
			t.Errorf("place %s has no shape", p)
		}
		for _, one := range sh {
			r := one.Bounds()
			if !origin.Contains(r.X, r.Y) || !origin.Contains(r.X+r.W, r.Y+r.H) {
				t.Errorf("place %s lies outside the board: %+v", p, r)
			}
		}
	}
	v := s.Match.State.View(rules.NoSeat).(*ca.State)
	for i, id := range v.Display {
		if id < 0 {
			continue
		}
		sh := b.Shapes(ca.FighterPlace(int(id)))
		if len(sh) != 1 || sh[0].Bounds() != slotRect(i) {
			t.Errorf("fighter %d of display slot %d lies at %v", id, i+1, sh)
		}
	}
}

// TestPictureMidGame draws a three-lord game in its first round (the
// picture is kept with EMBERS_SHOTS).
func TestPictureMidGame(t *testing.T) {
	playtest.SlowTest(t)
	s, err := playtest.Session("crownofash", []string{"", "easy", "easy"}, 5, 14)
	if err != nil {
		t.Fatal(err)
	}
	app := playtest.NewApp()
	sc := play.NewWith(app, s, play.Options{Instant: true, NoAI: true})
	defer sc.Close()
	app.Step(sc, ui.Input{})
	playtest.Shoot(t, sc, "crownofash-midgame.png")
}

// TestAFullHandStaysLeftOfTheCards: however many fighters a lord holds or
// has lost, the tray's hand and graveyard end left of the combat cards.
func TestAFullHandStaysLeftOfTheCards(t *testing.T) {
	for n := 1; n <= 12; n++ {
		h, g := handCardRect(n-1, n), graveRect(n-1, n)
		if end := comboRect(0).X; h.X+h.W > end || g.X+g.W > end {
			t.Errorf("%d fighters: the hand ends at %.0f, the graveyard at %.0f, the cards start at %.0f", n, h.X+h.W, g.X+g.W, end)
		}
	}
}

// TestTheDashedSpacesOpenAtThree: at two lords a region's worker space is
// its first circle alone (the dashed one is never lit); at three, both.
func TestTheDashedSpacesOpenAtThree(t *testing.T) {
	for _, c := range []struct{ seats, want int }{{2, 1}, {3, 2}} {
		s, err := playtest.Session("crownofash", make([]string, c.seats), 1, 0)
		if err != nil {
			t.Fatal(err)
		}
		b := New(s)
		if got := len(b.Shapes(ca.GatherPlace(0))); got != c.want {
			t.Errorf("%d lords: the gather space has %d shapes, want %d", c.seats, got, c.want)
		}
		if got := len(b.Shapes(ca.CombatPlace(3))); got != c.want {
			t.Errorf("%d lords: the battle space has %d shapes, want %d", c.seats, got, c.want)
		}
	}
}

// TestTheHandKeepsClearOfTheCards: however many fighters a lord holds
// (seven and more), the hand stays left of its combat cards and of the
// kinds of a special ingredient, with a gap, and the graveyard likewise.
func TestTheHandKeepsClearOfTheCards(t *testing.T) {
	right := min(comboRect(0).X, resRect(0).X) - 4
	for n := 1; n <= 14; n++ {
		if r := handCardRect(n-1, n); r.X+r.W > right {
			t.Errorf("%d fighters in hand reach %.0f, the cards begin at %.0f", n, r.X+r.W, right+4)
		}
		if r := graveRect(n-1, n); r.X+r.W > right {
			t.Errorf("%d fighters in the graveyard reach %.0f", n, r.X+r.W)
		}
	}
}

// TestNoMarkOnADieNotShown: a seat's last move that rolled the battle's
// die is not ringed there once the battle is over (the box shows no die),
// while the battle goes on it is.
func TestNoMarkOnADieNotShown(t *testing.T) {
	s, err := playtest.Session("crownofash", []string{"", "easy", "easy"}, 3, 0)
	if err != nil {
		t.Fatal(err)
	}
	b := New(s)
	places := []rules.Place{ca.DiePlace, ca.GatherPlace(0)}
	b.m.fight.on = false
	if got := len(b.MarkShapes(places)); got != len(b.Shapes(ca.GatherPlace(0))) {
		t.Errorf("no battle: %d shapes marked, want the gather space's only", got)
	}
	b.m.fight.on = true
	if got := len(b.MarkShapes(places)); got != len(b.Shapes(ca.GatherPlace(0)))+1 {
		t.Errorf("in a battle: %d shapes marked, want the die's too", got)
	}
}

// TestTheFateCardShowsOnlyToItsLord: two people share the screen; while
// the screen is handed over no Fate card shows (nor the panel's line of
// it); once the person to move has it, that person's own card shows on
// their mat, the other's face down.
func TestTheFateCardShowsOnlyToItsLord(t *testing.T) {
	s, err := playtest.Session("crownofash", []string{"", ""}, 5, 0)
	if err != nil {
		t.Fatal(err)
	}
	app := playtest.NewApp()
	sc := play.NewWith(app, s, play.Options{Instant: true, NoAI: true})
	defer sc.Close()
	b := sc.Board().(*Board)
	app.Step(sc, ui.Input{})
	if !sc.HandoffShown() {
		t.Fatal("two people at the screen: no handoff before the first turn")
	}
	for l := range 2 {
		if _, ok := ca.FatePair(int(b.m.fate[l])); ok || rules.IsSeat(b.Viewer) {
			t.Fatalf("handing over: lord %d's Fate card shows (%d), the board sees with seat %d's eyes", l, b.m.fate[l], b.Viewer)
		}
	}
	app.Step(sc, ui.Input{Click: true})
	app.Step(sc, ui.Input{})
	to := int(s.ToMove())
	if sc.HandoffShown() || int(b.Viewer) != to {
		t.Fatalf("after the handoff the board sees with seat %d's eyes, %d is to move", b.Viewer, to)
	}
	if _, ok := ca.FatePair(int(b.m.fate[to])); !ok {
		t.Error("the person to move does not see their own Fate card")
	}
	if _, ok := ca.FatePair(int(b.m.fate[1-to])); ok {
		t.Error("the person to move sees the other lord's Fate card")
	}
}
