package fireaxe

import (
	"embers/rules"
	"embers/rules/fireaxe/atlas"
)

// Runes (rules summary, "Drawing Runes", "Rune Cards"): drawn at a home port
// for a day, at most three in hand, hidden; played or discarded, any number
// a turn and free, anywhere but at a home port. Each one played or
// discarded may turn the wind dial a quarter either way.

func (s *State) draw(r *recorder) {
	if len(s.Runes) == 0 { // the discards, shuffled, are the new deck
		s.Runes, s.Discard = s.Discard, []int8{}
		rg := s.rand()
		rg.Shuffle(len(s.Runes), func(i, j int) { s.Runes[i], s.Runes[j] = s.Runes[j], s.Runes[i] })
		r.add("runes.shuffle", "runes", noSeat, nil, []rules.Place{plRuneDeck}, "The spent runes are shuffled into a new deck")
	}
	k := s.Runes[len(s.Runes)-1]
	s.Runes = s.Runes[:len(s.Runes)-1]
	s.Hands[s.Seat] = append(s.Hands[s.Seat], k)
	s.spendDay(false)
	r.secret("rune.draw", "runes", s.Seat, []rules.Place{plRuneDeck}, who(s.Seat)+" draws a rune",
		who(s.Seat)+" draws the rune "+runes[k].Name)
	r.reveal() // the drawer has seen the card: undo stops here
}

// holds reports whether the mover holds a rune of kind k.
func (s *State) holds(k int) bool {
	for _, c := range s.Hands[s.Seat] {
		if int(c) == k {
			return true
		}
	}
	return false
}

func (s *State) takeFromHand(k int) {
	h := s.Hands[s.Seat]
	for i, c := range h {
		if int(c) == k {
			s.Hands[s.Seat] = append(h[:i], h[i+1:]...)
			break
		}
	}
	s.Discard = append(s.Discard, int8(k))
}

// runeMoves lists each kind held, played with each target it allows and
// discarded, each with the three wind choices.
func (s *State) runeMoves(dst []rules.Move) []rules.Move {
	seen := 0
	var buf [MaxSeats]int
	for _, c := range s.Hands[s.Seat] {
		k := int(c)
		if seen&(1<<k) != 0 {
			continue
		}
		seen |= 1 << k
		for _, t := range s.runeTargets(k, buf[:0]) {
			for w := windStay; w <= windCCW; w++ {
				dst = append(dst, mv(mvPlay, k, t, w))
			}
		}
		for w := windStay; w <= windCCW; w++ {
			dst = append(dst, mv(mvDiscard, k, 0, w))
		}
	}
	return dst
}

// runeTargets lists the targets (+1; 0 for none) a rune of kind k may be
// played with now, appended to out (a buffer of the caller's: every ply of
// a playout asks); empty when it cannot be played.
func (s *State) runeTargets(k int, out []int) []int {
	b := s.boat()
	switch runes[k].Effect {
	case "demand":
		for g := range NumGoods {
			if g != s.Demand {
				out = append(out, g+1)
			}
		}
	case "colonize", "fairwind", "calm", "berserk":
		out = append(out, 0)
	case "recruit":
		if s.Supply[s.Seat] > 0 && b.Load() < LoadLimit[s.Era] {
			out = append(out, 0)
		}
	case "cargo":
		for g := range NumGoods {
			if s.Goods[g] > 0 && b.Crew > 0 && b.Load() < LoadLimit[s.Era] {
				out = append(out, g+1)
			}
		}
	case "unrest":
		if b.At != inWinter && s.b.nodes[b.At].port && !s.b.nodes[b.At].home {
			if p := s.port(b.At); p.Settler != noSeat && p.Settler != s.Seat {
				out = append(out, 0)
			}
		}
	case "storm":
		for i := range s.Boats {
			o := &s.Boats[i]
			if i != s.Seat && o.At != inWinter && !s.b.nodes[o.At].port && (o.Load() > o.Crew || o.Crew >= 2) {
				out = append(out, i+1)
			}
		}
	case "tribute":
		for i := range s.Players {
			if i != s.Seat && s.Gold[i] >= 2 {
				out = append(out, i+1)
			}
		}
	}
	return out
}

func (s *State) turnWind(r *recorder, w int) {
	switch w {
	case windCW:
		s.Wind = (s.Wind + 1) % 4
	case windCCW:
		s.Wind = (s.Wind + 3) % 4
	default:
		return
	}
	if r == nil {
		return
	}
	turn := 1
	if w == windCCW {
		turn = -1
	}
	r.add("wind", "difficult sailing", s.Seat, &Change{Count: turn, Zone: string(atlas.Zones[(compass.Start+s.Wind)%4])},
		[]rules.Place{plWind}, "%s turns the wind dial: +1 now blows %s",
		who(s.Seat), zoneNames[(compass.Start+s.Wind)%4])
}

func (s *State) discardRune(r *recorder, k, w int) {
	s.takeFromHand(k)
	if r != nil {
		r.add("rune.discard", "runes", s.Seat, nil, rules.OnePlace(plRunes, k), "%s discards %s", who(s.Seat), runes[k].Name)
	}
	s.turnWind(r, w)
}

func (s *State) playRune(r *recorder, k, t, w int) {
	s.takeFromHand(k)
	if r != nil {
		r.add("rune.play", "runes", s.Seat, nil, rules.OnePlace(plRunes, k), "%s plays %s", who(s.Seat), runes[k].Name)
	}
	s.runeEffect(r, k, t-1)
	s.turnWind(r, w)
}

func (s *State) runeEffect(r *recorder, k, t int) {
	b := s.boat()
	switch runes[k].Effect {
	case "demand":
		s.Demand = t
		r.add("demand", "runes", s.Seat, &Change{Good: goodNames[t]}, []rules.Place{plDemand}, "%s are now in demand", goodNames[t])
	case "colonize":
		gold := 0
		for i := range s.Ports {
			if s.Ports[i].Settler == s.Seat {
				gold += 2
			}
		}
		s.Gold[s.Seat] += gold
		s.Colony[s.Seat] += gold
		r.add("colonize", "runes", s.Seat, &Change{Gold: gold}, seatPlace(s.Seat), "%s earns %d gold from settlements", who(s.Seat), gold)
	case "fairwind":
		s.Turn.Extra++
		r.add("fairwind", "runes", s.Seat, nil, seatPlace(s.Seat), "%s has a day more this turn", who(s.Seat))
	case "calm":
		s.Turn.Calm += 2
		r.add("calm", "runes", s.Seat, nil, []rules.Place{plWind}, "Calm seas: 2 more clear sailing days for %s this turn", who(s.Seat))
	case "recruit":
		s.Supply[s.Seat]--
		b.Crew++
		r.add("recruit", "runes", s.Seat, nil, []rules.Place{plCrew}, "%s takes a crewman aboard", who(s.Seat))
	case "berserk":
		s.Turn.Berserk++
		r.add("berserk", "runes", s.Seat, nil, []rules.Place{plDice}, "%s's next attack adds %d to each die", who(s.Seat), s.Turn.Berserk)
	case "cargo":
		s.Goods[t]--
		b.Goods[t]++
		r.add("cargo", "runes", s.Seat, &Change{Good: goodNames[t]}, rules.OnePlace(plGoods, t), "%s takes %s aboard", who(s.Seat), goodNames[t])
	case "unrest":
		p := s.port(b.At)
		owner := p.Settler
		p.Settler = noSeat
		s.Supply[owner]++
		r.add("unrest", "runes", s.Seat, nil, s.herePlace(), "The settlers of %s in %s rise up and go home", who(owner), s.b.nodes[b.At].name)
	case "storm":
		s.storm(r, t)
	case "tribute":
		s.Gold[t] -= 2
		s.Gold[s.Seat] += 2
		r.add("tribute", "runes", s.Seat, &Change{Gold: 2}, seatPlace(t), "%s takes 2 gold in tribute from %s", who(s.Seat), who(t))
	}
}

// storm strikes another longboat at sea: the good it carries most of (the
// first kind on a tie), else a crewman.
func (s *State) storm(r *recorder, t int) {
	o := &s.Boats[t]
	best := noGood
	for g := range NumGoods {
		if o.Goods[g] > 0 && (best == noGood || o.Goods[g] > o.Goods[best]) {
			best = g
		}
	}
	if best != noGood {
		o.Goods[best]--
		s.Goods[best]++
		r.add("storm.hit", "runes", s.Seat, &Change{Good: goodNames[best]}, seatPlace(t), "A storm takes %s from %s", goodNames[best], who(t))
		return
	}
	o.Crew--
	s.Supply[t]++
	r.add("storm.hit", "runes", s.Seat, nil, seatPlace(t), "A storm takes a crewman from %s", who(t))
}
