package crownofash

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"embers/game"
	"embers/rules"
	ca "embers/rules/crownofash"
	"embers/scenes/play/playtest"
)

// The pace of what a person watches, counted in ticks (60 a second) from
// the board's own animations at a speed's event length, with the play
// scene's pause before each computer move (600 ms at normal speed, the
// default ai_pause_ms, half that fast; none before a computer's only move
// nor, the board's chance moves showing themselves, before a roll): a
// whole battle, and a computer's whole turn (its placement, or the AI
// deck's region die, to the next; a round's end is no lord's turn).

// paced is one watched stretch: its ticks, and whether a die was rolled.
type paced struct {
	ticks int
	die   bool
	log   []string
}

// watch plays games of each table with quick computer seats, animating
// every event on a board at eventTicks, and returns every battle and every
// computer's turn with what it took to watch.
func watch(t *testing.T, eventTicks, games int) (battles, turns []paced) {
	t.Helper()
	pauseTicks := 36 * eventTicks / 32
	tables := []struct {
		variant string
		levels  []string
	}{{"deck=medium", []string{"easy"}}, {"", []string{"easy", "easy"}}, {"", []string{"easy", "easy", "easy"}},
		{"", []string{"easy", "easy", "easy", "easy"}}, {"deck=easy", []string{"easy", "easy", "easy"}}}
	for g := range games {
		tb := tables[g%len(tables)]
		s, err := playtest.SessionWith("crownofash", tb.variant, tb.levels, uint64(100+g), 0)
		if err != nil {
			t.Fatal(err)
		}
		b := New(s)
		b.Reset(s.Match.State.View(rules.NoSeat), rules.NoSeat)
		var battle, turn *paced
		for s.ToMove() != rules.NoSeat {
			v := s.Match.State.(*ca.State)
			// a turn starts with a lord's placement, or the AI deck's region die
			starts := v.ToMove() != rules.Chance && isPlacement(v) ||
				v.ToMove() == rules.Chance && slices.Contains(v.Legal(nil), ca.RegionDie(0))
			if starts && turn != nil {
				turns = append(turns, *turn)
			}
			if starts {
				turn = &paced{}
			}
			n := len(s.Match.History)
			only := v.ToMove() != rules.Chance && len(v.Legal(nil)) == 1
			if err := playtest.PlayAhead(s, 1, uint64(g)); err != nil {
				t.Fatal(err)
			}
			pause := int(float64(pauseTicks)*b.PauseShare(s.Match.History[n].Move) + 0.5)
			if only {
				pause = 0
			}
			// each event's ticks, the move's pause with its first; a
			// battle ends with its outcome, and a round's end (its scoring,
			// the next order) is no lord's turn
			var ticks, battleTicks, turnTicks int
			line := fmt.Sprintf("pause %d:", pause)
			inBattle := battle != nil
			events, after := s.Match.History[n].Events, s.Match.State.View(rules.NoSeat)
			for i, e := range events {
				endsMove(b, events, i, after)
				b.Animate(e.For(rules.NoSeat), eventTicks)
				k := 0
				if b.Anim != nil {
					k = b.Anim.N
				}
				if i == 0 {
					k += pause
				}
				line += fmt.Sprintf(" %s %d", e.Kind, k)
				ticks += k
				if e.Kind == ca.EvBattle {
					inBattle = true
				}
				if inBattle {
					battleTicks += k
				}
				if e.Kind == ca.EvBattleWon {
					inBattle = false
				}
				if !roundEnd[e.Kind] {
					turnTicks += k
				}
			}
			kinds := eventKinds(s, n)
			if slices.Contains(kinds, "battle") {
				battle = &paced{}
			}
			if battle != nil {
				battle.ticks += battleTicks
				battle.die = battle.die || slices.Contains(kinds, "die")
				battle.log = append(battle.log, line)
				if slices.Contains(kinds, "battle.won") {
					battles = append(battles, *battle)
					battle = nil
				}
			}
			ticks = turnTicks
			if turn != nil {
				turn.ticks += ticks
				turn.log = append(turn.log, line)
			}
		}
	}
	return battles, turns
}

// roundEnd are the events of a round's end: no lord's turn.
var roundEnd = map[string]bool{ca.EvScored: true, ca.EvOrder: true, ca.EvDecider: true, ca.EvPick: true, ca.EvGameOver: true}

// isPlacement reports whether the lord to move places a minion.
func isPlacement(v *ca.State) bool {
	h, _ := v.Asks()
	return h == "Place a minion"
}

func eventKinds(s *game.Session, n int) []string {
	var out []string
	for _, e := range s.Match.History[n].Events {
		out = append(out, e.Kind)
	}
	return out
}

// quantile is the q-th quantile of the stretches' ticks (die: only those
// with a die rolled).
func quantile(ps []paced, q float64, die bool) int {
	var xs []int
	for _, p := range ps {
		if !die || p.die {
			xs = append(xs, p.ticks)
		}
	}
	if len(xs) == 0 {
		return 0
	}
	sort.Ints(xs)
	return xs[min(len(xs)-1, int(q*float64(len(xs))))]
}

// TestThePace: at normal speed a whole battle with a die roll is watched
// in at most about 5 s (half of them within 5 s, the longest, with both
// sides' die cards, within 5.5 s), a computer's whole turn in at most 10 s
// (the longest of every battle and turn of ten games, at every table);
// fast takes half.
func TestThePace(t *testing.T) {
	if testing.Short() {
		t.Skip("ten whole games")
	}
	for _, sp := range []struct {
		name            string
		ticks           int
		battle, aiTurns int
	}{{"normal", 32, 330, 10 * 60}, {"fast", 16, 330 / 2, 10 * 60 / 2}} {
		battles, turns := watch(t, sp.ticks, 10)
		t.Logf("%s: %d battles with a die, the longest %.1f s (median %.1f); %d computer turns, the longest %.1f s (90%% within %.1f, median %.1f)",
			sp.name, countDie(battles), sec(quantile(battles, 1, true)), sec(quantile(battles, 0.5, true)),
			len(turns), sec(quantile(turns, 1, false)), sec(quantile(turns, 0.9, false)), sec(quantile(turns, 0.5, false)))
		for _, x := range [][]paced{battles, turns} { // the longest, event by event
			sort.Slice(x, func(i, j int) bool { return x[i].ticks > x[j].ticks })
			t.Logf("%s: the longest: %s", sp.name, strings.Join(x[0].log, "; "))
		}
		if q := quantile(battles, 0.5, true); q > sp.battle*10/11 {
			t.Errorf("%s: half the battles with a die take %.1f s or more to watch", sp.name, sec(q))
		}
		if q := quantile(battles, 1, true); q > sp.battle {
			t.Errorf("%s: a battle with a die takes %.1f s to watch", sp.name, sec(q))
		}
		if q := quantile(turns, 1, false); q > sp.aiTurns {
			t.Errorf("%s: a computer's turn takes %.1f s to watch", sp.name, sec(q))
		}
	}
}

func countDie(ps []paced) int {
	n := 0
	for _, p := range ps {
		if p.die {
			n++
		}
	}
	return n
}

func sec(ticks int) float64 { return float64(ticks) / 60 }
