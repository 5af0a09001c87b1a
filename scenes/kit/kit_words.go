package kit

import (
	"unicode"
	"unicode/utf8"

	"embers/rules"
)

// The words a board shows about its game come from the rules
// (rules.Describer), on the position shown: what a place holds and does
// under the mouse and in the panel, what a move does on a chooser, a
// button or a hint. A board only says where they go.

// Describe is what place p holds and does on the position shown, with the
// seats named ("" when the rules say nothing of it, or do not describe
// places).
func (k *Kit) Describe(p rules.Place) string {
	d, ok := k.View.(rules.Describer)
	if !ok || p == "" {
		return ""
	}
	return rules.Names(d.DescribePlace(p), k.Names())
}

// Labeller is optional for a board's Layers: its own label for move m
// where the rules' words are a code a person cannot read at a glance (a
// stack's order as letters); ok false keeps the rules' label.
type Labeller interface {
	Label(m rules.Move) (label string, ok bool)
}

// MoveLabel is the rules' label of move m on the position shown, with the
// seats named: a chooser's option, a button (the board's own where it
// gives one: Labeller). A game without a Describer gets its notation.
func (k *Kit) MoveLabel(m rules.Move) string {
	if l, ok := k.Layers.(Labeller); ok {
		if label, ok := l.Label(m); ok {
			return label
		}
	}
	if d, ok := k.View.(rules.Describer); ok {
		return rules.Names(d.DescribeMove(m), k.Names())
	}
	if k.View == nil {
		return ""
	}
	return k.View.FormatMove(m)
}

// WhyNotAt is the rules' reason why the person of turn t can do nothing
// at place p, with its rule ("" when something can be done there, or the
// rules do not say: rules.Refuser).
func (k *Kit) WhyNotAt(t *Turn, p rules.Place) string {
	if r, ok := t.View.(rules.Refuser); ok {
		if im := r.WhyNotAt(p); im != nil {
			return rules.Names(Reason(im), k.Names())
		}
	}
	return ""
}

// ClickHint is what a click that plays m would do, for "Click to ...":
// the rules' label from a small letter.
func (k *Kit) ClickHint(m rules.Move) string { return lowerFirst(k.MoveLabel(m)) }

// lowerFirst writes s from a small letter, unless its first word is a
// name written in capitals ("B2", "A token").
func lowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	next, _ := utf8.DecodeRuneInString(s[n:])
	if !unicode.IsUpper(r) || !unicode.IsLower(next) {
		return s
	}
	return string(unicode.ToLower(r)) + s[n:]
}

// PanelPlacer is optional for a board's Layers: it names what the side
// panel shows at a point, so the kit can say what that is in the rules'
// words. SupplyPart is the part of a seat's row dx into it (a game's part
// name for rules.SupplyPlace, "" for none); StatusPlace the place the
// game's status shows at (x, y) within r, where DrawShared drew it.
type PanelPlacer interface {
	SupplyPart(seat rules.Seat, dx float64) string
	StatusPlace(x, y float64, r Rect) rules.Place
}

var _ PanelHinter = (*Kit)(nil)

// PanelHint says what the panel shows at (x, y): a part of a seat's
// supplies or of the game's status, as the rules describe it.
func (k *Kit) PanelHint(x, y float64) string {
	pp, ok := k.Layers.(PanelPlacer)
	if !ok {
		return ""
	}
	if seat, dx, ok := k.SeatAt(x, y, k.Players()); ok {
		if part := pp.SupplyPart(seat, dx); part != "" {
			return k.Describe(rules.SupplyPlace(seat, part))
		}
		return ""
	}
	if r := k.Status; r.W > 0 && r.Contains(x, y) {
		return k.Describe(pp.StatusPlace(x, y, r))
	}
	return ""
}
