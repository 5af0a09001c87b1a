package crownofash

import (
	"testing"
)

// NOTES CA1: the kind bonus. 1 and 3 of one kind: 1+3+1 = 5; 1, 3 and 6 of
// one kind: 1+3+6+2 = 12.
func TestCA1KindBonus(t *testing.T) {
	if got := Strength(Group("bo1", "bo3")); got != 5 {
		t.Errorf("a pair 1+3: %d, want 5", got)
	}
	if got := Strength(Group("bo1", "bo3", "bo6")); got != 12 {
		t.Errorf("three 1+3+6: %d, want 12", got)
	}
	if got := Strength(Group("bo1", "as3", "bo6")); got != 11 {
		t.Errorf("a pair and one other 1+3+6: %d, want 11", got)
	}
	if got := Strength(Group("bo1", "as3")); got != 4 {
		t.Errorf("two kinds 1+3: %d, want 4", got)
	}
}

// NOTES CA2: the rulebook's combat. The attacker's 6 with a die card
// rolling 2 makes 8; the defender's 3 and 1 of one kind, +1, with a die
// card rolling 2 make 7. The attacker wins, takes control, must move in;
// the defenders go to the graveyard; +1 VP to the attacker, +1 gold to
// the defender (the die card's two sections).
func TestCA2Combat(t *testing.T) {
	s := newGame(t, 2, "", 1)
	turnOf(t, s, 0)
	hand(t, s, 0, "bo6")
	station(t, s, 1, 2, "as3", "as1")
	gold := s.Res[1][Gold]
	play(t, s, "battle r3 bo6")
	if s.Phase != phCardAtt {
		t.Fatalf("phase %d: the attacker lays a card first", s.Phase)
	}
	play(t, s, "card die", "card die", "die 2")
	if att, def := s.totals(); att != 8 || def != 5 {
		t.Fatalf("after the first die: %d against %d, want 8 against 5 before the defender's roll", att, def)
	}
	play(t, s, "die 2")
	if s.Ctrl[2] != 0 || s.Def[2] != Group("bo6") {
		t.Errorf("the attacker holds r3 with %s; want seat 0 with bo6", groupCode(s.Def[2]))
	}
	if s.Grave[1] != Group("as3", "as1") {
		t.Errorf("the defender's graveyard is %s, want as1+as3", groupCode(s.Grave[1]))
	}
	if s.VP[0] != 1 || s.VPBy[0][srcCombat] != 1 {
		t.Errorf("the attacker has %d VP, want 1 from the die card", s.VP[0])
	}
	if s.Res[1][Gold] != gold+1 {
		t.Errorf("the defender has %d gold, want %d", s.Res[1][Gold], gold+1)
	}
	if s.Cards[0].DiscN != 1 || s.Cards[0].Disc[0] != 4 || s.Cards[1].Disc[0] != 4 {
		t.Errorf("both die cards should lie face up on their mats")
	}
}

// NOTES CA3: a tie goes to the defender; an undefended region defends at
// 0 and its lord still plays a card.
func TestCA3TiesAndEmptyRegions(t *testing.T) {
	s := newGame(t, 2, "", 2)
	turnOf(t, s, 0)
	hand(t, s, 0, "bo3")
	station(t, s, 1, 2, "as4")
	play(t, s, "battle r3 bo3", "card 1", "card 0")
	if s.Ctrl[2] != 1 || s.Grave[0] != Group("bo3") {
		t.Fatalf("4 against 4: the defender must win and the attacker's fighter die")
	}
	s = newGame(t, 2, "", 3)
	turnOf(t, s, 0)
	hand(t, s, 0, "bo1")
	station(t, s, 1, 2)
	play(t, s, "battle r3 bo1", "card 0")
	if s.Phase != phCardDef || s.ToMove() != 1 {
		t.Fatalf("the lord of an undefended region still lays a card")
	}
	play(t, s, "card 1")
	if s.Ctrl[2] != 1 {
		t.Fatalf("1 against 0+1: a tie, the defender keeps the region")
	}
	s = newGame(t, 2, "", 3)
	turnOf(t, s, 0)
	hand(t, s, 0, "bo1")
	station(t, s, 1, 2)
	play(t, s, "battle r3 bo1", "card 1", "card 1")
	if s.Ctrl[2] != 0 || s.Def[2] != Group("bo1") {
		t.Fatalf("2 against 1: the attacker takes the empty region")
	}
}

// NOTES CA4: the King defends at 5 and plays no card; the attacker needs
// 6 with up to three fighters and one card; beaten, the King leaves.
func TestCA4King(t *testing.T) {
	s := newGame(t, 2, "", 4)
	turnOf(t, s, 0)
	hand(t, s, 0, "bo3", "bo2", "as1")
	play(t, s, "storm right bo2+bo3", "card 0") // 3+2+1 = 6 at +0: no card from the King
	if s.King || s.Ctrl[citadel] != 0 || s.Def[citadel] != Group("bo2", "bo3") {
		t.Fatalf("6 against the King's 5 wins the citadel: %s", s.Dump())
	}
	s = newGame(t, 2, "", 4)
	turnOf(t, s, 0)
	hand(t, s, 0, "bo3", "as1")
	play(t, s, "storm front bo3+as1", "card 1") // 3+1+1-1 = 4... and 5 at most
	if !s.King || s.Ctrl[citadel] != none || s.Grave[0] != Group("bo3", "as1") {
		t.Fatalf("4 against 5: the King holds")
	}
	s = newGame(t, 2, "", 4)
	turnOf(t, s, 0)
	hand(t, s, 0, "bo3", "as1")
	play(t, s, "storm left bo3+as1", "card 1") // 3+1+1+1 = 6 on the left flank
	if s.King || s.Ctrl[citadel] != 0 {
		t.Fatalf("6 on the left flank against 5 wins")
	}
}

// NOTES CA5: Fate scoring I+I+III+I+I = 7; starting fighters count 0.
func TestCA5Fate(t *testing.T) {
	g := Group("bo1", "bo2", "bo5", "as1", "as2", "c1a", "c1b", "bl4")
	if got := FateScore(g, [2]int{Bone, Ash}, false); got != 7 {
		t.Errorf("bone and ash: %d, want 7", got)
	}
	if got := FateScore(g, [2]int{Bone, Ash}, true); got != 2 {
		t.Errorf("the other kinds for a tie: %d, want 2 (bl4's tier II)", got)
	}
	s := newGame(t, 2, "", 5)
	s.Fate[0] = 0 // bone and ash
	hand(t, s, 0, "bo1", "bo2", "bo5", "as1", "as2")
	if got := s.fateVP(0, false); got != 7 {
		t.Errorf("lord 0's Fate card scores %d, want 7", got)
	}
}

// NOTES CA6: 1 VP per 3 of a kind and per 2 gold: 7 bone, 2 ash, 5 gold
// make 2 + 0 + 2 = 4.
func TestCA6Resources(t *testing.T) {
	if got := ResourceVP([numRes]int16{Bone: 7, Ash: 2, Gold: 5}); got != 4 {
		t.Errorf("7 bone, 2 ash, 5 gold: %d VP, want 4", got)
	}
}

// NOTES CA7: a structure scores its VP and 1 per covered tile: 3, 4, 5.
func TestCA7StructureVP(t *testing.T) {
	s := newGame(t, 4, "", 7)
	cathedral := TileByCode("II1")
	for covered, want := range []int{3, 4, 5} {
		s.Built[5] = 1 << cathedral
		for i := range covered {
			s.Built[5] |= 1 << TileByCode([]string{"I01", "I02"}[i])
		}
		s.Top[5], s.Ctrl[5] = int8(cathedral), 3
		for reg := range Regions - 1 {
			s.Ctrl[reg] = none
		}
		if got := s.structureVP(3); got != want {
			t.Errorf("tier II VP 3 over %d tiles: %d, want %d", covered, got, want)
		}
	}
}

// NOTES CA8: refilling the display: I from II, II from I, III from II;
// with two decks empty from the last; with all empty the slot stays empty.
func TestCA8DisplayRefill(t *testing.T) {
	s := newGame(t, 2, "", 8)
	cases := []struct {
		empty    []int
		slot     int
		wantTier int // 0 for none
	}{
		{[]int{0}, 0, 2}, {[]int{1}, 2, 1}, {[]int{2}, 4, 2},
		{[]int{0, 1}, 0, 3}, {[]int{1, 2}, 4, 1}, {[]int{0, 2}, 2, 2}, {[]int{0, 1, 2}, 3, 0},
	}
	for _, c := range cases {
		x := *s
		for _, d := range c.empty {
			x.DeckN[d] = 0
		}
		id := x.drawFighter(slotTier(c.slot))
		got := 0
		if id >= 0 {
			got = fighters[id].Tier
		}
		if got != c.wantTier {
			t.Errorf("decks %v empty, slot of tier %d: drew tier %d, want %d", c.empty, slotTier(c.slot)+1, got, c.wantTier)
		}
	}
}

// NOTES CA9: setup by player count: starting structures 2 each at two
// players, 1 each at four, the spare back at three; 2 gold, 4 minions, 5
// combat cards and 7 control tokens each; a secret Fate card each.
func TestCA9Setup(t *testing.T) {
	for _, c := range []struct{ players, each, boxed int }{{2, 2, 0}, {3, 1, 1}, {4, 1, 0}} {
		s := newGame(t, c.players, "", 9)
		sound(t, s)
		for l := range s.Lords {
			held := 0
			for reg := range Regions {
				if s.Ctrl[reg] == l {
					held++
					if s.Def[reg] == 0 || fighters[lowBit(s.Def[reg])].Attack != 1 || popcount(s.Def[reg]) != 1 {
						t.Errorf("%d players: region %d is not defended by one strength 1 starting fighter", c.players, reg+1)
					}
				}
			}
			if held != c.each || s.Res[l][Gold] != 2 || s.Minions[l] != Minions || s.Cards[l].N != NumCards || s.Fate[l] < 0 {
				t.Errorf("%d players, lord %d: %d structures, %d gold, %d minions, %d cards, fate %d", c.players, l, held, s.Res[l][Gold], s.Minions[l], s.Cards[l].N, s.Fate[l])
			}
			if tokens := ControlTokens - held; tokens != 7-c.each {
				t.Errorf("control tokens left: %d", tokens)
			}
		}
		if got := popcount(uint64(s.TBox)); got != c.boxed {
			t.Errorf("%d players: %d starting tiles boxed, want %d", c.players, got, c.boxed)
		}
		if !s.King || s.Ctrl[citadel] != none {
			t.Errorf("the King must hold the citadel")
		}
	}
}
