package burnttoashes

import (
	"fmt"
	"strings"
)

// farmerWords labels the Farmer's swap: seat t gets the cards a (and b)
// from the player's hand, who draws as many blind from t's.
func farmerWords(t, a, b int) string {
	if a == hidden {
		return "Play the Farmer with " + who(t)
	}
	card := func(v int) string {
		if v == 0 {
			return "a blank card"
		}
		return fmt.Sprintf("a %d", v)
	}
	give := card(a)
	if b != none {
		give += " and " + card(b)
	}
	return fmt.Sprintf("Play the Farmer: give %s %s, draw as many blind from their hand", who(t), give)
}

// TileRuns names tiles top first in words, a run of one kind counted:
// "knight ×3, power, shield ×2".
func TileRuns(tiles []Tile) string {
	var parts []string
	for i := 0; i < len(tiles); {
		j := i
		for j < len(tiles) && tiles[j] == tiles[i] {
			j++
		}
		w := "?"
		if int(tiles[i]) < len(tileNames) {
			w = tileNames[tiles[i]]
		}
		if j-i > 1 {
			w += fmt.Sprintf(" ×%d", j-i)
		}
		parts = append(parts, w)
		i = j
	}
	return strings.Join(parts, ", ")
}
