package burnttoashes

import "embers/rules"

// Move kinds. A move is kind<<24 | a<<16 | b<<8 | c; the reorder of a
// stack keeps its new order, top first, in the low 16 bits.
const (
	mvPass = iota + 1
	mvClaim
	mvStartKnight
	mvLook
	mvOrder
	mvLayout
	mvPawn
	mvOffer // a: the gold offered in all, b: blank cards beside it, c: cards (masked form only)
	mvStand
	mvScout
	mvFarmer
	mvPick
	mvDecoy
	mvHermit
	mvBlackKnight
	mvVassal
	mvHero
	mvMonks
	mvSage
	mvAbbot
	mvDraw
	mvPower
	mvStop
	mvOn
	mvCard
	mvUnmark
	mvBuy
	mvPlace
	mvEnd
	mvAgitator
	mvLender
	mvMerchant
	mvTraderBuy
	mvTraderLook
	mvTraitor
	mvDiscardF
	mvCrown
	mvKinds
)

// hidden stands for a gold card's value another seat cannot see.
const hidden = 7

// hiddenSum stands for an offering's sum the other seats cannot see.
const hiddenSum = 0xff

// deckPick is the pick of the follower deck's top card.
const deckPick = 9

// none is the Farmer's missing second card.
const none = 8

// moveCode packs kind<<24 | a<<16 | b<<8 | c; orderCode packs an order
// move: its province at a, its tiles three bits each in the low 16 bits.
var (
	moveCode  = rules.Layout(rules.Bits(24, 8), rules.Bits(16, 8), rules.Bits(8, 8), rules.Bits(0, 8))
	orderCode = rules.Layout(rules.Bits(24, 8), rules.Bits(16, 8), rules.Bits(0, 16))
)

func mv(kind, a, b, c int) rules.Move { return moveCode.Pack(kind, a, b, c) }

func split(m rules.Move) (kind, a, b, c int) { return moveCode.Unpack(m) }

// Pass is the move that passes a reaction window.
var Pass = mv(mvPass, 0, 0, 0)

// orderMove puts stack p in order: tiles top first.
func orderMove(p int, tiles []Tile) rules.Move {
	code := 0
	for _, t := range tiles {
		code = code<<3 | int(t)
	}
	return orderCode.Pack(mvOrder, p, code, 0)
}

// orderOf reads an order move: its province and tiles top first.
func orderOf(m rules.Move) (int, []Tile) {
	p, code := orderCode.Arg(m, 0), orderCode.Arg(m, 1)
	var back []Tile
	for ; code > 0; code >>= 3 {
		back = append(back, Tile(code&7))
	}
	tiles := make([]Tile, len(back))
	for i, t := range back {
		tiles[len(back)-1-i] = t
	}
	return p, tiles
}
