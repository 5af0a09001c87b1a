package crownofash

import (
	"encoding/json"
	"strings"
	"testing"

	"embers/rules"
)

// The AI deck joins as a rival: it holds the citadel with a fighter of its
// level's tier, has no gold and no Fate card, and always goes last.
func TestAIDeckSetup(t *testing.T) {
	for level, name := range []string{"", "easy", "medium", "hard"} {
		if level == 0 {
			continue
		}
		s := newGame(t, 1, "deck="+name, 11)
		ai := s.AI
		if ai != 1 || s.Lords != 2 || s.King || s.Ctrl[citadel] != ai {
			t.Fatalf("%s: the AI deck must be lord 1 holding the citadel", name)
		}
		if d := s.Def[citadel]; popcount(d) != 1 || fighters[lowBit(d)].Tier != level {
			t.Errorf("%s: the citadel's fighter is %s, want one of tier %d", name, groupCode(d), level)
		}
		if s.Res[ai][Gold] != 0 || s.Fate[ai] != none || s.Order[1] != ai {
			t.Errorf("%s: the AI deck has gold %d, fate %d, order %v", name, s.Res[ai][Gold], s.Fate[ai], s.Order)
		}
	}
	for _, c := range []struct {
		n int
		v string
	}{{1, ""}, {4, "deck=easy"}, {0, ""}, {5, ""}} {
		if _, err := Game.New(rules.Setup{Players: c.n, Variant: c.v}); err == nil {
			t.Errorf("%d players with %q accepted", c.n, c.v)
		}
	}
}

// The AI deck's turn is chance: the region die, then an action card; its
// resources come as VP, and an owner's tax goes to the region's lord.
func TestAIDeckTurn(t *testing.T) {
	s := newGame(t, 1, "deck=easy", 12)
	turnOf(t, s, 1)
	if s.ToMove() != rules.Chance || s.Phase != phAIRegion {
		t.Fatalf("the AI deck's turn starts with its region die")
	}
	station(t, s, 0, 0) // Visio holds the Mountains (the Bone Pit)
	s.Top[0], s.Built[0] = int8(TileByCode("S1")), 1<<TileByCode("S1")
	fix(t, s)
	bone := s.Res[0][Bone]
	play(t, s, "region 1", "action 2") // Harvest: gather first in a player's region
	if s.VP[1] != 2 || s.VPBy[1][srcGather] != 2 {
		t.Errorf("the AI deck gathered 2 bone as %d VP, want 2", s.VP[1])
	}
	if s.Res[0][Bone] != bone+1 {
		t.Errorf("the owner's tax: %d bone, want %d", s.Res[0][Bone], bone+1)
	}
	if s.AIActs != 1<<NumActions-1-(1<<1) {
		t.Errorf("the used action card stays out until all five are used: %b", s.AIActs)
	}
}

// fix puts a test's hand-made board right: tiles moved by hand leave the
// stack and row whole.
func fix(t *testing.T, s *State) {
	t.Helper()
	for reg := range Regions {
		for other := range Regions {
			if other != reg {
				s.Built[other] &^= s.Built[reg]
			}
		}
	}
	used := s.TBox
	for _, b := range s.Built {
		used |= b
	}
	s.TBox = used &^ builtAll(s)
	for i := range s.StackN {
		if used&(1<<s.Stack[i]) != 0 {
			t.Fatalf("a test moved a stacked tile")
		}
	}
}

func builtAll(s *State) uint32 {
	var b uint32
	for _, x := range s.Built {
		b |= x
	}
	return b
}

// The AI deck's fall-back: the closest resource space clockwise, then a
// free fighter of the Fighter track's tier, right-most first.
func TestAIDeckRaises(t *testing.T) {
	s := newGame(t, 1, "deck=hard", 13)
	turnOf(t, s, 1)
	for reg := range Regions { // no structure anywhere: the gold space
		if s.Ctrl[reg] >= 0 {
			s.Hand[s.Ctrl[reg]] |= s.Def[reg]
		}
		s.Ctrl[reg], s.Top[reg] = none, none
		s.TBox |= s.Built[reg]
		s.Built[reg] = 0
		s.Def[reg] = 0
	}
	s.Row = [RowSize]int8{none, none, none, none}
	s.StackN = 0
	for i := range s.Stack {
		s.Stack[i] = none
	}
	s.TBox = 1<<NumTiles - 1
	s.FBox |= s.Hand[1]
	s.Hand[1] = 0
	sound(t, s)
	want := s.Display[1] // tier I, right-most of the tier I slots
	play(t, s, "region 3", "action 1")
	if s.VP[1] != int16(goldSpace) || s.Hand[1] != 1<<want || s.Track != 1 {
		t.Errorf("the AI deck took %d VP and raised %s (track %d); want %d VP and %s", s.VP[1], groupCode(s.Hand[1]), s.Track, goldSpace, fighters[want].Code)
	}
}

// A battle against the AI deck: its combat card is chance, turned over
// only after the seat's card; its rewards are VP.
func TestBattleAgainstAIDeck(t *testing.T) {
	s := newGame(t, 1, "deck=medium", 14)
	turnOf(t, s, 0)
	hand(t, s, 0, "bo6")
	station(t, s, 1, 2, "as1")
	play(t, s, "battle r3 bo6", "card 4")
	if s.ToMove() != rules.Chance || s.Phase != phAICard {
		t.Fatalf("the AI deck's card is turned over after the seat's")
	}
	play(t, s, "aicard 3") // 1 against 10: the AI deck loses and takes 1 VP for its wild
	if s.Ctrl[2] != 0 || s.VP[1] != 1 {
		t.Errorf("the seat wins r3 (%d) and the AI deck's 3 card pays 1 VP for a wild (%d)", s.Ctrl[2], s.VP[1])
	}
}

// The 0 card's loss: the winner loses a fighter of its choice from those
// that fought, even if the region is left empty.
func TestZeroCardCasualty(t *testing.T) {
	s := newGame(t, 2, "", 15)
	turnOf(t, s, 0)
	hand(t, s, 0, "bo3", "bo4")
	station(t, s, 1, 2, "as1")
	play(t, s, "battle r3 bo3+bo4", "card 1", "card 0")
	if s.Phase != phCasualty || s.ToMove() != 0 {
		t.Fatalf("the winner chooses the casualty")
	}
	refused(t, s, "casualty as1", "fought")
	play(t, s, "casualty bo4")
	if s.Def[2] != Group("bo3") || s.Grave[0] != Group("bo4") {
		t.Errorf("after the casualty r3 holds %s, the graveyard %s", groupCode(s.Def[2]), groupCode(s.Grave[0]))
	}
}

// Gathering at one's own structure amends its defenders; at another's it
// pays the owner's tax; a special ingredient is chosen.
func TestGatherAmendTaxAndWild(t *testing.T) {
	s := newGame(t, 2, "", 16)
	turnOf(t, s, 0)
	station(t, s, 0, 1, "c1a")
	s.Top[1], s.Built[1] = int8(TileByCode("S2")), 1<<TileByCode("S2")
	fix(t, s)
	hand(t, s, 0, "bo3")
	play(t, s, "gather r2")
	if s.Phase != phDefend || s.Res[0][Ash] != 2 {
		t.Fatalf("gathering at one's own Ash Kiln: 2 ash and an amend")
	}
	refused(t, s, "defend bo3+c1a+c1b", "two at most")
	play(t, s, "defend bo3")
	if s.Def[1] != Group("bo3") || s.Hand[0]&Group("c1a") == 0 {
		t.Errorf("the amend swaps c1a for bo3")
	}
}

// Raising pays the fighter's resources first and gold for the rest.
func TestRaisePaysGoldForTheRest(t *testing.T) {
	s := newGame(t, 2, "", 17)
	turnOf(t, s, 0)
	id := int(s.Display[0])
	s.Res[0] = [numRes]int16{Gold: 9}
	s.Res[0][fighters[id].Kind] = 1
	need := 0
	for _, n := range fighters[id].Cost {
		need += n
	}
	play(t, s, "gold")
	play(t, s, "raise "+fighters[id].Code)
	if s.Hand[0]&(1<<id) == 0 || int(s.Res[0][Gold]) != 9+goldSpace-(need-1) || s.Display[0] == none {
		t.Errorf("raised with 1 resource and %d gold: gold left %d", need-1, s.Res[0][Gold])
	}
}

// The flanks take one attack a round each; the front any number.
func TestFlanksOnceARound(t *testing.T) {
	s := newGame(t, 3, "", 18)
	turnOf(t, s, 0)
	hand(t, s, 0, "bo1")
	play(t, s, "storm left bo1", "card 0")
	for s.Phase != phPlace {
		play(t, s, "pass")
	}
	if s.current() == 0 {
		t.Fatal("the turn must have passed")
	}
	l := s.current()
	hand(t, s, l, "as1")
	refused(t, s, "storm left as1", "once a round")
	play(t, s, "storm front as1")
}

// Dashed spaces open only with three or four lords.
func TestDashedSpaces(t *testing.T) {
	two, three := newGame(t, 2, "", 19), newGame(t, 3, "", 19)
	if two.spaces() != 1 || three.spaces() != 2 || newGame(t, 2, "deck=easy", 19).spaces() != 2 {
		t.Errorf("dashed spaces: 2 lords %d, 3 lords %d", two.spaces(), three.spaces())
	}
}

// Turn order: the fewest VP sets the whole order; a tie goes to the
// fewest VP from structures, then a roll-off; in the clockwise variant
// the decider only names who starts.
func TestTurnOrder(t *testing.T) {
	s := newGame(t, 3, "", 20)
	s.VP = [4]int16{5, 3, 3, 0}
	s.VPBy = [4][numSources]int16{{5}, {3}, {3}}
	s.Round, s.Turn = 2, 0
	s.orderRound(nil)
	if s.Phase != phDecider && s.Decid == none {
		t.Fatal("no decider")
	}
	if s.structureVP(1) != s.structureVP(2) && s.Phase != phOrder {
		t.Fatalf("a tie on VP is broken by the structures' VP")
	}
	s.VP, s.VPBy = [4]int16{5, 2, 3, 0}, [4][numSources]int16{{5}, {2}, {3}}
	s.orderRound(nil)
	if s.Phase != phOrder || s.Decid != 1 {
		t.Fatalf("seat 1 has the fewest VP and decides, got %d", s.Decid)
	}
	ev := play(t, s, "first mors", "first nox")
	if s.Order != [4]int8{2, 1, 0, none} || s.Phase != phPlace {
		t.Errorf("the order is %v", s.Order)
	}
	said := ""
	for _, e := range ev {
		if e.Kind == "order" {
			said = e.Text
		}
	}
	if !strings.HasSuffix(said, "order: {2}, {1}, then {0}") { // a list a person reads
		t.Errorf("the order is told as %q", said)
	}
	c := newGame(t, 3, "clockwise", 20)
	c.Round, c.VP, c.VPBy = 2, [4]int16{5, 2, 3}, [4][numSources]int16{{5}, {2}, {3}}
	c.orderRound(nil)
	play(t, c, "first mors")
	if c.Order != [4]int8{2, 0, 1, none} {
		t.Errorf("clockwise from seat 3: %v", c.Order)
	}
}

// A face-down combat card is hidden from every other seat: in the view,
// in the move as they observe it, and in the event.
func TestFaceDownCardsStayHidden(t *testing.T) {
	s := newGame(t, 3, "", 21)
	turnOf(t, s, 0)
	hand(t, s, 0, "bo1")
	station(t, s, 1, 2)
	play(t, s, "battle r3 bo1")
	m, _ := s.ParseMove("card 4")
	if s.Observe(m, 1) != Card(hiddenCard) || s.Observe(m, 0) != m {
		t.Error("the laid card must be hidden from the others")
	}
	ev := play(t, s, "card 4")
	if strings.Contains(ev[0].For(1).Text, "4") || !strings.Contains(ev[0].For(0).Text, "4") {
		t.Errorf("event as others see it: %q", ev[0].For(1).Text)
	}
	v := s.View(1).(*State)
	if v.Fight.AttCard != hiddenCard || v.Cards[0].In != 0 {
		t.Errorf("the defender's view shows the attacker's card")
	}
	if own := s.View(0).(*State); own.Fight.AttCard != 3 { // the 4 card
		t.Errorf("the attacker sees its own card")
	}
	back, ok := v.RoundStart()
	if !ok || back.(*State).Phase != phCardAtt || back.(*State).Cards[0].N != 5 {
		t.Errorf("RoundStart takes the attacker's card back")
	}
}

// Saves round-trip; damaged saves are refused with a reason.
func TestSaveRoundTripAndBadInput(t *testing.T) {
	s := newGame(t, 2, "deck=easy,clockwise", 22)
	play(t, s, "gold", "pass")
	back, err := Game.Decode(s.Encode())
	if err != nil || string(back.Encode()) != string(s.Encode()) {
		t.Fatalf("round trip: %v", err)
	}
	var j rules.Record
	if err := json.Unmarshal(s.Encode(), &j); err != nil {
		t.Fatal(err)
	}
	j.Core[5] = 9 // the round: Seats, Lords, AI, Level, Clock, then Round
	bad, _ := json.Marshal(j)
	if _, err := Game.Decode(bad); err == nil || !strings.Contains(err.Error(), "round 9") {
		t.Errorf("a save in round 9: %v", err)
	}
	j.Core = j.Core[:40]
	short, _ := json.Marshal(j)
	if _, err := Game.Decode(short); err == nil || !strings.Contains(err.Error(), "bytes") {
		t.Errorf("a short save: %v", err)
	}
	for _, text := range []string{"", "fly", "gather r9", "battle r3", "card 2", "raise xx1", "first bob", "gold now"} {
		if _, err := s.ParseMove(text); err == nil || !strings.Contains(err.Error(), "write gold") {
			t.Errorf("ParseMove(%q): %v", text, err)
		}
	}
}
