package fireaxe

import (
	"fmt"
	"slices"
	"testing"

	"embers/game"
	"embers/rules"
	"embers/scenes/play/playtest"
)

// turnTicks plays a game of players computer seats and returns, for each
// computer turn, the ticks a person watches it at eventTicks a event (the
// speed's) with pause ticks before each move (the settings'), as the play
// scene paces it: the board's share of the pause (PauseShare), scaled
// by the speed as the scene does, before every move, chance's
// dice included, and every event's animation to its end. The computer's
// thinking is not counted (the scene thinks while the moves before
// animate).
func turnTicks(t *testing.T, players int, seed uint64, eventTicks, pause int) []int {
	t.Helper()
	levels := slices.Repeat([]string{"easy"}, players)
	s, err := playtest.Session("fireaxe", levels, seed, 0)
	if err != nil {
		t.Fatal(err)
	}
	b := New(s)
	b.Reset(s.Match.State.View(rules.NoSeat), rules.NoSeat)
	var turns []int
	cur, mover := 0, rules.NoSeat
	for len(turns) < 40 && s.ToMove() != rules.NoSeat {
		seat := s.ToMove()
		if seat != rules.Chance && seat != mover {
			if mover != rules.NoSeat {
				turns = append(turns, cur)
			}
			cur, mover = 0, seat
		}
		cur += int(float64(pause)*b.PauseShare(0)*float64(eventTicks)/32 + 0.5) // as play's pauseBefore
		n := len(s.Match.History)
		if err := playtest.PlayAhead(s, 1, seed); err != nil {
			t.Fatal(err)
		}
		for _, e := range s.Match.History[n].Events {
			b.Animate(game.Shown(e, rules.NoSeat), eventTicks)
			for b.Busy() {
				b.Tick()
				cur++
			}
		}
		b.Reset(s.Match.State.View(rules.NoSeat), rules.NoSeat)
	}
	return turns
}

// A computer's whole turn is watched in about ten seconds at the normal
// speed (32 ticks an event, 600 ms before a move: config.toml's), the
// detail left to the log; "fast" (16) takes about half of it. Measured on
// 2-player games of easy seats, three seeds.
func TestComputerTurnPace(t *testing.T) {
	means := map[string]float64{}
	for _, c := range []struct {
		speed      string
		event, cap int
	}{{"normal", 32, 10 * 60}, {"fast", 16, 6 * 60}} {
		var all []int
		for seed := uint64(1); seed <= 3; seed++ {
			all = append(all, turnTicks(t, 2, seed, c.event, 36)...)
		}
		slices.Sort(all)
		sum := 0
		for _, n := range all {
			sum += n
		}
		mean, p90, most := float64(sum)/float64(len(all))/60, float64(all[len(all)*9/10])/60, float64(all[len(all)-1])/60
		means[c.speed] = mean
		t.Logf("%s: %d computer turns, mean %.1f s, 90th percentile %.1f s, longest %.1f s", c.speed, len(all), mean, p90, most)
		if all[len(all)*9/10] > c.cap {
			t.Errorf("%s: one computer turn in ten is watched longer than %s", c.speed, fmt.Sprint(c.cap/60, " s"))
		}
	}
	if means["fast"] > 0.6*means["normal"] {
		t.Errorf("fast turns take %.1f s on average, normal ones %.1f s: fast should take about half", means["fast"], means["normal"])
	}
}
