package burnttoashes

import (
	"testing"

	"embers/rules"
)

// The seventh hit ends play at once: the power hunt, then the co-op score
// on the table's lines, every seat sharing the team's reward.
func TestSeventhHitCoop(t *testing.T) {
	s := toAbb3(t, "")
	s.c.HitsOn = Hits - 1
	ev := play(t, s, "card knight; card knight; card knight")
	ev = append(ev, playTo(t, s, func(s *State) bool { return s.c.Over })...)
	if !hasKind(ev, EvDragonSlain) || !hasKind(ev, EvPowerHunted) || !s.c.Over {
		t.Fatalf("the seventh hit ends the game: %v", kinds(ev))
	}
	r := s.Result()
	team, _ := s.TeamScore()
	if r.Lost || len(r.Winners) != 2 || r.Scores[0] != team || r.Rewards[1] != float64(team)/100 || r.Headline == "" {
		t.Fatalf("a shared win with the team score %d: %+v", team, r)
	}
	if r.Rivals[0].Won || r.Rivals[0].Score != s.burnt() {
		t.Fatalf("the dragon lost, with %d provinces burnt: %+v", s.burnt(), r.Rivals[0])
	}
}

// Rivals: the slayer's power counts three times.
func TestSeventhHitRivals(t *testing.T) {
	s := toAbb3(t, "mode=semi")
	slayer := int(s.c.Owner[2])
	s.c.HitsOn = Hits - 1
	s.c.Power[slayer], s.c.Power[1-slayer] = 2, 5
	for p := range Provinces { // no power left to hunt
		for s.c.StackN[p] > 0 {
			s.takeTop(p)
		}
	}
	play(t, s, "card knight; card knight; card knight")
	playTo(t, s, func(s *State) bool { return s.c.Over })
	r := s.Result()
	if !r.Over || r.Scores[slayer] != 6 || r.Scores[1-slayer] != 5 || r.Winners[0] != rules.Seat(slayer) {
		t.Fatalf("2 power x3 = 6 beats 5: %+v", r)
	}
}

// The dragon wins when the last knight falls and none can be had (here in
// a final dragon phase, when the stacks' knights can no longer be bought).
func TestDragonWinsWithoutKnights(t *testing.T) {
	s := toAbb3(t, "")
	s.c.Year = 6
	for p := range Provinces {
		if p != 2 {
			s.c.Guard[p] &^= gKnight
		}
	}
	ev := play(t, s, "card dragon; card dragon; card dragon")
	ev = append(ev, playTo(t, s, func(s *State) bool { return s.c.Over })...)
	if !hasKind(ev, EvDragonWon) || !s.Result().Lost || !s.Result().Rivals[0].Won {
		t.Fatalf("the last knight fell: the dragon wins: %v", kinds(ev))
	}
}

// After the fifth year a knight hidden in a stack no longer counts.
func TestFinalYearsNeedKnightsOnBoard(t *testing.T) {
	s := toAbb3(t, "")
	s.c.Year = 6
	if !s.knightsLeft() {
		t.Fatalf("two knights stand")
	}
	s.c.Guard[2] &^= gKnight
	s.c.Guard[4] &^= gKnight
	if s.knightsLeft() {
		t.Fatalf("in the final dragon phases the stacks' knights cannot be bought")
	}
}

// turned is the payload of the dragon.turned event among events.
func turned(t *testing.T, events []rules.Event) Turned {
	t.Helper()
	for _, e := range events {
		if e.Kind == EvDragonTurned {
			if tu, ok := e.Data.(Turned); ok {
				return tu
			}
			t.Fatalf("dragon.turned carries %T", e.Data)
		}
	}
	t.Fatalf("no dragon.turned")
	return Turned{}
}

// The offering ends after a round in which nobody changes, or after the
// third round however often the rulers change their minds; the turned
// tile says which (a board says it as the tile turns).
func TestOfferingRounds(t *testing.T) {
	s := toOffer(t, "", 3, []int{1, 1, 1}, []int{1, 1})
	play(t, s, "pawn a; offer 1; offer 1; offer 2; offer 2; offer 3")
	if s.c.Round != 3 || s.top().K != tkOffer {
		t.Fatalf("round 3 goes on: round %d", s.c.Round)
	}
	ev := play(t, s, "offer 0")
	if s.top().K == tkOffer || !hasKind(ev, EvDragonTurned) {
		t.Fatalf("the third round ends the offering: %v", kinds(ev))
	}
	if tu := turned(t, ev); tu.Settled || tu.Face != int(s.c.Slot[0]) {
		t.Errorf("after the third round the tile says %+v, want the face %d and not settled", tu, s.c.Slot[0])
	}
	s = toOffer(t, "", 3, []int{1}, []int{1})
	ev = play(t, s, "pawn a; offer 1; stand; stand; stand")
	if !hasKind(ev, EvDragonTurned) || s.c.Round != 2 {
		t.Fatalf("a round without change ends it early: round %d", s.c.Round)
	}
	if tu := turned(t, ev); !tu.Settled {
		t.Errorf("a round without change: the tile says %+v, want settled", tu)
	}
}

// After the fifth year: no income, no buying, only dragon phases, the
// regency going round between them.
func TestFinalDragonPhases(t *testing.T) {
	s := newGame(t, 2, "", 23)
	playUntil(t, s, atTask(tkPawn))
	s.endBuying(nil) // as if year 5's buy phase had just ended
	s.c.Guard[0] |= gKnight
	s.c.Year, s.c.Agenda, s.c.AgendaN = 5, [48]task{}, 0
	s.push(task{K: tkEvents})
	s.advance(nil)
	regent := s.c.Regent
	playUntil(t, s, func(s *State) bool { return s.c.Year == 6 && s.top().K == tkPawn })
	for seat := range s.n() {
		if s.c.HandN[seat] != 0 {
			t.Fatalf("no income after year 5")
		}
	}
	if s.c.Regent == regent || s.c.Final != 1 {
		t.Fatalf("the regency passed and the first final phase began")
	}
	if vals := tileValues(int(s.c.Year)); vals != [Paths]int8{5, 6, 7, 8} {
		t.Fatalf("the final phases use 5 to 8")
	}
}
