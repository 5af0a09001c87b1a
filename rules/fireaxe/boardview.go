package fireaxe

import (
	"embers/rules"
	"embers/rules/fireaxe/atlas"
)

// What the board reads besides the exported state: the map the game is
// played on (it draws the spaces and ports from it) and where each longboat
// stands, as a place, so the board never depends on how the rules number
// their nodes.

// Atlas is the map this game is played on.
func (s *State) Atlas() *atlas.Atlas { return s.b.at }

// BoatAt is where seat's longboat stands: "sea:<id>", "port:<id>" or
// "wintering" (the Wintering box).
func (s *State) BoatAt(seat int) rules.Place {
	if seat < 0 || seat >= len(s.Boats) {
		return ""
	}
	return s.nodePlace(s.Boats[seat].At)[0]
}

// Goods names the kinds of goods by index (furs, skins, tusks): the index
// of Boat.Goods, Port.Good and Demand.
func Goods() [NumGoods]string { return goodNames }

// ClearDays is zone's clear sailing days now (the compass, the wind and
// Calm Seas), and Wind the dial's modifier pointing at it: the wind dial
// and the route planner show them.
func (s *State) ClearDays(zone atlas.Zone) (days, wind int) {
	z := zoneIndex(zone)
	if z < 0 {
		return 0, 0
	}
	return s.clearDays(z), s.windModifier(z)
}

// RuneName is the name of rune kind k ("" for a hidden card or no kind).
func RuneName(k int8) string {
	if k < 0 || int(k) >= len(runes) {
		return ""
	}
	return runes[k].Name
}

// RuneShort is the word on a card of rune kind k in a hand (six letters at
// most); "" for a hidden card or no kind.
func RuneShort(k int8) string {
	if k < 0 || int(k) >= len(runes) {
		return ""
	}
	return runes[k].Short
}

// RuneID is the id of rune kind k, as its place names it ("rune:<id>");
// "" for a hidden card or no kind.
func RuneID(k int8) string {
	if k < 0 || int(k) >= len(runes) {
		return ""
	}
	return runes[k].ID
}
