package fireaxe

import (
	"fmt"

	"embers/rules"
	"embers/rules/fireaxe/atlas"
)

// Runes (rules summary, "Drawing Runes", "Rune Cards"): drawn at a home port
// for a day, at most three in hand, hidden; played or discarded, any number
// a turn and free, anywhere but at a home port. Each one played or
// discarded may turn the wind dial a quarter either way.

func (s *State) draw(r *rules.Recorder) {
	if len(s.Runes) == 0 { // the discards, shuffled, are the new deck
		s.Runes, s.Discard = s.Discard, []int8{}
		rg := s.rand()
		rg.Shuffle(len(s.Runes), func(i, j int) { s.Runes[i], s.Runes[j] = s.Runes[j], s.Runes[i] })
		if r != nil {
			r.Add(EvRunesShuffled, "runes", rules.NoSeat, "The spent runes are shuffled into a new deck", RunesShuffled{Cards: len(s.Runes)}, plRuneDeck)
		}
	}
	k := s.Runes[len(s.Runes)-1]
	s.Runes = s.Runes[:len(s.Runes)-1]
	s.Hands[s.Seat] = append(s.Hands[s.Seat], k)
	s.spendDay(false)
	if r != nil {
		r.Secret(EvRuneDrawn, "runes", s.mover(), who(s.Seat)+" draws a rune", RuneDrawn{Seat: s.mover(), Rune: -1},
			who(s.Seat)+" draws the rune "+runes[k].Name, RuneDrawn{Seat: s.mover(), Rune: k}, plRuneDeck)
		r.Reveal() // the drawer has seen the card: undo stops here
	}
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

func (s *State) turnWind(r *rules.Recorder, w int) {
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
	r.Add(EvWind, "difficult sailing", s.mover(), who(s.Seat)+" turns the wind dial: +1 now blows "+zoneNames[(compass.Start+s.Wind)%4],
		WindTurned{Seat: s.mover(), Turn: turn, Zone: atlas.Zones[(compass.Start+s.Wind)%4]}, plWind)
}

func (s *State) discardRune(r *rules.Recorder, k, w int) {
	s.takeFromHand(k)
	if r != nil {
		r.Add(EvRuneDiscarded, "runes", s.mover(), who(s.Seat)+" discards "+runes[k].Name, RuneDiscarded{Seat: s.mover(), Rune: int8(k)}, rules.OnePlace(plRunes, k)...)
	}
	s.turnWind(r, w)
}

func (s *State) playRune(r *rules.Recorder, k, t, w int) {
	s.takeFromHand(k)
	if r != nil {
		r.Add(EvRunePlayed, "runes", s.mover(), who(s.Seat)+" plays "+runes[k].Name, RunePlayed{Seat: s.mover(), Rune: int8(k)}, rules.OnePlace(plRunes, k)...)
	}
	s.runeEffect(r, k, t-1)
	s.turnWind(r, w)
}

// runeEffect does what rune kind k says, to target t (a good or a seat),
// and tells it.
func (s *State) runeEffect(r *rules.Recorder, k, t int) {
	b := s.boat()
	seat := s.mover()
	switch runes[k].Effect {
	case "demand":
		s.Demand = t
		if r != nil {
			r.Add(EvDemand, "runes", seat, goodNames[t]+" are now in demand", DemandSet{Seat: seat, Good: t}, plDemand)
		}
	case "colonize":
		gold := 0
		for i := range s.Ports {
			if s.Ports[i].Settler == s.Seat {
				gold += 2
			}
		}
		s.Gold[s.Seat] += gold
		s.Colony[s.Seat] += gold
		if r != nil {
			r.Add(EvColonize, "runes", seat, fmt.Sprintf("%s earns %d gold from settlements", who(s.Seat), gold), Colonized{Seat: seat, Gold: gold}, seatPlace(s.Seat)...)
		}
	case "fairwind":
		s.Turn.Extra++
		if r != nil {
			r.Add(EvFairWind, "runes", seat, who(s.Seat)+" has a day more this turn", FairWind{seat}, seatPlace(s.Seat)...)
		}
	case "calm":
		s.Turn.Calm += 2
		if r != nil {
			r.Add(EvCalm, "runes", seat, "Calm seas: 2 more clear sailing days for "+who(s.Seat)+" this turn", CalmSeas{seat}, plWind)
		}
	case "recruit":
		s.Supply[s.Seat]--
		b.Crew++
		if r != nil {
			r.Add(EvRecruit, "runes", seat, who(s.Seat)+" takes a crewman aboard", Recruited{seat}, plCrew)
		}
	case "berserk":
		s.Turn.Berserk++
		if r != nil {
			r.Add(EvBerserk, "runes", seat, fmt.Sprintf("%s's next attack adds %d to each die", who(s.Seat), s.Turn.Berserk), Berserk{Seat: seat, Add: s.Turn.Berserk}, plDice)
		}
	case "cargo":
		s.Goods[t]--
		b.Goods[t]++
		if r != nil {
			r.Add(EvCargo, "runes", seat, who(s.Seat)+" takes "+goodNames[t]+" aboard", CargoTaken{Seat: seat, Good: t}, rules.OnePlace(plGoods, t)...)
		}
	case "unrest":
		p := s.port(b.At)
		owner := p.Settler
		p.Settler = noSeat
		s.Supply[owner]++
		if r != nil {
			r.Add(EvUnrest, "runes", seat, "The settlers of "+who(owner)+" in "+s.b.nodes[b.At].name+" rise up and go home",
				Unrest{Seat: seat, Owner: rules.Seat(owner), Port: s.b.nodes[b.At].id}, s.herePlace()...)
		}
	case "storm":
		s.storm(r, t)
	case "tribute":
		s.Gold[t] -= 2
		s.Gold[s.Seat] += 2
		if r != nil {
			r.Add(EvTribute, "runes", seat, who(s.Seat)+" takes 2 gold in tribute from "+who(t), Tribute{Seat: seat, From: rules.Seat(t), Gold: 2}, seatPlace(t)...)
		}
	}
}

// storm strikes another longboat at sea: the good it carries most of (the
// first kind on a tie), else a crewman.
func (s *State) storm(r *rules.Recorder, t int) {
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
		if r != nil {
			r.Add(EvStormHit, "runes", s.mover(), "A storm takes "+goodNames[best]+" from "+who(t),
				StormHit{Seat: s.mover(), Target: rules.Seat(t), Good: best}, seatPlace(t)...)
		}
		return
	}
	o.Crew--
	s.Supply[t]++
	if r != nil {
		r.Add(EvStormHit, "runes", s.mover(), "A storm takes a crewman from "+who(t),
			StormHit{Seat: s.mover(), Target: rules.Seat(t), Crewman: true, Good: noGood}, seatPlace(t)...)
	}
}
