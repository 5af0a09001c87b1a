package fireaxe

import (
	"fmt"

	"embers/rules"
)

// Final scoring (rules summary, "Final Scoring"): the gold of play, the
// Bloodied Axe (3 gold per town to whoever took the most, ties all), each
// settlement at its port's value, doubled when two ports of its region are
// settled and tripled when all three are (independent ports never), and the
// saga majorities of each homeland: 10 gold a card for the most, 5 a card
// for the second most; a tie for the most gives each 10 a card and nobody
// the second; a tie for the second gives each of them 5 a card (our rule).

func (s *State) finish(r *rules.Recorder, why string) {
	s.Phase = phOver
	s.Attack = nil
	if r == nil {
		return
	}
	res := s.Result()
	r.Add(EvGameOver, "final scoring", rules.NoSeat, fmt.Sprintf("The game is over: %s. %s", why, winnersText(res)),
		GameOver{Scores: res.Scores, Winners: res.Winners, Lines: res.Lines, Parts: s.finalGold(), Why: why}, plSagaDeck)
}

// finalGold is each seat's final gold by source, the sums of scoreLines'
// lines of each kind (the end's event carries it; Result keeps the lines).
func (s *State) finalGold() []FinalGold {
	out := make([]FinalGold, s.Players)
	for i := range out {
		out[i].Voyages, out[i].Axe = s.Gold[i], s.axeBonus(i)
	}
	for n := s.b.nSpaces; n < len(s.b.nodes); n++ {
		if p := s.port(n); p.Settler != noSeat {
			out[p.Settler].Settlements += s.b.nodes[n].value * s.settleMultiplier(n)
		}
	}
	for _, h := range s.b.homes {
		for i, pts := range s.sagaMajority(s.b.nodes[h].id) {
			out[i].Sagas += pts
		}
	}
	for i := range out {
		out[i].Total = out[i].Voyages + out[i].Axe + out[i].Settlements + out[i].Sagas
	}
	return out
}

func winnersText(res rules.Result) string {
	t := ""
	for i, w := range res.Winners {
		if i > 0 {
			t += " and "
		}
		t += who(int(w))
	}
	return fmt.Sprintf("%s %s with %d gold", t, map[bool]string{true: "win", false: "wins"}[len(res.Winners) > 1], res.Scores[res.Winners[0]])
}

// Result is the final scoring once the game is over.
func (s *State) Result() rules.Result {
	if s.Phase != phOver {
		return rules.Result{}
	}
	lines := s.scoreLines()
	scores := make([]int, s.Players)
	for _, l := range lines {
		scores[l.Seat] += l.Points
	}
	winners := rules.TopSeats(scores)
	return rules.Result{Over: true, Scores: scores, Winners: winners, Lines: lines,
		Summary: "the most gold wins", Headline: "The skalds sing of {" + itoa(int(winners[0])) + "}"}
}

func (s *State) scoreLines() []rules.ScoreLine {
	var lines []rules.ScoreLine
	add := func(seat, pts int, what, rule string) {
		if pts != 0 {
			lines = append(lines, rules.ScoreLine{Seat: rules.Seat(seat), Points: pts, What: what, Rule: rule})
		}
	}
	for i := range s.Players {
		add(i, s.Gold[i]-s.Bonus[i]-s.Colony[i], "gold from play", "final scoring")
		add(i, s.Bonus[i], "saga bonuses", "sagas")
		add(i, s.Colony[i], "Colonization", "runes")
		add(i, s.axeBonus(i), "the Bloodied Axe ("+count(s.Towns[i], "town", "towns")+")", "final scoring")
	}
	for n := s.b.nSpaces; n < len(s.b.nodes); n++ {
		if p := s.port(n); p.Settler != noSeat {
			mult := s.settleMultiplier(n)
			add(p.Settler, s.b.nodes[n].value*mult, fmt.Sprintf("settlement in %s (%d x%d)", s.b.nodes[n].name, s.b.nodes[n].value, mult), "final scoring")
		}
	}
	for _, h := range s.b.homes {
		for i, pts := range s.sagaMajority(s.b.nodes[h].id) {
			add(i, pts, "sagas of "+s.b.nodes[h].name, "final scoring")
		}
	}
	return lines
}

// axeBonus: 3 gold per town to each player with the most towns (at least one).
func (s *State) axeBonus(seat int) int {
	most := 0
	for _, t := range s.Towns {
		most = max(most, t)
	}
	if most == 0 || s.Towns[seat] != most {
		return 0
	}
	return AxeBonus * most
}

// settleMultiplier: ×2 with two settled ports in the region, ×3 with three.
func (s *State) settleMultiplier(n int) int {
	if s.b.region[n] == nil {
		return 1
	}
	settled := 0
	for _, q := range s.b.region[n] {
		if s.port(q).Settler != noSeat {
			settled++
		}
	}
	return max(1, settled)
}

// sagaMajority is each seat's gold for the sagas of one homeland.
func (s *State) sagaMajority(home string) []int {
	return s.sagaMajorityInto(home, make([]int, s.Players), make([]int, s.Players))
}

// sagaMajorityInto is sagaMajority counting in count and scoring into out
// (each one a place per seat; the AI's estimate passes arrays of its own).
func (s *State) sagaMajorityInto(home string, count, out []int) []int {
	clear(count)
	for i, won := range s.Won {
		for _, sg := range won {
			if s.b.at.Sagas[sg].Homeland == home {
				count[i]++
			}
		}
	}
	return majorityInto(count, out)
}

// SagaMajority scores one homeland's saga counts: the most get 10 a card
// (each, on a tie, and then nobody is second); the second most 5 a card
// (each, on a tie). Nobody scores for none.
func SagaMajority(count []int) []int { return majorityInto(count, make([]int, len(count))) }

func majorityInto(count, out []int) []int {
	first, second := 0, 0
	for _, c := range count {
		if c > first {
			first, second = c, first
		} else if c > second && c < first {
			second = c
		}
	}
	tiedFirst := 0
	for _, c := range count {
		if c == first {
			tiedFirst++
		}
	}
	clear(out)
	for i, c := range count {
		switch {
		case c == 0:
		case c == first:
			out[i] = SagaFirst * c
		case c == second && tiedFirst == 1:
			out[i] = SagaSecond * c
		}
	}
	return out
}
