package game

import (
	"slices"
	"strings"

	"embers/rules"
)

// RecapLine is what one other seat (a computer, or another person at the
// same screen) did while a person waited: what it
// did ("Red places a servant on d4 and lays a spread marker face-down.")
// and, when its moves set something off, the first thing that followed.
type RecapLine struct {
	Seat  rules.Seat
	Did   string
	Then  string   // "" when nothing followed
	Moves int      // the seat's moves summed up
	Acts  []string // what it did, one phrase per event ("places a servant on d4")
}

// Recap sums up, per seat other than viewer in the order they played (the
// computer's and the other people's), the moves made since viewer's last move (the whole game when viewer has not moved yet).
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
		if !rules.IsSeat(p.Seat) { // chance: what it brought follows the last seat's moves
			if n := len(out); n > 0 && out[n-1].Then == "" && len(p.Events) > 0 && !Aside(p.Events[0]) {
				out[n-1].Then = strings.TrimSuffix(rules.Names(p.Events[0].For(viewer).Text, names), ".") + "."
			}
			continue
		}
		if p.Seat == viewer {
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
		for _, a := range acts[seat] {
			out[i].Acts = append(out[i].Acts, rules.Names(a, names))
		}
		out[i].Did = Sentence(s.Name(seat), out[i].Acts)
		if len(acts[seat]) == 0 {
			out[i].Did = Sentence(s.Name(seat), []string{"did nothing anyone could see"})
		}
	}
	return out
}

// JoinActs writes "a, b and c".
func JoinActs(acts []string) string {
	switch len(acts) {
	case 0:
		return ""
	case 1:
		return acts[0]
	}
	return strings.Join(acts[:len(acts)-1], ", ") + " and " + acts[len(acts)-1]
}

// CommonActs are the phrases every line's seat did (with two lines or
// more): the routine of a turn ("lays a spread marker face-down"), which a
// recap may say once for all.
func CommonActs(lines []RecapLine) []string {
	if len(lines) < 2 {
		return nil
	}
	var out []string
	for _, a := range lines[0].Acts {
		all := true
		for _, l := range lines[1:] {
			all = all && slices.Contains(l.Acts, a)
		}
		if all && !slices.Contains(out, a) {
			out = append(out, a)
		}
	}
	return out
}

// Sentence writes who did the acts as a sentence: "Bo places a servant on
// d4 and lays a spread marker face-down."
func Sentence(who string, acts []string) string {
	s := who + " " + JoinActs(acts)
	if !strings.HasSuffix(s, "!") && !strings.HasSuffix(s, "?") {
		s += "."
	}
	return s
}
