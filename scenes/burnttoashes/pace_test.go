package burnttoashes

import (
	"fmt"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"embers/rules"
	"embers/scenes/play"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// paced is one move as the play scene showed it: who made it, its
// notation, and the ticks from the previous move's to its own.
type paced struct {
	seat  rules.Seat
	move  string
	ticks int
}

// watch plays a game of computer seats on the play scene at speed, a
// tick at a time, and records when each move was made (greedy seats
// choose at once, so the ticks are the animations and the pauses only).
func watch(t *testing.T, players int, speed string, seed uint64, limit int) []paced {
	t.Helper()
	levels := make([]string, players)
	for i := range levels {
		levels[i] = "greedy"
	}
	s, err := playtest.Session("burnttoashes", levels, seed, 0)
	if err != nil {
		t.Fatal(err)
	}
	app := playtest.NewApp()
	app.Cfg.Play.AIPauseMs = 600
	app.Cfg.AI.ThinkMsCap = 2000
	sc := play.NewWith(app, s, play.Options{Speed: speed})
	defer sc.Close()
	var out []paced
	last, n := 0, 0
	for tick := 0; tick < limit && s.ToMove() != rules.NoSeat; tick++ {
		if err := app.Step(sc, ui.Input{}); err != nil {
			t.Fatal(err)
		}
		for ; n < len(s.Match.History); n++ {
			h := s.Match.History[n]
			out = append(out, paced{seat: h.Seat, move: h.Notation, ticks: tick - last})
			last = tick
		}
		for s.Thinking() { // the greedy seat's choice, from its goroutine
			time.Sleep(20 * time.Microsecond)
		}
	}
	return out
}

// paceReport sums what watching moves costs: each kind of move (its own
// animation and the pause before the next move), each seat's buy turn (its
// first buy-phase move to its "end", fights included), each setup look
// (look and order) and the claims.
func paceReport(moves []paced) string {
	kind := func(i int) string { return strings.Fields(moves[i].move + " ?")[0] }
	dur := func(i int) int { // the move's own: the ticks until the next one
		if i+1 < len(moves) {
			return moves[i+1].ticks
		}
		return 0
	}
	byKind := map[string][]int{}
	var turns, claims []int
	cur, in, year, who := 0, false, false, rules.NoSeat
	var seq []string
	longest, longSeq := 0, ""
	closeTurn := func() {
		if in {
			turns = append(turns, cur)
			if cur > longest {
				longest, longSeq = cur, strings.Join(seq, "; ")
			}
		}
		in, seq = false, nil
	}
	buying := map[string]bool{"buy": true, "look": true, "order": true, "place": true, "end": true}
	for i := range moves {
		k := kind(i)
		byKind[k] = append(byKind[k], dur(i))
		switch {
		case k == "pawn" || k == "layout":
			year = true
			closeTurn()
		case k == "claim":
			claims = append(claims, dur(i))
		case k == "offer" || k == "stand":
			closeTurn()
		case year && buying[k] && moves[i].seat != who:
			closeTurn()
			in, cur, who = true, 0, moves[i].seat
		}
		if !in {
			continue
		}
		cur += dur(i)
		seq = append(seq, fmt.Sprintf("%s %.1f", moves[i].move, float64(dur(i))/60))
		if k == "end" {
			closeTurn()
			who = rules.NoSeat
		}
	}
	closeTurn()
	var kinds []string
	for k := range byKind {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	var b strings.Builder
	spread := func(name string, v []int) {
		if len(v) == 0 {
			return
		}
		v = slices.Clone(v)
		sort.Ints(v)
		sum := 0
		for _, x := range v {
			sum += x
		}
		fmt.Fprintf(&b, "  %-10s n=%4d median %5.2f s, max %5.2f s, all %6.1f s\n", name, len(v), float64(v[len(v)/2])/60, float64(v[len(v)-1])/60, float64(sum)/60)
	}
	for _, k := range kinds {
		spread(k, byKind[k])
	}
	spread("buy turn", turns)
	spread("claims", claims)
	fmt.Fprintf(&b, "  the longest buy turn: %s\n", longSeq)
	return b.String()
}

// TestPaceReport writes, with EMBERS_PACE set, how long the computer's
// moves take to watch at normal and fast speed (60 ticks a second).
func TestPaceReport(t *testing.T) {
	if os.Getenv("EMBERS_PACE") == "" {
		t.Skip("set EMBERS_PACE=1 to measure the pace")
	}
	for _, speed := range []string{"normal", "fast"} {
		moves := watch(t, 4, speed, 3, 60*60*60)
		t.Logf("speed %s, %d moves\n%s", speed, len(moves), paceReport(moves))
	}
}
