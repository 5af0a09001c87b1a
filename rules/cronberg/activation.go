package cronberg

import (
	"fmt"

	"embers/rules"
)

// isolateAround activates every free neighbour of t that has no free
// neighbour left (rule 3.4): it can never be covered now.
func (s *State) isolateAround(t int, rec *rules.Recorder) {
	for _, n8 := range triNbr[t][:triNbrN[t]] {
		n := int(n8)
		if s.tile[n] == noTile && !s.active[n] && s.isolated(n) {
			s.activate(n, rec)
		}
	}
}

// isolated reports whether free triangle t has no free neighbour.
func (s *State) isolated(t int) bool {
	for _, n := range triNbr[t][:triNbrN[t]] {
		if s.tile[n] == noTile {
			return false
		}
	}
	return true
}

// emptyPile: with the last rhombus laid no triangle can be covered any
// more, so every free triangle activates (our reading of rule 3.4).
func (s *State) emptyPile(rec *rules.Recorder) {
	if rec != nil {
		free := 0
		for t := range NumTriangles {
			if s.tile[t] == noTile && !s.active[t] {
				free++
			}
		}
		rec.Add(EvPileEmpty, RuleActivation, rules.NoSeat,
			"the last rhombus is laid: every free triangle is beyond covering now", PileEmpty{Free: free})
	}
	for t := range NumTriangles {
		if s.tile[t] == noTile && !s.active[t] {
			s.activate(t, rec)
		}
	}
}

// activate makes free triangle t take effect: a guard drives the tokens off
// its three crossings and closes them; parks and coats of arms wait for the
// final scoring; a plain triangle does nothing.
func (s *State) activate(t int, rec *rules.Recorder) {
	s.active[t] = true
	kind := triKind[t]
	if kind == Guard {
		s.guard(t, rec)
		return
	}
	if rec == nil {
		return
	}
	ev, text := EvIsolated, fmt.Sprintf("triangle %s can no longer be built on", triName[t])
	switch kind {
	case Park:
		ev, text = EvActivated, fmt.Sprintf("the park on %s can no longer be built on: it will double the tokens beside it at the end", triName[t])
	case Coat:
		ev, text = EvActivated, fmt.Sprintf("the coat of arms on %s can no longer be built on: the tokens beside it will count every value as plus at the end", triName[t])
	}
	rec.Add(ev, RuleActivation, rules.NoSeat, text, TriangleActivated{Triangle: t, Kind: kind})
}

func (s *State) guard(t int, rec *rules.Recorder) {
	var g GuardActivated
	g.Triangle = t
	for i, c8 := range triCorner[t] {
		c := int(c8)
		g.Crossings[i] = c
		s.closed[c] = true
		if s.token[c] == 0 {
			continue
		}
		owner := rules.Seat(s.token[c] - 1)
		s.token[c] = 0
		s.hand[owner]++
		g.Driven = append(g.Driven, DrivenToken{Owner: owner, Crossing: c})
	}
	if rec == nil {
		return
	}
	text := fmt.Sprintf("the guard on %s takes post: crossings %s, %s and %s are closed",
		triName[t], crossNames[g.Crossings[0]], crossNames[g.Crossings[1]], crossNames[g.Crossings[2]])
	rec.Add(EvGuard, RuleActivation, rules.NoSeat, text, g)
	for _, d := range g.Driven {
		rec.Add(EvTokenReturned, RuleActivation, rules.NoSeat,
			fmt.Sprintf("the guard drives %s's token off crossing %s, back to hand", rules.SeatRef(d.Owner), crossNames[d.Crossing]),
			TokenReturned{Owner: d.Owner, Crossing: d.Crossing, Driven: true})
	}
}
