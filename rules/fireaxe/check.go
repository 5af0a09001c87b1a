package fireaxe

import (
	"cmp"
	"fmt"
	"slices"
)

// Check verifies that every component is where it can be and none is lost:
// 15 crewmen a player (aboard, settled, at home), 11 tokens of each good
// (supply, aboard, in ports), every rune card and saga card once, every
// treasure once, the turn's counters within their bounds.
func (s *State) Check() error {
	if err := s.checkShape(); err != nil {
		return err
	}
	if err := s.checkCrewAndGoods(); err != nil {
		return err
	}
	if err := s.checkCards(); err != nil {
		return err
	}
	if err := s.checkTreasures(); err != nil {
		return err
	}
	return s.checkTurn()
}

// checkShape: every list has the length the table needs and every index
// points somewhere, so nothing else can read out of range.
func (s *State) checkShape() error {
	n := s.Players
	switch {
	case n < MinSeats || n > MaxSeats:
		return fmt.Errorf("%d players", n)
	case len(s.Gold) != n || len(s.Towns) != n || len(s.Supply) != n || len(s.Boats) != n ||
		len(s.Hands) != n || len(s.Won) != n || len(s.Colony) != n || len(s.Bonus) != n:
		return fmt.Errorf("the per-player lists are not one per player")
	case len(s.Ports) != len(s.b.at.Ports):
		return fmt.Errorf("%d ports recorded for a map of %d", len(s.Ports), len(s.b.at.Ports))
	case s.Seat < 0 || s.Seat >= n:
		return fmt.Errorf("seat %d to move", s.Seat)
	case s.Phase < phTurn || s.Phase > phAgeDie:
		return fmt.Errorf("phase %d", s.Phase)
	case s.Era < 1 || s.Era > 3 || s.Wind < 0 || s.Wind > 3 || s.Demand < 0 || s.Demand >= NumGoods:
		return fmt.Errorf("era %d, wind %d, demand %d", s.Era, s.Wind, s.Demand)
	}
	for i, b := range s.Boats {
		if b.At != inWinter && (b.At < 0 || b.At >= len(s.b.nodes)) {
			return fmt.Errorf("%s's longboat is nowhere (%d)", s.SeatLabel(seat(i)), b.At)
		}
	}
	for i, p := range s.Ports {
		if p.Good < noGood || p.Good >= NumGoods || p.Settler < noSeat || p.Settler >= n || p.Town < 0 || p.Town > 2 {
			return fmt.Errorf("port %s holds nonsense", s.b.at.Ports[i].ID)
		}
	}
	if a := s.Attack; a != nil && (a.Port < s.b.nSpaces || a.Port >= len(s.b.nodes) || a.Dice < 0 || a.Dice > MaxDice) {
		return fmt.Errorf("an attack on node %d with %d dice", a.Port, a.Dice)
	}
	return nil
}

func (s *State) checkCrewAndGoods() error {
	settled := make([]int, s.Players)
	var goods [NumGoods]int
	for _, p := range s.Ports {
		if p.Settler != noSeat {
			settled[p.Settler]++
		}
		if p.Good != noGood {
			goods[p.Good]++
		}
	}
	for i, b := range s.Boats {
		if b.Crew < 0 || s.Supply[i] < 0 || b.Crew+s.Supply[i]+settled[i] != CrewEach {
			return fmt.Errorf("%s has %d crew aboard, %d at home and %d settled: not %d", s.SeatLabel(seat(i)), b.Crew, s.Supply[i], settled[i], CrewEach)
		}
		if b.At != inWinter && b.Crew == 0 {
			return fmt.Errorf("%s's longboat sails without crew", s.SeatLabel(seat(i)))
		}
		for g := range NumGoods {
			if b.Goods[g] < 0 {
				return fmt.Errorf("negative goods aboard")
			}
			goods[g] += b.Goods[g]
		}
		if b.Crew == 0 && b.Load() > 0 {
			return fmt.Errorf("%s's longboat holds goods without crew", s.SeatLabel(seat(i)))
		}
		if s.Gold[i] < 0 || s.Towns[i] < 0 {
			return fmt.Errorf("%s has %d gold, %d towns", s.SeatLabel(seat(i)), s.Gold[i], s.Towns[i])
		}
	}
	for g := range NumGoods {
		if s.Goods[g] < 0 || goods[g]+s.Goods[g] != GoodsEach {
			return fmt.Errorf("%d %s in play and %d in the supply: not %d", goods[g], goodNames[g], s.Goods[g], GoodsEach)
		}
	}
	return nil
}

func (s *State) checkCards() error {
	var all []int8
	all = append(all, s.Runes...)
	all = append(all, s.Discard...)
	for i, h := range s.Hands {
		if len(h) > HandLimit {
			return fmt.Errorf("%s holds %d runes", s.SeatLabel(seat(i)), len(h))
		}
		all = append(all, h...)
	}
	slices.Sort(all)
	if !slices.Equal(all, sorted(runeDeck(s.Advanced))) {
		return fmt.Errorf("the rune cards do not add up to the deck")
	}
	var sagas []int
	for _, l := range [][]int{s.SagaDeck, s.SagaUp, s.Removed, s.SagaOut} {
		sagas = append(sagas, l...)
	}
	for _, w := range s.Won {
		sagas = append(sagas, w...)
	}
	slices.Sort(sagas)
	for i, v := range sagas {
		if v != i {
			return fmt.Errorf("the saga cards do not add up to the %d of the map", len(s.b.at.Sagas))
		}
	}
	if len(sagas) != len(s.b.at.Sagas) || len(s.SagaUp) > 3 {
		return fmt.Errorf("%d saga cards for %d, %d face up", len(sagas), len(s.b.at.Sagas), len(s.SagaUp))
	}
	return nil
}

// sorted is a sorted copy of x.
func sorted[T cmp.Ordered](x []T) []T {
	x = slices.Clone(x)
	slices.Sort(x)
	return x
}

func (s *State) checkTreasures() error {
	taken := 0
	for _, pair := range []struct {
		ports []int
		all   []int
		kind  int
	}{{s.b.smalls, s.b.at.SmallTreasures, 1}, {s.b.larges, s.b.at.LargeTreasures, 2}} {
		var got []int
		for _, n := range pair.ports {
			p := s.port(n)
			if p.Town != 0 && p.Town != pair.kind {
				return fmt.Errorf("a town of the wrong size in %s", s.b.nodes[n].id)
			}
			if p.Town == 0 {
				taken++
			}
			got = append(got, p.Treasure)
		}
		slices.Sort(got)
		if !slices.Equal(got, sorted(pair.all)) {
			return fmt.Errorf("the treasures do not add up")
		}
	}
	sum := 0
	for _, t := range s.Towns {
		sum += t
	}
	if sum != taken {
		return fmt.Errorf("%d towns taken, %d held by players", taken, sum)
	}
	return nil
}

func (s *State) checkTurn() error {
	t := s.Turn
	if t.Days < 0 || t.Days > DaysPerTurn+t.Extra || t.Sailed > t.Days || t.Losses < 0 {
		return fmt.Errorf("turn counters out of bounds: %+v", t)
	}
	if (s.Attack != nil) != (s.Phase == phRaidDie || s.Phase == phRaidOn || s.Phase == phSettleDie || s.Phase == phCrewless) {
		return fmt.Errorf("an attack and the phase %d disagree", s.Phase)
	}
	if (s.Phase == phLoss) != (t.Losses > 0) {
		return fmt.Errorf("losses due %d in phase %d", t.Losses, s.Phase)
	}
	return nil
}
