package crownofash

import (
	"embers/rules"
	ca "embers/rules/crownofash"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// LitLook lights what the person may do: an old-gold ring round a space,
// a card or a fighter, with a soft glow under a worker space.
func (b *Board) LitLook(p rules.Place, moves []rules.Move) []play.Lit {
	ring := play.Lit{Look: play.Look{Col: play.LitGold, Width: 2.5, Inset: -1.5, A: 1}, Lo: 0.5}
	if len(moves) == 0 { // a later place of a move: a quieter ring, none on a fighter chosen in a chooser
		if !b.Pointable(p) {
			return nil
		}
		ring.Width, ring.A, ring.Lo = 1.5, 0.55, 0.25
		return []play.Lit{ring}
	}
	switch sh := b.Shapes(p); {
	case len(sh) > 0 && sh[0].Kind == play.CircleKind:
		return []play.Lit{{Look: play.Look{Col: oldGold, A: 0.6}, Lo: 0.4, Disc: spaceR + 6}, ring}
	}
	return []play.Lit{ring}
}

// pointable are the places a person points at: all but the chance ones.
var pointable = func() []rules.Place {
	var s ca.State
	var out []rules.Place
	for _, p := range s.Places(nil) {
		switch p {
		case ca.DiePlace, ca.AIDiePlace, ca.AIActionsPlace, ca.AICardsPlace, ca.StackPlace:
			continue
		}
		out = append(out, p)
	}
	return out
}()

// Input lets the person choose a move on the map, by mouse or keys.
func (b *Board) Input(t *play.Turn, in *ui.Input) (rules.Move, bool) {
	in = b.keyboard(in)
	b.BeginTurn(t, in)
	if m, ok, used := b.ChoiceInput(in); used {
		return m, ok
	}
	pl, ok := b.PlaceAt(in.MouseX, in.MouseY, b.pointed())
	if !ok {
		return 0, false
	}
	if moves := b.groupMoves(pl); len(moves) > 0 {
		return b.offerGroups(t, pl, moves, in.Click)
	}
	if m, ok, used := b.jumpAhead(t, pl, in.Click); used {
		return m, ok
	}
	return b.PickPlace(t, pl, "", in.Click)
}

// pointed are the places a person points at now (Pointable): those the
// kit registers as clickable, so a click finds what the frame drew.
func (b *Board) pointed() []rules.Place {
	b.pointBuf = b.pointBuf[:0]
	for _, p := range pointable {
		if b.Pointable(p) {
			b.pointBuf = append(b.pointBuf, p)
		}
	}
	return b.pointBuf
}

// DrawPick paints the keyboard's place (the chooser and tips are the kit's).
func (b *Board) DrawPick(c *ui.Canvas, t *play.Turn) {
	if b.Pick.Turn == t {
		b.DrawFocus(c, b.Focus.Place)
	}
}

// keyboard turns arrow keys and Enter into the pointer input the board
// already understands: the focus steps between the places a person points
// at, starting on a lit one.
func (b *Board) keyboard(in *ui.Input) *ui.Input {
	return b.Keyboard(in, false, func(dx, dy float64, first bool) (float64, float64) {
		return b.FocusPlaces(in.MouseX, in.MouseY, pointable, ca.WherePlace(ca.Citadel), dx, dy, first)
	})
}

// DrawControls writes the prompt of the person's turn: what the rules ask
// now and how it is done here.
func (b *Board) DrawControls(c *ui.Canvas, t *play.Turn, r play.Rect) {
	head, how := "Your move", "Click a lit place."
	if v, ok := b.View.(*ca.State); ok {
		if h, w := v.Asks(); h != "" {
			head, how = h, w
		}
	}
	how += "\nKeys: arrows and Enter; right-click or Backspace puts a choice back."
	if o, ok := b.odds(); ok { // two lines of odds in place of the help: a card is one click or key
		how = oddsLine(o)
	}
	play.DrawPrompt(c, r, head, how)
	b.DrawClickLine(c, r.X+6, r.Y+72, r.W-12)
}
