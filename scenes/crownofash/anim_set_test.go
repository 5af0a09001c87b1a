package crownofash

import (
	"testing"

	"embers/game"
	"embers/rules"
	ca "embers/rules/crownofash"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// TestAttackersMarchToTheBattleBox: the move that starts a battle flies
// each attacker from where it was shown to its place in the battle box.
func TestAttackersMarchToTheBattleBox(t *testing.T) {
	b, _, _, after := aMoveWith(t, 4, ca.EvBattle, 200)
	now := modelOf(after)
	if now.table == 0 {
		t.Fatal("the battle put no fighter on the table")
	}
	got := map[ui.Pt]bool{}
	for _, fl := range b.flights(&b.m, &now, ui.Pt{}) {
		got[fl.to] = true
	}
	for i := range ids(now.table) {
		r := attackerRect(i)
		if !got[ui.Pt{X: r.X + r.W/2, Y: r.Y + r.H/2}] {
			t.Errorf("no attacker flies to the battle box's place %d", i)
		}
	}
}

// TestABattleShowsBothTotals: the battle's outcome is its own set piece,
// busy while it shows the rules' two totals, and it leaves the model as
// it was (the position the move leaves settles the fallen and the
// control), unless it is the move's last event and comes with that
// position.
func TestABattleShowsBothTotals(t *testing.T) {
	b, _, events, after := aMoveWith(t, 4, ca.EvBattleWon, 400)
	for i, e := range events {
		e = e.For(rules.NoSeat)
		endsMove(b, events, i, after)
		if e.Kind != ca.EvBattleWon {
			b.Animate(e, 0)
			continue
		}
		if _, ok := e.Data.(ca.Won); !ok {
			t.Fatalf("battle.won carries %#v", e.Data)
		}
		was := b.m
		b.Animate(e, 30)
		if !b.Busy() || b.Anim.Kind != ca.EvBattleWon {
			t.Fatal("the outcome is not animated")
		}
		for b.Busy() {
			b.Tick()
		}
		want, last := was, i == len(events)-1
		if last { // the move's last event: the position it leaves settles
			want = modelOf(after)
		}
		if b.m != want {
			t.Errorf("after the outcome the model is not the model before it (the move's last event: %v)", last)
		}
		return
	}
	t.Fatal("the move decided no battle")
}

// TestTheStackRisesByItsCoveredTiles: a tile laid on two others is marked
// +2 VP a round over its stack; a tile that claims a region is not.
func TestTheStackRisesByItsCoveredTiles(t *testing.T) {
	b := &Board{}
	var was model
	for r := range ca.Regions {
		was.top[r] = ca.NoOne
	}
	now := was
	now.top[1], now.height[1] = 7, 3
	now.top[4], now.height[4] = 9, 1
	got := b.stacked(&was, &now)
	if len(got) != 1 || got[0].text != "+2 VP a round" || got[0].at.X != tileRect(1).X+tileRect(1).W/2 {
		t.Errorf("the marks: %+v; want one, +2 VP a round over region 2's stack", got)
	}
}

// TestTheAIDeckTurnsItsCard: the AI deck's action card turns over in its
// box, the card the rules name, with its line of why.
func TestTheAIDeckTurnsItsCard(t *testing.T) {
	s, err := game.NewSession(ca.Game, rules.Setup{Players: 1, Seed: 11, Variant: "deck=medium"},
		[]game.SeatInfo{{Name: "Orange", Colour: 0}}, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := playtest.MoveWith(t, s, ca.EvAIAction, 200); !ok {
		t.Fatal("the AI deck never played")
	}
	b := New(s)
	b.Reset(s.Match.State.View(0), 0)
	for _, m := range s.Match.State.Legal(nil) {
		evs, _ := s.Match.State.Clone().Apply(m)
		if evs[0].Kind != ca.EvAIAction {
			continue
		}
		b.Animate(evs[0].For(0), 20)
		if !b.Busy() || b.Anim.Kind != ca.EvAIAction {
			t.Fatal("the action card is not animated")
		}
		for b.Busy() {
			b.Tick()
		}
		name := ca.ActionCardOf(int(b.m.aiAction)).Name
		if b.m.aiAction < 0 || evs[0].Text[:len("The AI deck turns over ")+len(name)] != "The AI deck turns over "+name {
			t.Errorf("the box shows card %d, the event says %q", b.m.aiAction, evs[0].Text)
		}
		return
	}
	t.Fatal("no action card to turn")
}

// TestVPGainsRiseOverTheirMats: a lord whose VP grow as a move settles
// has "+N VP" over its mat; a lord whose VP stay has none.
func TestVPGainsRiseOverTheirMats(t *testing.T) {
	b, _, _, _ := aMoveWith(t, 8, ca.EvGather, 80)
	was := b.m
	now := was
	now.vp[1] += 3
	got := b.vpGains(&was, &now)
	if len(got) != 1 || got[0].text != "+3 VP" || got[0].spot() != b.vpSpot(1) {
		t.Errorf("the gains shown: %+v; want +3 VP over lord 1's mat", got)
	}
}
