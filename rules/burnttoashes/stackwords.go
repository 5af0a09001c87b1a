package burnttoashes

import "strings"

// stackTip is what a province's tip says of its stack: how many tiles,
// and, where the viewer has looked at it, which, top first ("4 tiles in
// its stack: knight, power, shield, shield from the top").
func (s *State) stackTip(p int) string {
	c := &s.c
	n := int(c.StackN[p])
	out := plural(n, "tile", "tiles") + " in its stack"
	var names []string
	for i := n - 1; i >= 0; i-- { // bottom first: the top is the last
		t := c.Stack[p][i]
		if t == NoTile {
			return out
		}
		names = append(names, tileNames[t])
	}
	if len(names) == 0 {
		return out
	}
	return out + ": " + strings.Join(names, ", ") + " from the top"
}
