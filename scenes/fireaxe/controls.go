package fireaxe

import (
	"slices"
	"strings"

	"embers/rules"
	fx "embers/rules/fireaxe"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// The turn's buttons, right in the controls area: each a place of the
// rules, so the kit lights it when open and explains it when not. Their
// letters avoid the play scene's own: H (a hint) and R (the rules), which
// the scene takes before the board sees them (Roll on was R, and opened
// the rules in the real window).
var (
	buttonRects = map[rules.Place]play.Rect{
		"button:end":   play.Control(-166, 4, 160, 28),
		"button:roll":  play.Control(-166, 4, 160, 28),
		"button:stop":  play.Control(-166, 36, 160, 28),
		"button:found": play.Control(-166, 4, 160, 28),
		"button:keep":  play.Control(-166, 36, 160, 28),
	}
	buttonLabels = map[rules.Place]string{
		"button:end": "End the turn (E)", "button:roll": "Roll on (O)", "button:stop": "Stop (S)",
		"button:found": "Found it (F)", "button:keep": "Keep him (K)",
	}
	buttonKeys = map[rules.Place]string{"button:end": "eE", "button:roll": "oO", "button:stop": "sS", "button:found": "fF", "button:keep": "kK"}
)

// buttons are the buttons whose moves are legal now (at most two show at
// once: the rules open End, Roll and Stop, or Found and Keep).
func (b *Board) buttons() []play.Button {
	var out []play.Button
	for _, p := range slices.Sorted(mapsKeys(buttonRects)) {
		ms := b.pick.Starting(p)
		if len(ms) == 0 {
			continue
		}
		out = append(out, play.Button{Rect: buttonRects[p], Label: buttonLabels[p], Face: ui.Face{Style: ui.Bold, Size: 14},
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
// load or lose, a rune to play).
func (b *Board) Input(t *play.Turn, in *ui.Input) (rules.Move, bool) {
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
	pl, onPlace := b.PlaceAt(in.MouseX, in.MouseY, b.pointable())
	if b.look(in, onPlace && b.pick.Lit(pl)) {
		return 0, false
	}
	if onPlace {
		return b.PickPlace(t, pl, "", in.Click)
	}
	return 0, false
}

// pointable are the places a person points at that are drawn now: the
// map's, the strip's, and the mover's cargo and runes.
func (b *Board) pointable() []rules.Place {
	all := append([]rules.Place{"wintering", "deck:runes", "crew", "good:furs", "good:skins", "good:tusks"}, b.places...)
	for _, p := range b.pick.Ahead() {
		if strings.HasPrefix(string(p), "rune:") {
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
func (b *Board) DrawControls(c *ui.Canvas, t *play.Turn, r play.Rect) {
	head, help := "Your day", "Click a lit space or port to sail there, a good\nor your crew to load, the Wintering box to rest."
	if b.v.Attack != nil {
		head, help = "A raid", "Roll on for another die, or stop and keep\nwhat the dice have taken."
	}
	if o, ok := b.odds(t); ok {
		help = o.words(b.v.Attack != nil)
	}
	play.DrawPrompt(c, r, head, help)
	b.DrawClickLine(c, r.X+6, r.Y+72, r.W-180)
	b.DrawButtons(c, t, b.buttons())
}

// Pointable says which places a person points at on the way to a move: not
// a good or a seat after a rune (Demand, Cargo, Storm, Tribute), so a
// rune's click opens one chooser with its plays and its discards together.
func (b *Board) Pointable(p rules.Place) bool {
	s := string(p)
	return !strings.HasPrefix(s, "good:") && !strings.HasPrefix(s, "seat:")
}
