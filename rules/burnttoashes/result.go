package burnttoashes

import (
	"fmt"

	"embers/rules"
)

// The endings ("Schlusswertung"): the seventh hit slays the dragon; every
// ruler then hunts power in their stacks. Together, the table scores power
// by the round table with the treasures, plus provinces left and hits;
// as rivals, the most power (x2 for a dragon fighter, x3 for the slayer)
// is crowned, ties going to more provinces, then to the regent's choice.

// coopMultiplier is S9's table: by the year the dragon fell and the
// treasures saved (0, 1, 2).
var coopMultiplier = [7][3]int{1: {3, 3, 3}, 2: {3, 3, 3}, 3: {2, 3, 3}, 4: {2, 2, 3}, 5: {1, 2, 2}, 6: {1, 1, 2}}

// startCost is what each start knight or start power costs a team ("4
// points per start resource", the scoring page the setup text refers to).
const startCost = 4

// finale: the power hunt, then the winner.
func (s *State) finale(log *rules.Recorder) {
	c := &s.c
	for i := range s.n() {
		seat := (int(c.Regent) + i) % s.n()
		for p := range Provinces {
			if s.owns(seat, p) {
				s.hunt(seat, p)
			}
		}
		if log != nil {
			log.Add(EvPowerHunted, "finale", rules.Seat(seat), fmt.Sprintf("%s finds %s in their stacks", who(seat), plural(int(c.Hunt[seat]), "power", "power")), Hunted{Seat: rules.Seat(seat), Power: int(c.Hunt[seat])})
		}
		log.Reveal()
	}
	if c.Coop {
		c.Over = true
		if log != nil {
			s.ended(log, EvGameOver, s.Result().Summary, plDragon)
		}
		return
	}
	best := s.bestSeats()
	if len(best) == 1 {
		c.Winner, c.Over = int8(best[0]), true
		if log != nil {
			s.ended(log, EvGameOver, s.Result().Summary, plCrown)
		}
		return
	}
	for _, b := range best {
		c.Tied |= bit(b)
	}
	s.push(task{K: tkCrown, Seat: c.Regent})
	if log != nil {
		tied := CrownTied{Regent: rules.Seat(c.Regent)}
		for _, b := range best {
			tied.Seats = append(tied.Seats, rules.Seat(b))
		}
		log.Add(EvCrownTied, "finale", rules.Seat(c.Regent), fmt.Sprintf("A tie in power and provinces: %s, the regent, chooses who is crowned", who(int(c.Regent))), tied, plCrown)
	}
}

// hunt turns up a stack from the top while it shows power (or a
// treasure); the first other tile sends the rest of the stack away.
func (s *State) hunt(seat, p int) {
	c := &s.c
	for c.StackN[p] > 0 {
		t := s.takeTop(p)
		switch t {
		case Power:
			c.Power[seat]++
			c.Hunt[seat]++
		case Treasure:
			c.Treas[seat]++
			c.Hunt[seat]++
		default:
			for c.StackN[p] > 0 {
				s.takeTop(p)
			}
		}
	}
}

// rivalScore: power times 1, 2 for a dragon fighter, 3 for the slayer.
func (s *State) rivalScore(seat int) int {
	f := 1
	if s.c.Status&bit(seat) != 0 {
		f = 2
	}
	if int(s.c.Victor) == seat {
		f = 3
	}
	return f * s.powerOf(seat)
}

func (s *State) provincesOf(seat int) int {
	n := 0
	for p := range Provinces {
		if s.owns(seat, p) {
			n++
		}
	}
	return n
}

// bestSeats: the top score, then the most provinces.
func (s *State) bestSeats() []int {
	var scores [MaxPlayers]int
	for seat := range s.n() {
		scores[seat] = s.rivalScore(seat)
	}
	top := rules.TopSeats(scores[:s.n()], func(seat rules.Seat) int { return s.provincesOf(int(seat)) })
	out := make([]int, len(top))
	for i, seat := range top {
		out[i] = int(seat)
	}
	return out
}

func (s *State) crownLegal(dst []rules.Move) []rules.Move {
	for seat := range s.n() {
		if s.c.Tied&bit(seat) != 0 {
			dst = append(dst, mv(mvCrown, seat, 0, 0))
		}
	}
	return dst
}

func (s *State) crown(regent, seat int, log *rules.Recorder) {
	s.pop()
	s.c.Winner, s.c.Over = int8(seat), true
	if log != nil {
		log.Add(EvCrowned, "finale", rules.Seat(regent), fmt.Sprintf("%s crowns %s", who(regent), who(seat)), Crowned{Regent: rules.Seat(regent), Seat: rules.Seat(seat)}, plCrown)
		s.ended(log, EvGameOver, s.Result().Summary, plCrown)
	}
}

// TeamScore is the co-op score once the dragon is slain, line by line.
func (s *State) TeamScore() (int, []rules.ScoreLine) {
	c := &s.c
	power, treasures, left := 0, 0, 0
	for seat := range s.n() {
		power += int(c.Power[seat])
		treasures += int(c.Treas[seat])
	}
	for p := range Provinces {
		if !c.Lost[p] {
			left++
		}
	}
	year := min(int(c.Year), 6)
	mult := coopMultiplier[year][min(treasures, 2)]
	lines := []rules.ScoreLine{
		{Seat: rules.NoSeat, Points: power * mult, What: fmt.Sprintf("%d power x %d (year %d, %d treasures saved)", power, mult, c.Year, treasures), Rule: "coop"},
		{Seat: rules.NoSeat, Points: left, What: fmt.Sprintf("%d provinces standing", left), Rule: "coop"},
		{Seat: rules.NoSeat, Points: int(c.HitsOn), What: fmt.Sprintf("%d hits on the dragon", c.HitsOn), Rule: "coop"},
	}
	if c.StartHelp {
		lines = append(lines, rules.ScoreLine{Seat: rules.NoSeat, Points: -startCost * 2 * s.n(),
			What: fmt.Sprintf("%d start knights and powers", 2*s.n()), Rule: "start"})
	}
	total := 0
	for _, l := range lines {
		total += l.Points
	}
	return total, lines
}

func (s *State) Result() rules.Result {
	c := &s.c
	if !c.Over {
		return rules.Result{}
	}
	n := s.n()
	r := rules.Result{Over: true, Scores: make([]int, n), Rewards: make([]float64, n)}
	dragon := rules.Rival{Name: "The dragon", Score: s.burnt(), Won: c.DragonWon,
		Lines: []rules.ScoreLine{{Seat: rules.NoSeat, Points: s.burnt(), What: "provinces burnt", Rule: "attack"}}}
	r.Rivals = []rules.Rival{dragon}
	if c.DragonWon {
		r.Lost, r.Headline = true, "The dragon burns the kingdom"
		r.Summary = fmt.Sprintf("The dragon wins after %d hits: %d provinces burnt.", c.HitsOn, s.burnt())
		return r
	}
	if c.Coop {
		team, lines := s.TeamScore()
		r.Lines = lines
		for seat := range n {
			r.Scores[seat], r.Rewards[seat] = team, min(1, max(0, float64(team)/100))
			r.Winners = append(r.Winners, rules.Seat(seat))
		}
		r.Headline = "The dragon is slain"
		r.Summary = fmt.Sprintf("The dragon is slain in year %d: team score %d of 100.", min(int(c.Year), 6), team)
		return r
	}
	return s.rivalResult(r)
}

func (s *State) rivalResult(r rules.Result) rules.Result {
	c := &s.c
	w := int(c.Winner)
	for seat := range s.n() {
		r.Scores[seat] = s.rivalScore(seat)
		r.Lines = append(r.Lines, rules.ScoreLine{Seat: rules.Seat(seat), Points: r.Scores[seat],
			What: fmt.Sprintf("%d power (%d found at the end)", s.powerOf(seat), c.Hunt[seat]), Rule: "finale"})
	}
	for seat := range s.n() {
		if seat == w {
			r.Rewards[seat] = rules.SemiCoopShared.Share(1)
			continue
		}
		r.Rewards[seat] = rules.SemiCoopShared.Behind(max(0, r.Scores[w]-r.Scores[seat]))
	}
	r.Winners = []rules.Seat{rules.Seat(w)}
	r.Headline = "{" + fmt.Sprint(w) + "} is crowned"
	r.Summary = fmt.Sprintf("The dragon is slain; %s is crowned with %d.", who(w), r.Scores[w])
	return r
}

func (s *State) burnt() int {
	n := 0
	for _, l := range s.c.Lost {
		if l {
			n++
		}
	}
	return n
}
