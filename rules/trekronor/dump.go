package trekronor

import (
	"fmt"
	"strings"

	"embers/rules"
)

// Dump draws the state as text: a header, the board (top row first), one
// line per hall, each seat's hand and the spread pile. Legend: W well with
// bucket, w well without; . courtyard, : corridor, * corridor fire;
// B Y R G K servants by colour; in halls F fire (on ash), a ash, m a marker,
// _ an empty hall square.
func (s *State) Dump() string {
	var b strings.Builder
	s.dumpHeader(&b)
	s.dumpGrid(&b)
	for h := range NumHalls {
		s.dumpHall(&b, h)
	}
	s.dumpHands(&b)
	s.dumpPile(&b)
	return b.String()
}

func (s *State) dumpHeader(b *strings.Builder) {
	fmt.Fprintf(b, "Tre Kronor Infernum: %d players, seed %d, %s opened\n", s.players, s.seed, s.SeatLabel(s.first))
	switch s.phase {
	case phaseOver:
		fmt.Fprintf(b, "Game over: %s\n", endSummary[s.end])
	case phaseSpread:
		fmt.Fprintf(b, "%s to place a spread marker\n", s.SeatLabel(s.toMove))
	default:
		fmt.Fprintf(b, "%s to act\n", s.SeatLabel(s.toMove))
	}
	fmt.Fprintf(b, "Supply: %d fire, %d ash\n", s.fireSupply, s.ashSupply)
	if s.masked {
		fmt.Fprintf(b, "View of %s: hidden things show as ?\n", s.SeatLabel(s.viewer))
	}
}

func (s *State) dumpGrid(b *strings.Builder) {
	for y := Width - 1; y >= 0; y-- {
		fmt.Fprintf(b, "%d ", y)
		for x := range Width {
			fmt.Fprintf(b, " %-3s", s.squareGlyph(y*Width+x))
		}
		b.WriteByte('\n')
	}
	b.WriteString("  ")
	for x := range Width {
		fmt.Fprintf(b, " %-3c", 'a'+x)
	}
	b.WriteByte('\n')
}

func (s *State) squareGlyph(sq int) string {
	switch {
	case area[sq] == Well:
		for w, ws := range wellSquare {
			if ws == sq && !s.bucket[w] {
				return "w"
			}
		}
		return "W"
	case area[sq] == HallFloor:
		c := s.cells[hallOf[sq]][slotOf[sq]]
		g := ""
		if c.Fire {
			g = "F"
		} else if c.Ash {
			g = "a"
		}
		g += strings.Repeat("m", int(c.N))
		if g == "" {
			g = "_"
		}
		return g
	case s.owner(sq) >= 0:
		return string(colourLetters[s.owner(sq)])
	case s.fire.has(sq):
		return "*"
	case area[sq] == Corridor:
		return ":"
	}
	return "."
}

func (s *State) dumpHall(b *strings.Builder, h int) {
	fmt.Fprintf(b, "%s %s: %d fire, %d ash |", hallID(h), halls[h].Name, s.hallFire(h), s.hallAsh(h))
	for slot, c := range s.cells[h] {
		var parts []string
		for i := range c.N {
			parts = append(parts, s.SeatLabel(c.M[i].Owner)+" "+c.M[i].Kind.String())
		}
		if c.Ash {
			parts = append(parts, "ash")
		}
		if c.Fire {
			parts = append(parts, "fire")
		}
		if len(parts) == 0 {
			parts = []string{"empty"}
		}
		fmt.Fprintf(b, " %d: %s |", slot, strings.Join(parts, "+"))
	}
	b.WriteByte('\n')
}

func (s *State) dumpHands(b *strings.Builder) {
	for seat := range rules.Seat(s.players) {
		spread := "?"
		if hand, ok := s.spreadHand(seat); ok {
			spread = ""
			for v := range numValues {
				if hand&(1<<v) != 0 {
					spread += valueNames[v]
				}
			}
		}
		saves, steals := "?", "?"
		if n := s.markersLeft(seat, KindSave); n >= 0 {
			saves = fmt.Sprint(n)
		}
		if n := s.markersLeft(seat, KindSteal); n >= 0 {
			steals = fmt.Sprint(n)
		}
		fmt.Fprintf(b, "%s: %d servants in hand, spread markers %s, save %s, steal %s\n",
			s.SeatLabel(seat), s.hand[seat], spread, saves, steals)
	}
}

func (s *State) dumpPile(b *strings.Builder) {
	b.WriteString("Pile:")
	if s.pileN == 0 {
		b.WriteString(" empty")
	}
	for _, e := range s.pile[:s.pileN] {
		var seen []byte
		for seat := range int(s.players) {
			if e.Known&(1<<seat) != 0 {
				seen = append(seen, colourLetters[seat])
			}
		}
		fmt.Fprintf(b, " %s %s (seen by %s);", s.SeatLabel(e.Owner), valueNames[e.Value], seen)
	}
	b.WriteByte('\n')
}
