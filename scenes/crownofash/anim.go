package crownofash

import (
	"embers/rules"
	ca "embers/rules/crownofash"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// captionAt is where an event's caption stands: in the band between the
// citadel and the lower regions, right of the battle box, so a battle's
// caption never covers the fight it tells (the kit keeps a long line
// inside the board).
var captionAt = ui.Pt{X: (battleBox.X + battleBox.W + origin.X + origin.W) / 2, Y: mapY + citadelR + 12}

// MarkPlaces (kit.MarkPicker): what a lord did marks its last move; the
// tax an owner takes and a fighter an owner loses are the mover's doing,
// not the owner's, and leave the owner's mark where it was.
func (b *Board) MarkPlaces(e rules.Event) ([]rules.Place, bool) {
	switch e.Data.(type) {
	case ca.Taxed, ca.Lost:
		return nil, false
	}
	return e.Places, len(e.Places) > 0
}

// Build makes the animation of e (the kit has marked the seat's last move
// on the event's places). The last event of a move comes with the position the
// move leaves (the kit's After, kit.MoveEnder): the animation ends by
// taking it as the model, what changed flying into place (anim_diff.go).
// The combat's cards and dice (anim_combat.go), a battle's outcome and the
// AI deck's action card (anim_set.go) have set pieces of their own, drawn
// from the event's payload; the other events are a caption over the map.
func (b *Board) Build(e rules.Event, ticks int) (*kit.Anim, string) {
	table, _ := b.After.(*ca.State)
	a, sound := b.Caption(e, captionAt.X, captionAt.Y, ticks), ""
	switch w := e.Data.(type) {
	case rules.Result:
		a, sound = b.gameOver(w, e, ticks), "fanfare"
	case ca.CardsShown:
		a, sound = b.cardsShown(e, w, ticks), "flip"
	case ca.Rolled:
		a, sound = b.dieRolled(e, w, ticks), "click"
	case ca.Won:
		a, sound = b.battleWon(e, w, ticks), "clack"
	case ca.Scored:
		a, sound = b.roundScored(e, w, ticks), "clack"
	case ca.ActionTurned:
		a, sound = b.aiActionTurned(e, w, ticks), "flip"
	case ca.RegionNamed:
		a, sound = b.aiRegion(e, w, ticks), "click"
	case ca.OwnCardLaid: // the viewer's own card, as only it sees: gone from its hand
		if c := w.Card; rules.Seat(w.Lord) == b.Viewer && c >= 0 && c < ca.NumCards {
			a.End = func() { b.m.cardsIn[w.Lord] &^= 1 << c }
		}
	}
	if n, ok := battlePace(e.Data, ticks); ok {
		a.N = n
	}
	if table != nil {
		end := a.End
		settle := func() {
			if end != nil {
				end()
			}
			b.settle(table)
		}
		if _, over := e.Data.(rules.Result); over {
			a.End = settle
			return a, sound
		}
		return b.settleAnim(e, a, table, ticks, settle), sound
	}
	return a, sound
}

// showing reports whether the animation running is of an event whose
// payload is a T (the set pieces that draw a piece of the board
// themselves while they run).
func showing[T any](b *Board) bool {
	if b.Anim == nil {
		return false
	}
	_, ok := b.Anim.Data.(T)
	return ok
}

// settle takes table, the position a move leaves, as the model. The play
// scene gives it as the viewer sees it; one seen by someone else (everyone's)
// hides every hand of combat cards and every Fate card: the viewer's own
// are kept from the model (its hand is whole again once it holds five,
// empty at none).
func (b *Board) settle(table *ca.State) {
	was := b.m
	b.m = modelOf(table)
	v := int(b.Viewer)
	if !rules.IsSeat(b.Viewer) || v >= b.m.seats || int(table.Viewer) == v {
		return
	}
	b.m.fate[v] = was.fate[v]
	switch n := b.m.cardsN[v]; {
	case n == ca.NumCards:
		b.m.cardsIn[v] = 1<<ca.NumCards - 1
	case n == 0:
		b.m.cardsIn[v] = 0
	default:
		b.m.cardsIn[v] = was.cardsIn[v]
	}
}

// Pointable reports whether a person points at p: a fighter only where a
// move starts at it (raised from the display, brought back from the
// graveyard, lost to a 0 card); the fighters of a battle or a defence are
// chosen in the chooser the space or region opens (choose.go).
func (b *Board) Pointable(p rules.Place) bool {
	sp, _ := ca.ParsePlace(p)
	return sp.Kind != ca.FighterSpot || len(b.pick.Starting(p)) > 0
}

// gameOver shows the end: the rules' result becomes the board's, and the
// banner and card follow.
func (b *Board) gameOver(res rules.Result, e rules.Event, ticks int) *kit.Anim {
	b.Result = res
	b.EndText = b.EndLine()
	return b.Caption(e, captionAt.X, captionAt.Y, ticks)
}

// battlePace is how long a battle's steps show, for ticks an event: a
// whole battle with a die roll reads in about 5 s at normal speed (the
// play scene's pauses before the computers' choices included; 32 ticks an
// event): the attack and its outcome a caption each (40), a card laid
// face down a glimpse (21), both cards turned and a die rolled a beat
// (32); a lord raising nothing is a glimpse too.
func battlePace(data any, ticks int) (int, bool) {
	switch data.(type) {
	case ca.Attacked, ca.Won:
		return ticks * 5 / 4, true
	case ca.CardLaid, ca.OwnCardLaid, ca.Passed:
		return ticks * 2 / 3, true
	case ca.CardsShown, ca.Rolled:
		return ticks, true
	}
	return 0, false
}

// PauseShare (kit.Pacer): the board's chance moves show themselves (the
// dice tumble, the AI deck's cards turn over), so they come without the
// computer's pause; a lord's move waits the whole pause.
func (b *Board) PauseShare(m rules.Move) float64 {
	if ca.IsChance(m) {
		return 0
	}
	return 1
}
