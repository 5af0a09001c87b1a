package trekronor

import (
	"math"

	"embers/rules"
)

// boldest is the widest ambition a seat draws: its search raises its own
// rewards to an exponent between 1 (the reward as it is) and boldest (bold:
// a shared win or a saved castle without one is worth much less beside a
// win alone, so it risks more for one). No seat is drawn cautious (below
// 1): a seat that weighs a share near a win alone matches every save, and
// tables of such seats shared their wins (docs/rules/trekronor.md, "A
// private play style").
const boldest = 3.0

// Ambition is seat's private play style in this game (ai.Temperament): an
// exponent drawn, log-uniformly in [1, boldest), from the game's
// seed and the seat, so a game replays and seats of one table differ. The
// reward the game reports is the same for every seat
// (reward, rules.SemiCoopSplit); only the seat's own search weighs it by this, and
// the AI asks for no other seat's.
func (s *State) Ambition(seat rules.Seat) float64 {
	x := splitmix(s.seed ^ (uint64(seat)+1)*0x9e3779b97f4a7c15)
	u := float64(x>>11) / (1 << 53) // uniform in [0, 1)
	return math.Pow(boldest, u)
}

// splitmix is SplitMix64's finaliser: a well-mixed word from any word.
func splitmix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}
