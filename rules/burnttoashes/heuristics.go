package burnttoashes

import (
	"math/rand/v2"
	"slices"

	"embers/rules"
)

var (
	_ rules.Heuristics = (*State)(nil)
	_ rules.Pruner     = (*State)(nil)
	_ rules.Chancer    = (*State)(nil)
	_ rules.Reactor    = (*State)(nil)
	_ rules.Placer     = (*State)(nil)
)

// Window: the decision at hand is a follower window; pass closes it.
func (s *State) Window() (rules.Move, bool) {
	t := s.top()
	return Pass, t != nil && !s.c.Over && t.K == tkWindow
}

// Evaluate estimates each seat's reward: the chance the dragon falls
// (from the hits landed, the knights standing and the provinces left),
// times the team's score (co-op) or each ruler's share of the crown
// (rivals) if it fell now.
func (s *State) Evaluate(out []float64) {
	c := &s.c
	win := s.winChance()
	if c.Coop {
		year := min(max(int(c.Year), 1), 6)
		power, treas := 0, 0
		for seat := range s.n() {
			power += int(c.Power[seat])
			treas += int(c.Treas[seat])
		}
		score := float64(power*coopMultiplier[year][min(treas, 2)] + Provinces - s.burnt() + Hits)
		if c.StartHelp {
			score -= float64(startCost * 2 * s.n())
		}
		for i := range out {
			out[i] = win * min(1, max(0.05, score/100))
		}
		return
	}
	var scoreRoom [MaxPlayers]int
	var shareRoom [MaxPlayers]float64
	scores, shares := scoreRoom[:s.n()], shareRoom[:s.n()]
	for seat := range s.n() {
		scores[seat] = s.rivalScore(seat)*4 + s.provincesOf(seat)
	}
	rules.SemiCoopShared.Scores(scores, shares)
	for i := range out {
		out[i] = win * shares[i]
	}
}

// winChance is a rough chance that the dragon is slain from here: hits,
// knights and swords, provinces left, gold to buy with, and the attacks
// the offering on the table would leave open.
func (s *State) winChance() float64 {
	c := &s.c
	knights, gear := 0, 0
	for p := range Provinces {
		if s.has(p, gKnight) {
			knights++
			if s.has(p, gSword) {
				gear++
			}
		}
	}
	pk, pg := s.pendingGuards()
	knights += pk
	gear += pg
	left := float64(Provinces - s.burnt())
	w := 0.1 + 0.7*float64(c.HitsOn)/Hits + 0.04*float64(knights) + 0.02*float64(gear) + 0.25*(left/Provinces) - 0.25
	if s.fighting() { // the fight's endings: a hit, or the knight and its sword lost
		o, lost := s.fightOutlook(), 0.04
		if s.has(int(c.FightP), gSword) {
			lost += 0.02
		}
		w += o.win*0.7/Hits - o.fall*lost
	}
	gold, offered := 0, 0
	for seat := range s.n() {
		gold += s.gold(seat)
		offered += s.offered(seat)
	}
	// gold buys tiles; an attack the offering leaves open costs more
	w += 0.004 * float64(gold)
	if c.Pawn >= 0 && !c.Shown[c.Pawn] && c.Slot[c.Pawn] > 0 {
		w -= 0.015 * float64(max(0, int(c.Slot[c.Pawn])-offered))
	}
	if c.Year > 5 {
		w -= 0.05 * float64(c.Year-5)
	}
	return min(0.97, max(0.03, w))
}

// pendingGuards are the knights and swords bought and not yet placed (a
// purchase waits on the Abbot's window, then on its keeping and placing):
// counted as if placed, so a one-ply look sees what the gold bought.
func (s *State) pendingGuards() (knights, swords int) {
	for _, t := range s.c.Agenda[:s.c.AgendaN] {
		if t.K != tkKeep && t.K != tkPlace {
			continue
		}
		switch Tile(t.A) {
		case Knight:
			knights++
		case Sword:
			swords++
		}
	}
	return knights, swords
}

// RolloutMove plays a quick, sensible move: offer until the tile is paid
// unless a knight waits for the dragon, spend power, stop a fight when a
// draw is worth more, lift your own marker, buy what you know is good and
// then blind while gold lasts, put stacks in order best first, arm knights
// (rollout.go).
func (s *State) RolloutMove(rng *rand.Rand, buf []rules.Move) rules.Move {
	if s.ToMove() == rules.Chance {
		return mv(mvCard, s.drawn(rng), 0, 0)
	}
	if cap(buf) < legalRoom {
		var room [legalRoom]rules.Move
		buf = room[:0]
	}
	legal := s.Legal(buf)
	m, ok := s.policy(s.top(), legal, rng)
	if !ok {
		m = legal[rng.IntN(len(legal))]
	}
	if slices.Contains(legal, m) {
		s.picked = m
	}
	return m
}

func (s *State) policy(t *task, legal []rules.Move, rng *rand.Rand) (rules.Move, bool) {
	switch t.K {
	case tkOffer:
		return s.offerPolicy(s.offerSeat(t), legal, rng), true
	case tkWindow:
		return Pass, true
	case tkCombat:
		if t.B == combatChoose {
			return legal[len(legal)-1], true // power when it may be spent
		}
		if t.B == combatStop {
			return s.stopOrGoOn(), true
		}
	case tkUnmark:
		return s.bestUnmark(int(t.Seat), legal), true
	case tkBuy:
		return s.buyPolicy(int(t.Seat), legal, rng)
	case tkPlace:
		return s.bestPlace(Tile(t.A), legal), true
	case tkOrder:
		return bestOrder(legal), true
	}
	return 0, false
}

// bestUnmark lifts the seat's own marker where a knight would fight again
// or, else, where nobody defends.
func (s *State) bestUnmark(seat int, legal []rules.Move) rules.Move {
	best, bestScore := legal[0], -1
	for _, m := range legal {
		_, p, _, _ := split(m)
		score := 0
		if !s.has(p, gKnight) {
			score += 2
		}
		if s.owns(seat, p) {
			score++
		}
		if score > bestScore {
			best, bestScore = m, score
		}
	}
	return best
}

// bestPlace: a knight where none stands, nearest a path's entry; a sword
// or shield beside a knight that lacks it.
func (s *State) bestPlace(tile Tile, legal []rules.Move) rules.Move {
	best, bestScore := legal[0], -100
	for _, m := range legal {
		_, p, _, _ := split(m)
		_, pos := pathOf(p)
		score := -pos
		if tile != Knight && s.has(p, gKnight) {
			score += 10
		}
		if s.has(p, gMarker) {
			score += 5
		}
		if score > bestScore {
			best, bestScore = m, score
		}
	}
	return best
}

// Candidates: a stack is put in order with each kind of tile on top once
// (the rest best first), the Decoy is sent only to each path's last
// standing province, a ruler alone claims without a search, and a ruler
// whom nobody has answered since their last offering turn stands.
func (s *State) Candidates(dst []rules.Move) []rules.Move {
	dst = s.Legal(dst)
	t := s.top()
	if t == nil || s.c.Over {
		return dst
	}
	if t.K == tkClaim && s.n() == 1 {
		return dst[:1] // alone, every province is yours in the end
	}
	if t.K == tkOffer && s.settled(t) {
		return append(dst[:0], mv(mvStand, 0, 0, 0)) // nothing new to answer
	}
	out := dst[:0]
	var tops [tileKinds]bool
	for _, m := range dst {
		kind, a, _, _ := split(m)
		switch kind {
		case mvOrder:
			_, tiles := orderOf(m)
			if tops[tiles[0]] || !preferred(tiles[1:]) {
				continue
			}
			tops[tiles[0]] = true
		case mvDecoy:
			if !s.lastStanding(a) {
				continue
			}
		}
		out = append(out, m)
	}
	return out
}

var tileRank = [tileKinds]int{NoTile: 9, Knight: 0, Power: 1, Treasure: 2, Sword: 3, Shield: 4, Attack: 5}

// preferred: tiles run best first (knights, power, treasure, swords,
// shields, dragon attacks last).
func preferred(tiles []Tile) bool {
	for i := 1; i < len(tiles); i++ {
		if tileRank[tiles[i-1]] > tileRank[tiles[i]] {
			return false
		}
	}
	return true
}

// lastStanding: p is the last unburnt province of its path.
func (s *State) lastStanding(p int) bool {
	path, pos := pathOf(p)
	for q := pos + 1; q < PathLen; q++ {
		if !s.c.Lost[path*PathLen+q] {
			return false
		}
	}
	return true
}

// Search: a year is long (offerings card by card, windows, fights card by
// card), so playouts follow the rollout policy further than the default.
func (game) Search(level rules.Level, setup rules.Setup) rules.SearchSettings {
	st := rules.SearchSettings{RolloutDepth: 30, Widening: 1, MixMargin: offerMixMargin}
	switch level {
	case rules.LevelHard:
		st.Iterations = 1000 // measured: 2,000 took 0.8 s a decision (p50) on a loaded machine
	case rules.LevelMedium:
		st.Iterations = 400
	case rules.LevelEasy:
		// Easy's search is short and this game's root flat: drawing among
		// moves with three quarters of the best's visits (the default)
		// lost the kingdom 95 times in 100 alone; nine tenths, 57
		// (greedy about 45-50), measured in session 28.
		st.Iterations, st.PickFloor = 150, 0.9
	}
	return st
}

var _ rules.SearchTuner = game{}

// offerPolicy offers what the tile still lacks (a rival now and then
// holds back), as far as an exact sum allows, or nothing when a knight
// waits in front (knightInFront); else it stands.
func (s *State) offerPolicy(seat int, legal []rules.Move, rng *rand.Rand) rules.Move {
	c := &s.c
	others := 0
	for o := range s.n() {
		if o != seat {
			others += s.offered(o)
		}
	}
	want := max(0, int(c.Slot[c.Pawn])-others)
	if s.knightInFront() {
		want = 0
	}
	if !c.Coop && rng.IntN(4) == 0 {
		want = 0
	}
	if s.script[seat] != 0 { // a turn the AI's search replays (RoundStart)
		return scriptedOffer(legal, want)
	}
	if want == s.offered(seat) {
		return mv(mvStand, 0, 0, 0)
	}
	best, gap := mv(mvStand, 0, 0, 0), 1<<20
	for _, m := range legal {
		if k, n, z, _ := split(m); k == mvOffer && z == 0 {
			d := n - want
			if d < 0 {
				d = 100 - d // short of the tile: worse than any overpayment
			}
			if d < gap {
				best, gap = m, d
			}
		}
	}
	return best
}
