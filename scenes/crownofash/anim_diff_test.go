package crownofash

import (
	"testing"

	"embers/rules"
	ca "embers/rules/crownofash"
	"embers/scenes/play"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// TestAGatherFlies: a gather's last event comes with the position the
// move leaves, and the animation flies the minion from its lord's mat to
// the gather space that position shows it on, then the model is the
// position's.
func TestAGatherFlies(t *testing.T) {
	b, mover, events, after := aMoveWith(t, 8, ca.EvGather, 80)
	now := modelOf(after)
	var landed bool
	for _, fl := range b.flights(&b.m, &now, b.eventSpot(events[0])) {
		for r := range ca.Regions {
			for i := range 2 {
				if now.gatherBy[r][i] == int8(mover) && b.m.gatherBy[r][i] < 0 && fl.to == gatherAt(r, i) && fl.from == b.matSpot(mover) {
					landed = true
				}
			}
		}
	}
	if !landed {
		t.Error("no minion flies from the mover's mat to the gather space it takes")
	}
	for i, e := range events {
		endsMove(b, events, i, after)
		b.Animate(e.For(rules.NoSeat), 0)
	}
	if b.Busy() || b.m.gatherBy != now.gatherBy || b.m.res != now.res {
		t.Errorf("after the move the model is not the table's: busy %v, gather %v want %v", b.Busy(), b.m.gatherBy, now.gatherBy)
	}
}

// TestRoundScoringCountsUp: the move that scores a round counts each
// lord's VP up in the panel while it settles, from what was shown to what
// the table gives, and ends on the table's.
func TestRoundScoringCountsUp(t *testing.T) {
	b, _, events, table := aMoveWith(t, 6, ca.EvScored, 400)
	before, after := settling(b, events, table)
	rising := -1
	for l := range b.m.lords {
		if after[l] > before[l]+1 {
			rising = l
		}
	}
	if rising < 0 {
		t.Skip("no lord scored more than one VP in this round")
	}
	seen := map[int]bool{}
	for b.Busy() {
		seen[b.vp(rising)] = true
		b.Tick()
	}
	if len(seen) < 3 || !seen[int(before[rising])] || b.vp(rising) != int(after[rising]) {
		t.Errorf("lord %d's VP shown %v on the way from %d to %d, and %d at the end", rising, seen, before[rising], after[rising], b.vp(rising))
	}
}

// settling animates a move's events up to its last, which it starts (40
// ticks) with the position the move leaves (table) and leaves running:
// the VP the board showed before the move and those the position gives.
func settling(b *Board, events []rules.Event, table *ca.State) (before, after [ca.MaxLords]int16) {
	before = b.m.vp
	for _, e := range events[:len(events)-1] {
		b.Animate(e.For(rules.NoSeat), 0)
	}
	b.EndsMove(table)
	b.Animate(events[len(events)-1].For(rules.NoSeat), 40)
	return before, table.VP
}

// endsMove tells b, as the play scene does, the position a move leaves
// (after) when event i is the move's last.
func endsMove(b *Board, events []rules.Event, i int, after rules.State) {
	if i == len(events)-1 {
		b.EndsMove(after)
	}
}

// aMoveWith plays a three-lord game (seed) ahead until a move whose events
// include kind is to be made, and gives a board showing the public view
// then, the mover, the move's events and the public view of the position
// the move leaves (the session is not moved on).
func aMoveWith(t *testing.T, seed uint64, kind string, limit int) (b *Board, mover int, events []rules.Event, after *ca.State) {
	t.Helper()
	s, err := playtest.Session("crownofash", []string{"", "easy", "easy"}, seed, 0)
	if err != nil {
		t.Fatal(err)
	}
	m, ok := playtest.MoveWith(t, s, kind, limit)
	if !ok {
		t.Fatalf("no move with %s came up", kind)
	}
	b = New(s)
	b.Reset(s.Match.State.View(rules.NoSeat), rules.NoSeat)
	next := s.Match.State.Clone()
	if events, err = next.Apply(m); err != nil {
		t.Fatal(err)
	}
	return b, int(s.ToMove()), events, next.View(rules.NoSeat).(*ca.State)
}

// TestTheFallenFlyToTheirLord: a defender the table puts in its lord's
// graveyard flies from its slot in the region to that lord's mat.
func TestTheFallenFlyToTheirLord(t *testing.T) {
	b, _, _, _ := aMoveWith(t, 8, ca.EvGather, 80)
	was := b.m
	hand := ids(was.hand[1])
	if len(hand) == 0 {
		t.Fatal("lord 1 holds no fighter to set as a defender")
	}
	id := hand[0] // lord 1's fighter stands in region 3 alone, then falls
	was.hand[1] &^= 1 << id
	was.def[2] = 1 << id
	now := was
	now.def[2], now.grave[1] = 0, was.grave[1]|1<<id
	r := defenderRect(2, 0)
	for _, fl := range b.flights(&was, &now, ui.Pt{}) {
		if fl.from == (ui.Pt{X: r.X + r.W/2, Y: r.Y + r.H/2}) && fl.to == b.matSpot(1) {
			return
		}
	}
	t.Error("the fallen defender does not fly from its slot to its lord's mat")
}

// TestRoundScoringSaysWhere: a round's scoring counts each source up on
// the map, a badge of points over each scoring region in its holder's
// colour and one over the citadel, and its card says each lord's
// structures, citadel and total: the rules' amounts, a line a lord. The
// badges of a lord add up to its round's points; the scoring plays long
// enough to be read (five events' time); at the end the panel's VP are
// the table's.
func TestRoundScoringSaysWhere(t *testing.T) {
	b, _, events, table := aMoveWith(t, 6, ca.EvScored, 400)
	var sc ca.Scored
	for _, e := range events {
		if w, ok := e.For(rules.NoSeat).Data.(ca.Scored); ok {
			sc = w
		}
	}
	if sc.Round == 0 {
		t.Fatal("the round.scored event carries no ca.Scored")
	}
	rows := b.scoreRows(sc)
	if len(rows) != b.m.lords {
		t.Fatalf("the card has %d lines for %d lords", len(rows), b.m.lords)
	}
	var fromBadges [ca.MaxLords]int
	for _, x := range b.scoreBadges(sc) {
		fromBadges[x.lord] += x.n
	}
	scored := 0
	for _, r := range rows {
		if r.structures != int(sc.Structures[r.lord]) || r.citadel != int(sc.Citadel[r.lord]) {
			t.Errorf("lord %d's line says %d + %d, the rules %d + %d", r.lord, r.structures, r.citadel, sc.Structures[r.lord], sc.Citadel[r.lord])
		}
		if fromBadges[r.lord] != r.structures+r.citadel {
			t.Errorf("lord %d's badges add up to %d, its line to %d", r.lord, fromBadges[r.lord], r.structures+r.citadel)
		}
		scored += r.structures + r.citadel
	}
	if scored == 0 {
		t.Fatal("no lord scored in the round")
	}
	for _, e := range events {
		if e.Kind == ca.EvScored {
			b.Animate(e.For(rules.NoSeat), 32)
			if b.Anim == nil || b.Anim.N != scoredTicks(32) {
				t.Fatalf("the scoring shows for %v ticks at normal speed", b.Anim)
			}
		}
	}
	_, after := settling(b, events, table)
	for b.Busy() {
		b.Tick()
	}
	for l := range b.m.lords {
		if b.vp(l) != int(after[l]) || b.m.vp[l] != after[l] {
			t.Errorf("lord %d shows %d VP (model %d) at the end, the position says %d", l, b.vp(l), b.m.vp[l], after[l])
		}
	}
}

// TestThePlaySceneGivesTheMoveItsEnd: played through the play scene, the
// move that scores a round counts the VP up while its last event shows
// (the scene told the board the position the move leaves), and the board
// then rests on the state.
func TestThePlaySceneGivesTheMoveItsEnd(t *testing.T) {
	s, err := playtest.Session("crownofash", []string{"", "easy", "easy"}, 6, 0)
	if err != nil {
		t.Fatal(err)
	}
	m, ok := playtest.MoveWith(t, s, ca.EvScored, 400)
	if !ok {
		t.Fatal("no round was scored")
	}
	app := playtest.NewApp()
	sc := play.NewWith(app, s, play.Options{NoAI: true})
	defer sc.Close()
	b := sc.Board().(*Board)
	before := b.m.vp
	if err := sc.Play(app, m); err != nil {
		t.Fatal(err)
	}
	counted := false
	for i := 0; i < 5000 && sc.Animating(); i++ {
		counted = counted || b.count.a != nil && b.count.a == b.Anim
		app.Step(sc, ui.Input{})
	}
	if !counted {
		t.Error("the VP never counted up: the last event came without the position the move leaves")
	}
	if want := s.Match.State.(*ca.State).VP; b.m.vp == before || b.m.vp != want {
		t.Errorf("the board rests on VP %v (before %v), the state has %v", b.m.vp, before, want)
	}
}
