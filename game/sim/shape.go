package sim

import (
	"fmt"
	"io"
	"sort"
)

// gameShape is what the games were like, beyond who won: how long they
// lasted and how often a won game had one winner rather than a shared win
// (a semi-co-operative game such as Tre Kronor is only a contest when it
// has sole winners).
type gameShape struct {
	PliesP50     int     `json:"plies_p50"`      // median moves per game, errors left out
	SoleWinShare float64 `json:"sole_win_share"` // of the games the group won, those with one winner
}

// slotWins splits a slot's wins into wins alone and shared wins.
type slotWins struct {
	SoleWins   int `json:"sole_wins"`
	SharedWins int `json:"shared_wins"`
}

// addGameShape fills the game shape and every slot's sole and shared wins
// from the games without error.
func addGameShape(r *simReport, outs []gameOutcome) {
	var plies []int
	won, sole := 0, 0
	for _, o := range outs {
		if o.err != "" {
			continue
		}
		plies = append(plies, o.plies)
		if o.result.Lost || len(o.result.Winners) == 0 {
			continue
		}
		won++
		if len(o.result.Winners) == 1 {
			sole++
		}
		for slot, seat := range o.seatOf {
			switch {
			case !o.result.Won(seat):
			case len(o.result.Winners) == 1:
				r.Seats[slot].SoleWins++
			default:
				r.Seats[slot].SharedWins++
			}
		}
	}
	r.PliesP50 = medianInt(plies)
	r.SoleWinShare = ratio(sole, won)
}

// medianInt is the lower median of xs, 0 for none.
func medianInt(xs []int) int {
	if len(xs) == 0 {
		return 0
	}
	s := append([]int(nil), xs...)
	sort.Ints(s)
	return s[(len(s)-1)/2]
}

func printGameShape(w io.Writer, r simReport) {
	fmt.Fprintf(w, "games: median length %d plies; %.1f%% of won games had a sole winner\n", r.PliesP50, 100*r.SoleWinShare)
	fmt.Fprintf(w, "%-4s %-7s %10s %12s\n", "slot", "level", "sole wins", "shared wins")
	for i, s := range r.Seats {
		fmt.Fprintf(w, "%-4d %-7s %10d %12d\n", i+1, s.Level, s.SoleWins, s.SharedWins)
	}
}
