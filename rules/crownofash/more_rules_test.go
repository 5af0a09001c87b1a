package crownofash

import "testing"

// The refresh space takes back the discarded combat cards, once a round,
// and only when some are discarded.
func TestRefresh(t *testing.T) {
	s := newGame(t, 2, "", 31)
	turnOf(t, s, 0)
	refused(t, s, "refresh", "all your combat cards are in your hand")
	s.Cards[0] = cardHand{In: 0b00111, N: 3, Disc: [5]int8{3, 4}, DiscN: 2}
	play(t, s, "refresh")
	if s.Cards[0].N != NumCards || s.Cards[0].DiscN != 0 || !s.Refresh[0] {
		t.Errorf("after a refresh: %+v", s.Cards[0])
	}
}

// Building the resurrection shrine brings a fighter back from the
// graveyard first; the new region's defenders come after.
func TestResurrectionShrine(t *testing.T) {
	s := newGame(t, 2, "", 32)
	turnOf(t, s, 0)
	shrine := TileByCode("I12")
	toRow(t, s, shrine)
	s.Grave[0] |= 1 << pull(t, s, "bo4")
	s.Res[0][Gold] = 5
	sound(t, s)
	play(t, s, "build I12 r3")
	if s.Phase != phResurrect {
		t.Fatalf("phase %d: the shrine brings a fighter back first", s.Phase)
	}
	play(t, s, "resurrect bo4")
	if s.Phase != phDefend || s.Hand[0]&Group("bo4") == 0 {
		t.Fatalf("bo4 is back in hand and may defend at once")
	}
	play(t, s, "defend bo4")
	if s.Def[2] != Group("bo4") || s.Res[0][Gold] != 2 {
		t.Errorf("the shrine cost 3 and bo4 defends the Marsh")
	}
}

// A special ingredient is chosen: any basic resource.
func TestSpecialIngredient(t *testing.T) {
	s := newGame(t, 2, "", 33)
	turnOf(t, s, 0)
	hovel := TileByCode("I10") // two wilds
	toRow(t, s, hovel)
	s.Res[0][Gold] = 3
	sound(t, s)
	play(t, s, "build I10 r6")
	play(t, s, "take blood")
	if s.Phase != phWild {
		t.Fatalf("two wilds, two choices")
	}
	play(t, s, "take sulphur")
	if s.Res[0][Blood] != 1 || s.Res[0][Sulphur] != 1 || s.Phase != phDefend {
		t.Errorf("wilds: %v, phase %d", s.Res[0], s.Phase)
	}
}

// toRow puts tile into the row's first slot by hand, out of the stack
// or the row; the tile it replaces is set aside.
func toRow(t *testing.T, s *State, tile int) {
	t.Helper()
	for i, x := range s.Row {
		if int(x) == tile {
			s.Row[i], s.Row[0] = s.Row[0], s.Row[i]
			return
		}
	}
	st := s.Stack[:s.StackN]
	for i, x := range st {
		if int(x) == tile {
			copy(st[i:], st[i+1:])
			s.StackN--
			s.Stack[s.StackN] = none
			s.Aside |= 1 << s.Row[0]
			s.Row[0] = int8(tile)
			return
		}
	}
	t.Fatalf("tile %d is neither in the row nor in the stack", tile)
}

// The CA2 battle's outcome names both totals for a board to show: the
// attacker's 6 with a die roll of 2 against the defender's 5 with a 2.
func TestBattleWonCarriesBothTotals(t *testing.T) {
	s := newGame(t, 2, "", 1)
	turnOf(t, s, 0)
	hand(t, s, 0, "bo6")
	station(t, s, 1, 2, "as3", "as1")
	play(t, s, "battle r3 bo6", "card die", "card die", "die 2")
	for _, e := range play(t, s, "die 2") {
		if e.Kind == EvBattleWon {
			if w, ok := e.Data.(Won); !ok || w != (Won{Where: 2, Att: 8, Def: 7, AttLord: 0, DefLord: 1}) {
				t.Errorf("battle.won carries %#v, want the region 3 (index 2), 8 against 7, lord 0 against lord 1", e.Data)
			}
			if len(e.Places) != 1 || e.Places[0] != WherePlace(2) {
				t.Errorf("battle.won is at %v, want region 3", e.Places)
			}
			return
		}
	}
	t.Error("the last roll decided no battle")
}
