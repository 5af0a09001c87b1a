package fireaxe

import "embers/rules"

// Move kinds. A move packs its kind and up to three small arguments:
// kind<<48 | a<<32 | b<<16 | c.
const (
	mvEnd      = iota + 1 // end the turn where the longboat is
	mvWinter              // to the Wintering box: unload, end the turn
	mvLoadCrew            // a crewman aboard (a day)
	mvLoadGood            // a goods token aboard (a day); a = good
	mvLaunch              // from the Wintering box to a home port (free); a = node
	mvSail                // to a neighbouring space or port (a day); a = node
	mvDraw                // a rune at a home port (a day)
	mvPlay                // play a rune; a = kind, b = target+1 (a good or a seat), c = wind
	mvDiscard             // discard a rune; a = kind, c = wind
	mvTrade               // trade a good here; a = good
	mvRaid                // raid the town here
	mvSettle              // try to settle here with a dice
	mvRollOn              // roll the next raid die
	mvStop                // stop raiding
	mvLoseCrew            // difficult sailing takes a crewman
	mvLoseGood            // difficult sailing takes a good; a = good
	mvFound               // found the settlement with the last crewman
	mvKeep                // keep the last crewman aboard: no settlement
	mvDie                 // chance: a die shows a
	numKinds
)

// Wind choices on a rune: leave the dial, turn it clockwise, or back.
const (
	windStay = 0
	windCW   = 1
	windCCW  = 2
)

// moveCode packs kind<<48 | a<<32 | b<<16 | c.
var moveCode = rules.Layout(rules.Bits(48, 16), rules.Bits(32, 16), rules.Bits(16, 16), rules.Bits(0, 16))

func mv(kind, a, b, c int) rules.Move { return moveCode.Pack(kind, a, b, c) }

func unpack(m rules.Move) (kind, a, b, c int) { return moveCode.Unpack(m) }

// Die is the chance outcome of a die showing face (1-6).
func Die(face int) rules.Move { return mv(mvDie, face, 0, 0) }
