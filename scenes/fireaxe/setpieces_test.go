package fireaxe

import (
	"testing"

	"embers/rules"
	fx "embers/rules/fireaxe"
	"embers/scenes/play/playtest"
)

// The odds before a raid die come from the rules' own dice: a longboat in
// a town's port with no goods token there, the port's value v, takes the
// town on the faces above v (6 − v of 6) and loses a crewman on the rest.
func TestRaidOddsFromTheRules(t *testing.T) {
	s, err := playtest.Session("fireaxe", []string{"", "easy"}, 2, 0)
	if err != nil {
		t.Fatal(err)
	}
	st := s.Match.State.(*fx.State)
	value := 0
	for i, p := range st.Atlas().Ports {
		if st.Ports[i].Town == 1 && st.Ports[i].Good < 0 && p.Value >= 3 {
			sail(t, st, 0, rules.Place("port:"+p.ID))
			value = p.Value
			break
		}
	}
	if value == 0 {
		t.Fatal("no town port of value 3 or more without goods")
	}
	st.Boats[0].Crew = 3
	view := st.View(0)
	o, ok := raidOdds(view, view.Legal(nil))
	if !ok || o.faces != 6 || o.take != 6-value || o.fall != value {
		t.Fatalf("raid odds at a port of value %d: %+v, want %d in 6 to take and %d to fall", value, o, 6-value, value)
	}
	if _, ok := raidOdds(view, nil); ok {
		t.Fatal("odds shown with no raid open")
	}
}

// The set pieces keep the board's model in step as they end: a day's sail
// fills a day of the track, a raid die lies in the dice box, the next turn
// empties both; the end counts the gold up, then shows the banner.
func TestSetPiecesEndInTheModel(t *testing.T) {
	s, err := playtest.Session("fireaxe", []string{"easy", "easy"}, 2, 0)
	if err != nil {
		t.Fatal(err)
	}
	st := s.Match.State.(*fx.State)
	sail(t, st, 0, "port:norway")
	b := New(s)
	b.Reset(st.View(rules.NoSeat), rules.NoSeat)
	run := func(e rules.Event) {
		b.Animate(e, 10)
		for i := 0; b.Busy() && i < 500; i++ {
			b.Tick()
		}
	}
	run(rules.Event{Kind: fx.EvSail, Seat: 0, Places: []rules.Place{"sea:north_sea"}, Data: fx.Sailed{Seat: 0, To: "sea:north_sea", Day: 1}})
	run(rules.Event{Kind: fx.EvSail, Seat: 0, Places: []rules.Place{"port:york"}, Data: fx.Sailed{Seat: 0, To: "port:york", Day: 2}})
	if b.days != 2 {
		t.Fatalf("after two days' sailing the track shows %d days", b.days)
	}
	run(rules.Event{Kind: fx.EvRaidFailed, Seat: 0, Data: fx.RaidFailed{Seat: 0, Port: "york", Face: 2}})
	run(rules.Event{Kind: fx.EvRaidWon, Seat: 0, Data: fx.RaidWon{Seat: 0, Port: "york", Face: 6, Gold: 3}})
	if len(b.dice) != 2 || b.dice[0] != 2 || b.dice[1] != 6 {
		t.Fatalf("after two raid dice the box shows %v, want [2 6]", b.dice)
	}
	run(rules.Event{Kind: fx.EvTurn, Seat: 1, Data: fx.TurnBegan{Seat: 1, Round: 1}})
	if b.days != 0 || b.dice != nil {
		t.Fatalf("a new turn shows %d days and dice %v", b.days, b.dice)
	}
	over := fx.GameOver{Scores: []int{14, 9}, Winners: []rules.Seat{0},
		Lines: []rules.ScoreLine{{Seat: 0, Points: 10, What: "gold from play"},
			{Seat: 0, Points: 4, What: "settlement in York (2 x2)"}, {Seat: 1, Points: 9, What: "sagas of Norway"}},
		Parts: []fx.FinalGold{{Voyages: 10, Settlements: 4, Total: 14}, {Sagas: 9, Total: 9}}}
	b.Animate(rules.Event{Kind: fx.EvGameOver, Seat: rules.NoSeat, Data: over}, 10)
	if b.EndText != "" || !b.Busy() {
		t.Fatal("the end is told before the gold is counted")
	}
	for i := 0; b.Busy() && i < 500; i++ {
		b.Tick()
	}
	if b.EndText == "" || !b.Result.Won(0) {
		t.Fatalf("after the count the end says %q, result %+v", b.EndText, b.Result)
	}
}

// The final scoring's table is the rules' gold by source, a row a seat, the
// total last; a seat the end leaves out scores nothing.
func TestScoreTableBySource(t *testing.T) {
	parts := []fx.FinalGold{{Voyages: 10, Sagas: 10, Total: 20}, {Axe: 6, Settlements: 13, Total: 19}}
	got := scoreTable(parts, 3)
	want := [][]int{{10, 0, 0, 10, 20}, {0, 6, 13, 0, 19}, {0, 0, 0, 0, 0}}
	for s := range want {
		for j := range want[s] {
			if got[s][j] != want[s][j] {
				t.Fatalf("score table %v, want %v", got, want)
			}
		}
	}
}
