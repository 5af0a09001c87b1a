package cronberg

import (
	"embers/rules"
	cb "embers/rules/cronberg"
)

// model is what the board shows: a copy of a view that animations change
// event by event until the board is reset on the state itself.
type model struct {
	players int
	token   [cb.NumCrossings]rules.Seat // NoSeat: empty
	closed  [cb.NumCrossings]bool
	tile    [cb.NumTriangles]int // the rhombus on a triangle, or -1
	mate    [cb.NumTriangles]int // the other triangle of that rhombus
	active  [cb.NumTriangles]bool
	hand    [cb.MaxSeats]int
	track   [cb.MaxSeats]int // each seat's place on the track, as shown
	pile    int              // tiles face down
	drawn   int              // the tile drawn and waiting to be laid, or -1
	laying  bool
}

// modelOf copies what a view shows.
func modelOf(v *cb.State) model {
	m := model{players: v.Players(), pile: v.PileLeft(), drawn: v.Drawn(), laying: v.Laying()}
	for c := range cb.NumCrossings {
		m.token[c] = v.TokenAt(c)
		m.closed[c] = v.Closed(c)
	}
	for t := range cb.NumTriangles {
		m.tile[t], m.mate[t] = v.TileOn(t)
		m.active[t] = v.Activated(t)
	}
	for s := range m.players {
		m.hand[s] = v.TokensInHand(rules.Seat(s))
		m.track[s] = v.Track(rules.Seat(s))
	}
	return m
}

// free reports whether triangle t is not covered.
func (m *model) free(t int) bool { return m.tile[t] < 0 }

// layTile puts tile on triangles t and u.
func (m *model) layTile(tile, t, u int) {
	m.tile[t], m.tile[u] = tile, tile
	m.mate[t], m.mate[u] = u, t
}
