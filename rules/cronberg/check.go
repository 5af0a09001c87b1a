package cronberg

import (
	"fmt"

	"embers/rules"
)

// Check verifies the invariants: every rhombus in exactly one place, each
// laid one on two adjacent triangles, activation and closed crossings as
// the rules make them, four tokens per seat, scores equal to their log.
func (s *State) Check() error {
	if s.players < 2 || s.players > MaxSeats {
		return fmt.Errorf("%d players", s.players)
	}
	if s.toMove < 0 || int(s.toMove) >= int(s.players) {
		return fmt.Errorf("seat %d to move of %d", s.toMove, s.players)
	}
	for _, f := range []func() error{s.checkTiles, s.checkActive, s.checkTokens, s.checkScores, s.checkPhase} {
		if err := f(); err != nil {
			return err
		}
	}
	return nil
}

func (s *State) checkTiles() error {
	var seen [NumRhombi]int
	laid := 0
	for t := range NumTriangles {
		tile, m := s.tile[t], int(s.mate[t])
		if tile == noTile {
			if m != -1 {
				return fmt.Errorf("free triangle %s has a partner", triName[t])
			}
			continue
		}
		if tile < 0 || int(tile) >= NumRhombi {
			return fmt.Errorf("triangle %s holds tile %d", triName[t], tile)
		}
		if m < 0 || m >= NumTriangles || !Adjacent(t, m) || s.tile[m] != tile || int(s.mate[m]) != t {
			return fmt.Errorf("the rhombus on %s is not on two adjacent triangles", triName[t])
		}
		seen[tile]++
		if m > t {
			laid++
		}
	}
	if laid != int(s.laid) {
		return fmt.Errorf("%d rhombi on the board, counted %d", laid, s.laid)
	}
	if s.pileN < 0 || s.pileN > NumRhombi {
		return fmt.Errorf("pile of %d", s.pileN)
	}
	for i, tile := range s.pile[:s.pileN] {
		if tile < 0 || int(tile) >= NumRhombi {
			return fmt.Errorf("pile entry %d is tile %d", i, tile)
		}
		if s.masked && i > 0 && s.pile[i-1] > tile {
			return fmt.Errorf("a view's pile is not in tile order")
		}
		seen[tile] += 2
	}
	if s.drawn != noTile {
		if s.drawn < 0 || int(s.drawn) >= NumRhombi {
			return fmt.Errorf("drawn tile %d", s.drawn)
		}
		seen[s.drawn] += 2
	}
	for tile, n := range seen {
		if n != 2 { // two triangles, or one pile or hand entry
			return fmt.Errorf("rhombus %s is in %d places", rhombi[tile].Name, n)
		}
	}
	return nil
}

func (s *State) checkActive() error {
	exhausted := s.pileN == 0 && s.drawn == noTile
	var closed [NumCrossings]bool
	for t := range NumTriangles {
		want := s.tile[t] == noTile && (exhausted || s.isolated(t))
		if s.active[t] != want {
			return fmt.Errorf("triangle %s: activated %v, want %v", triName[t], s.active[t], want)
		}
		if s.active[t] && triKind[t] == Guard {
			for _, c := range triCorner[t] {
				closed[c] = true
			}
		}
	}
	if closed != s.closed {
		return fmt.Errorf("closed crossings do not match the activated guards")
	}
	return nil
}

func (s *State) checkTokens() error {
	var count [MaxSeats]int
	for c := range NumCrossings {
		o := int(s.token[c])
		if o == 0 {
			continue
		}
		if o < 0 || o > int(s.players) {
			return fmt.Errorf("crossing %s holds a token of seat %d", crossNames[c], o-1)
		}
		if s.closed[c] {
			return fmt.Errorf("a token stands on closed crossing %s", crossNames[c])
		}
		if !s.hasFree(c) && s.phase != phaseOver {
			return fmt.Errorf("the token on %s is surrounded but was not scored", crossNames[c])
		}
		count[o-1]++
	}
	for i := range MaxSeats {
		want := 0
		if i < int(s.players) {
			want = TokensEach
		}
		if count[i]+int(s.hand[i]) != want {
			return fmt.Errorf("seat %d has %d tokens on the board and %d in hand", i, count[i], s.hand[i])
		}
	}
	return nil
}

func (s *State) checkScores() error {
	if int(s.logN) > maxLog {
		return fmt.Errorf("%d scorings logged", s.logN)
	}
	var sum [MaxSeats]int32
	for _, e := range s.log[:s.logN] {
		if e.Seat < 0 || int(e.Seat) >= int(s.players) || e.Crossing < 0 || int(e.Crossing) >= NumCrossings {
			return fmt.Errorf("a scoring of seat %d at crossing %d", e.Seat, e.Crossing)
		}
		if e.Final && s.phase != phaseOver {
			return fmt.Errorf("a final scoring before the end")
		}
		sum[e.Seat] += int32(e.Points)
	}
	if sum != s.score {
		return fmt.Errorf("scores %v do not add up to the scorings %v", s.score, sum)
	}
	for i := int(s.players); i < MaxSeats; i++ {
		if s.carried[i] != 0 {
			return fmt.Errorf("a carried score for seat %d, who does not play", i)
		}
	}
	return nil
}

func (s *State) checkPhase() error {
	switch s.phase {
	case phaseLay:
		if s.drawn == noTile || !s.freePair() {
			return fmt.Errorf("laying with no drawn tile or nowhere to lay it")
		}
	case phaseTurn:
		if s.drawn != noTile {
			return fmt.Errorf("a drawn tile waits outside the laying phase")
		}
		if !s.anyoneCanAct() {
			return fmt.Errorf("nobody can act but the game is not over")
		}
	case phaseOver:
		if s.drawn != noTile || s.anyoneCanAct() {
			return fmt.Errorf("the game is over but someone can still act")
		}
	default:
		return fmt.Errorf("phase %d", s.phase)
	}
	if s.masked && s.viewer != rules.NoSeat && (s.viewer < 0 || int(s.viewer) >= int(s.players)) {
		return fmt.Errorf("a view for seat %d", s.viewer)
	}
	return nil
}
