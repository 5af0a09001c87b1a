package game

import "embers/rules"

// LogLine is one line of the game log with the places its event touches
// (rules.Place), so a board can point at them while the line is hovered.
type LogLine struct {
	Text   string
	Places []rules.Place
}

// LogLines is every past move's events as log lines with their places, with
// the players' names. Like Log, the lines are the public ones for every
// viewer (viewer is kept for the day that changes).
func (s *Session) LogLines(viewer rules.Seat) []LogLine {
	_ = viewer
	names := s.Names()
	var out []LogLine
	for _, p := range s.Match.History {
		for _, e := range p.Events {
			if l, ok := PublicLine(e, names); ok {
				out = append(out, l)
			}
		}
	}
	return out
}

// PublicLine is the log line of an event as everyone may see it, with the
// players' names; ok is false for an event without a line.
func PublicLine(e rules.Event, names []string) (LogLine, bool) {
	pub := e.For(rules.NoSeat)
	if pub.Text == "" {
		return LogLine{}, false
	}
	return LogLine{Text: rules.Names(pub.Text, names), Places: pub.Places}, true
}
