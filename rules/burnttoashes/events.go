package burnttoashes

import (
	"fmt"

	"embers/rules"
)

// evlog collects a move's events; nil plays without them (Play).
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

func who(seat int) string { return rules.SeatRef(rules.Seat(seat)) }

func plural(n int, one, many string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}
