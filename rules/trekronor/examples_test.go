package trekronor

import (
	"slices"
	"testing"

	"embers/rules"
	"embers/rules/rulestest"
)

// T1: setup for each player count.
func TestT1Setup(t *testing.T) {
	for players, each := range map[int]int{3: 8, 4: 6, 5: 5} {
		st, err := Game.New(rules.Setup{Players: players, Seed: 42})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		for seat := range rules.Seat(players) {
			if s.ServantsInHand(seat) != each {
				t.Errorf("%d players: %s holds %d servants, want %d", players, s.SeatLabel(seat), s.ServantsInHand(seat), each)
			}
			if h, _ := s.spreadHand(seat); h != allValues || s.markersLeft(seat, KindSave) != 3 || s.markersLeft(seat, KindSteal) != 3 {
				t.Errorf("%d players: %s lacks markers", players, s.SeatLabel(seat))
			}
		}
		if s.SeatLabel(rules.Seat(players-1)) != []string{"Red", "Green", "Black"}[players-3] {
			t.Errorf("%d players: last seat is %s", players, s.SeatLabel(rules.Seat(players-1)))
		}
		if s.HallFire(4) != 1 || s.HallAsh(4) != 1 || s.fireOnBoard() != 1 {
			t.Errorf("%d players: want one fire on one ash in B2 only\n%s", players, s.Dump())
		}
		if f, a := s.Supply(); f != 17 || a != 26 {
			t.Errorf("supply %d fire %d ash, want 17 and 26", f, a)
		}
		for w := range NumWells {
			if !s.Bucket(w) {
				t.Errorf("well %s has no bucket", WellNames[w])
			}
		}
		if err := s.Check(); err != nil {
			t.Error(err)
		}
	}
}

func TestSetupRandomnessFromSeed(t *testing.T) {
	slots, firsts := map[int]bool{}, map[rules.Seat]bool{}
	for seed := range uint64(60) {
		a, _ := Game.New(rules.Setup{Players: 4, Seed: seed})
		b, _ := Game.New(rules.Setup{Players: 4, Seed: seed})
		if *a.(*State) != *b.(*State) {
			t.Fatal("the same seed gave two different games")
		}
		s := a.(*State)
		for slot := range 4 {
			if s.cells[4][slot].Fire {
				slots[slot] = true
			}
		}
		firsts[s.ToMove()] = true
	}
	if len(slots) != 4 || len(firsts) != 4 {
		t.Errorf("seeds chose B2 squares %v and first seats %v; want all of each", slots, firsts)
	}
	for _, bad := range []rules.Setup{{Players: 2}, {Players: 6}, {Players: 4, Variant: "coop"}} {
		if _, err := Game.New(bad); err == nil {
			t.Errorf("setup %+v accepted", bad)
		}
	}
}

// T2: four placements chain the south-west well to A1's door d1.
func TestT2Connect(t *testing.T) {
	s := newPos(t, 4).hall("B2", "f+a . . .").toMove('B').done()
	refused(t, s, "place c0", "5.1") // not next to a well or a servant
	rulestest.Play(t, s, "place b0", "spread A", "place c0", "spread A", "place d0", "spread A", "place d1", "spread A")
	var nw network
	nw.build(s, 0, -1, -1)
	if nw.connected() != 1<<0 {
		t.Fatalf("connected halls %b, want only A1", nw.connected())
	}
	if c := nw.chainAt(sq("b0")); nw.wells[c] != 1 || nw.chainAt(sq("d1")) != c {
		t.Fatal("b0..d1 should be one chain touching only the sw well")
	}
	if s.ToMove() != 0 || s.pileN != 4 {
		t.Fatalf("after four letters the pile should stay: mover %d pile %d", s.ToMove(), s.pileN)
	}
}

func t3Position(t *testing.T) *State {
	return newPos(t, 4).hall("A1", "f+a f+a . .").servants("b0=B c0=Y d0=R d1=G").toMove('B').done()
}

// T3: Blue douses A1 through the sw well; the ash stays; Yellow cannot use sw.
func TestT3Extinguish(t *testing.T) {
	s := t3Position(t)
	ev := rulestest.Play(t, s, "douse A1 sw")
	if got := hallCells(s, "A1"); got != "a f+a . ." {
		t.Fatalf("A1 = %q, want ash left where the fire was", got)
	}
	if s.Bucket(0) || s.fireSupply != 17 || s.ashSupply != 25 {
		t.Fatalf("bucket %v supply %d/%d", s.Bucket(0), s.fireSupply, s.ashSupply)
	}
	d := ev[0].Data.(FireDoused)
	if ev[0].Kind != EvFireDoused || d.Hall != 0 || d.Slot != 0 || d.Well != 0 {
		t.Fatalf("event %+v", ev[0])
	}
	rulestest.Play(t, s, "spread A")
	im := refused(t, s, "douse A1 sw", "5.2")
	if im.Reason == "" {
		t.Fatal("no reason given")
	}
	for _, m := range s.Legal(nil) {
		if k, _, _, _ := decodeMove(m); k == mvDouse {
			t.Fatalf("yellow may not douse, but %s is listed", formatMove(m))
		}
	}
}

// T4 then T5: the marker branch, then the spread A,A,B,1.
func TestT4MarkersAndT5Spread(t *testing.T) {
	s := t3Position(t)
	rulestest.Play(t, s, "save A1", "spread A", "douse A1 sw", "spread A", "steal A1", "spread B")
	if got := hallCells(s, "A1"); got != "a f+a Bs Rt" {
		t.Fatalf("A1 = %q, want fire+ash, ash, blue marker, red marker", got)
	}
	refused(t, s, "save A1", "5.3")
	refused(t, s, "save A1 stack", "5.3")
	ev := rulestest.Play(t, s, "place a1", "spread 1")
	if got := hallCells(s, "A1"); got != "f+a f+a Bs+f+a Rt" {
		t.Fatalf("after the spread A1 = %q", got)
	}
	if got := hallCells(s, "B1"); got != "f+a . . ." {
		t.Fatalf("after the spread B1 = %q", got)
	}
	if s.HallFire(0) != 3 || s.HallAsh(0) != 3 || !s.Bucket(0) || s.pileN != 0 || s.ToMove() != 0 {
		t.Fatalf("A1 %d fire %d ash, bucket %v, pile %d, mover %d", s.HallFire(0), s.HallAsh(0), s.Bucket(0), s.pileN, s.ToMove())
	}
	var lands []FireLanded
	revealed := false
	for _, e := range ev {
		if f, ok := e.Data.(FireLanded); ok {
			lands = append(lands, f)
		}
		revealed = revealed || (e.Kind == EvPileRevealed && e.Reveal)
	}
	want := []FireLanded{{0, 0, sq("b2"), false}, {0, 2, sq("b1"), true}, {3, 0, sq("e2"), true}}
	if !slices.Equal(lands, want) || !revealed {
		t.Fatalf("fires landed %+v, want %+v (revealed %v)", lands, want, revealed)
	}
	refused(t, s, "save A1", "5.3") // burnt down: 3 fire and 3 ash
}
