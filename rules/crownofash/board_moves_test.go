package crownofash

import (
	"math/rand/v2"
	"strings"
	"testing"

	"embers/rules"
)

// TestMoveGroupNamesTheFightersSent: a battle, a storm and a defence
// give their group (a region left undefended the empty one) and where
// they go; every other move none.
func TestMoveGroupNamesTheFightersSent(t *testing.T) {
	g := Group("bo2", "c1c")
	for _, c := range []struct {
		m        rules.Move
		group    uint64
		ok       bool
		where    int
		pos      int
		attacks  bool
		isDefend bool
	}{
		{Battle(2, g), g, true, 2, -1, true, false},
		{Storm(1, g), g, true, Citadel, 1, true, false},
		{Defend(g), g, true, 0, 0, false, true},
		{Defend(0), 0, true, 0, 0, false, true},
		{Gather(2), 0, false, 0, 0, false, false},
		{Raise(FighterByCode("bo2")), 0, false, 0, 0, false, false},
	} {
		got, ok := MoveGroup(c.m)
		if got != c.group || ok != c.ok {
			t.Errorf("MoveGroup(%s) = %b, %v; want %b, %v", (&State{}).FormatMove(c.m), got, ok, c.group, c.ok)
		}
		where, pos, ok := MoveTarget(c.m)
		if ok != c.attacks || ok && (where != c.where || pos != c.pos) {
			t.Errorf("MoveTarget(%d) = %d, %d, %v", c.m, where, pos, ok)
		}
		if IsDefend(c.m) != c.isDefend {
			t.Errorf("IsDefend(%d) = %v", c.m, !c.isDefend)
		}
	}
}

// TestFateCardsAsABoardReadsThem: each of the six cards names two
// different kinds, every pair once; a hidden card names none; FateNow is
// the end's Fate score (NOTES CA5: I+I+III+I+I of bone and blood make 7).
func TestFateCardsAsABoardReadsThem(t *testing.T) {
	seen := map[[2]int]bool{}
	for f := range NumFates {
		k, ok := FatePair(f)
		if !ok || k[0] == k[1] || seen[k] || k[0] >= Kinds || k[1] >= Kinds {
			t.Errorf("Fate card %d names %v", f, k)
		}
		seen[k] = true
	}
	if _, ok := FatePair(hiddenFate); ok {
		t.Error("a hidden Fate card names kinds")
	}
	s := newGame(t, 2, "", 4)
	s.Fate[0] = 1 // bone and blood
	hand(t, s, 0, "bo1", "bo2", "bo5", "bl1", "bl2", "as1")
	if got := s.FateNow(0); got != 7 {
		t.Errorf("FateNow = %d, want 7", got)
	}
}

// TestDefendingNamesTheRegion: after a build on open ground the lord sets
// the region's defenders, and Defending names it; before, nothing.
func TestDefendingNamesTheRegion(t *testing.T) {
	s := newGame(t, 2, "", 4)
	if _, ok := s.Defending(); ok {
		t.Fatal("a placement is taken for setting defenders")
	}
	play(t, s, "build I07 r3")
	if r, ok := s.Defending(); !ok || r != 2 {
		t.Errorf("Defending = %d, %v; want the Marsh (2)", r, ok)
	}
}

// TestStartingFightersAreNamedAfterTheirLord: a starting fighter is
// named after its lord at the table as events name seats, the AI deck's
// as the AI deck's; no lord's name of the rulebook (Visio, Nox...) is
// written into a game's log.
func TestStartingFightersAreNamedAfterTheirLord(t *testing.T) {
	s := newGame(t, 1, "deck=easy", 3)
	if got := s.FighterName(FighterByCode("c1a")); got != "{0}'s Footman" {
		t.Errorf("the seat's Footman is %q", got)
	}
	if got := s.FighterName(FighterByCode("c2c")); got != "the AI deck's Sergeant" {
		t.Errorf("the AI deck's Sergeant is %q", got)
	}
	if got := s.FighterName(FighterByCode("bo1")); got != "Bone Thrall" {
		t.Errorf("a raised fighter is %q", got)
	}
	rng := rand.New(rand.NewPCG(3, 3))
	playOut(t, s, rng, func(evs []rules.Event) {
		for _, e := range evs {
			text := rules.Names(e.Text, []string{"Orange"})
			for _, lord := range []string{"Visio", "Nox", "Mors", "Fortis", "{"} {
				if strings.Contains(text, lord) {
					t.Fatalf("%s: %q", e.Kind, text)
				}
			}
		}
	})
}

// TestFateCardsAreShownAtTheEnd: a lord's Fate card is hidden from the
// others while the game goes on, and shown to every seat once it is over
// (rulebook, "How to win": the Fate cards are revealed and scored); the
// board's mats showed the others' face down on the last screen.
func TestFateCardsAreShownAtTheEnd(t *testing.T) {
	s := newGame(t, 2, "", 5)
	if v := s.View(1).(*State); v.Fate[0] == s.Fate[0] {
		t.Fatalf("seat 1 sees seat 0's Fate card %d during the game", s.Fate[0])
	}
	rng := rand.New(rand.NewPCG(5, 5))
	playOut(t, s, rng, nil)
	for seat := range 2 {
		v := s.View(rules.Seat(seat)).(*State)
		for l := range 2 {
			if v.Fate[l] != s.Fate[l] {
				t.Errorf("at the end seat %d sees lord %d's Fate card as %d, not %d", seat, l, v.Fate[l], s.Fate[l])
			}
		}
		for range 20 {
			if d := v.Determinize(rules.Seat(seat), rng).(*State); d.Fate != s.Fate {
				t.Fatalf("at the end seat %d's guess of the Fate cards is %v, not the cards shown %v", seat, d.Fate, s.Fate)
			}
		}
	}
}
