package burnttoashes

import (
	"fmt"
	"strings"

	"embers/rules"
)

var (
	_ rules.Describer = (*State)(nil)
	_ rules.Explainer = (*State)(nil)
)

// DescribePlace says what a place holds, as far as the state shows it.
func (s *State) DescribePlace(p rules.Place) string {
	c := &s.c
	if v, ok := places.Read(p); ok {
		switch {
		case v < Provinces:
			return s.provinceWords(v)
		case v < Provinces+Paths:
			i := v - Provinces
			if c.Slot[i] == 0 || (!c.Shown[i] && c.Viewer == fullState) {
				return fmt.Sprintf("The %s dragon tile of %s, face down.", colour(c.Red[i]), pathName[i])
			}
			return fmt.Sprintf("The dragon tile of %s: %d attacks, %s for holding it off.", pathName[i], c.Slot[i], plural(dragonReward[c.Slot[i]], "follower", "followers"))
		case v >= 100 && v < 100+displaySize:
			if k := c.Display[v-100]; k >= 0 {
				return followers[k].Name + ": " + followers[k].Text
			}
			return "An empty place for a face-up follower."
		}
	}
	switch p {
	case plDragon:
		return fmt.Sprintf("The dragon: %d of %d hits landed.", c.HitsOn, Hits)
	case plFollowers:
		return fmt.Sprintf("The follower deck: %s.", plural(int(c.FDeckN), "card", "cards"))
	case plDiscard:
		return fmt.Sprintf("Discarded gold: %d blank, %d ones, %d twos, %d threes.", c.Discard[0], c.Discard[1], c.Discard[2], c.Discard[3])
	case plCombat:
		return "The combat cards: " + s.countWords() + " shown."
	}
	return ""
}

func (s *State) provinceWords(p int) string {
	c := &s.c
	if c.Lost[p] {
		return fmt.Sprintf("%s (%s) is burnt to ashes.", provinceName[p], provName(p))
	}
	var parts []string
	if c.Owner[p] >= 0 {
		parts = append(parts, who(int(c.Owner[p]))+"'s")
	}
	if s.has(p, gKnight) {
		parts = append(parts, "a knight"+s.gearWords(p))
	} else if g := s.gearWords(p); g != "" {
		parts = append(parts, "no knight, but"+strings.TrimPrefix(g, " with"))
	}
	parts = append(parts, s.stackTip(p))
	if s.has(p, gMarker) {
		parts = append(parts, "under attack")
	}
	return fmt.Sprintf("%s (%s): %s.", provinceName[p], provName(p), strings.Join(parts, ", "))
}

// DescribeMove labels a move for a chooser or a button.
func (s *State) DescribeMove(m rules.Move) string {
	kind, a, b, _ := split(m)
	prov := func(p int) string {
		if p < Provinces {
			return provinceName[p]
		}
		return "?"
	}
	switch kind {
	case mvClaim:
		return "Claim " + prov(a)
	case mvStartKnight:
		return "Place your start knight in " + prov(a)
	case mvLook:
		if t := s.top(); t != nil && t.K == tkBuy {
			return fmt.Sprintf("Look at the stack of %s and put it in order, for %d gold", prov(a), costLook)
		}
		return "Look at the stack of " + prov(a)
	case mvOrder:
		if _, tiles := orderOf(m); len(tiles) > 0 {
			return fmt.Sprintf("Lay the stack of %s top first: %s", prov(a), TileRuns(tiles))
		}
		return "Lay the stack of " + prov(a) + " in an order of your choosing"
	case mvPawn:
		return "Set the dragon pawn on " + pathName[a%Paths]
	case mvOffer:
		if b > 0 {
			return fmt.Sprintf("Offer %d gold and %s", a, plural(b, "blank card", "blank cards"))
		}
		if a == 0 {
			return "Take back your offering"
		}
		return fmt.Sprintf("Offer %d gold", a)
	case mvBuy:
		return fmt.Sprintf("Buy the top tile of %s for %d gold", prov(a), costBuy)
	case mvPlace:
		return "Place it in " + prov(a)
	case mvUnmark:
		return "Lift the marker from " + prov(a)
	case mvDecoy:
		return "Lure the dragon to " + prov(a)
	case mvHermit:
		return fmt.Sprintf("Move the knight of %s to %s", prov(a), prov(b))
	case mvCard:
		return "Turn a " + cardNames[a%cardKinds] + " card"
	case mvTraderBuy:
		return "Play the Travelling Trader: buy the top tile of " + prov(a) + " for 1 gold"
	case mvTraderLook:
		return "Play the Travelling Trader: look at the stack of " + prov(a) + " and put it in order, free"
	case mvMerchant:
		return fmt.Sprintf("Play the Merchant: swap the stacks of %s and %s", prov(a), prov(b))
	case mvTraitor:
		if b < len(tileNames) {
			return fmt.Sprintf("Play the Traitor: take the %s of %s", tileNames[b], prov(a))
		}
	case mvAgitator:
		if a < Kinds {
			return fmt.Sprintf("Play the Agitator: swap your %s for the face-up %s", followers[a].Name, s.displayName(b))
		}
	case mvFarmer:
		_, _, _, c := split(m)
		return farmerWords(a, b, c)
	case mvDiscardF:
		return "Send away the face-up follower " + s.displayName(a)
	case mvCrown:
		return "Crown " + who(a)
	case mvPick:
		if a == deckPick {
			return "Draw a follower from the deck"
		}
		return "Take the face-up follower " + s.displayName(a)
	}
	if w, ok := moveLabels[kind]; ok {
		return w
	}
	return strings.ToUpper(s.FormatMove(m)[:1]) + s.FormatMove(m)[1:]
}

func (s *State) displayName(i int) string {
	if i < displaySize && s.c.Display[i] >= 0 {
		return followers[s.c.Display[i]].Name
	}
	return "?"
}

var moveLabels = map[int]string{
	mvPass: "Play no follower", mvStand: "Stand with your offering", mvEnd: "End your buy turn",
	mvDraw: "Turn the next card", mvPower: "Spend a power: set two dragon cards aside", mvStop: "Stop on the shields: a draw",
	mvOn: "Fight on", mvScout: "Play the Scout", mvBlackKnight: "Play the Black Knight", mvVassal: "Play the Vassal",
	mvHero: "Play the Hero", mvMonks: "Play the Monks", mvSage: "Play the Sage", mvAbbot: "Play the Abbot: undo the purchase",
	mvLender: "Play the Moneylender", mvLayout: "Lay the red tiles here",
}

// WhyMove says in one line what a move does here and why it may help.
func (s *State) WhyMove(m rules.Move) string {
	c := &s.c
	kind, a, b, _ := split(m)
	switch kind {
	case mvOffer:
		if a == 0 && b == 0 {
			return "keeps all your gold for the buy phase; the tile shows " + s.pawnHint()
		}
		return fmt.Sprintf("makes your offering %d gold; the tile shows %s", a, s.pawnHint())
	case mvStand:
		if c.Final > 0 { // no buy phase follows the final dragon phases
			return "leaves your offering as it lies; the tile turns when nobody changes"
		}
		return "keeps your gold for the buy phase"
	case mvBuy:
		return "turns up the top tile of " + provinceName[a] + ": a knight, gear or power, or perhaps a dragon attack"
	case mvLook:
		return "shows you the stack of " + provinceName[a] + " so you can put what you need on top"
	case mvPower:
		return fmt.Sprintf("sets two dragon cards aside: %s", s.countWords())
	case mvStop:
		return "saves the knight with a draw, but lands no hit"
	case mvUnmark:
		if s.has(a, gKnight) {
			return "spares " + provinceName[a] + "'s knight another fight"
		}
		return "saves " + provinceName[a] + ", which has no knight to defend it"
	case mvPlace:
		if s.has(a, gKnight) {
			return "arms the knight of " + provinceName[a]
		}
		return "guards " + provinceName[a]
	case mvPawn:
		return fmt.Sprintf("the next offering is made against the %s tile of %s", colour(c.Red[a%Paths]), pathName[a%Paths])
	}
	return s.DescribeMove(m)
}

// pawnHint is what the seat knows of the tile under the pawn.
func (s *State) pawnHint() string {
	c := &s.c
	if c.Pawn < 0 {
		return "nothing yet"
	}
	if v := c.Slot[c.Pawn]; v > 0 && (c.Viewer != fullState || c.Shown[c.Pawn]) {
		return fmt.Sprintf("%d", v)
	}
	return "a " + colour(c.Red[c.Pawn]) + " number"
}
