package crownofash

import (
	"fmt"
	"strings"

	"embers/rules"
)

// The parts of a lord's mat a board may ask about (rules.SupplyPlace):
//
//	seat:N:bone ... seat:N:gold   a resource (ResourceName) and how it is used
//	seat:N:minions                the minions not yet placed this round
//	seat:N:hand                   the fighters in hand
//	seat:N:graveyard              the fighters lost
//	seat:N:cards                  the combat cards
//	seat:N:fate                   the Fate card (its kinds only where the view shows it)
//	seat:N:vp                     the VP, by source
const (
	MinionsPart = "minions"
	HandPart    = "hand"
	GravePart   = "graveyard"
	CardsPart   = "cards"
	FatePart    = "fate"
	VPPart      = "vp"
)

// describeSupply says what part of seat's mat holds and is for.
func (s *State) describeSupply(seat rules.Seat, part string) string {
	l := int(seat)
	if l < 0 || l >= int(s.Lords) {
		return ""
	}
	for k := range numRes {
		if part == resNames[k] {
			return s.describeResource(l, k)
		}
	}
	who := s.who(int8(l))
	switch part {
	case MinionsPart:
		return fmt.Sprintf("Minions: %d of %d still to place this round, one a turn, each on a worker space.", s.Minions[l], Minions)
	case HandPart:
		if s.Hand[l] == 0 {
			return "Fighters in hand: none. Raise fighters from the display at the end of a turn."
		}
		return fmt.Sprintf("Fighters in hand: %s. They attack from here, and defend your regions when set there.", s.fighterList(s.Hand[l]))
	case GravePart:
		if s.Grave[l] == 0 {
			return "Graveyard: empty. Fighters lost in battle go here and come back to hand at the round's end."
		}
		return fmt.Sprintf("Graveyard: %s. They come back to hand at the round's end (a resurrection shrine brings one back sooner).", s.fighterList(s.Grave[l]))
	case CardsPart:
		return s.describeCards(l)
	case FatePart:
		return s.describeFate(l, who)
	case VPPart:
		return s.describeVP(l)
	}
	return ""
}

func (s *State) describeResource(l, k int) string {
	n := s.Res[l][k]
	name := strings.ToUpper(resNames[k][:1]) + resNames[k][1:]
	if k == Gold {
		return fmt.Sprintf("Gold: %d. It buys structures and stands in for any resource when raising a fighter; at the end every 2 gold is 1 VP.", n)
	}
	return fmt.Sprintf("%s: %d. Fighters are raised with it (gold stands in for any kind); at the end every 3 of one kind is 1 VP.", name, n)
}

func (s *State) describeCards(l int) string {
	h := s.Cards[l]
	text := fmt.Sprintf("Combat cards: %d in hand.", h.N)
	if h.DiscN > 0 {
		if top := h.Disc[h.DiscN-1]; top >= 0 && int(top) < NumCards {
			text += fmt.Sprintf(" The last one played, face up: %s.", cardCode(int(top)))
		}
	}
	return text + " Played cards come back when all five are used, or with the refresh space."
}

func (s *State) describeFate(l int, who string) string {
	kinds, ok := FatePair(int(s.Fate[l]))
	if !ok {
		return who + "'s Fate card, face down: it names two kinds of fighter, and is shown at the end."
	}
	return fmt.Sprintf("%s's Fate card: %s and %s. At the end each fighter raised of these kinds scores its tier (I = 1, II = 2, III = 3); starting fighters score nothing. Now: %d VP.",
		who, resNames[kinds[0]], resNames[kinds[1]], s.FateNow(l))
}

func (s *State) describeVP(l int) string {
	var parts []string
	for src, v := range s.VPBy[l] {
		if v != 0 {
			parts = append(parts, fmt.Sprintf("%d from %s", v, sourceNames[src]))
		}
	}
	if len(parts) == 0 {
		return "0 VP so far: structures score at every round's end, the citadel's holder too."
	}
	return fmt.Sprintf("%d VP: %s.", s.VP[l], strings.Join(parts, ", "))
}

// fighterList names a group's fighters with their attacks.
func (s *State) fighterList(g uint64) string {
	var names []string
	for p := g; p != 0; p &= p - 1 {
		f := &fighters[lowBit(p)]
		names = append(names, fmt.Sprintf("%s (%s %d)", s.fighterName(lowBit(p)), resNames[f.Kind], f.Attack))
	}
	return strings.Join(names, ", ")
}
