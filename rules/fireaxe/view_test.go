package fireaxe

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// A seat's view hides the other hands, the rune deck's order, which sagas
// lie where in the deck and among those set aside (their Era shows), and
// the treasures of the towns still standing; a taken treasure is public.
func TestViewHidesSecrets(t *testing.T) {
	s := newTest(t, 3, "")
	hand(t, s, 0, "calm", "recruit")
	s.port(s.node("york")).Town = 0 // sacked: its treasure is face up
	s.Towns[1] = 1
	v := s.View(1).(*State)
	if v.Hands[0][0] != hiddenCard || v.Hands[0][1] != hiddenCard || v.Hands[1][0] == hiddenCard {
		t.Fatalf("hands in Blue's view: %v", v.Hands)
	}
	for _, c := range v.Runes {
		if c != hiddenCard {
			t.Fatal("the rune deck shows a card")
		}
	}
	for i, sg := range v.SagaDeck {
		if sg != -s.b.at.Sagas[s.SagaDeck[i]].Era {
			t.Fatalf("deck slot %d shows %d", i, sg)
		}
	}
	if v.port(v.node("riga")).Treasure != hiddenAmount || v.port(v.node("york")).Treasure != s.port(s.node("york")).Treasure {
		t.Fatal("treasures: a standing town's shows, or a taken one's is hidden")
	}
	if _, err := v.Apply(mv(mvEnd, 0, 0, 0)); err == nil || !strings.Contains(err.Error(), "view") {
		t.Fatalf("a move played on a view: %v", err)
	}
	d := v.Determinize(1, rand.New(rand.NewPCG(3, 4))).(*State)
	if err := d.Check(); err != nil {
		t.Fatal(err)
	}
	if string(d.View(1).Encode()) != string(v.Encode()) {
		t.Fatal("a determinization does not look the same to Blue")
	}
}

// A drawn rune is told to its drawer only.
func TestDrawIsSecret(t *testing.T) {
	s := newTest(t, 2, "")
	at(t, s, "norway", 2, [3]int{})
	m, _ := s.ParseMove("draw")
	ev, err := s.Apply(m)
	if err != nil {
		t.Fatal(err)
	}
	name := runes[s.Hands[0][len(s.Hands[0])-1]].Name
	if pub := ev[0].For(1).Text; strings.Contains(pub, name) {
		t.Fatalf("Blue reads %q", pub)
	}
	if own := ev[0].For(0).Text; !strings.Contains(own, name) {
		t.Fatalf("Red reads %q", own)
	}
}

// A player whose every crewman is settled and whose longboat is crewless
// can only end each turn: they sit the game out. (The test map has too few
// ports to settle fifteen crewmen, so the count is not checked here.)
func TestSittingOut(t *testing.T) {
	s := newTest(t, 2, "")
	hand(t, s, 0)
	s.Boats[0] = Boat{At: inWinter}
	s.Supply[0] = 0
	if got := legalText(s); len(got) != 1 || got[0] != "end" {
		t.Fatalf("a player with no crew anywhere may %v", got)
	}
}
