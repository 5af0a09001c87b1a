package burnttoashes

import (
	"fmt"
	"strconv"
	"strings"

	"embers/rules"
)

// The notation (docs/rules/burnttoashes.md, "Notation"): provinces by path
// and position ("a1"), dragon spaces by path ("a"), seats from 1, display
// slots from 1, gold cards by value (0 is a blank card), tiles by letter
// (K knight, P power, S sword, H shield, D dragon attack, T treasure).

const tileLetters = "?KPSHDT"

var simpleWords = map[int]string{
	mvPass: "pass", mvStand: "stand", mvScout: "scout", mvBlackKnight: "blackknight", mvVassal: "vassal",
	mvHero: "hero", mvMonks: "monks", mvSage: "sage", mvAbbot: "abbot", mvDraw: "draw", mvPower: "power",
	mvStop: "stop", mvOn: "on", mvEnd: "end", mvLender: "lender",
}

var provinceWords = map[int]string{
	mvClaim: "claim", mvStartKnight: "knight", mvLook: "look", mvUnmark: "unmark", mvBuy: "buy", mvPlace: "place", mvDecoy: "decoy",
}

func provName(p int) string {
	if p < 0 || p >= Provinces {
		return "?"
	}
	return string(provPlace[p])
}

func (s *State) FormatMove(m rules.Move) string {
	kind, a, b, c := split(m)
	if w, ok := simpleWords[kind]; ok && a == 0 && b == 0 && c == 0 {
		return w
	}
	if w, ok := provinceWords[kind]; ok && b == 0 && c == 0 {
		return w + " " + provName(a)
	}
	switch kind {
	case mvOrder:
		p, tiles := orderOf(m)
		var b strings.Builder
		for _, t := range tiles {
			if int(t) < len(tileLetters) {
				b.WriteByte(tileLetters[t])
			}
		}
		if b.Len() == 0 {
			return "order " + provName(p) + " ?" // as the others see it
		}
		return "order " + provName(p) + " " + b.String()
	case mvLayout:
		out := "layout "
		for i := range Paths {
			if a&(1<<i) != 0 {
				out += pathID[i]
			}
		}
		return strings.TrimSpace(out)
	case mvPawn:
		if a < Paths {
			return "pawn " + pathID[a]
		}
	case mvOffer:
		if a == hiddenSum {
			return "offer ? on " + plural(c, "card", "cards")
		}
		if b > 0 {
			return fmt.Sprintf("offer %d %d", a, b)
		}
		return "offer " + strconv.Itoa(a)
	case mvFarmer:
		return s.formatFarmer(a, b, c)
	case mvPick:
		if a == deckPick {
			return "pick deck"
		}
		return "pick " + strconv.Itoa(a+1)
	case mvHermit:
		return "hermit " + provName(a) + " " + provName(b)
	case mvCard:
		if a < cardKinds {
			return "card " + cardNames[a]
		}
	case mvAgitator:
		if a < Kinds {
			return fmt.Sprintf("agitator %s %d", followers[a].ID, b+1)
		}
	case mvMerchant:
		return "merchant " + provName(a) + " " + provName(b)
	case mvTraderBuy:
		return "trader buy " + provName(a)
	case mvTraderLook:
		return "trader look " + provName(a)
	case mvTraitor:
		if b < len(tileNames) {
			return "traitor " + provName(a) + " " + tileNames[b]
		}
	case mvDiscardF:
		return "discard " + strconv.Itoa(a+1)
	case mvCrown:
		return "crown " + strconv.Itoa(a+1)
	}
	return fmt.Sprintf("?%d", uint64(m))
}

func (s *State) formatFarmer(t, a, b int) string {
	if a == hidden {
		return fmt.Sprintf("farmer %d ?", t+1)
	}
	out := fmt.Sprintf("farmer %d %d", t+1, a)
	if b != none {
		out += " " + strconv.Itoa(b)
	}
	return out
}

const notationHelp = "write e.g. claim a1, look a1, order a1 KPSH, layout ab, pawn a, offer 3, offer 3 1 (3 gold and a blank card), stand, pick 2, pick deck, " +
	"card dragon, draw, power, stop, on, unmark a3, buy a1, place a2, end, pass, decoy b2, hermit a1 a3, " +
	"blackknight, vassal, hero, monks, sage, abbot, scout, farmer 2 0 1, agitator hero 1, lender, merchant a1 b2, " +
	"trader buy a1, trader look a1, traitor b2 knight, discard 1, crown 2"

func (s *State) ParseMove(text string) (rules.Move, error) {
	f := strings.Fields(strings.ToLower(strings.TrimSpace(text)))
	bad := fmt.Errorf("burnt to ashes move %s: %s", rules.Excerpt(text), notationHelp)
	if len(f) == 0 {
		return 0, bad
	}
	for kind, w := range simpleWords {
		if f[0] == w && len(f) == 1 {
			return mv(kind, 0, 0, 0), nil
		}
	}
	for kind, w := range provinceWords {
		if f[0] == w && len(f) == 2 {
			if p, ok := ParseProvince(f[1]); ok {
				return mv(kind, p, 0, 0), nil
			}
			return 0, bad
		}
	}
	m, ok := s.parseRest(f)
	if !ok {
		return 0, bad
	}
	return m, nil
}

func (s *State) parseRest(f []string) (rules.Move, bool) {
	num := func(i, lo, hi int) (int, bool) {
		if i >= len(f) {
			return 0, false
		}
		n, err := strconv.Atoi(f[i])
		return n, err == nil && n >= lo && n <= hi
	}
	prov := func(i int) (int, bool) {
		if i >= len(f) {
			return 0, false
		}
		return ParseProvince(f[i])
	}
	switch {
	case f[0] == "order" && len(f) == 3:
		p, ok := prov(1)
		var tiles []Tile
		for _, r := range strings.ToUpper(f[2]) {
			i := strings.IndexRune(tileLetters, r)
			ok = ok && i > 0
			tiles = append(tiles, Tile(i))
		}
		return orderMove(p, tiles), ok && len(tiles) >= 1 && len(tiles) <= stackMax
	case f[0] == "layout" && len(f) <= 2:
		mask := 0
		if len(f) == 2 {
			for _, r := range f[1] {
				i := strings.IndexRune("abcd", r)
				if i < 0 || mask&(1<<i) != 0 {
					return 0, false
				}
				mask |= 1 << i
			}
		}
		return mv(mvLayout, mask, 0, 0), true
	case f[0] == "pawn" && len(f) == 2 && len(f[1]) == 1 && strings.Contains("abcd", f[1]):
		return mv(mvPawn, strings.Index("abcd", f[1]), 0, 0), true
	case f[0] == "offer" && (len(f) == 2 || len(f) == 3):
		n, ok := num(1, 0, 75)
		z := 0
		if len(f) == 3 {
			z, ok = num(2, 0, goldDeck[0])
			ok = ok && n <= 75
		}
		return mv(mvOffer, n, z, 0), ok
	case f[0] == "farmer" && (len(f) == 3 || len(f) == 4):
		t, ok1 := num(1, 1, MaxPlayers)
		if f[2] == "?" && len(f) == 3 {
			return mv(mvFarmer, t-1, hidden, 0), ok1
		}
		a, ok2 := num(2, 0, 3)
		b, ok3 := none, true
		if len(f) == 4 {
			b, ok3 = num(3, 0, 3)
		}
		return mv(mvFarmer, t-1, a, b), ok1 && ok2 && ok3
	case f[0] == "pick" && len(f) == 2:
		if f[1] == "deck" {
			return mv(mvPick, deckPick, 0, 0), true
		}
		i, ok := num(1, 1, displaySize)
		return mv(mvPick, i-1, 0, 0), ok
	case (f[0] == "hermit" || f[0] == "merchant") && len(f) == 3:
		a, ok1 := prov(1)
		b, ok2 := prov(2)
		kind := map[string]int{"hermit": mvHermit, "merchant": mvMerchant}[f[0]]
		return mv(kind, a, b, 0), ok1 && ok2
	case f[0] == "card" && len(f) == 2:
		for k, n := range cardNames {
			if n == f[1] {
				return mv(mvCard, k, 0, 0), true
			}
		}
	case f[0] == "agitator" && len(f) == 3:
		i, ok := num(2, 1, displaySize)
		for k := range Kinds {
			if followers[k].ID == f[1] {
				return mv(mvAgitator, k, i-1, 0), ok
			}
		}
	case f[0] == "trader" && len(f) == 3 && (f[1] == "buy" || f[1] == "look"):
		p, ok := prov(2)
		kind := map[string]int{"buy": mvTraderBuy, "look": mvTraderLook}[f[1]]
		return mv(kind, p, 0, 0), ok
	case f[0] == "traitor" && len(f) == 3:
		p, ok := prov(1)
		t := tileByName(f[2])
		return mv(mvTraitor, p, int(t), 0), ok && (t == Knight || t == Sword || t == Shield)
	case f[0] == "discard" && len(f) == 2:
		i, ok := num(1, 1, displaySize)
		return mv(mvDiscardF, i-1, 0, 0), ok
	case f[0] == "crown" && len(f) == 2:
		i, ok := num(1, 1, MaxPlayers)
		return mv(mvCrown, i-1, 0, 0), ok
	}
	return 0, false
}

var seatColours = [MaxPlayers]string{"Red", "Blue", "Green", "Yellow", "White", "Black"}

func (s *State) SeatLabel(seat rules.Seat) string {
	if seat < 0 || int(seat) >= s.n() {
		return "nobody"
	}
	return seatColours[seat]
}
