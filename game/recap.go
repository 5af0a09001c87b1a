package game

import (
	"strings"

	"embers/rules"
)

// RecapLine is what one computer seat did while a person waited: what it
// did ("Red places a servant on d4 and lays a spread marker face-down.")
// and, when its moves set something off, the first thing that followed.
type RecapLine struct {
	Seat  rules.Seat
	Did   string
	Then  string // "" when nothing followed
	Moves int    // the seat's moves summed up
}

// Recap sums up, per computer seat in the order they played, the moves made
// since viewer's last move (the whole game when viewer has not moved yet).
// It is built from the public events as viewer may see them (Event.For), so
// it never tells a secret.
func (s *Session) Recap(viewer rules.Seat) []RecapLine {
	h := s.Match.History
	start := 0
	for i := len(h) - 1; i >= 0; i-- {
		if h[i].Seat == viewer {
			start = i + 1
			break
		}
	}
	names := s.Names()
	var out []RecapLine
	at := map[rules.Seat]int{}
	acts := map[rules.Seat][]string{}
	for _, p := range h[start:] {
		if s.IsHuman(p.Seat) {
			continue
		}
		i, ok := at[p.Seat]
		if !ok {
			i = len(out)
			at[p.Seat] = i
			out = append(out, RecapLine{Seat: p.Seat})
		}
		out[i].Moves++
		own := rules.SeatRef(p.Seat) + " "
		for _, e := range p.Events {
			text := strings.TrimSuffix(rules.Names(e.For(viewer).Text, names), ".")
			raw := e.For(viewer).Text
			switch {
			case raw == "":
			case e.Seat == p.Seat && strings.HasPrefix(raw, own):
				acts[p.Seat] = append(acts[p.Seat], strings.TrimSuffix(raw[len(own):], "."))
			case out[i].Then == "":
				out[i].Then = text + "."
			}
		}
	}
	for i := range out {
		seat := out[i].Seat
		out[i].Did = s.Name(seat) + " " + rules.Names(joinActs(acts[seat]), names) + "."
		if len(acts[seat]) == 0 {
			out[i].Did = s.Name(seat) + " did nothing anyone could see."
		}
	}
	return out
}

// joinActs writes "a, b and c".
func joinActs(acts []string) string {
	switch len(acts) {
	case 0:
		return ""
	case 1:
		return acts[0]
	}
	return strings.Join(acts[:len(acts)-1], ", ") + " and " + acts[len(acts)-1]
}
