package crownofash

import (
	"fmt"
	"strings"

	"embers/rules"
)

func (s *State) SeatLabel(seat rules.Seat) string {
	if seat >= 0 && int(seat) < MaxLords {
		return lordNames[seat]
	}
	return "nobody"
}

// Dump is a text picture of the position, for tests and the console.
func (s *State) Dump() string {
	var b strings.Builder
	fmt.Fprintf(&b, "round %d, turn %d of %d, phase %d\n", s.Round, s.Turn, s.turns(), s.Phase)
	for l := range s.Lords {
		name := lordNames[l]
		if s.isAI(l) {
			name += " (AI deck)"
		}
		fmt.Fprintf(&b, "%s: %d VP, res %v, minions %d, hand %s, grave %s, cards %b/%d disc %v\n", name, s.VP[l], s.Res[l],
			s.Minions[l], groupCode(s.Hand[l]), groupCode(s.Grave[l]), s.Cards[l].In, s.Cards[l].N, s.Cards[l].Disc[:s.Cards[l].DiscN])
	}
	for w := range Regions + 1 {
		top := "-"
		if w < Regions && s.Top[w] >= 0 {
			top = tiles[s.Top[w]].Code
		}
		fmt.Fprintf(&b, "%s: held by %d, top %s, defenders %s\n", placeName(w), s.Ctrl[w], top, groupCode(s.Def[w]))
	}
	var disp, row []string
	for _, id := range s.Display {
		disp = append(disp, map[bool]string{true: "-", false: fighterCode(int(id))}[id < 0])
	}
	for _, t := range s.Row {
		row = append(row, map[bool]string{true: "-", false: tileCode(int(t))}[t < 0])
	}
	fmt.Fprintf(&b, "display %s, row %s, stack %d\n", strings.Join(disp, " "), strings.Join(row, " "), s.StackN)
	if s.Fight.On {
		fmt.Fprintf(&b, "battle: %+v, attackers %s\n", s.Fight, groupCode(s.Table))
	}
	return b.String()
}
