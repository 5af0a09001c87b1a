package fireaxe

import (
	"slices"

	"embers/rules"
	fx "embers/rules/fireaxe"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// The turn's buttons, right in the controls area: each a place of the
// rules, so the kit lights it when open and explains it when not. Their
// letters avoid the play scene's own: H (a hint) and R (the rules), which
// the scene takes before the board sees them (Roll on was R, and opened
// the rules in the real window).
var (
	buttonRects = map[rules.Place]kit.Rect{
		fx.EndButton:   kit.Control(-166, 4, 160, 28),
		fx.RollButton:  kit.Control(-166, 4, 160, 28),
		fx.StopButton:  kit.Control(-166, 36, 160, 28),
		fx.FoundButton: kit.Control(-166, 4, 160, 28),
		fx.KeepButton:  kit.Control(-166, 36, 160, 28),
	}
	buttonLabels = map[rules.Place]string{
		fx.EndButton: "End the turn (E)", fx.RollButton: "Roll on (O)", fx.StopButton: "Stop (S)",
		fx.FoundButton: "Found it (F)", fx.KeepButton: "Keep him (K)",
	}
	buttonKeys = map[rules.Place]string{fx.EndButton: "eE", fx.RollButton: "oO", fx.StopButton: "sS", fx.FoundButton: "fF", fx.KeepButton: "kK"}
)

// buttons are the buttons whose moves are legal now (at most two show at
// once: the rules open End, Roll and Stop, or Found and Keep).
func (b *Board) buttons() []kit.Button {
	var out []kit.Button
	for _, p := range slices.Sorted(mapsKeys(buttonRects)) {
		ms := b.pick.Starting(p)
		if len(ms) == 0 {
			continue
		}
		out = append(out, kit.Button{Rect: buttonRects[p], Label: buttonLabels[p], Face: ui.Face{Style: ui.Bold, Size: 14},
			Keys: buttonKeys[p], Move: ms[0], Hint: b.ClickHint(ms[0]), Hide: true})
	}
	return out
}

func mapsKeys[K comparable, V any](m map[K]V) func(func(K) bool) {
	return func(yield func(K) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

// Input lets the person choose: a button, else a place under the mouse
// (a space or port to sail to, the Wintering box, a good or the crew to
// load or lose, a rune to play). A sea space's cell away from its name
// answers a click once the button is let go where it was pressed, so a
// drag that starts there pans the map instead.
func (b *Board) Input(t *kit.Turn, in *ui.Input) (rules.Move, bool) {
	if v, ok := t.View.(*fx.State); ok {
		b.Placer = v // the places of a move depend on where the longboat is
	}
	in = b.keyboard(in)
	b.pointer = ui.Pt{X: in.MouseX, Y: in.MouseY}
	b.BeginTurn(t, in)
	if m, ok, used := b.ChoiceInput(in); used {
		return m, ok
	}
	if m, ok, used := b.Buttons(t, in, b.buttons()); used {
		return m, ok
	}
	if p, ok := b.waterClick(in); ok { // a press on open water let go where it began
		return b.PickPlace(t, p, "", true)
	}
	pl, onPlace, water := b.placeOrWater(in.MouseX, in.MouseY, b.pointable())
	if b.look(in, onPlace && !water && b.pick.Lit(pl)) {
		return 0, false
	}
	if water { // a drag from here pans; a click sails there, or says why not
		if in.Click {
			b.gestures.pressed = pl
		}
		return b.PickPlace(t, pl, "", false)
	}
	if onPlace {
		if m, ok, used := b.pickPort(t, pl, in.Click); used {
			return m, ok
		}
		return b.PickPlace(t, pl, b.chooserTitle(pl), in.Click)
	}
	return 0, false
}

// pointable are the places a person points at that are drawn now: the
// map's, the strip's, and the mover's cargo and runes.
func (b *Board) pointable() []rules.Place {
	all := []rules.Place{fx.WinteringPlace, fx.RuneDeckPlace, fx.CrewPlace}
	for g := range fx.Goods() {
		all = append(all, fx.GoodPlace(g))
	}
	all = append(all, b.places...)
	for _, p := range b.pick.Ahead() {
		if sp, _ := fx.ParsePlace(p); sp.Kind == fx.RuneSpot {
			all = append(all, p)
		}
	}
	out := all[:0]
	for _, p := range all {
		if _, _, ok := b.PlaceCentre(p); ok {
			out = append(out, p)
		}
	}
	return out
}

// DrawControls writes what the turn asks and draws its buttons.
func (b *Board) DrawControls(c *ui.Canvas, t *kit.Turn, r kit.Rect) {
	head, help := b.prompt(t)
	kit.DrawPrompt(c, r, head, help)
	b.DrawClickLine(c, r.X+6, r.Y+72, r.W-180)
	b.DrawButtons(c, t, b.buttons())
	b.registerCargo(c, t)
}

// prompt is what the person's turn t asks, and how, in two short lines:
// loading in the Wintering box, a loss to choose, a raid under way (with
// the next die's odds), the last crewman's choice, or a day's business,
// naming the tasks open in the port.
func (b *Board) prompt(t *kit.Turn) (head, help string) {
	acts := map[fx.Act]bool{}
	for _, m := range t.Legal {
		acts[fx.ActOf(m)] = true
	}
	odds, hasOdds := b.odds(t)
	v, _ := t.View.(*fx.State)
	sailOn, orSail := "Or sail on: click a lit sea or port.", " Or sail on."
	if !acts[fx.ActSail] {
		sailOn, orSail = "Or end your turn here.", ""
	}
	if n := len(b.pick.Chosen); n > 0 {
		if sp, _ := fx.ParsePlace(b.pick.Chosen[n-1]); sp.Kind == fx.GoodSpot {
			g := fx.Goods()[sp.Index]
			return "Trade your " + g, "Click the port your longboat is in to trade\nthem there; click the " + g + " again to put them back."
		}
	}
	switch {
	case acts[fx.ActLose]:
		return "The sea takes its toll", "Difficult sailing: click a good aboard, or your\ncrew, to give to the sea."
	case len(b.pick.Starting(fx.FoundButton)) > 0:
		return "Your last crewman", "Found the settlement with him, or keep him\naboard so your longboat sails on."
	case v != nil && v.Attack != nil && hasOdds:
		return "A raid", odds.words(true)
	case acts[fx.ActLaunch] || acts[fx.ActLoad]:
		return "Load your longboat", "Click your crew or a good in your row to load\nit (a day each), then a lit home port to launch."
	case acts[fx.ActTrade] && (acts[fx.ActRaid] || acts[fx.ActSettle]):
		return "Your day", "Trade or attack here: click the port, or a good\naboard to trade it." + orSail
	case acts[fx.ActRaid] && hasOdds:
		return "Your day", odds.words(false)
	case acts[fx.ActTrade]:
		return "Your day", "Trade here: click the port, or a good aboard.\n" + sailOn
	case acts[fx.ActSettle]:
		return "Your day", "Settle here: click the port, choose the dice.\n" + sailOn
	case !acts[fx.ActSail] && acts[fx.ActWinter]:
		return "Your days are spent", "End your turn here (E), or click the Wintering\nbox to go home for new crew and goods."
	}
	return "Your day", "Click a lit sea or port to sail (a day each),\nthe Wintering box to end your turn at home."
}

// Pointable says which places a person points at on the way to a move: not
// a good or a seat after a rune (Demand, Cargo, Storm, Tribute), so a
// rune's click opens one chooser with its plays and its discards together.
func (b *Board) Pointable(p rules.Place) bool {
	sp, _ := fx.ParsePlace(p)
	return sp.Kind != fx.GoodSpot && sp.Kind != fx.SeatSpot
}
