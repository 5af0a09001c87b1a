package crownofash

import (
	"math"

	ca "embers/rules/crownofash"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// The board in logical pixels: the six regions stand round the citadel as
// a ring of plates in clockwise order from the upper left (the AI deck's
// region die reads face n as region n); the corners hold the round tracker
// and the turn order (upper left), the AI deck (upper right) and the
// battle (lower left); under the map the fighter display and the tier
// decks, then the structure row, the stack, the build, gold and refresh
// spaces, and the hand tray.

// origin is the board's rectangle on the screen.
var origin = kit.Rect{X: 16, Y: 16, W: 688, H: 688}

// The map's middle, the citadel's radius and the regions' plates.
const (
	mapX, mapY = 360.0, 280.0
	citadelR   = 96.0
	regionW    = 196.0
	regionH    = 134.0
	cardW      = 38.0 // a fighter standing as a defender
	cardH      = 54.0
	spaceR     = 12.0 // a worker space
	tokenR     = 11.0 // a control token
	minionR    = 9.0  // a minion on a space
)

// regionOffset is each region's middle from the citadel's.
var regionOffset = [ca.Regions]ui.Pt{{X: -108, Y: -190}, {X: 108, Y: -190}, {X: 214, Y: 0}, {X: 108, Y: 190}, {X: -108, Y: 190}, {X: -214, Y: 0}}

// regionRect is region r's plate.
func regionRect(r int) kit.Rect {
	o := regionOffset[r]
	return kit.Rect{X: mapX + o.X - regionW/2, Y: mapY + o.Y - regionH/2, W: regionW, H: regionH}
}

// tileRect is where region r's structure stack stands.
func tileRect(r int) kit.Rect {
	p := regionRect(r)
	return kit.Rect{X: p.X + 8, Y: p.Y + 24, W: 62, H: 58}
}

// controlAt is where region r's control token lies (the citadel's: over
// its gate).
func controlAt(w int) ui.Pt {
	if w == ca.Citadel {
		return ui.Pt{X: mapX, Y: citadelTop + 18}
	}
	p := regionRect(w)
	return ui.Pt{X: p.X + 98, Y: p.Y + 106}
}

// defenderRect is slot i of the defenders of w (a region: two slots; the
// citadel: three across its middle).
func defenderRect(w, i int) kit.Rect {
	if w == ca.Citadel {
		return kit.Rect{X: mapX - 66 + float64(i)*46, Y: mapY - 34, W: cardW, H: cardH}
	}
	p := regionRect(w)
	return kit.Rect{X: p.X + 94 + float64(i)*46, Y: p.Y + 26, W: cardW, H: cardH}
}

// gatherAt and combatAt are region r's worker spaces (i = 1: the dashed
// one, open at three or four lords).
func gatherAt(r, i int) ui.Pt {
	p := regionRect(r)
	return ui.Pt{X: p.X + 22 + float64(i)*30, Y: p.Y + 106}
}

func combatAt(r, i int) ui.Pt {
	p := regionRect(r)
	return ui.Pt{X: p.X + 144 + float64(i)*30, Y: p.Y + 106}
}

// positionRect is the citadel's attack position p: the flanks low on each
// side, the front gate at the bottom.
func positionRect(p int) kit.Rect {
	switch p {
	case 0:
		return kit.Rect{X: mapX - 98, Y: mapY + 30, W: 80, H: 28}
	case 1:
		return kit.Rect{X: mapX + 18, Y: mapY + 30, W: 80, H: 28}
	}
	return kit.Rect{X: mapX - 40, Y: mapY + 62, W: 80, H: 26}
}

// citadelTop is the y of the citadel's flat top edge; its name stands
// over it.
var citadelTop = mapY - citadelR*math.Sqrt(3)/2

// flankMinionAt is where a minion stands that attacks from flank p: just
// outside its box, so its label stays whole.
func flankMinionAt(p int) ui.Pt {
	q := positionRect(p)
	if p == 0 {
		return ui.Pt{X: q.X - 6, Y: q.Y + q.H/2}
	}
	return ui.Pt{X: q.X + q.W + 6, Y: q.Y + q.H/2}
}

// citadelPts are the citadel's hexagon.
func citadelPts() []ui.Pt {
	pts := make([]ui.Pt, 6)
	for i := range pts {
		a := math.Pi / 3 * float64(i)
		pts[i] = ui.Pt{X: mapX + citadelR*math.Cos(a), Y: mapY + citadelR*math.Sin(a)}
	}
	return pts
}

// The corners: the round tracker and the order, the AI deck, the battle.
var (
	roundsBox = kit.Rect{X: 22, Y: 22, W: 124, H: 170}
	aiBox     = kit.Rect{X: 574, Y: 22, W: 124, H: 170}
	battleBox = kit.Rect{X: 22, Y: 360, W: 124, H: 180}
)

// roundAt is round n's (1-4) step on the tracker.
func roundAt(n int) ui.Pt { return ui.Pt{X: roundsBox.X + 20 + float64(n-1)*28, Y: roundsBox.Y + 40} }

// lordRect is the plate of the lord l-th in the order, under the tracker.
func lordRect(i int) kit.Rect {
	return kit.Rect{X: roundsBox.X + 6, Y: roundsBox.Y + 64 + float64(i)*26, W: roundsBox.W - 12, H: 22}
}

// The AI deck's region die, its action cards and its combat cards.
var (
	aiDieRect     = kit.Rect{X: aiBox.X + 8, Y: aiBox.Y + 30, W: 34, H: 34}
	aiActionsRect = kit.Rect{X: aiBox.X + 50, Y: aiBox.Y + 26, W: 66, H: 44}
	aiCardsRect   = kit.Rect{X: aiBox.X + 8, Y: aiBox.Y + 112, W: 108, H: 50}
)

// The battle: attackers on the left, defenders on the right, both cards
// and the die below.
var (
	dieRect = kit.Rect{X: battleBox.X + 44, Y: battleBox.Y + 140, W: 34, H: 34}
)

// battleCardAt is where side (0 attacker, 1 defender) lays its combat card.
func battleCardAt(side int) kit.Rect {
	return kit.Rect{X: battleBox.X + 8 + float64(side)*84, Y: battleBox.Y + 92, W: 24, H: 34}
}

// The rows under the map.
const (
	rowA = 556.0 // the display and the decks
	rowB = 634.0 // the structures, the spaces and the hand tray
)

func slotRect(i int) kit.Rect {
	return kit.Rect{X: 24 + float64(i)*54, Y: rowA, W: 48, H: 66}
}

func deckRect(t int) kit.Rect {
	return kit.Rect{X: 360 + float64(t)*54, Y: rowA, W: 48, H: 66}
}

func rowRect(i int) kit.Rect {
	return kit.Rect{X: 24 + float64(i)*58, Y: rowB, W: 54, H: 62}
}

var (
	stackRect   = kit.Rect{X: 262, Y: rowB, W: 54, H: 62}
	buildAt     = ui.Pt{X: 340, Y: rowB + 31}
	goldAt      = ui.Pt{X: 540, Y: rowA + 20}
	refreshAt   = ui.Pt{X: 540, Y: rowA + 52}
	passRect    = kit.Rect{X: 600, Y: rowA + 8, W: 96, H: 30}
	trayRect    = kit.Rect{X: 368, Y: rowB, W: 332, H: 66}
	spaceRadius = 15.0 // the gold, build and refresh spaces
)

// handCardRect is the i-th of n fighters in the hand tray (closer
// together when many, so they stay left of the combat cards); comboRect
// the i-th of the viewer's five combat cards; resRect the i-th resource
// kind's button while a special ingredient is chosen (two rows of two,
// where the combat cards lie at other times).
func handCardRect(i, n int) kit.Rect {
	return kit.Rect{X: trayRect.X + 4 + float64(i)*fan(30, 28, n), Y: trayRect.Y + 4, W: 28, H: 40}
}

// fan is the step between n things w wide in the tray's left part: step,
// or less when n of them would reach the combat cards.
func fan(step, w float64, n int) float64 {
	if n < 2 {
		return step
	}
	return min(step, (trayHandW-w)/float64(n-1))
}

// trayHandW is the width of the tray's left part, the hand and graveyard.
const trayHandW = 176.0

func comboRect(c int) kit.Rect {
	return kit.Rect{X: trayRect.X + 188 + float64(c)*28, Y: trayRect.Y + 4, W: 24, H: 34}
}

func resRect(k int) kit.Rect {
	return kit.Rect{X: trayRect.X + 186 + float64(k%2)*73, Y: trayRect.Y + 3 + float64(k/2)*31, W: 70, H: 29}
}

// graveRect is the i-th of the n fighters of the viewer's graveyard, under the hand.
func graveRect(i, n int) kit.Rect {
	return kit.Rect{X: trayRect.X + 4 + float64(i)*fan(18, 16, n), Y: trayRect.Y + 48, W: 16, H: 16}
}
