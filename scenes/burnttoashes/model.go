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
}

// flight is the dragon pawn flying along its path: where it is now, as a
// fraction of the path (0 at its space, 1 past the hinterland).
type flight struct {
	on   bool
	path int
	f    float64
}

// modelOf copies what a view shows.
func modelOf(v *ba.State) model { return model{Look: v.Look()} }

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

// atRisk marks the provinces the dragon would strike if nobody gave more
// than the viewer can see on the table: while the pawn's tile is known
// (turned, or scouted by the viewer) and the offering not yet turned,
// its value less the gold the viewer sees (their own, and sums already
// turned) spread along its path. Others' hidden cards can only lessen it.
func (m *model) atRisk() (risk [ba.Provinces]bool, any bool) {
	i := m.Pawn
	if i < 0 || m.Slot[i] == 0 || m.Attacks > 0 || m.FightP >= 0 {
		return risk, false
	}
	seen := 0
	for s := range m.Players {
		switch {
		case m.Gave[s] > 0:
			seen += m.Gave[s]
		case s == m.Viewer:
			seen += goldOf(m.Offer[s])
		}
	}
	for _, p := range m.attacksAhead(i, m.Slot[i]-seen) {
		risk[p], any = true, true
	}
	return risk, any
}
