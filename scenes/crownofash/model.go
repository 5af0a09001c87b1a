package crownofash

import (
	ca "embers/rules/crownofash"
)

// model is what the board shows: a copy of a view that animations change
// event by event until the board is reset on the state itself.
type model struct {
	seats, lords, ai, level int
	round, turn             int
	order                   [ca.MaxLords]int8
	current                 int
	over                    bool

	ctrl     [ca.Regions + 1]int8 // a lord, ca.King or ca.NoOne
	def      [ca.Regions + 1]uint64
	top      [ca.Regions]int8 // the top tile of each stack, or NoOne
	height   [ca.Regions]int  // tiles in each stack
	spaces   int              // worker spaces of each kind a region offers now (the dashed open at 3-4 lords)
	gatherBy [ca.Regions][2]int8
	combatBy [ca.Regions][2]int8
	flank    [2]int8
	front    [ca.MaxLords]int8
	goldN    [ca.MaxLords]int8
	buildN   [ca.MaxLords]int8
	refresh  [ca.MaxLords]bool

	row     [ca.RowSize]int8
	stackN  int
	stackT  int // the tier on the stack's top back
	display [ca.DisplaySlots]int8
	deckN   [ca.Tiers]int8

	vp      [ca.MaxLords]int16
	res     [ca.MaxLords][5]int16
	hand    [ca.MaxLords]uint64
	grave   [ca.MaxLords]uint64
	cardsIn [ca.MaxLords]uint8 // known combat cards in hand (the viewer's)
	cardsN  [ca.MaxLords]int8
	discTop [ca.MaxLords]int8 // the top discard, or NoOne
	minions [ca.MaxLords]int8
	fate    [ca.MaxLords]int8

	fight    fight
	table    uint64
	aiRegion int8
	aiAction int8
	track    int8
}

// fight is the battle on show.
type fight struct {
	on                   bool
	att, def, where, pos int8
	attCard, defCard     int8
	attDie, defDie       int8
}

// modelOf copies what a view shows.
func modelOf(v *ca.State) model {
	m := model{seats: int(v.Seats), lords: int(v.Lords), ai: int(v.AI), level: int(v.Level),
		round: int(v.Round), turn: int(v.Turn), order: v.Order, over: v.GameOver(),
		ctrl: v.Ctrl, def: v.Def, top: v.Top, gatherBy: v.GatherBy, combatBy: v.CombatBy,
		flank: v.Flank, front: v.Front, goldN: v.GoldN, buildN: v.BuildN, refresh: v.Refresh,
		row: v.Row, stackN: int(v.StackN), display: v.Display, deckN: v.DeckN,
		vp: v.VP, hand: v.Hand, grave: v.Grave, minions: v.Minions, fate: v.Fate,
		table: v.Table, aiRegion: v.AIRegion, aiAction: v.AIAction, track: v.Track}
	m.spaces = ca.GatherSpaces(v)
	if !m.over && m.lords > 0 {
		m.current = v.Current()
	}
	for r := range ca.Regions {
		m.height[r] = popcount(uint64(v.Built[r]))
	}
	if m.stackN > 0 {
		m.stackT = ca.TileStackTier(v.Stack[m.stackN-1])
	}
	for l := range ca.MaxLords {
		copy(m.res[l][:], v.Res[l][:])
		h := v.Cards[l]
		m.cardsIn[l], m.cardsN[l], m.discTop[l] = h.In, h.N, ca.NoOne
		if h.DiscN > 0 {
			m.discTop[l] = h.Disc[h.DiscN-1]
		}
	}
	f := v.Fight
	m.fight = fight{on: f.On, att: f.Att, def: f.Def, where: f.Where, pos: f.Pos,
		attCard: f.AttCard, defCard: f.DefCard, attDie: f.AttDie, defDie: f.DefDie}
	return m
}

func popcount(x uint64) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

// ids lists the fighters of a group, lowest first.
func ids(g uint64) []int {
	var out []int
	for id := range ca.NumFighters {
		if g&(1<<id) != 0 {
			out = append(out, id)
		}
	}
	return out
}
