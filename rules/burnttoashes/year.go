package burnttoashes

import (
	"fmt"
	"math/bits"

	"embers/rules"
)

// The year: income, the dragon phase, the buy phase, the event phase
// ("Die vier Spielphasen"); after the fifth year only dragon phases.

func (s *State) beginYear(log *rules.Recorder) {
	c := &s.c
	c.Year++
	if c.Year <= 5 {
		if log != nil {
			log.Add(EvYearBegun, "year", rules.NoSeat, fmt.Sprintf("Year %d begins; %s is regent", c.Year, who(int(c.Regent))), YearBegun{Year: int(c.Year), Regent: rules.Seat(c.Regent)})
		}
		year := append([]task{{K: tkIncome}, {K: tkLayout, Seat: c.Regent}}, tileTasks()...)
		s.push(append(year, task{K: tkBuyRound}, task{K: tkEvents})...)
		return
	}
	c.Final++
	if c.Final > finalCap {
		s.dragonTriumphs("the kingdom could hold out no longer", log)
		return
	}
	if log != nil {
		log.Add(EvYearFinal, "final", rules.NoSeat, fmt.Sprintf("The dragon attacks again (final dragon phase %d); %s is regent", c.Final, who(int(c.Regent))), FinalPhase{Phase: int(c.Final), Regent: rules.Seat(c.Regent)})
	}
	year := append([]task{{K: tkLayout, Seat: c.Regent}}, tileTasks()...)
	s.push(append(year, task{K: tkRegency})...)
}

// tileTasks are the four dragon tiles of a dragon phase, in order.
func tileTasks() []task {
	return []task{{K: tkTile, A: 0}, {K: tkTile, A: 1}, {K: tkTile, A: 2}, {K: tkTile, A: 3}}
}

// tileValues are the dragon tiles in play in a year (Abb. 6): from the
// year's number up, at most 5 to 8.
func tileValues(year int) [Paths]int8 {
	lo := min(max(year, 1), 5)
	return [Paths]int8{int8(lo), int8(lo + 1), int8(lo + 2), int8(lo + 3)}
}

func reds(year int) int {
	n := 0
	for _, v := range tileValues(year) {
		if v >= 5 {
			n++
		}
	}
	return n
}

// layoutWaits: the regent lays the shuffled tiles by colour; with one
// colour only there is nothing to choose.
func (s *State) layoutWaits(t *task, log *rules.Recorder) bool {
	r := reds(int(s.c.Year))
	if r == 0 || r == Paths {
		s.layout(int(t.Seat), 1<<Paths-1, log)
		return false
	}
	return true
}

func (s *State) layoutLegal(dst []rules.Move) []rules.Move {
	r := reds(int(s.c.Year))
	for mask := range 1 << Paths {
		if bits.OnesCount(uint(mask)) == r {
			dst = append(dst, mv(mvLayout, mask, 0, 0))
		}
	}
	return dst
}

// layout puts the red tiles on the spaces in mask (all spaces when the
// colours do not differ) and the yellow ones on the rest, each colour
// shuffled.
func (s *State) layout(seat, mask int, log *rules.Recorder) {
	c := &s.c
	s.pop()
	vals := tileValues(int(c.Year))
	var yellow, red []int8
	for _, v := range vals {
		if v >= 5 {
			red = append(red, v)
		} else {
			yellow = append(yellow, v)
		}
	}
	r := s.r()
	r.Shuffle(len(yellow), func(i, j int) { yellow[i], yellow[j] = yellow[j], yellow[i] })
	r.Shuffle(len(red), func(i, j int) { red[i], red[j] = red[j], red[i] })
	if len(red) == Paths || len(yellow) == Paths {
		mask = 0
		if len(red) == Paths {
			mask = 1<<Paths - 1
		}
	}
	for i := range Paths {
		if mask&(1<<i) != 0 {
			c.Slot[i], red = red[0], red[1:]
			c.Red[i] = true
		} else {
			c.Slot[i], yellow = yellow[0], yellow[1:]
			c.Red[i] = false
		}
		c.Shown[i], c.Seen[i] = false, 0
	}
	c.Pawn = -1
	if log != nil {
		log.Add(EvDragonLaid, "dragon", rules.Seat(seat), fmt.Sprintf("%s lays out the dragon tiles face down: %s", who(seat), s.colourWords()), TilesLaid{Seat: rules.Seat(seat), Red: c.Red},
			spacePlace[0], spacePlace[1], spacePlace[2], spacePlace[3])
	}
}

func (s *State) colourWords() string {
	out := ""
	for i := range Paths {
		if i > 0 {
			out += ", "
		}
		col := "yellow"
		if s.c.Red[i] {
			col = "red"
		}
		out += pathID[i] + " " + col
	}
	return out
}

// events ends a year ("Ereignisphase"): a red tile replaces the lowest
// yellow, a face-up follower goes if nobody won one, the regency passes.
func (s *State) events(log *rules.Recorder) {
	c := &s.c
	if c.Year < 5 {
		if log != nil {
			log.Add(EvDragonFiercer, "events", rules.NoSeat, fmt.Sprintf("The dragon grows fiercer: tile %d leaves, tile %d comes in", c.Year, c.Year+4), Fiercer{Leaves: int(c.Year), Comes: int(c.Year) + 4})
		}
	}
	var next []task
	if !c.Gained && s.displayCount() > 0 {
		next = append(next, task{K: tkDiscard, Seat: c.Regent})
	}
	if s.n() > 1 {
		next = append(next, s.window(winSage, int(c.Regent)))
	}
	next = append(next, task{K: tkRegency})
	s.push(next...)
}

func (s *State) displayCount() int {
	n := 0
	for _, k := range s.c.Display {
		if k >= 0 {
			n++
		}
	}
	return n
}

func (s *State) discardWaits(t *task) bool { return s.displayCount() > 0 || s.popFalse() }

// popFalse pops the task at hand and reports false: nothing to decide.
func (s *State) popFalse() bool { s.pop(); return false }

func (s *State) discardLegal(dst []rules.Move) []rules.Move {
	for i, k := range s.c.Display {
		if k >= 0 {
			dst = append(dst, mv(mvDiscardF, i, 0, 0))
		}
	}
	return dst
}

func (s *State) discardDisplay(seat, i int, log *rules.Recorder) {
	k := s.c.Display[i]
	s.c.FOut[k]++
	s.c.Display[i] = s.popFollower()
	s.pop()
	if log != nil {
		log.Add(EvFollowerDropped, "events", rules.Seat(seat), fmt.Sprintf("Nobody won a follower this year: %s sends the face-up %s away", who(seat), followers[k].Name),
			FollowerDiscarded{Seat: rules.Seat(seat), Slot: i, Follower: int(k)}, dispPlace[i])
	}
}

// passRegency hands the regency on clockwise, or to the Sage's player,
// and begins the next year.
func (s *State) passRegency(log *rules.Recorder) {
	c := &s.c
	to := s.next(int(c.Regent))
	if c.SageTo >= 0 {
		to = int(c.SageTo)
	}
	c.SageTo = -1
	if to != int(c.Regent) {
		if log != nil {
			log.Add(EvRegencyPassed, "events", rules.Seat(to), fmt.Sprintf("%s becomes regent", who(to)), RegencyPassed{From: rules.Seat(c.Regent), To: rules.Seat(to)})
		}
	}
	c.Regent = int8(to)
	s.push(task{K: tkYear})
}
