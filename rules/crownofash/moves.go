package crownofash

import "embers/rules"

// Move kinds. A move is its kind, two small arguments and a group of
// fighters: kind | a<<8 | b<<16 | group<<24.
const (
	mvGold      = 1 + iota // a minion on the gold space
	mvGather               // a: region
	mvBuild                // a: tile, b: region
	mvBattle               // a: region, group: the attackers
	mvStorm                // a: citadel position, group: the attackers
	mvRefresh              // a minion on the lord's refresh space
	mvCard                 // a: combat card (hiddenCard: as others see it)
	mvDefend               // group: the defenders
	mvTake                 // a: the kind a special ingredient becomes
	mvResurrect            // a: fighter
	mvCasualty             // a: fighter
	mvRaise                // a: fighter
	mvPass                 // raise nothing
	mvFirst                // a: the lord who goes next in the order
	mvDie                  // chance, a: face
	mvRegion               // chance, a: region
	mvAction               // chance, a: action card
	mvAICard               // chance, a: the AI deck's combat card
	mvDecider              // chance, a: the lord who decides the order
	numMoveKinds
)

// moveCode packs kind | a<<8 | b<<16 | group<<24.
var moveCode = rules.Layout(rules.Bits(0, 8), rules.Bits(8, 8), rules.Bits(16, 8), rules.Bits(24, 40))

func mk(kind, a, b int, group uint64) rules.Move { return moveCode.Pack(kind, a, b, int(group)) }

// unpack reads a move's parts.
func unpack(m rules.Move) (kind, a, b int, group uint64) {
	kind, a, b, g := moveCode.Unpack(m)
	return kind, a, b, uint64(g)
}

// Moves, for tests and scripts.
func GoldSpace() rules.Move                  { return mk(mvGold, 0, 0, 0) }
func Gather(region int) rules.Move           { return mk(mvGather, region, 0, 0) }
func Build(tile, region int) rules.Move      { return mk(mvBuild, tile, region, 0) }
func Battle(region int, g uint64) rules.Move { return mk(mvBattle, region, 0, g) }
func Storm(pos int, g uint64) rules.Move     { return mk(mvStorm, pos, 0, g) }
func Refresh() rules.Move                    { return mk(mvRefresh, 0, 0, 0) }
func Card(c int) rules.Move                  { return mk(mvCard, c, 0, 0) }
func Defend(g uint64) rules.Move             { return mk(mvDefend, 0, 0, g) }
func Take(kind int) rules.Move               { return mk(mvTake, kind, 0, 0) }
func Resurrect(id int) rules.Move            { return mk(mvResurrect, id, 0, 0) }
func Casualty(id int) rules.Move             { return mk(mvCasualty, id, 0, 0) }
func Raise(id int) rules.Move                { return mk(mvRaise, id, 0, 0) }
func Pass() rules.Move                       { return mk(mvPass, 0, 0, 0) }
func First(lord int) rules.Move              { return mk(mvFirst, lord, 0, 0) }
func Die(face int) rules.Move                { return mk(mvDie, face, 0, 0) }
func RegionDie(region int) rules.Move        { return mk(mvRegion, region, 0, 0) }
func Action(card int) rules.Move             { return mk(mvAction, card, 0, 0) }
func AICard(card int) rules.Move             { return mk(mvAICard, card, 0, 0) }
func Decider(lord int) rules.Move            { return mk(mvDecider, lord, 0, 0) }
func group(ids ...int) (g uint64) {
	for _, id := range ids {
		g |= 1 << id
	}
	return g
}

// Group is the set of the fighters with these codes (unknown codes are
// left out), for tests and scripts.
func Group(codes ...string) uint64 {
	var g uint64
	for _, c := range codes {
		if id := FighterByCode(c); id >= 0 {
			g |= 1 << id
		}
	}
	return g
}
