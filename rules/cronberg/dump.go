package cronberg

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"embers/rules"
)

// Dump is a text picture of the state: the town row by row (crossings by
// number, or the letter of the token on them; triangles as "." free, p/g/c
// a free park, guard or coat of arms, upper case once activated, "#" an
// isolated plain triangle, or the value of the rhombus covering them), then
// hands, track, pile and the rhombi laid.
func (s *State) Dump() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Cronberg, %d players, seed %d; %s\n", s.players, s.seed, s.turnLine())
	s.drawTown(&b)
	for i := range int(s.players) {
		fmt.Fprintf(&b, "%-6s %c  track %4d (this game %+d)  tokens in hand %d\n",
			colourNames[i], colourLetters[i], s.Track(rules.Seat(i)), s.score[i], s.hand[i])
	}
	fmt.Fprintf(&b, "pile: %d face down", s.pileN)
	if !s.masked && s.pileN > 0 {
		b.WriteString(", top first:")
		for i := int(s.pileN) - 1; i >= 0; i-- {
			fmt.Fprintf(&b, " %d", s.pile[i])
		}
	}
	if s.drawn != noTile {
		fmt.Fprintf(&b, "; drawn: %s %+d", rhombi[s.drawn].Name, rhombi[s.drawn].Value)
	}
	b.WriteString("\n")
	for t := range NumTriangles {
		if s.tile[t] != noTile && int(s.mate[t]) > t {
			r := rhombi[s.tile[t]]
			fmt.Fprintf(&b, "  %s %+d on %s %s\n", r.Name, r.Value, triName[t], triName[s.mate[t]])
		}
	}
	return b.String()
}

func (s *State) turnLine() string {
	switch {
	case s.phase == phaseOver:
		return "game over"
	case s.phase == phaseLay:
		return fmt.Sprintf("%s to lay the %s", colourNames[s.toMove], rhombi[s.drawn].Name)
	}
	return colourNames[s.toMove] + " to move"
}

// drawTown lays out crossings and triangles at their board positions.
func (s *State) drawTown(b *strings.Builder) {
	type cell struct {
		x    float64
		text string
	}
	rows := map[int][]cell{}
	for c := range NumCrossings {
		p := crossPos[c]
		text := crossNames[c]
		switch {
		case s.token[c] != 0:
			text = string(colourLetters[s.token[c]-1])
		case s.closed[c]:
			text = "x"
		}
		k := int(math.Round(p.Y * 6))
		rows[k] = append(rows[k], cell{p.X, text})
	}
	for t := range NumTriangles {
		p := Centroid(t)
		k := int(math.Round(p.Y * 6))
		rows[k] = append(rows[k], cell{p.X, s.triangleMark(t)})
	}
	keys := make([]int, 0, len(rows))
	for k := range rows {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	for _, k := range keys {
		line := []byte(strings.Repeat(" ", 72))
		for _, c := range rows[k] {
			col := int(math.Round((c.x + 4.5) * 8))
			copy(line[min(col, len(line)-len(c.text)):], c.text)
		}
		b.WriteString(strings.TrimRight(string(line), " "))
		b.WriteString("\n")
	}
}

func (s *State) triangleMark(t int) string {
	if tile := s.tile[t]; tile != noTile {
		return fmt.Sprintf("%+d", rhombi[tile].Value)
	}
	mark := [...]string{".", "p", "g", "c"}[triKind[t]]
	if s.active[t] {
		mark = [...]string{"#", "P", "G", "C"}[triKind[t]]
	}
	return mark
}
