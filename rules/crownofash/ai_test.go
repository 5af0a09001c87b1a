package crownofash

import (
	"testing"

	"embers/rules"
)

// The AI deck builds the right-most face-up tile for free in its own or
// an open region, takes its yield as VP and defends with its strongest.
func TestAIDeckBuilds(t *testing.T) {
	s := newGame(t, 1, "deck=easy", 51)
	turnOf(t, s, 1)
	for reg := range Regions { // the Marsh (r3) is open ground at the start
		if reg == 2 && s.Top[reg] != none {
			t.Fatal("r3 should start open")
		}
	}
	hand(t, s, 1, "bo2", "bo3", "as1")
	right := s.Row[RowSize-1]
	vp := s.VP[1]
	play(t, s, "region 3", "action 1") // Muster: in an open region, build first
	if s.Top[2] != right || s.Ctrl[2] != 1 {
		t.Fatalf("the AI deck should build %s in r3: %s", tiles[right].Code, s.Dump())
	}
	if got := int(s.VP[1] - vp); got != len(tiles[right].Yield) {
		t.Errorf("its yield as VP: %d, want %d", got, len(tiles[right].Yield))
	}
	if s.Def[2] != Group("bo2", "bo3") {
		t.Errorf("its strongest pair defends: %s", groupCode(s.Def[2]))
	}
}

// The AI deck attacks a player's region with its strongest two; the seat
// answers with a card, then the deck's card is turned over.
func TestAIDeckAttacks(t *testing.T) {
	s := newGame(t, 1, "deck=easy", 52)
	turnOf(t, s, 1)
	station(t, s, 0, 0, "c1a")
	hand(t, s, 1, "bo1", "as4", "as3")
	play(t, s, "region 1", "action 1") // Muster: in a player's region, attack first
	if s.Phase != phCardDef || s.ToMove() != 0 || s.Table != Group("as4", "as3") {
		t.Fatalf("the AI deck attacks with as3+as4 and the seat answers: %s", s.Dump())
	}
	play(t, s, "card 4")
	if s.ToMove() != rules.Chance || s.Phase != phAICard {
		t.Fatal("then the deck's card is turned over")
	}
	play(t, s, "aicard 0") // 8 against 1+4: the deck wins r1
	if s.Ctrl[0] != 1 || s.Grave[0]&Group("c1a") == 0 {
		t.Errorf("the deck takes r1 and c1a dies")
	}
}

// The AI deck's action card says why in one line: the region its die
// named, whose it is, and what the card tries there in order (Muster in
// a seat's region: attack, else gather; in open ground: build, else
// gather).
func TestAIDeckSaysWhy(t *testing.T) {
	s := newGame(t, 1, "deck=easy", 52)
	turnOf(t, s, 1)
	station(t, s, 0, 0, "c1a")
	hand(t, s, 1, "bo1", "as4", "as3")
	play(t, s, "region 1")
	ev := play(t, s, "action 1")
	want := "The AI deck turns over Muster: in The Mountains ({0}'s) it attacks it, or else gathers there"
	if len(ev) == 0 || ev[0].Kind != "ai.action" || ev[0].Text != want {
		t.Fatalf("the first event: %+v\nwant the text %q", ev, want)
	}
	s = newGame(t, 1, "deck=easy", 51)
	turnOf(t, s, 1)
	play(t, s, "region 3")
	if ev = play(t, s, "action 1"); ev[0].Text != "The AI deck turns over Muster: in The Marsh (nobody's) it builds there, or else gathers there" {
		t.Errorf("in open ground: %q", ev[0].Text)
	}
}
