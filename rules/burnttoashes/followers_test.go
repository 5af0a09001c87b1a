package burnttoashes

import (
	"fmt"
	"strings"
	"testing"

	"embers/rules"
)

// give moves a follower card of kind k into seat's hand from the deck, the
// display or another hand, so every card stays counted.
func give(t *testing.T, s *State, seat, k int) {
	t.Helper()
	c := &s.c
	for i := range int(c.FDeckN) {
		if int(c.FDeck[i]) == k {
			c.FDeck[i] = c.FDeck[c.FDeckN-1]
			c.FDeck[c.FDeckN-1] = 0
			c.FDeckN--
			c.FHand[seat][k]++
			c.FHandN[seat]++
			return
		}
	}
	for i, d := range c.Display {
		if int(d) == k {
			c.Display[i] = s.popFollower()
			c.FHand[seat][k]++
			c.FHandN[seat]++
			return
		}
	}
	for o := range s.n() {
		if o != seat && c.FHand[o][k] > 0 {
			c.FHand[o][k]--
			c.FHandN[o]--
			c.FHand[seat][k]++
			c.FHandN[seat]++
			return
		}
	}
	t.Fatalf("no %s left to give", followers[k].Name)
}

func legalText(s *State) map[string]bool {
	out := map[string]bool{}
	for _, m := range s.Legal(nil) {
		out[s.FormatMove(m)] = true
	}
	return out
}

// toBuy reaches the first buy turn of year 1 at two players; the buyer
// holds the follower given and the gold.
func toBuy(t *testing.T, k int, gold ...int) (*State, int) {
	t.Helper()
	s := newGame(t, 2, "", 13)
	playUntil(t, s, atTask(tkBuy))
	seat := int(s.top().Seat)
	give(t, s, seat, k)
	setHand(s, seat, gold...)
	mustCheck(t, s)
	return s, seat
}

func ownStack(s *State, seat int) int {
	for p := range Provinces {
		if s.owns(seat, p) && s.c.StackN[p] >= 2 && !s.has(p, gKnight) {
			return p
		}
	}
	return -1
}

func TestAbbot(t *testing.T) {
	s, seat := toBuy(t, Abbot, 2, 2)
	p := ownStack(s, seat)
	n := s.c.StackN[p]
	play(t, s, "buy "+provName(p))
	if !legalText(s)["abbot"] || s.ToMove() != rules.Seat(seat) {
		t.Fatalf("the buyer may play the Abbot now: %v", legalText(s))
	}
	play(t, s, "abbot")
	if s.gold(seat) != 4 || s.c.StackN[p] != n-1 || !s.c.AbbotOn {
		t.Fatalf("the tile is gone, the gold back: gold %d, stack %d", s.gold(seat), s.c.StackN[p])
	}
	play(t, s, "buy "+provName(p))
	if !legalText(s)["abbot"] {
		t.Fatalf("until a tile is kept the Abbot may undo again")
	}
	play(t, s, "pass")
	if s.c.AbbotOn || s.c.FOut[Abbot] != 1 {
		t.Fatalf("a kept tile ends the Abbot")
	}
}

func TestAgitator(t *testing.T) {
	s, seat := toBuy(t, Agitator)
	give(t, s, seat, Hero)
	took := s.c.Display[0]
	play(t, s, "agitator hero 1")
	if s.c.Display[0] != Hero || s.c.FHand[seat][took] == 0 || !s.holds(seat, Agitator) {
		t.Fatalf("the Hero goes face up, the face-up card comes in, the Agitator stays")
	}
	if legalText(s)["agitator "+followers[took].ID+" 1"] {
		t.Fatalf("once a year")
	}
}

func TestLender(t *testing.T) {
	s, seat := toBuy(t, Lender, 1)
	s.c.Discard[0]++ // a blank from the hand of the other
	setHand(s, 1-seat)
	if s.c.Discard[2] == 0 {
		t.Skip("no two in the discard pile")
	}
	before := s.gold(seat)
	play(t, s, "lender")
	if s.gold(seat) < before+3 || s.c.Debt[seat] != 2 {
		t.Fatalf("the two best cards lent: gold %d -> %d, debt %d", before, s.gold(seat), s.c.Debt[seat])
	}
	playUntil(t, s, func(s *State) bool { return s.c.Year == 2 && s.top().K != tkIncome })
	if s.c.Debt[seat] != 0 || s.c.HandN[seat] >= 12 {
		t.Fatalf("the debt is paid at the next income: debt %d, %d cards", s.c.Debt[seat], s.c.HandN[seat])
	}
}

func TestTrader(t *testing.T) {
	s, seat := toBuy(t, Trader, 1)
	p := ownStack(s, seat)
	play(t, s, "trader buy "+provName(p))
	if s.gold(seat) != 0 || s.c.FOut[Trader] != 1 {
		t.Fatalf("a tile for 1 gold")
	}
	s, seat = toBuy(t, Trader)
	p = ownStack(s, seat)
	play(t, s, "trader look "+provName(p))
	if s.top().K != tkOrder || s.c.Known[p]&bit(seat) == 0 {
		t.Fatalf("a free look")
	}
}

func TestMerchant(t *testing.T) {
	s, seat := toBuy(t, Merchant)
	p := ownStack(s, seat)
	q := firstOwned(s, 1-seat)
	a, b := s.c.Stack[p], s.c.Stack[q]
	play(t, s, "merchant "+provName(p)+" "+provName(q))
	if s.c.Stack[p] != b || s.c.Stack[q] != a {
		t.Fatalf("the stacks change places")
	}
}

func TestTraitor(t *testing.T) {
	s, seat := toBuy(t, Traitor)
	q := firstOwned(s, 1-seat)
	s.c.Guard[q] |= gKnight | gSword
	play(t, s, "traitor "+provName(q)+" knight")
	if s.has(q, gKnight) || !s.has(q, gSword) || s.top().K != tkPlace {
		t.Fatalf("exactly the knight is taken, to be placed")
	}
	p := ownStack(s, seat)
	play(t, s, "place "+provName(p))
	if !s.has(p, gKnight) {
		t.Fatalf("the knight stands in the traitor's province")
	}
}

// toAttack reaches the first pawn at two players with a follower in seat
// 2's hand and no gold anywhere: the tile on space a will strike.
func toAttack(t *testing.T, k int) *State {
	t.Helper()
	s := toOffer(t, "", 3, []int{}, []int{})
	give(t, s, 1, k)
	mustCheck(t, s)
	return s
}

func TestDecoy(t *testing.T) {
	s := toAttack(t, Decoy)
	play(t, s, "pawn a; stand; stand")
	playUntil(t, s, func(s *State) bool { return legalText(s)["decoy b4"] })
	ev := play(t, s, "decoy b4")
	ev = append(ev, playTo(t, s, atTask(tkPawn))...)
	if !s.c.Lost[9] || !s.c.Lost[10] || !s.c.Lost[11] || s.c.Lost[0] || !hasKind(ev, EvDecoyPlayed) {
		t.Fatalf("the three attacks strike b4, b5, b6 instead of a1..a3:\n%s", s.Dump())
	}
}

func TestHermit(t *testing.T) {
	s := toAttack(t, Hermit)
	owner := int(s.c.Owner[0])
	far := -1
	for p := PathLen; p < Provinces; p++ {
		if s.owns(owner, p) {
			far = p
			break
		}
	}
	s.c.Guard[far] |= gKnight | gShield
	play(t, s, "pawn a; stand; stand")
	move := "hermit " + provName(far) + " a1"
	if s.c.Owner[0] != s.c.Owner[far] {
		t.Skip("a1 and the far province differ in owner")
	}
	playUntil(t, s, func(s *State) bool { return legalText(s)[move] || s.top().K == tkPawn })
	play(t, s, move)
	if !s.has(0, gKnight) || !s.has(0, gShield) || s.has(far, gKnight) {
		t.Fatalf("the knight and its shield go to a1")
	}
}

func TestVassalAndBlackKnight(t *testing.T) {
	s := toAbb3(t, "")
	give(t, s, 1, Vassal)
	s.c.FightP = 2
	s.top().B = combatChoose
	s.push(s.window(winFight, 0))
	playUntil(t, s, func(s *State) bool { return legalText(s)["vassal"] })
	ev := play(t, s, "vassal")
	ev = append(ev, playTo(t, s, atTask(tkCombat))...)
	if !hasKind(ev, EvFightAverted) || s.has(2, gMarker) || !s.has(2, gKnight) {
		t.Fatalf("the vassal stands in: no fight, a3's marker lifted, its knight stays: %v\n%s", kinds(ev), s.Dump())
	}
	// the knight of a5 fights next; a Black Knight takes its gear out
	s.c.Guard[4] |= gSword | gShield
	give(t, s, 1, BlackKnight)
	s.push(s.window(winFight, 0))
	playUntil(t, s, func(s *State) bool { return legalText(s)["blackknight"] })
	play(t, s, "blackknight")
	playUntil(t, s, func(s *State) bool { return s.ToMove() == rules.Chance })
	play(t, s, "card sword; card sword; card sword; card dragon; card dragon; card dragon; pass")
	if s.has(4, gKnight) || !s.has(4, gSword) || !s.has(4, gShield) {
		t.Fatalf("the swords did not count, the knight fell, its gear stays:\n%s", s.Dump())
	}
}

func TestHero(t *testing.T) {
	s := toAbb3(t, "")
	give(t, s, 1, Hero)
	play(t, s, "card dragon; card dragon; card dragon")
	playUntil(t, s, func(s *State) bool { return legalText(s)["hero"] })
	play(t, s, "hero")
	if s.c.Shown4[CardDragon] != 2 || s.c.FightP != 2 || s.ToMove() != rules.Chance {
		t.Fatalf("the third dragon is set aside and the fight goes on")
	}
}

func TestMonks(t *testing.T) {
	s := toOffer(t, "", 2, []int{1, 1}, []int{1})
	give(t, s, 1, Monks)
	play(t, s, "pawn a; offer 2; offer 1; stand; stand")
	playUntil(t, s, func(s *State) bool { return legalText(s)["monks"] })
	hand := s.c.FHandN[1]
	play(t, s, "monks; pick deck")
	if s.c.FHandN[1] != hand-1+int8(dragonReward[2]) {
		t.Fatalf("the Monks bring as many followers as the top giver took")
	}
}

func TestScout(t *testing.T) {
	s := toOffer(t, "", 3, []int{}, []int{})
	give(t, s, 0, Scout)
	ev := play(t, s, "scout")
	said := ""
	for _, e := range ev {
		if e.Kind == EvScoutPlayed {
			said = e.SecretText
		}
	}
	// What the Scout saw is said in words, one path after another, not as
	// "a:3 b:2 c:1 d:4".
	for i := range Paths {
		if want := fmt.Sprintf("%d on %s", s.c.Slot[i], pathName[i]); !strings.Contains(said, want) || strings.Contains(said, pathID[i]+":") {
			t.Errorf("the Scout's line %q does not say %q", said, want)
		}
	}
	if !strings.Contains(said, " and ") {
		t.Errorf("the Scout's line %q reads as notation", said)
	}
	v := s.View(0).(*State)
	w := s.View(1).(*State)
	for i := range Paths {
		if v.c.Slot[i] == 0 || w.c.Slot[i] != 0 {
			t.Fatalf("the scout's ruler sees every tile, the other none: %v %v", v.c.Slot, w.c.Slot)
		}
	}
}

func TestFarmer(t *testing.T) {
	s := toOffer(t, "", 3, []int{0, 0}, []int{2, 2})
	give(t, s, 0, Farmer)
	play(t, s, "pawn a; farmer 2 0 0")
	if s.c.Hand[0][2] != 2 || s.c.Hand[1][0] != 2 {
		t.Fatalf("two blanks for the other's two twos: %v %v", s.c.Hand[0], s.c.Hand[1])
	}
}

func TestSage(t *testing.T) {
	s := newGame(t, 3, "", 17)
	playUntil(t, s, atTask(tkBuy))
	give(t, s, 2, Sage)
	playUntil(t, s, func(s *State) bool { return legalText(s)["sage"] })
	play(t, s, "sage")
	playUntil(t, s, func(s *State) bool { return s.c.Year == 2 })
	if s.c.Regent != 2 {
		t.Fatalf("the Sage's ruler is regent, not %d", s.c.Regent)
	}
}
