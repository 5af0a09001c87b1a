package burnttoashes

import (
	"strconv"

	"embers/rules"
)

// evlog collects a move's events; nil plays without them (Play). The
// search plays its playouts with a nil log, so a move builds its text (and
// its places) only under "if log != nil": Go works out the arguments of
// log.add before add can look at its log.
type evlog struct{ list []rules.Event }

// add records a public event; its places name what it touches.
func (l *evlog) add(kind, rule string, seat int, text string, places ...rules.Place) *rules.Event {
	if l == nil {
		return nil
	}
	l.list = append(l.list, rules.Event{Kind: kind, Rule: rule, Seat: rules.Seat(seat), Text: text,
		Places: places, Secret: rules.NoSeat})
	return &l.list[len(l.list)-1]
}

// secret records an event whose full text only one seat may read.
func (l *evlog) secret(kind, rule string, seat int, text, secret string, places ...rules.Place) {
	if e := l.add(kind, rule, seat, text, places...); e != nil {
		e.Secret, e.SecretText = rules.Seat(seat), secret
	}
}

// ended records the end of the game: its Data is the result, for a
// board to tell the end as the event lands.
func (l *evlog) ended(s *State, kind, text string, place rules.Place) {
	if e := l.add(kind, "end", -1, text, place); e != nil {
		e.Data = s.Result()
	}
}

// reveal marks the last event as uncovering something hidden.
func (l *evlog) reveal() {
	if l != nil && len(l.list) > 0 {
		l.list[len(l.list)-1].Reveal = true
	}
}

// seatRefs are the seats' placeholders, made once: event text names a
// seat in most lines, and the search plays thousands of them a decision.
var seatRefs = func() (refs [MaxPlayers]string) {
	for i := range refs {
		refs[i] = rules.SeatRef(rules.Seat(i))
	}
	return refs
}()

func who(seat int) string {
	if seat >= 0 && seat < MaxPlayers {
		return seatRefs[seat]
	}
	return rules.SeatRef(rules.Seat(seat))
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}
