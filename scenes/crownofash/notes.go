package crownofash

import (
	"embers/rules"
	ca "embers/rules/crownofash"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// While the person at the screen places a minion, each region's gather
// and battle spaces say what they give now (the owner's tax, amending,
// the defenders' strength) where their label is, and a space that cannot
// be used is greyed with its reason (the rules' SpaceNote); a citadel
// position, the gold or the refresh space that cannot be used is greyed.

// placing is the view when the person whose hand the tray shows is to
// place a minion and nothing moves.
func (b *Board) placing() (*ca.State, bool) {
	v, ok := b.View.(*ca.State)
	if !ok || b.Anim != nil || int(v.ToMove()) != b.trayLord() {
		return nil, false
	}
	if _, open := v.SpaceNote(ca.GoldPlace); !open {
		return nil, false // not a placement
	}
	return v, true
}

// drawSpaceNotes writes the notes and greys the spaces closed.
func (b *Board) drawSpaceNotes(c *ui.Canvas) {
	v, ok := b.placing()
	if !ok {
		return
	}
	for r := range ca.Regions {
		for _, sp := range []struct {
			place rules.Place
			at    func(r, i int) ui.Pt
		}{{ca.GatherPlace(r), gatherAt}, {ca.CombatPlace(r), combatAt}} {
			note, open := v.SpaceNote(sp.place)
			if !open {
				for i := range 2 {
					greyed(c, sp.at(r, i), spaceR+1)
				}
			}
			spaceNote(c, rules.Names(note, b.Names()), sp.at(r, 0).X+15, spaceLabelY(r), open)
		}
	}
	for pos := range ca.Positions {
		if _, open := v.SpaceNote(ca.PositionPlace(pos)); !open {
			q := positionRect(pos)
			c.FillRoundRect(q.X, q.Y, q.W, q.H, 6, veil)
		}
	}
	for _, sp := range []struct {
		place rules.Place
		at    ui.Pt
	}{{ca.GoldPlace, goldAt}, {ca.RefreshPlace, refreshAt}} {
		if _, open := v.SpaceNote(sp.place); !open {
			greyed(c, sp.at, spaceRadius+1)
		}
	}
}

// veil greys what cannot be used now.
var veil = kit.RGBA(16, 14, 12, 170)

func greyed(c *ui.Canvas, at ui.Pt, r float64) { c.FillCircle(at.X, at.Y, r, veil) }

// spaceNote writes a space's note over its label: old gold when open,
// faint when not.
func spaceNote(c *ui.Canvas, note string, x, y float64, open bool) {
	face := spaceFace
	col := faint
	if open {
		face.Style, col = ui.Bold, oldGold
	}
	w, _ := ui.Measure(note, face)
	c.FillRoundRect(x-w/2-4, y-7, w+8, 14, 4, soot)
	c.TextCentered(note, face, x, y, col)
}
