package sim

import (
	"cmp"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strings"

	"embers/rules"
)

// What a game's balance needs beyond who won: how each table seat (the
// order of play, 1 first) fared whatever level sat there, and how often
// chosen kinds of event happened (a saga completed, a province burnt).

// tableSeat is one table seat's figures over the games without error.
type tableSeat struct {
	Seat      int     `json:"seat"` // 1 plays first
	Wins      int     `json:"wins"` // a shared win counts; a group loss does not
	MeanScore float64 `json:"mean_score"`
}

// tallyLine is how often events of the tallied kinds said one thing.
type tallyLine struct {
	Kind  string `json:"kind"`
	Text  string `json:"text"` // the public log line, seats written {seat}
	Count int    `json:"count"`
}

// seatToken is a seat's name in an event's text ({0}, {1} ...).
var seatToken = regexp.MustCompile(`\{\d+\}`)

// tallyKey is an event's line for the tally: its kind and its text with
// every seat written alike, so the same thing done by any seat counts once.
func tallyKey(e rules.Event) tallyLine {
	return tallyLine{Kind: e.Kind, Text: seatToken.ReplaceAllString(e.Text, "{seat}")}
}

// addTableSeats fills each table seat's wins and mean score.
func addTableSeats(r *simReport, outs []gameOutcome, players int) {
	r.ByTableSeat = make([]tableSeat, players)
	done := 0
	for _, o := range outs {
		if o.err != "" {
			continue
		}
		done++
		for seat := range players {
			st := &r.ByTableSeat[seat]
			if !o.result.Lost && o.result.Won(rules.Seat(seat)) {
				st.Wins++
			}
			if seat < len(o.result.Scores) {
				st.MeanScore += float64(o.result.Scores[seat])
			}
		}
	}
	for seat := range r.ByTableSeat {
		r.ByTableSeat[seat].Seat = seat + 1
		r.ByTableSeat[seat].MeanScore /= float64(max(done, 1))
	}
}

// slotSeats is where a level slot sat (slots go round the table from game
// to game) and what it won there: a chair's advantage for players of one
// strength, though the table mixes levels.
type slotSeats struct {
	GamesBySeat []int `json:"games_by_seat"` // games without error with the slot at table seat k+1
	WinsBySeat  []int `json:"wins_by_seat"`  // of those, the games it won (a shared win counts)
}

// addSlotSeats fills each slot's games and wins by table seat.
func addSlotSeats(r *simReport, outs []gameOutcome) {
	for slot := range r.Seats {
		st := &r.Seats[slot].slotSeats
		st.GamesBySeat, st.WinsBySeat = make([]int, r.Players), make([]int, r.Players)
		for _, o := range outs {
			if o.err != "" {
				continue
			}
			seat := o.seatOf[slot]
			st.GamesBySeat[seat]++
			if !o.result.Lost && o.result.Won(seat) {
				st.WinsBySeat[seat]++
			}
		}
	}
}

// addTally sums the games' tallies, most frequent first (ties by text).
func addTally(r *simReport, outs []gameOutcome) {
	sum := map[tallyLine]int{}
	for _, o := range outs {
		if o.err != "" {
			continue
		}
		for k, n := range o.tally {
			sum[k] += n
		}
	}
	for k, n := range sum {
		k.Count = n
		r.Tally = append(r.Tally, k)
	}
	slices.SortFunc(r.Tally, func(a, b tallyLine) int {
		return cmp.Or(cmp.Compare(b.Count, a.Count), cmp.Compare(a.Kind, b.Kind), cmp.Compare(a.Text, b.Text))
	})
}

func printTableSeats(w io.Writer, r simReport) {
	var wins, scores []string
	for _, s := range r.ByTableSeat {
		wins = append(wins, fmt.Sprint(s.Wins))
		scores = append(scores, fmt.Sprintf("%.2f", s.MeanScore))
	}
	fmt.Fprintf(w, "by table seat (1 plays first): wins %s; mean score %s\n", strings.Join(wins, " / "), strings.Join(scores, " / "))
	for i, s := range r.Seats {
		var at []string
		for k := range s.GamesBySeat {
			at = append(at, fmt.Sprintf("%d of %d", s.WinsBySeat[k], s.GamesBySeat[k]))
		}
		fmt.Fprintf(w, "  slot %d (%s) won at table seats 1..%d: %s\n", i+1, s.Level, len(at), strings.Join(at, " / "))
	}
}

func printTally(w io.Writer, r simReport) {
	if len(r.Tally) == 0 {
		return
	}
	fmt.Fprintln(w, "events tallied (count, kind, what the log said):")
	for _, t := range r.Tally {
		fmt.Fprintf(w, "%6d  %s  %s\n", t.Count, t.Kind, t.Text)
	}
}
