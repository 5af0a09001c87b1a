package fireaxe

import (
	"slices"
	"strings"
	"testing"
)

// Runes are drawn only at a home port (a day), at most three in hand;
// played or discarded only away from home, free.
func TestRunesHomeAndAway(t *testing.T) {
	s := newTest(t, 2, "")
	hand(t, s, 0, "fairwind", "berserk")
	at(t, s, "norway", 2, [3]int{})
	if slices.ContainsFunc(legalText(s), func(m string) bool { return strings.HasPrefix(m, "play") || strings.HasPrefix(m, "discard") }) {
		t.Fatal("a rune may be played at home")
	}
	refused(t, s, "play fairwind", "never played or discarded at a home port")
	play(t, s, "draw")
	if len(s.Hands[0]) != 3 || s.Turn.Days != 1 {
		t.Fatalf("after drawing: %d runes, %d days", len(s.Hands[0]), s.Turn.Days)
	}
	refused(t, s, "draw", "three runes already")
	play(t, s, "sail northsea")
	refused(t, s, "draw", "only at a home port")
	days := s.Turn.Days
	play(t, s, "play fairwind", "discard berserk wind ccw")
	if s.Turn.Days != days || s.Turn.Extra != 1 || s.Wind != 3 || len(s.Hands[0]) != 1 {
		t.Fatalf("days %d extra %d wind %d hand %d", s.Turn.Days, s.Turn.Extra, s.Wind, len(s.Hands[0]))
	}
}

// Change in Demand: trading the new good earns 2 more; Colonization: 2 gold a
// settlement.
func TestDemandAndColonization(t *testing.T) {
	s := newTest(t, 2, "")
	hand(t, s, 0, "demand", "colony")
	s.port(s.node("iceland")).Settler = 0
	s.port(s.node("normandy")).Settler = 0
	s.Supply[0] -= 2
	at(t, s, "york", 2, [3]int{0, 0, 1})
	play(t, s, "play demand tusks", "trade tusks")
	if s.Gold[0] != 1+3+2 {
		t.Fatalf("tusks in demand in York: %d gold, want 6", s.Gold[0])
	}
	play(t, s, "play colony")
	if s.Gold[0] != 6+4 || s.Colony[0] != 4 {
		t.Fatalf("Colonization with two settlements: gold %d", s.Gold[0])
	}
}

// Berserkers add 1 to every die of the next attack: a 3 beats York (3).
func TestBerserkers(t *testing.T) {
	s := newTest(t, 2, "")
	hand(t, s, 0, "berserk")
	at(t, s, "york", 1, [3]int{})
	play(t, s, "play berserk", "raid", "die 3")
	if s.port(s.node("york")).Town != 0 {
		t.Fatal("a 3+1 did not beat York's 3")
	}
}

// The advanced runes come only with the variant; Unrest frees another's
// settlement; Tribute takes 2 gold; Storm strikes a longboat at sea.
func TestAdvancedRunes(t *testing.T) {
	s := newTest(t, 2, "advanced")
	hand(t, s, 0, "unrest", "tribute", "storm")
	s.port(s.node("iceland")).Settler = 1
	s.Supply[1]--
	s.Boats[1] = Boat{At: s.node("atlantic"), Crew: 1, Goods: [3]int{0, 2, 0}}
	s.Goods[1] -= 2
	at(t, s, "iceland", 2, [3]int{})
	play(t, s, "play unrest", "play tribute blue", "play storm blue")
	if s.port(s.node("iceland")).Settler != noSeat || s.Gold[0] != 3 || s.Gold[1] != 0 || s.Boats[1].Goods[1] != 1 {
		t.Fatalf("after unrest, tribute, storm:\n%s", s.Dump())
	}
	if !hasLegal(s, "settle 1") {
		t.Fatal("the port freed by Unrest cannot be settled")
	}
	b := newTest(t, 2, "")
	if slices.ContainsFunc(b.Runes, func(k int8) bool { return runes[k].Advanced }) {
		t.Fatal("advanced runes in the basic deck")
	}
}

// Every rune has a word for its card in a hand, six letters at most; a file
// without one, or with a longer one, is refused with the rune named.
func TestRuneShortWords(t *testing.T) {
	for k := range runes {
		if w := RuneShort(int8(k)); w == "" || len([]rune(w)) > 6 {
			t.Errorf("rune %s: short word %q", runes[k].ID, w)
		}
	}
	base := "[[rune]]\nid = \"x\"\nname = \"X\"\neffect = \"calm\"\ncount = 1\ntext = \"t\"\n"
	for _, short := range []string{"", "short = \"Berserk\"\n"} {
		if _, err := parseRunes(base + short); err == nil || !strings.Contains(err.Error(), `rune "x"`) {
			t.Errorf("short %q: error %v, want one naming the rune", short, err)
		}
	}
	if _, err := parseRunes(base + "short = \"Calm\"\n"); err != nil {
		t.Errorf("a good rune refused: %v", err)
	}
}
