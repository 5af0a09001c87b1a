package burnttoashes

import "embers/rules"

// Reads a board makes of what it shows, answered by the rules so the scene
// decides nothing: written apart from the rules' own files so a board's
// needs stay in one place.

// StartHelp tells whether the rulers began with a start knight and a start
// power (each costs a co-op team 4 points at the end).
func (s *State) StartHelp() bool { return s.c.StartHelp }

// TeamScoreOf is the co-op score the round table would count if the dragon
// fell on the position a board shows (a Look, which its animations move on
// event by event): the rules' own TeamScore, line by line, on a position
// holding only what that score reads. All of it lies face up (power and
// treasures with their owners, the burnt provinces, the dragon's wounds,
// the year), so the figure shows nothing a seat's view hides; the power
// the final hunt may still find in the stacks is not in it.
func TeamScoreOf(l *Look, startHelp bool) (int, []rules.ScoreLine) {
	var s State
	c := &s.c
	c.Players, c.Coop, c.StartHelp = int8(l.Players), true, startHelp
	c.Year, c.HitsOn, c.Lost = int8(l.Year), int8(l.Hits), l.Lost
	for seat := range l.Players {
		c.Power[seat], c.Treas[seat] = int8(l.Power[seat]), int8(l.Treasure[seat])
	}
	return s.TeamScore()
}

// KnightsInStacks is how many knights still lie face down in the stacks of
// the standing provinces: every knight tile of the game less those turned
// up (bought, or shown when their province burnt), all of it public.
// Buying one is the kingdom's last hope once none stands on guard, until
// the fifth year ends and no tile can be bought.
func (s *State) KnightsInStacks() int {
	return baseTiles[Knight] + Provinces - int(s.c.Out[Knight])
}

// OrderTiles reads a move that puts a stack in order: its province and
// its tiles, top first (none where the order is hidden from the viewer);
// ok is false for any other move.
func OrderTiles(m rules.Move) (p int, tiles []Tile, ok bool) {
	if kind, _, _, _ := split(m); kind != mvOrder {
		return 0, nil, false
	}
	p, tiles = orderOf(m)
	return p, tiles, true
}

// PlacingTile names the tile the mover bought and now places ("knight",
// "sword", "shield"), or "" in any other decision.
func (s *State) PlacingTile() string {
	if t := s.top(); t != nil && t.K == tkPlace && int(t.A) < len(tileNames) {
		return tileNames[t.A]
	}
	return ""
}
