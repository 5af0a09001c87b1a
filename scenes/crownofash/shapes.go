package crownofash

import (
	"embers/rules"
	ca "embers/rules/crownofash"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

var _ kit.Shaper = (*Board)(nil)

// Shapes is where place p lies now: the fixed places from the layout, a
// fighter wherever the model has it (the display, a region's defenders,
// the battle, the hand tray or the graveyard), a lord's plate in the turn
// order.
func (b *Board) Shapes(p rules.Place) []kit.Shape {
	if sh, ok := fixedShapes[p]; ok {
		// the tray shows the kinds while a special ingredient is chosen, else the combat cards
		sp, _ := ca.ParsePlace(p)
		if res := sp.Kind == ca.ResSpot; (res || sp.Kind == ca.CardSpot) && res != b.choosingKind() {
			return nil
		}
		if len(sh) == 2 && b.m.spaces == 1 { // a worker space's dashed twin is closed
			return sh[:1]
		}
		return sh
	}
	for id := range ca.NumFighters {
		if ca.FighterPlace(id) == p {
			if r, ok := b.fighterRect(id); ok {
				return []kit.Shape{kit.RectShape(r, 4)}
			}
			return nil
		}
	}
	for l := range ca.MaxLords {
		if ca.LordPlace(l) == p {
			for i := range b.m.lords {
				if int(b.m.order[i]) == l {
					return []kit.Shape{kit.RectShape(lordRect(i), 5)}
				}
			}
		}
	}
	return nil
}

// fighterRect is where fighter id stands now.
func (b *Board) fighterRect(id int) (kit.Rect, bool) { return b.fighterRectIn(&b.m, id) }

// fighterRectIn is where fighter id stands in model m.
func (b *Board) fighterRectIn(m *model, id int) (kit.Rect, bool) {
	bit := uint64(1) << id
	for i, d := range m.display {
		if int(d) == id {
			return slotRect(i), true
		}
	}
	for w := range ca.Regions + 1 {
		if m.def[w]&bit != 0 {
			return defenderRect(w, indexIn(m.def[w], id)), true
		}
	}
	if m.table&bit != 0 {
		return attackerRect(indexIn(m.table, id)), true
	}
	me := b.trayLord()
	if me >= 0 && m.hand[me]&bit != 0 {
		return handCardRect(indexIn(m.hand[me], id), popcount(m.hand[me])), true
	}
	if me >= 0 && m.grave[me]&bit != 0 {
		return graveRect(indexIn(m.grave[me], id), popcount(m.grave[me])), true
	}
	return kit.Rect{}, false
}

// indexIn is id's place among the fighters of g, lowest first.
func indexIn(g uint64, id int) int { return popcount(g & (1<<id - 1)) }

// attackerRect is the i-th attacking fighter in the battle.
func attackerRect(i int) kit.Rect {
	return kit.Rect{X: battleBox.X + 6 + float64(i)*28, Y: battleBox.Y + 26, W: 26, H: 36}
}

// fixedShapes are the places that never move.
var fixedShapes = func() map[rules.Place][]kit.Shape {
	out := map[rules.Place][]kit.Shape{}
	rect := func(p rules.Place, r kit.Rect) { out[p] = []kit.Shape{kit.RectShape(r, 5)} }
	circle := func(p rules.Place, c ui.Pt, r float64) { out[p] = []kit.Shape{kit.CircleShape(c.X, c.Y, r)} }
	for r := range ca.Regions {
		rect(ca.WherePlace(r), regionRect(r))
		out[ca.GatherPlace(r)] = []kit.Shape{kit.CircleShape(gatherAt(r, 0).X, gatherAt(r, 0).Y, spaceR),
			kit.CircleShape(gatherAt(r, 1).X, gatherAt(r, 1).Y, spaceR)}
		out[ca.CombatPlace(r)] = []kit.Shape{kit.CircleShape(combatAt(r, 0).X, combatAt(r, 0).Y, spaceR),
			kit.CircleShape(combatAt(r, 1).X, combatAt(r, 1).Y, spaceR)}
	}
	out[ca.WherePlace(ca.Citadel)] = []kit.Shape{kit.PolyShape(citadelPts())}
	for p := range ca.Positions {
		rect(ca.PositionPlace(p), positionRect(p))
	}
	for c := range ca.NumCards {
		rect(ca.CardPlace(c), comboRect(c))
	}
	for i := range ca.RowSize {
		rect(ca.RowPlace(i), rowRect(i))
	}
	for i := range ca.DisplaySlots {
		rect(ca.SlotPlace(i), slotRect(i))
	}
	for k := range ca.Kinds {
		rect(ca.ResPlace(k), resRect(k))
	}
	rect(ca.StackPlace, stackRect)
	circle(ca.BuildPlace, buildAt, spaceRadius)
	circle(ca.GoldPlace, goldAt, spaceRadius)
	circle(ca.RefreshPlace, refreshAt, spaceRadius)
	rect(ca.PassPlace, passRect)
	rect(ca.DiePlace, dieRect)
	rect(ca.AIDiePlace, aiDieRect)
	rect(ca.AIActionsPlace, aiActionsRect)
	rect(ca.AICardsPlace, aiCardsRect)
	return out
}()

// choosingKind reports whether the lord whose hand the tray shows chooses
// what a special ingredient becomes: the tray then shows the four kinds
// where its combat cards lie.
func (b *Board) choosingKind() bool {
	v, ok := b.View.(*ca.State)
	return ok && b.Anim == nil && v.ChoosingKind() && int(v.ToMove()) == b.trayLord()
}

// trayLord is the lord whose hand the tray shows: the viewer's own, or,
// on a screen that sees everyone, the lord to move; -1 for none.
func (b *Board) trayLord() int {
	if b.Viewer >= 0 && int(b.Viewer) < b.m.seats {
		return int(b.Viewer)
	}
	if b.Sees(b.Viewer) && !b.m.over && b.m.current < b.m.seats {
		return b.m.current
	}
	return -1
}

var _ kit.MarkShaper = (*Board)(nil)

// MarkShapes ring the places of a seat's last move, but the battle's die
// once the battle is over: the battle box then shows no die to ring.
func (b *Board) MarkShapes(places []rules.Place) []kit.Shape {
	var out []kit.Shape
	for _, p := range places {
		if p == ca.DiePlace && !b.m.fight.on {
			continue
		}
		out = append(out, b.Shapes(p)...)
	}
	return out
}
