package burnttoashes

import "fmt"

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
