package burnttoashes

import (
	"math/rand/v2"
	"testing"

	"embers/rules"
)

// The worked examples of NOTES.md §5d (S1-S11), with their numbers.

// S1: the dragon tiles in play each year (Abb. 6), and the event phase's
// swap of the lowest yellow for the lowest red not yet in play.
func TestS1TilesByYear(t *testing.T) {
	want := map[int][Paths]int8{1: {1, 2, 3, 4}, 2: {2, 3, 4, 5}, 3: {3, 4, 5, 6}, 4: {4, 5, 6, 7}, 5: {5, 6, 7, 8}, 6: {5, 6, 7, 8}, 9: {5, 6, 7, 8}}
	for year, w := range want {
		if got := tileValues(year); got != w {
			t.Errorf("year %d: tiles %v, want %v", year, got, w)
		}
	}
	s := newGame(t, 3, "", 11)
	playUntil(t, s, atTask(tkPawn))
	for year := int8(1); year <= 6; year++ {
		s.c.Year = year
		s.push(task{K: tkLayout})
		s.layout(0, 1<<reds(int(year))-1, nil) // the reds on the first spaces
		var seen [9]bool
		for i := range Paths {
			seen[s.c.Slot[i]] = true
			if s.c.Red[i] != (s.c.Slot[i] >= 5) {
				t.Errorf("year %d: space %d holds %d but is red=%v", year, i, s.c.Slot[i], s.c.Red[i])
			}
		}
		for _, v := range tileValues(int(year)) {
			if !seen[v] {
				t.Errorf("year %d: tile %d is not laid out: %v", year, v, s.c.Slot)
			}
		}
	}
}

// toOffer reaches the first pawn of year 1 at two players with the hands
// given, and the tile on space a worth value.
func toOffer(t *testing.T, variant string, value int8, hands ...[]int) *State {
	t.Helper()
	s := newGame(t, 2, variant, 5)
	playUntil(t, s, atTask(tkPawn))
	s.c.Slot[0] = value
	for seat, h := range hands {
		setHand(s, seat, h...)
	}
	mustCheck(t, s)
	return s
}

// S2: attacks = number - sum: 3 - 2 = 1, 5 - 1 = 4.
func TestS2Attacks(t *testing.T) {
	for _, c := range []struct {
		value   int8
		a, b    int
		attacks int
	}{{3, 1, 1, 1}, {5, 1, 0, 4}} {
		s := toOffer(t, "", c.value, []int{c.a}, []int{c.b})
		second := "stand"
		if c.b > 0 {
			second = "offer 1"
		}
		ev := play(t, s, "pawn a; offer 1; "+second+"; stand; stand")
		if s.c.Attacks != int8(c.attacks) {
			t.Errorf("tile %d with %d gold: %d attacks, want %d", c.value, c.a+c.b, s.c.Attacks, c.attacks)
		}
		ev = append(ev, playTo(t, s, atTask(tkPawn))...)
		if got := s.burnt(); got != c.attacks || !hasKind(ev, EvMarkersLaid) {
			t.Errorf("tile %d: %d provinces burnt, want %d (no knight stands yet)", c.value, got, c.attacks)
		}
	}
}

// S2: an offering that holds the dragon off: the top giver wins the
// tile's followers; a tie goes to the first in order from the pawn's
// placer; every card offered, the extra too, is discarded.
func TestS2HeldOff(t *testing.T) {
	s := toOffer(t, "", 2, []int{1, 0}, []int{2})
	discard := s.c.Discard
	play(t, s, "pawn a; offer 1 1; offer 2; stand; stand")
	top := s.top()
	if top.K != tkPick || top.Seat != 1 || int(top.A) != dragonReward[2] {
		t.Fatalf("want seat 2 to pick %d follower(s) for giving most; task %+v", dragonReward[2], *top)
	}
	if got := s.c.Discard[1] + s.c.Discard[2] + s.c.Discard[0] - discard[0] - discard[1] - discard[2]; got != 3 {
		t.Errorf("%d offered cards discarded, want all 3", got)
	}
	// a tie: 1 and 1, and the placer (seat 1) laid first
	s = toOffer(t, "", 2, []int{1}, []int{1})
	play(t, s, "pawn a; offer 1; offer 1; stand; stand")
	if top := s.top(); top.K != tkPick || top.Seat != 0 {
		t.Fatalf("a tie should go to the pawn's placer, seat 1; task %+v", *top)
	}
}

// toFight lays the position of Abb. 3 on the northern path: province a1
// burnt, knights in a3 and a5, no gold, the tile worth 4.
func toAbb3(t *testing.T, variant string) *State {
	t.Helper()
	s := toOffer(t, variant, 4, []int{}, []int{})
	s.lose(0, nil)
	s.c.Guard[2] |= gKnight
	s.c.Guard[4] |= gKnight
	mustCheck(t, s)
	play(t, s, "pawn a")
	playUntil(t, s, atTask(tkCombat))
	return s
}

// S3: four attacks skip the burnt first province and mark the next four;
// the knight of land 3 fights before the knight of land 5.
func TestS3Path(t *testing.T) {
	s := toAbb3(t, "")
	for p := range PathLen {
		if marked := s.has(p, gMarker); marked != (p >= 1 && p <= 4) {
			t.Errorf("%s marked=%v; want markers on a2..a5", provName(p), marked)
		}
	}
	if s.c.FightP != 2 {
		t.Fatalf("the first fight is in %s, want a3", provName(int(s.c.FightP)))
	}
	ev := play(t, s, "card dragon; card dragon; card dragon; pass; pass")
	if !hasKind(ev, EvKnightFell) || s.c.Lost[2] || s.has(2, gKnight) || s.has(2, gMarker) {
		t.Fatalf("a3's knight should fall and save its province: %v\n%s", kinds(ev), s.Dump())
	}
	if s.c.FightP != 4 {
		t.Fatalf("next fight in %s, want a5", provName(int(s.c.FightP)))
	}
}

// S4: a knight who wins lands a hit, lifts any marker, draws a follower,
// becomes a dragon fighter (rivals), and fights again while its own marker
// lies; what is marked at the end burns.
func TestS4KnightWins(t *testing.T) {
	s := toAbb3(t, "mode=semi")
	owner := int(s.c.Owner[2])
	hand := s.c.FHandN[owner]
	play(t, s, "card knight; card knight; card knight; pass; pass")
	if s.c.HitsOn != 1 || s.c.Status&bit(owner) == 0 {
		t.Fatalf("want a hit and the fighter's status: hits %d status %b", s.c.HitsOn, s.c.Status)
	}
	play(t, s, "unmark a2; pick 1")
	if s.c.FHandN[owner] != hand+1 || s.has(1, gMarker) {
		t.Fatalf("the winner lifts a2's marker and takes a follower")
	}
	playUntil(t, s, atTask(tkCombat))
	if s.c.FightP != 2 {
		t.Fatalf("a3's knight still has its marker: it fights again, not %s", provName(int(s.c.FightP)))
	}
	// the knight falls now; a5's knight falls; a4 has no knight and burns
	play(t, s, "card dragon; card dragon; card dragon; pass; pass")
	playUntil(t, s, atTask(tkCombat))
	play(t, s, "card dragon; card dragon; card dragon; pass; pass")
	playUntil(t, s, func(s *State) bool { return s.c.Lost[3] || s.c.Over })
	if !s.c.Lost[3] || s.c.Lost[2] || s.c.Lost[4] {
		t.Fatalf("a4 burns, a3 and a5 are saved by their knights:\n%s", s.Dump())
	}
}

// S5, Abb. 7: a knight with a shield only ignores the swords and wins on
// three knights.
func TestS5Abb7(t *testing.T) {
	s := toAbb3(t, "")
	s.c.Guard[2] |= gShield
	ev := play(t, s, "card sword; card sword; card sword; card knight; card dragon; card knight; card knight; pass; pass")
	if !hasKind(ev, EvDragonHit) {
		t.Fatalf("the three swords must not count, the three knights win: %v", kinds(ev))
	}
}

// S5, Abb. 8: fully armed, three shields let the fighter stop (a draw
// without a hit), and every further shield asks again; three swords win.
func TestS5Abb8(t *testing.T) {
	s := toAbb3(t, "")
	s.c.Guard[2] |= gSword | gShield
	play(t, s, "card shield; card shield; card shield")
	if s.top().B != combatStop {
		t.Fatalf("three shields should offer the stop")
	}
	play(t, s, "on; card shield")
	if s.top().B != combatStop {
		t.Fatalf("a fourth shield should offer the stop again")
	}
	ev := play(t, s, "on; card sword; card sword; card sword; pass; pass")
	if !hasKind(ev, EvDragonHit) {
		t.Fatalf("three swords win for a knight with a sword: %v", kinds(ev))
	}
	// the draw: no hit, a marker lifted
	s = toAbb3(t, "")
	s.c.Guard[2] |= gShield
	ev = play(t, s, "card shield; card shield; card shield; stop")
	if !hasKind(ev, EvFightDrawn) || s.c.HitsOn != 0 || s.top().K != tkUnmark {
		t.Fatalf("a stop is a draw: no hit, a marker to lift: %v", kinds(ev))
	}
}

// S5: a power sets two turned dragon cards aside, before a card is turned.
func TestS5Power(t *testing.T) {
	s := toAbb3(t, "")
	seat := int(s.c.Owner[2])
	s.c.Power[seat] = 1
	play(t, s, "card dragon")
	if len(s.Legal(nil)) == 2 {
		t.Fatalf("one dragon shown: no choice yet")
	}
	play(t, s, "card dragon; power")
	if s.c.Shown4[CardDragon] != 0 || s.c.Power[seat] != 0 {
		t.Fatalf("the power should set both dragons aside")
	}
	play(t, s, "card dragon; card dragon")
	if l := s.Legal(nil); s.ToMove() != rules.Chance {
		t.Fatalf("no power left: the next card is turned, not %v", l)
	}
}

// S6: buying (2 gold, the top of your own stack), looking (1 gold, with
// change from the discard pile), a bought dragon attack, and no gold kept.
func TestS6Buy(t *testing.T) {
	s := newGame(t, 2, "", 3)
	playUntil(t, s, atTask(tkBuy))
	seat := int(s.top().Seat)
	p, at := -1, -1
	for q := range Provinces {
		for i := range s.c.StackN[q] {
			if s.owns(seat, q) && !s.has(q, gKnight) && s.c.Stack[q][i] == Attack && p < 0 {
				p, at = q, int(i)
			}
		}
	}
	if p < 0 {
		t.Skip("no dragon attack in this ruler's stacks")
	}
	top := s.c.StackN[p] - 1
	s.c.Stack[p][at], s.c.Stack[p][top] = s.c.Stack[p][top], s.c.Stack[p][at]
	setHand(s, seat, 2, 2, 0)
	if s.c.Discard[1] == 0 {
		t.Skip("no 1-gold card in the discard pile for change")
	}
	mustCheck(t, s)
	play(t, s, "look "+provName(p))
	if s.gold(seat) != 3 || s.c.Hand[seat][1] != 1 {
		t.Fatalf("a look costs 1: paid with a 2, change a 1 from the discard pile; hand %v", s.c.Hand[seat])
	}
	play(t, s, "order "+provName(p)+" "+stackLetters(s, p, 0))
	ev := play(t, s, "buy "+provName(p))
	ev = append(ev, playTo(t, s, func(s *State) bool { return s.top().K == tkBuy || s.top().K == tkBuyEnd })...)
	if !hasKind(ev, EvTileBought) || !s.c.Lost[p] || s.gold(seat) != 1 {
		t.Fatalf("a bought dragon attack burns a province without a knight: %v\n%s", kinds(ev), s.Dump())
	}
	s.endBuying(nil)
	for o := range s.n() {
		if s.c.HandN[o] != 0 {
			t.Errorf("seat %d kept gold past the buy phase", o+1)
		}
	}
	if d := s.c.Discard; int(d[0]+d[1]+d[2]+d[3]) != GoldN-1 {
		t.Errorf("the discard pile holds %v; want every card but the one set aside", d)
	}
}

// stackLetters writes a stack's tiles from below its top n, top first.
func stackLetters(s *State, p, skip int) string {
	out := ""
	for i := int(s.c.StackN[p]) - 1 - skip; i >= 0; i-- {
		out += string(tileLetters[s.c.Stack[p][i]])
	}
	return out
}

// S7: coats by player count, claimed from the regent's left.
func TestS7Coats(t *testing.T) {
	want := map[int][]int{1: {24}, 2: {12, 12}, 3: {8, 8, 8}, 4: {6, 6, 6, 6}, 5: {4, 5, 5, 5, 5}, 6: {4, 4, 4, 4, 4, 4}}
	for n, w := range want {
		s := newGame(t, n, "", 1)
		if s.ToMove() != rules.Seat(1%n) {
			t.Errorf("%d players: %d claims first, want the regent's left", n, s.ToMove())
		}
		playUntil(t, s, func(s *State) bool { return s.top().K != tkClaim })
		for seat, q := range w {
			if got := s.provincesOf(seat); got != q {
				t.Errorf("%d players: seat %d holds %d provinces, want %d", n, seat+1, got, q)
			}
		}
	}
}

// S8: 25 gold cards, one set aside, 24 dealt from the regent: at five
// players the regent and the next three get five, the last four.
func TestS8Gold(t *testing.T) {
	s := newGame(t, 5, "", 2)
	playUntil(t, s, atTask(tkPawn))
	if got := s.c.HandN; got != [MaxPlayers]int8{5, 5, 5, 5, 4, 0} || s.c.AsideN != 1 {
		t.Fatalf("hands %v aside %d", got, s.c.AsideN)
	}
	total := 0
	for v, n := range goldDeck {
		total += v * n
	}
	if total != GoldN || goldDeck[3] != 1 {
		t.Fatalf("the gold is worth %d with %d threes", total, goldDeck[3])
	}
}

// S9: the co-op table, and its example: year 4, both treasures saved, 11
// power, 17 provinces standing, 7 hits: 11x3 + 17 + 7 = 57.
func TestS9CoopScore(t *testing.T) {
	s := newGame(t, 3, "", 4)
	playUntil(t, s, atTask(tkPawn))
	s.c.Year, s.c.HitsOn = 4, 7
	s.c.Power = [MaxPlayers]int8{5, 4, 2}
	s.c.Treas = [MaxPlayers]int8{1, 1, 0}
	for p := range 7 {
		s.lose(p, nil)
	}
	if got, _ := s.TeamScore(); got != 57 {
		t.Fatalf("team score %d, want 11x3 + 17 + 7 = 57", got)
	}
	table := map[int][3]int{1: {3, 3, 3}, 2: {3, 3, 3}, 3: {2, 3, 3}, 4: {2, 2, 3}, 5: {1, 2, 2}, 6: {1, 1, 2}}
	for y, row := range table {
		if coopMultiplier[y] != row {
			t.Errorf("year %d: multipliers %v, want %v", y, coopMultiplier[y], row)
		}
	}
	s.c.StartHelp = true
	if got, _ := s.TeamScore(); got != 57-4*6 {
		t.Fatalf("with start help for 3 rulers: %d, want 57 - 24", got)
	}
}

// S10: the power hunt (power is taken while it shows; the first other
// tile sends the rest away), x2 for a dragon fighter, x3 for the slayer,
// ties to provinces, then to the regent.
func TestS10Rivals(t *testing.T) {
	s := newGame(t, 3, "mode=semi", 6)
	playUntil(t, s, atTask(tkPawn))
	p := -1
	for q := range Provinces {
		if s.owns(1, q) && s.c.StackN[q] == 4 {
			p = q
			break
		}
	}
	s.c.Stack[p] = [stackMax]Tile{Power, Sword, Power, Power}
	s.c.Stack[p][0], s.c.Stack[p][1], s.c.Stack[p][2], s.c.Stack[p][3] = Power, Sword, Power, Power // top: Power, Power, Sword, Power
	for q := range Provinces {
		if q != p {
			for s.c.StackN[q] > 0 {
				s.takeTop(q)
			}
		}
	}
	s.hunt(1, p)
	if s.c.Hunt[1] != 2 || s.c.StackN[p] != 0 {
		t.Fatalf("the hunt finds 2 power and clears the stack: %d found, %d left", s.c.Hunt[1], s.c.StackN[p])
	}
	s.c.Power = [MaxPlayers]int8{3, 2, 4}
	s.c.Status, s.c.Victor = bit(0)|bit(1), 1
	if a, b, c := s.rivalScore(0), s.rivalScore(1), s.rivalScore(2); a != 6 || b != 6 || c != 4 {
		t.Fatalf("scores %d %d %d, want 3x2, 2x3, 4", a, b, c)
	}
	s.lose(firstOwned(s, 0), nil)
	if best := s.bestSeats(); len(best) != 1 || best[0] != 1 {
		t.Fatalf("a tie at 6 goes to the one with more provinces: %v", best)
	}
	s.lose(firstOwned(s, 1), nil)
	if best := s.bestSeats(); len(best) != 2 {
		t.Fatalf("still tied on provinces: %v", best)
	}
}

func firstOwned(s *State, seat int) int {
	for p := range Provinces {
		if s.owns(seat, p) {
			return p
		}
	}
	return -1
}

// S10: a tie the provinces do not break is the regent's to decide.
func TestS10RegentCrowns(t *testing.T) {
	s := newGame(t, 2, "mode=semi", 6)
	playUntil(t, s, atTask(tkPawn))
	for p := range Provinces {
		for s.c.StackN[p] > 0 {
			s.takeTop(p)
		}
	}
	s.c.Power, s.c.HitsOn = [MaxPlayers]int8{2, 2}, Hits
	s.c.Agenda, s.c.AgendaN = [48]task{}, 0
	s.push(task{K: tkFinale})
	s.advance(nil)
	if s.top() == nil || s.top().K != tkCrown || s.ToMove() != rules.Seat(s.c.Regent) {
		t.Fatalf("the regent chooses:\n%s", s.Dump())
	}
	play(t, s, "crown 2")
	if r := s.Result(); !r.Over || len(r.Winners) != 1 || r.Winners[0] != 1 || r.Rewards[1] != 1 || r.Rewards[0] >= 0.4 {
		t.Fatalf("seat 2 crowned alone: %+v", r)
	}
}

// S11 (Abb. 4): in year 2 the tiles are 2, 3, 4, 5; once the 2 and the 4
// are shown, the face-down yellow must be the 3 and the red the 5, in
// every determinization.
func TestS11Deduction(t *testing.T) {
	s := newGame(t, 2, "", 9)
	playUntil(t, s, func(s *State) bool { return s.c.Year == 2 && s.top().K == tkPawn })
	for i := range Paths {
		if v := s.c.Slot[i]; v == 2 || v == 4 {
			s.c.Shown[i] = true
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20 {
		d := s.View(0).Determinize(0, rng).(*State)
		for i := range Paths {
			if d.c.Shown[i] {
				continue
			}
			want := int8(3)
			if d.c.Red[i] {
				want = 5
			}
			if d.c.Slot[i] != want {
				t.Fatalf("hidden %s tile dealt as %d, want %d", colour(d.c.Red[i]), d.c.Slot[i], want)
			}
		}
	}
}
