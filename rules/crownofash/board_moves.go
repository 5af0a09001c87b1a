package crownofash

import "embers/rules"

// What a board reads of a move and of a lord's Fate card, beside
// board_api.go: the fighters a move sends or sets (so a board can offer
// them one by one), and the two kinds a Fate card names.

// MoveGroup is the group of fighters move m sends into a battle (a region
// or the citadel) or sets to defend a region; ok is false for a move of
// any other kind. A region left undefended is the empty group.
func MoveGroup(m rules.Move) (g uint64, ok bool) {
	kind, _, _, g := unpack(m)
	switch kind {
	case mvBattle, mvStorm, mvDefend:
		return g, true
	}
	return 0, false
}

// MoveTarget is where a battle or a storm of the citadel goes: the region
// (0-5) or Citadel, and the citadel's position (-1 for a region); ok is
// false for a move of any other kind.
func MoveTarget(m rules.Move) (where, pos int, ok bool) {
	kind, a, _, _ := unpack(m)
	switch kind {
	case mvBattle:
		return a % Regions, -1, true
	case mvStorm:
		return citadel, a % Positions, true
	}
	return 0, 0, false
}

// IsDefend reports whether m sets a region's defenders.
func IsDefend(m rules.Move) bool { kind, _, _, _ := unpack(m); return kind == mvDefend }

// Defending is the region whose defenders the lord to move sets now
// (after a gather or a build at its own structure, or a region just
// claimed); ok is false at any other decision.
func (s *State) Defending() (region int, ok bool) {
	if s.Phase != phDefend || len(s.Todo) == 0 {
		return 0, false
	}
	return int(s.Todo[0].Where), true
}

// FatePair is the two kinds Fate card f names (Bone, Ash, Blood,
// Sulphur); ok is false for no card or one this view cannot see.
func FatePair(f int) (kinds [2]int, ok bool) {
	if f < 0 || f >= NumFates {
		return kinds, false
	}
	return fatePairs[f], true
}

// FateNow is what lord l's Fate card would score if the game ended now:
// the tier numerals of its raised fighters of the card's two kinds, those
// it has sent into the battle under way too (0 for a card this view cannot
// see).
func (s *State) FateNow(l int) int {
	if l < 0 || l >= MaxLords {
		return 0
	}
	kinds, ok := FatePair(int(s.Fate[l]))
	if !ok {
		return 0
	}
	g := s.owned(int8(l))
	if s.Fight.On && int(s.Fight.Att) == l {
		g |= s.Table
	}
	return FateScore(g, kinds, false)
}

// ChoosingKind reports whether the lord to move chooses what a special
// ingredient becomes (take bone, ash, blood or sulphur).
func (s *State) ChoosingKind() bool { return s.Phase == phWild }

// FighterName is fighter id's name: a starting fighter is named after its
// lord at the table, as events name seats ("{0}'s Footman", a seat's name
// in its place), or "the AI deck's Footman".
func (s *State) FighterName(id int) string { return s.fighterName(id) }

// IsChance reports whether m is one of chance's moves (a die, the AI
// deck's region die, action card or combat card, the lord drawn to decide
// the order), which a board may show by their own animation.
func IsChance(m rules.Move) bool {
	kind, _, _, _ := unpack(m)
	return kind >= mvDie && kind <= mvDecider
}
