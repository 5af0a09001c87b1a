package fireaxe

import (
	"fmt"

	"embers/rules"
)

// recorder collects a move's events; a nil recorder (Play, search) builds
// none.
type recorder struct {
	list []rules.Event
}

// Event payload for the board: what moved, where, by how much.
type Change struct {
	Port  string `json:"port,omitempty"`
	Good  string `json:"good,omitempty"`
	Gold  int    `json:"gold,omitempty"`
	Dice  []int  `json:"dice,omitempty"`
	Saga  string `json:"saga,omitempty"`
	Count int    `json:"count,omitempty"` // a wind event: +1 a quarter turn clockwise, −1 back
	// Zone is where the wind's +1 blows after a wind event ("N", "E", ...).
	Zone string `json:"zone,omitempty"`
	// The end of the game (game.over): every seat's final gold and the
	// winners, for the board's end card.
	Scores  []int        `json:"scores,omitempty"`
	Winners []rules.Seat `json:"winners,omitempty"`
	// Lines are the final scoring by source (the Result's), for the
	// board to count up.
	Lines []rules.ScoreLine `json:"lines,omitempty"`
	// Aside: the log leaves the event out, a later one tells it (a
	// settlement's dice before the last; game.LogAside).
	Aside bool `json:"aside,omitempty"`
}

// LogAside reports whether the log leaves the event out (game.LogAside).
func (c Change) LogAside() bool { return c.Aside }

// add records one event. A nil recorder still costs its arguments (each string boxed, each place
// list made), so the moves every playout makes check r before calling.
func (r *recorder) add(kind, rule string, seat int, data *Change, places []rules.Place, format string, args ...any) {
	if r == nil {
		return
	}
	sv := rules.NoSeat
	if seat >= 0 {
		sv = rules.Seat(seat)
	}
	var d any
	if data != nil {
		d = *data
	}
	r.list = append(r.list, rules.Event{Kind: kind, Rule: rule, Seat: sv, Text: fmt.Sprintf(format, args...),
		Data: d, Places: places, Secret: rules.NoSeat})
}

// secret adds an event whose text only seat may read (a rune drawn).
func (r *recorder) secret(kind, rule string, seat int, places []rules.Place, public, private string) {
	if r == nil {
		return
	}
	r.list = append(r.list, rules.Event{Kind: kind, Rule: rule, Seat: rules.Seat(seat), Text: public,
		Places: places, Secret: rules.Seat(seat), SecretText: private})
}

// reveal marks the last event as uncovering chance or a hidden fact.
func (r *recorder) reveal() {
	if r != nil && len(r.list) > 0 {
		r.list[len(r.list)-1].Reveal = true
	}
}

func who(seat int) string {
	if seat >= 0 && seat < MaxSeats {
		return seatRefs[seat]
	}
	return rules.SeatRef(rules.Seat(seat))
}

// seatRefs are the seats' references, made once rather than at every event.
var seatRefs = func() (refs [MaxSeats]string) {
	for i := range refs {
		refs[i] = rules.SeatRef(rules.Seat(i))
	}
	return refs
}()
