package trekronor

import (
	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/kit"
)

// model is what the board shows: a copy of a view that animations change
// event by event until the board is reset on the state itself.
type model struct {
	players    int
	servant    [tk.NumSquares]rules.Seat // NoSeat: empty
	fire       [tk.NumSquares]bool       // corridor fires
	cells      [tk.NumHalls][4]tk.Cell
	bucket     [tk.NumWells]bool
	hand       [tk.MaxSeats]int
	fireSupply int
	ashSupply  int
	pile       []tk.PileEntry
	spread     bool // the mover has acted and lays a spread marker
	spreadHand [tk.MaxSeats][]string
	handKnown  [tk.MaxSeats]bool
	markers    [tk.MaxSeats][3]int // left: [0] save, [1] steal (-1 hidden), [2] total
	scores     [tk.MaxSeats]int    // points shown so far (end of game)
	scored     [tk.NumHalls]bool
}

// modelOf copies what a view shows.
func modelOf(v *tk.State) model {
	m := model{players: v.Setup().Players, spread: v.InSpreadPhase()}
	for sq := range tk.NumSquares {
		m.servant[sq] = v.ServantAt(sq)
		m.fire[sq] = v.FireAt(sq)
	}
	for h := range tk.NumHalls {
		for s := range 4 {
			m.cells[h][s] = v.HallCell(h, s)
		}
	}
	for w := range tk.NumWells {
		m.bucket[w] = v.Bucket(w)
	}
	for s := range m.players {
		seat := rules.Seat(s)
		m.hand[s] = v.ServantsInHand(seat)
		m.spreadHand[s], m.handKnown[s] = v.SpreadHand(seat)
		m.markers[s] = [3]int{v.MarkersLeft(seat, tk.KindSave), v.MarkersLeft(seat, tk.KindSteal), v.MarkersInHand(seat)}
	}
	m.fireSupply, m.ashSupply = v.Supply()
	m.pile = v.Pile()
	if r := v.Result(); r.Over {
		copy(m.scores[:], r.Scores)
		for h := range m.scored {
			m.scored[h] = !r.Lost
		}
	}
	return m
}

// hallFire counts the fire tokens shown in hall h.
func (m *model) hallFire(h int) int {
	return kit.Count(m.cells[h][:], func(c tk.Cell) bool { return c.Fire })
}

// hallAsh counts the ash tokens shown in hall h.
func (m *model) hallAsh(h int) int {
	return kit.Count(m.cells[h][:], func(c tk.Cell) bool { return c.Ash })
}
