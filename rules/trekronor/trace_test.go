package trekronor

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"embers/game/ai"
	"embers/game/cli"
	"embers/rules"
)

// TestTraceSimGames plays sim's games (the same seeds, seats and settings
// as `embers sim -game trekronor -seats ... -seed S`) and prints, for each,
// every move by the seat's role relative to the first seat of the list
// (0 = it, +1 the seat after it, -1 the seat before it), and who broke piles
// of one, laid markers, and won. EMBERS_TRACE="P SEATS SEED GAMES [FIRST]"
// turns it on, e.g. "3 hard,medium,medium 11 20".
func TestTraceSimGames(t *testing.T) {
	spec := strings.Fields(os.Getenv("EMBERS_TRACE"))
	if len(spec) < 4 {
		t.Skip("EMBERS_TRACE not set")
	}
	n, _ := strconv.Atoi(spec[0])
	levels := strings.Split(spec[1], ",")
	seed, _ := strconv.ParseUint(spec[2], 10, 64)
	games, _ := strconv.Atoi(spec[3])
	first := 0
	if len(spec) > 4 {
		first, _ = strconv.Atoi(spec[4])
	}
	verbose := os.Getenv("EMBERS_TRACE_MOVES") != ""
	type tally struct {
		sole, shared, breaks, keeps, saves, steals, douses, lastDouse int
		saveOpen, saveTaken, douseOverSave, placeOverSave             int
		breakLead, breakSoon                                          float64
	}
	lead := func(s *State, seat rules.Seat) (float64, float64) {
		now, soon := s.standings()
		bn, bs := -1e9, -1e9
		for o := range int(s.players) {
			if rules.Seat(o) != seat {
				bn, bs = max(bn, float64(now[o])), max(bs, soon[o])
			}
		}
		return float64(now[seat]) - bn, soon[seat] - bs
	}
	byRole := map[int]*tally{}
	for g := first; g < first+games; g++ {
		gs := cli.DeriveSeed(seed, uint64(g))
		setup := rules.Setup{Players: n, Seed: gs}
		st, _ := Game.New(setup)
		s := st.(*State)
		players := make([]*ai.Player, n)
		slotAt := make([]int, n)
		for slot := range n {
			seat := (slot + g) % n
			slotAt[seat] = slot
			lv := ai.Level(levels[slot])
			players[slot] = ai.NewWithConfig(lv, cli.DeriveSeed(gs, uint64(slot)), ai.ConfigFor(lv, Game, setup))
		}
		hard := rules.Seat(g % n)
		role := func(seat rules.Seat) int {
			r := (int(seat) - int(hard) + n) % n
			if r > n/2 {
				r -= n
			}
			return r
		}
		get := func(r int) *tally {
			if byRole[r] == nil {
				byRole[r] = &tally{}
			}
			return byRole[r]
		}
		var line []string
		ply := 0
		lastDouser := rules.NoSeat
		for s.ToMove() != rules.NoSeat {
			seat := s.ToMove()
			pileBefore, pileOwner := s.pileN, s.pile[0].Owner
			d := players[slotAt[seat]].Choose(s, seat)
			k, _, _, _ := decodeMove(d.Move)
			txt := s.FormatMove(d.Move)
			if s.phase == phaseAction {
				open := false
				for _, m := range s.Legal(nil) {
					if mk, h, _, _ := decodeMove(m); mk == mvSave && s.hallAsh(h) <= 1 {
						open = true
					}
				}
				if open {
					x := get(role(seat))
					x.saveOpen++
					switch k {
					case mvSave:
						x.saveTaken++
					case mvDouse:
						x.douseOverSave++
					default:
						if k != mvSteal {
							x.placeOverSave++
						}
					}
				}
				switch k {
				case mvSave:
					get(role(seat)).saves++
				case mvSteal:
					get(role(seat)).steals++
				case mvDouse:
					get(role(seat)).douses++
					lastDouser = seat
				}
			}
			wasSpread := s.phase == phaseSpread
			ln0, ls0 := lead(s, seat)
			if err := s.Play(d.Move); err != nil {
				t.Fatalf("game %d ply %d: %v", g, ply, err)
			}
			if wasSpread && pileBefore == 1 && pileOwner != seat {
				if s.pileN == 0 {
					get(role(seat)).breaks++
					ln1, ls1 := lead(s, seat)
					get(role(seat)).breakLead += ln1 - ln0
					get(role(seat)).breakSoon += ls1 - ls0
					txt += "!"
				} else {
					get(role(seat)).keeps++
				}
			}
			if wasSpread {
				line[len(line)-1] += " / " + strings.TrimPrefix(txt, "spread ")
			} else {
				line = append(line, fmt.Sprintf("%+d %s", role(seat), txt))
			}
			ply++
		}
		r := s.Result()
		who := "lost"
		if !r.Lost {
			var ws []string
			for _, w := range r.Winners {
				ws = append(ws, fmt.Sprintf("%+d", role(w)))
			}
			who = strings.Join(ws, ",")
			if len(r.Winners) == 1 {
				get(role(r.Winners[0])).sole++
			} else {
				for _, w := range r.Winners {
					get(role(w)).shared++
				}
			}
			if lastDouser != rules.NoSeat && s.end == endFireOut {
				get(role(lastDouser)).lastDouse++
			}
		}
		var sc []string
		for seat := range n {
			seatR := rules.Seat((int(hard) + seat) % n)
			if !r.Lost {
				sc = append(sc, fmt.Sprintf("%+d=%d", role(seatR), r.Scores[seatR]))
			}
		}
		t.Logf("game %d: %d plies, first %+d, winners %s, scores %s", g, ply, role(0), who, strings.Join(sc, " "))
		if verbose {
			t.Logf("  %s", strings.Join(line, " | "))
			for _, hs := range s.Scoring() {
				if len(hs.Markers) == 0 {
					continue
				}
				var ms []string
				for _, m := range hs.Markers {
					ms = append(ms, fmt.Sprintf("%+d %s %+d", role(m.Owner), m.Kind, m.Points))
				}
				t.Logf("  %s %d ash: %s", hs.ID, hs.Ash, strings.Join(ms, ", "))
			}
		}
	}
	for r := -n / 2; r <= n/2; r++ {
		if x := byRole[r]; x != nil {
			t.Logf("role %+d: sole %d shared %d; broke %d kept %d piles of one; saves %d steals %d douses %d last douse %d; a save open %d: saved %d doused %d placed %d; breaks' lead change now %.1f soon %.1f",
				r, x.sole, x.shared, x.breaks, x.keeps, x.saves, x.steals, x.douses, x.lastDouse, x.saveOpen, x.saveTaken, x.douseOverSave, x.placeOverSave, x.breakLead, x.breakSoon)
		}
	}
}
