package fireaxe

import (
	"math"

	"embers/rules"
	"embers/rules/fireaxe/atlas"
)

// The AI's estimate of a position (rules.Heuristics): each player's gold as
// if the game were scored now, plus what their longboat, hand and the sagas
// within their reach are likely to bring, turned into a reward by the lead
// over the best other player.

var _ rules.Heuristics = (*State)(nil)

// Rough worths, in gold, of what is not yet gold.
const (
	worthGood  = 1.0 // a good aboard, anywhere: the rest of its worth is in portReach
	worthCrew  = 1.5 // a crewman aboard beyond the first: a raid or settlement die
	worthRune  = 1.0
	worthRefit = 0.5 // a free place aboard in the Wintering box: loaded next turn
	// worthRefitLong: the same with the rulebook's ending (ending=sagas).
	// A game that does not end at round 15 needs its longboats reloaded:
	// at 0.5 medium seats drifted for rounds with longboats half loaded,
	// never wintering (docs/rules/fireaxe.md, "The rulebook's ending,
	// measured")
	worthRefitLong = 1.2
	reachShare     = 0.4  // the share of the best port's worth that being near it is worth
	rewardScale    = 15.0 // gold of lead that makes a win likelier by about 0.73 to 0.27
	ownShare       = 0.6  // the part of the estimate that grows with one's own gold, lead or not (docs/rules/fireaxe.md)
	// endShare: under the rulebook's ending (ending=sagas), the part of a
	// leading seat's reward that is the saga deck's progress toward the
	// end, in full from leadFull gold of estimated lead. Without it a seat
	// far ahead (its reward flat in its own gold) kept trading and left the
	// sagas to weaker seats that never completed them, and the game ran to
	// the safety net (docs/rules/fireaxe.md, "A seat far ahead")
	endShare = 0.2
	leadFull = 30.0
)

// Evaluate writes each seat's estimated reward in [0, 1]: two fifths the
// chance of winning by the estimated lead over the best other player,
// three fifths one's own estimated gold (a lead alone saturates, and a
// player far ahead stopped trying: see docs/rules/fireaxe.md).
func (s *State) Evaluate(out []float64) {
	var buf [MaxSeats]float64
	est := buf[:s.Players]
	for i := range est {
		est[i] = s.Estimate(i)
	}
	for i := range out {
		best := math.Inf(-1)
		for j, v := range est {
			if j != i {
				best = max(best, v)
			}
		}
		// the chance of winning by the lead, and one's own gold, so a
		// player far ahead or behind still prefers more of it
		lead := 1 / (1 + math.Exp(-(est[i]-best)/rewardScale))
		own := max(0, est[i]) / (max(0, est[i]) + 100)
		out[i] = (1-ownShare)*lead + ownShare*own
		if s.SagaEnd {
			ahead := min(1, max(0, (est[i]-best)/leadFull))
			out[i] = (1-endShare)*out[i] + endShare*ahead*s.endProgress(i)
		}
	}
}

// endProgress is how far the saga deck has gone toward the game's end
// under the rulebook's ending, in [0, 1]: the cards completed or discarded,
// and of each face-up saga the share of its ports done, with a little more
// for seat's longboat near the ports still missing with what their task
// needs aboard (so that sailing toward them shows within a playout).
func (s *State) endProgress(seat int) float64 {
	gone := len(s.SagaOut)
	for _, w := range s.Won {
		gone += len(w)
	}
	total := gone + len(s.SagaDeck) + len(s.SagaUp)
	if total == 0 {
		return 1
	}
	b := &s.Boats[seat]
	p := float64(gone)
	for _, i := range s.SagaUp {
		sg := &s.b.at.Sagas[i]
		missing, far := 0, 0
		for _, n := range s.b.sagaAt[i] {
			if s.portDone(sg.Kind, n) {
				continue
			}
			missing++
			if b.At == inWinter || b.Crew == 0 || !s.canServe(seat, sg.Kind, n) {
				far += 20
				continue
			}
			far += int(s.b.dist[b.At][n])
		}
		ports := float64(len(sg.Ports))
		done := (ports - float64(missing)) / ports
		p += done + (1-done)*0.5/(1+float64(far)/4)/ports
	}
	return p / float64(total)
}

// Estimate is seat's expected final gold: the score now, and the worth of
// cargo, crew, runes, an attack under way and the sagas within reach.
func (s *State) Estimate(seat int) float64 {
	v := float64(s.Gold[seat] + s.axeBonus(seat))
	for n := s.b.nSpaces; n < len(s.b.nodes); n++ {
		if s.port(n).Settler == seat {
			v += float64(s.b.nodes[n].value * s.settleMultiplier(n))
		}
	}
	var count, gold [MaxSeats]int
	for _, h := range s.b.homes {
		v += float64(s.sagaMajorityInto(s.b.nodes[h].id, count[:s.Players], gold[:s.Players])[seat])
	}
	b := &s.Boats[seat]
	v += worthGood*float64(b.Load()-b.Crew) + worthCrew*float64(max(0, b.Crew-1)) + worthRune*float64(len(s.Hands[seat]))
	if b.At == inWinter && s.Supply[seat]+b.Crew > 0 { // next turn it loads afresh
		refit := worthRefit
		if s.SagaEnd {
			refit = worthRefitLong
		}
		v += refit * float64(LoadLimit[s.Era]-b.Load())
	}
	if s.Attack != nil && s.Seat == seat {
		v += s.attackWorth()
	}
	return v + s.sagaReach(seat) + s.portReach(seat)
}

// portReach: a share of what the best port within a turn's sailing is worth
// to seat, less for each day away, so that sailing toward work shows; the
// share is small enough that doing the work, once there, shows more.
func (s *State) portReach(seat int) float64 {
	at := s.Boats[seat].At
	if at == inWinter || s.Boats[seat].Crew == 0 {
		return 0
	}
	ceil := s.worthCeiling(seat)
	if ceil == 0 {
		return 0
	}
	var sagas sagaShares
	s.sagaShares(seat, &sagas)
	all := ceil + sagas.most()
	best := 0.0
	for _, n := range s.b.near[at] { // nearest first: see bestTarget
		d := s.b.dist[at][n]
		days := 1 + float64(d)/2
		if d > DaysPerTurn || all/days <= best {
			break
		}
		share := sagas.at(n)
		if (seat == s.Seat && s.port(n).Tasked) || (ceil+share)/days <= best {
			continue
		}
		if v := s.taskWorth(seat, n); v > 0 {
			best = max(best, (v+share)/days)
		}
	}
	return best * reachShare
}

// beatChance is the chance that one die beats the attack's value.
func beatChance(value, bonus int) float64 {
	return float64(min(6, max(0, 6-(value-bonus)))) / 6
}

// attackWorth: what the attack under way is expected to bring.
func (s *State) attackWorth() float64 {
	a := s.Attack
	p := beatChance(a.Value, a.Bonus)
	n := s.b.nodes[a.Port]
	if s.Phase == phSettleDie || s.Phase == phCrewless {
		if s.Phase == phCrewless {
			return float64(n.value)
		}
		miss := math.Pow(1-p, float64(a.Dice))
		return (1-miss)*float64(n.value) - float64(a.Dice)*(1-p)*worthCrew
	}
	return p*(3+AxeBonus) - (1-p)*worthCrew
}

// sagaReach: for each face-up saga, the share of its worth (10 gold of
// majority, roughly, and its bonus) this seat may take: the more of it is
// done and the nearer the seat's longboat to the ports still missing (with
// what their task needs aboard), the more.
func (s *State) sagaReach(seat int) float64 {
	b := &s.Boats[seat]
	if b.At == inWinter || b.Crew == 0 {
		return 0
	}
	total := 0.0
	for _, i := range s.SagaUp {
		sg := &s.b.at.Sagas[i]
		missing, far := 0, 0
		for _, n := range s.b.sagaAt[i] {
			if s.portDone(sg.Kind, n) {
				continue
			}
			missing++
			if !s.canServe(seat, sg.Kind, n) {
				far += 20
				continue
			}
			far += int(s.b.dist[b.At][n])
		}
		if missing == 0 {
			continue
		}
		done := float64(len(sg.Ports)-missing) / float64(len(sg.Ports))
		total += (float64(SagaFirst)/2 + float64(sg.Bonus)) * (0.3 + 0.7*done) / (1 + float64(far)/4)
	}
	return total
}

func (s *State) portDone(kind string, n int) bool {
	p := s.port(n)
	switch kind {
	case atlas.Trade:
		return p.Good != noGood
	case atlas.Raid:
		return p.Town == 0
	}
	return p.Settler != noSeat
}

// canServe: seat's longboat carries what the task in n needs.
func (s *State) canServe(seat int, kind string, n int) bool {
	b := &s.Boats[seat]
	switch kind {
	case atlas.Trade:
		for g := range NumGoods {
			if b.Goods[g] > 0 && !s.regionHolds(n, g) {
				return true
			}
		}
		return false
	case atlas.Raid:
		return b.Crew >= 2
	}
	return b.Crew >= 2 && s.settleOpenRegion(n)
}

// settleOpenRegion: no town left in n's region (nor in n).
func (s *State) settleOpenRegion(n int) bool {
	if s.port(n).Town > 0 {
		return false
	}
	for _, q := range s.b.region[n] {
		if s.port(q).Town > 0 {
			return false
		}
	}
	return true
}
