package burnttoashes

import (
	ba "embers/rules/burnttoashes"
)

// model is what the board shows: the rules' Look of a view, which
// animations move on event by event until the board is reset on the state
// itself.
type model struct {
	ba.Look
	flight flight // the dragon's flight in progress, if any
	// startHelp and stackKnights come from the view when the board
	// settles: the start help's cost in co-op, and the knights still face
	// down in the stacks (the kingdom's danger).
	startHelp    bool
	stackKnights int
}

// flight is the dragon pawn flying along its path: where it is now, as a
// fraction of the path (0 at its space, 1 past the hinterland).
type flight struct {
	on   bool
	path int
	f    float64
}

// modelOf copies what a view shows.
func modelOf(v *ba.State) model {
	return model{Look: v.Look(), startHelp: v.StartHelp(), stackKnights: v.KnightsInStacks()}
}

// provincesLeft is how many provinces still stand; knightsLeft how many
// knights stand on them or wait hidden in the stacks as far as the viewer
// knows (a face-down tile may be one).
func (m *model) provincesLeft() int {
	n := 0
	for p := range ba.Provinces {
		if !m.Lost[p] {
			n++
		}
	}
	return n
}

func (m *model) knightsPlaced() int {
	n := 0
	for p := range ba.Provinces {
		if !m.Lost[p] && m.Knight[p] {
			n++
		}
	}
	return n
}

// pathOf is the path a province lies on, and its place along it.
func pathOf(p int) (path, pos int) { return p / ba.PathLen, p % ba.PathLen }

// attacksAhead lists the provinces the attacks of a tile on path i would
// strike, in order: lost or marked provinces are skipped, as the rules
// skip them.
func (m *model) attacksAhead(i, n int) []int {
	var out []int
	for pos := 0; pos < ba.PathLen && len(out) < n; pos++ {
		if p := i*ba.PathLen + pos; !m.Lost[p] && !m.Marker[p] {
			out = append(out, p)
		}
	}
	return out
}

// Risk levels of a province on the pawn's path while the offering is
// open: riskSure, struck if nobody gives more than the viewer sees;
// riskMaybe, struck only if the face-down tile is one of the higher values
// its colour may still hold.
const (
	riskNone = iota
	riskMaybe
	riskSure
)

// atRisk marks the provinces the dragon would strike if nobody gave more
// than the viewer can see on the table, or was told (told: the gold
// team-mates said they laid, co-op): the tile's value (turned, or
// scouted by the viewer), else the lowest and highest its colour may
// still be this year, less the gold the viewer sees (their own, and sums
// already turned), spread along its path. Others' hidden cards can only
// lessen it.
func (m *model) atRisk(told int) (risk [ba.Provinces]int, any bool) {
	i := m.Pawn
	if i < 0 || m.Attacks > 0 || m.FightP >= 0 || m.Year == 0 {
		return risk, false
	}
	seen := told
	for s := range m.Players {
		switch {
		case m.Gave[s] > 0:
			seen += m.Gave[s]
		case s == m.Viewer:
			seen += goldOf(m.Offer[s])
		}
	}
	lo, hi := m.tileRange(i)
	for k, p := range m.attacksAhead(i, hi-seen) {
		risk[p], any = riskMaybe, true
		if k < lo-seen {
			risk[p] = riskSure
		}
	}
	return risk, any
}

// tileRange is the lowest and highest value tile i may show to the
// viewer: its value when known, else those of its colour this year not
// showing on another space.
func (m *model) tileRange(i int) (lo, hi int) {
	if v := m.Slot[i]; v > 0 {
		return v, v
	}
	lo = 99
	for _, v := range ba.TileValues(m.Year) {
		if (v >= 5) != m.Red[i] || m.showing(v) {
			continue
		}
		lo, hi = min(lo, v), max(hi, v)
	}
	if hi == 0 {
		return 0, 0
	}
	return lo, hi
}

// showing tells whether value v lies known on some space.
func (m *model) showing(v int) bool {
	for _, s := range m.Slot {
		if s == v {
			return true
		}
	}
	return false
}
