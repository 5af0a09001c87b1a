package cronberg

import (
	"fmt"
	"strings"

	"embers/rules"
)

// FormatMove writes m in the game's notation: "token 17", "draw",
// "lay c3 c4" or "pass".
func (s *State) FormatMove(m rules.Move) string { return formatMove(m) }

func formatMove(m rules.Move) string {
	if !validMove(m) {
		return fmt.Sprintf("move#%d", uint64(m))
	}
	k, a, b := decodeMove(m)
	switch k {
	case mvToken:
		return "token " + crossNames[a]
	case mvDraw:
		return "draw"
	case mvLay:
		return "lay " + triName[a] + " " + triName[b]
	}
	return "pass"
}

const notationHelp = "write token 17 (crossing 1..54), draw, lay c3 c4 (two adjacent triangles) or pass"

// ParseMove reads the notation (case and extra spaces do not matter).
func (s *State) ParseMove(text string) (rules.Move, error) { return parseMove(text) }

func parseMove(text string) (rules.Move, error) {
	f := strings.Fields(strings.ToLower(text))
	if len(f) == 0 {
		return 0, fmt.Errorf("empty move; %s", notationHelp)
	}
	switch {
	case f[0] == "draw" && len(f) == 1:
		return DrawMove(), nil
	case f[0] == "pass" && len(f) == 1:
		return PassMove(), nil
	case f[0] == "token" && len(f) == 2:
		c, ok := ParseCrossing(f[1])
		if !ok {
			return 0, fmt.Errorf("%s: %s is not a crossing; crossings are numbered 1..%d", rules.Excerpt(text), rules.Excerpt(f[1]), NumCrossings)
		}
		return TokenMove(c), nil
	case f[0] == "lay" && len(f) == 3:
		return parseLay(text, f[1], f[2])
	}
	return 0, fmt.Errorf("%s: unreadable move; %s", rules.Excerpt(text), notationHelp)
}

func parseLay(text, a, b string) (rules.Move, error) {
	t, ok1 := ParseTriangle(a)
	u, ok2 := ParseTriangle(b)
	switch {
	case !ok1 || !ok2:
		return 0, fmt.Errorf("%s: triangles are named by row a..h and place from the left, like c3", rules.Excerpt(text))
	case !Adjacent(t, u):
		return 0, fmt.Errorf("%s: %s and %s do not share an edge, so no rhombus covers both", rules.Excerpt(text), a, b)
	}
	return LayMove(t, u), nil
}
