package crownofash

import (
	"embers/rules"
	ca "embers/rules/crownofash"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// LitLook lights what the person may do: an old-gold ring round a space,
// a card or a fighter, with a soft glow under a worker space.
func (b *Board) LitLook(p rules.Place, moves []rules.Move) []kit.Lit {
	ring := kit.Lit{Look: kit.Look{Col: kit.LitGold, Width: 2.5, Inset: -1.5, A: 1}, Lo: 0.5}
	if len(moves) == 0 { // a later place of a move: a quieter ring, none on a fighter chosen in a chooser
		if !b.Pointable(p) {
			return nil
		}
		ring.Width, ring.A, ring.Lo = 1.5, 0.55, 0.25
		return []kit.Lit{ring}
	}
	switch sh := b.Shapes(p); {
	case len(sh) > 0 && sh[0].Kind == kit.CircleKind:
		return []kit.Lit{{Look: kit.Look{Col: oldGold, A: 0.6}, Lo: 0.4, Disc: spaceR + 6}, ring}
	}
	return []kit.Lit{ring}
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
func (b *Board) Input(t *kit.Turn, in *ui.Input) (rules.Move, bool) {
	in = b.keyboard(in)
	b.BeginTurn(t, in)
	if m, ok, used := b.ChoiceInput(in); used {
		return m, ok
	}
	pl, ok := labelPlace(in.MouseX, in.MouseY)
	if !ok {
		pl, ok = b.PlaceAt(in.MouseX, in.MouseY, b.pointed())
	}
	if !ok {
		return 0, false
	}
	m, ok := b.pickAt(t, pl, in.Click)
	if !in.Click {
		b.explain(pl)
	}
	return m, ok
}

// pickAt is the pointer at place p: a choice of fighters, a later place
// of a move, or the kit's picker.
func (b *Board) pickAt(t *kit.Turn, p rules.Place, click bool) (rules.Move, bool) {
	if moves := b.groupMoves(p); len(moves) > 0 {
		return b.offerGroups(t, p, moves, click)
	}
	if m, ok, used := b.jumpAhead(t, p, click); used {
		return m, ok
	}
	return b.PickPlace(t, p, "", click)
}

// explain says, while the mouse rests on place p, what p is and does (the
// rules' words), then what a click there would do, or that it is not open
// now.
func (b *Board) explain(p rules.Place) {
	desc := b.Describe(p)
	switch pk := &b.Pick; {
	case desc == "" || pk.Why != "":
	case pk.Hint != "":
		pk.Info = desc + "\nClick to " + pk.Hint + "."
	case pk.Quiet != "":
		pk.Info = desc + "\nNot open to you now: click to see why."
	default:
		pk.Info = desc
	}
}

// A worker space's label under its circles ("gather", "+ amend", "tax:
// Blue", "battle", "defends at 1") is part of it: pointed at, it is the
// space (Draw registers it so).

// labelRect is the label of region r's gather spaces (battle false) or
// battle spaces.
func labelRect(r int, battle bool) kit.Rect {
	x := gatherAt(r, 0).X + 15
	if battle {
		x = combatAt(r, 0).X + 15
	}
	return kit.Rect{X: x - 36, Y: spaceLabelY(r) - 7, W: 72, H: 14}
}

// labelPlace is the worker space whose label lies at (x, y).
func labelPlace(x, y float64) (rules.Place, bool) {
	for r := range ca.Regions {
		switch {
		case labelRect(r, false).Contains(x, y):
			return ca.GatherPlace(r), true
		case labelRect(r, true).Contains(x, y):
			return ca.CombatPlace(r), true
		}
	}
	return "", false
}

// Draw is the kit's, and registers during a person's turn each worker
// space's label as that space (on top of its region, as the kit registers
// places: with the moves a click there leads to, else refused).
func (b *Board) Draw(c *ui.Canvas, t *kit.Turn) {
	b.Kit.Draw(c, t)
	if t == nil || c.Hits == nil || b.Pick.Turn != t {
		return
	}
	for r := range ca.Regions {
		for _, battle := range []bool{false, true} {
			p := ca.GatherPlace(r)
			if battle {
				p = ca.CombatPlace(r)
			}
			h := ui.Hit{Rect: labelRect(r, battle).UI(), Words: string(p) + " (its label)", Place: p}
			if h.Moves = b.pick.At(p); len(h.Moves) == 0 {
				h.Refused = true
			}
			c.Hit(h)
		}
	}
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
func (b *Board) DrawPick(c *ui.Canvas, t *kit.Turn) {
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
// now and how it is done here, following the choice under way (a build
// space chosen, then a structure; a chooser open).
func (b *Board) DrawControls(c *ui.Canvas, t *kit.Turn, r kit.Rect) {
	head, how := b.asks(t)
	how += "\nKeys: arrows and Enter; right-click or Backspace puts a choice back."
	if o, ok := b.odds(); ok { // two lines of odds in place of the help: a card is one click or key
		how = oddsLine(o)
	}
	kit.DrawPrompt(c, r, head, how)
	b.DrawClickLine(c, r.X+6, r.Y+72, r.W-12)
}

// asks is the prompt's head and how: the rules' words for the decision,
// or the step of a build under way, or the open chooser's.
func (b *Board) asks(t *kit.Turn) (head, how string) {
	head, how = "Your move", "Click a lit place."
	if v, ok := b.View.(*ca.State); ok {
		if h, w := v.Asks(); h != "" {
			head, how = h, w
		}
	}
	if b.Pick.Turn != t {
		return head, how
	}
	if b.Pick.Menu != nil {
		head := b.Pick.Menu.Title
		if b.headOf == b.Pick.Menu && b.menuHead != "" {
			head = b.menuHead
		}
		return head, "Choose in the list over the board; a click outside it closes it."
	}
	switch ch := b.pick.Chosen; {
	case len(ch) == 1 && ch[0] == ca.BuildPlace:
		return "Build: choose a structure", "Click a lit structure in the row (its cost in gold is on it)."
	case len(ch) == 2 && ch[0] == ca.BuildPlace:
		name := "it"
		for i := range ca.RowSize {
			if ca.RowPlace(i) == ch[1] && b.m.row[i] >= 0 {
				name = "the " + ca.TileOf(int(b.m.row[i])).Name
			}
		}
		return "Build " + name + ": choose where", "Click a lit region: open ground becomes yours, on your own it stacks."
	}
	return head, how
}
