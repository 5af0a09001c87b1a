package crownofash

import "embers/rules"

// What a board reads (scenes/crownofash) besides the state's exported
// fields: the components' printed data, the names the rules use, and the
// places by what they are. Read only: the tables are the rules' own.

// Citadel is the citadel's index among the places that hold defenders
// (Ctrl, Def): after the six regions.
const Citadel = citadel

// Values a view shows where something is unknown or absent.
const (
	NoOne         = none       // no lord, no card, no tile
	King          = kingLord   // the King holds the citadel (Ctrl)
	HiddenCard    = hiddenCard // a combat card face down or under the top discard
	HiddenFate    = hiddenFate // another seat's Fate card
	HiddenTile    = hiddenTile // + tier: a tile face down in the stack
	HiddenFighter = hiddenFtr  // a fighter face down in a tier deck
)

// FighterOf is fighter id's card; TileOf structure tile t's; CombatCardOf
// combat card c's (0, 1, 3, 4, the die card); ActionCardOf the AI deck's
// action card a; RegionOf region r (0-5, clockwise); PositionOf the
// citadel's attack position p.
func FighterOf(id int) Fighter       { return fighters[id] }
func TileOf(t int) Tile              { return tiles[t] }
func CombatCardOf(c int) CombatCard  { return combatCards[c] }
func ActionCardOf(a int) ActionCard  { return actionCards[a] }
func RegionOf(r int) Region          { return regions[r] }
func PositionOf(p int) Position      { return positions[p] }
func ResourceName(k int) string      { return resNames[k] }
func LordName(l int) string          { return lordNames[l] }
func KingAttack() int                { return kingAttack }
func CardCode(c int) string          { return cardCodes[c] }
func TileStackTier(entry int8) int   { return stackTier(entry) }
func CitadelVP(lords, round int) int { return citadelVP[min(1, max(0, lords-2))][round-1] }
func GatherSpaces(s *State) int      { return s.spaces() }
func (s *State) Current() int        { return int(s.current()) }
func (s *State) IsAI(l int) bool     { return s.isAI(int8(l)) }
func (s *State) GameOver() bool      { return s.Phase == phOver }

// The places, by what they are (places.go names them).
func WherePlace(w int) rules.Place    { return wherePlaces[w] }
func GatherPlace(r int) rules.Place   { return gatherPlaces[r] }
func CombatPlace(r int) rules.Place   { return combatPlaces[r] }
func PositionPlace(p int) rules.Place { return posPlaces[p] }
func FighterPlace(id int) rules.Place { return fighterPlaces[id] }
func CardPlace(c int) rules.Place     { return cardPlaces[c] }
func RowPlace(i int) rules.Place      { return rowPlaces[i] }
func SlotPlace(i int) rules.Place     { return slotPlaces[i] }
func ResPlace(k int) rules.Place      { return resPlaces[k] }
func LordPlace(l int) rules.Place     { return lordPlaces[l] }

// The places that are one of a kind.
const (
	GoldPlace      rules.Place = "gold"
	BuildPlace     rules.Place = "build"
	RefreshPlace   rules.Place = "refresh"
	DiePlace       rules.Place = "die"
	AIDiePlace     rules.Place = "ai:die"
	AIActionsPlace rules.Place = "ai:actions"
	AICardsPlace   rules.Place = "ai:cards"
	PassPlace      rules.Place = "button:pass"
	StackPlace     rules.Place = "stack"
)

// Asks is what the lord to move is asked now, in a few words, with how
// it is done on the board in the second line; "" when no one is asked (a
// roll, the end). It is the board's prompt.
func (s *State) Asks() (head, how string) {
	switch s.Phase {
	case phPlace:
		return "Place a minion", "Click a lit space: gather, build, battle, the gold or refresh space."
	case phDefend:
		return "Choose the defenders of " + placeName(int(s.Todo[0].Where)), "Click the region: tick the fighters to set there (up to 2), or leave it undefended."
	case phWild:
		return "Choose the kind of a special ingredient", "Click one of the resource chips in your tray."
	case phResurrect:
		return "Bring a fighter back from your graveyard", "Click a fighter in your graveyard (the tray's lower row)."
	case phCardAtt, phCardDef:
		return "Lay a combat card face down", "Click one of your combat cards in the tray."
	case phCasualty:
		return "Choose the fighter the 0 card costs you", "Click one of the lit fighters."
	case phRaise:
		return "Raise a fighter, or pass", "Click a lit fighter of the display, or Pass."
	case phOrder:
		return "Set the next round's order", "Click the lord to go next on the order plates."
	}
	return "", ""
}
