package game

import "embers/rules"

// LogLine is one line of the game log with the places its event touches
// (rules.Place), so a board can point at them while the line is hovered.
type LogLine struct {
	Text   string
	Places []rules.Place
}

// Everyone is the viewer of a finished game's replay: every secret is shown
// to all, as at a table where the cards are turned up after the game.
const Everyone rules.Seat = -3

// LogLines is every past move's events as log lines with their places, with
// the players' names. Like Log, the lines are the public ones for every
// seat (a person's own secrets are in their hand on the board, never in a
// log others read); for Everyone, a replay, every secret is written out.
func (s *Session) LogLines(viewer rules.Seat) []LogLine {
	names := s.Names()
	if viewer != Everyone {
		viewer = rules.NoSeat
	}
	var out []LogLine
	for _, p := range s.Match.History {
		for _, e := range p.Events {
			if l, ok := LineFor(e, names, viewer); ok {
				out = append(out, l)
			}
		}
	}
	return out
}

// PublicLine is the log line of an event as everyone may see it, with the
// players' names; ok is false for an event without a line.
func PublicLine(e rules.Event, names []string) (LogLine, bool) {
	return LineFor(e, names, rules.NoSeat)
}

// LineFor is the log line of an event for viewer: the public line, or for
// Everyone the event as its secret's owner saw it.
func LineFor(e rules.Event, names []string, viewer rules.Seat) (LogLine, bool) {
	e = Shown(e, viewer)
	if e.Text == "" || Aside(e) {
		return LogLine{}, false
	}
	return LogLine{Text: rules.Names(e.Text, names), Places: e.Places}, true
}

// LogAside is optional for an event's Data: an event the log leaves out
// (its animation still plays) because a later event tells it with the
// rest: a settlement's dice before the last, told with the last.
type LogAside interface{ LogAside() bool }

// Aside reports whether e's line is left out of the log and the recap.
func Aside(e rules.Event) bool {
	a, ok := e.Data.(LogAside)
	return ok && a.LogAside()
}

// Shown is event e as viewer sees it: the public side for NoSeat, the
// secret side for its owner, and every secret for Everyone.
func Shown(e rules.Event, viewer rules.Seat) rules.Event {
	if viewer == Everyone {
		return e.For(e.Secret)
	}
	return e.For(viewer)
}
