package kit

import (
	"math"

	"embers/rules"
	"embers/scenes/ui"
)

// The kit's default click-to-move picker works on places: the board says
// which places a person may point at and where they lie (Shaper), the
// rules which places each legal move names (Targets); a click on a place
// narrows the moves to those through it, plays the one that ends there,
// offers a chooser when several end there together, lights the next
// places when they go on, and gives the rules' reason when none is open.

// MoveMeaner is optional for a board's Layers: the move a person pointing at
// place p after the places chosen most likely meant, for the rules to
// explain when it is refused (ok false: the kit asks the rules' WhyNotAt
// instead).
type MoveMeaner interface {
	Meant(chosen []rules.Place, p rules.Place) (rules.Move, bool)
}

// ChooseHinter is optional for a board's Layers: what a click on place p
// does when it is not yet a move, in the board's words: choosing it
// (back false: picking up a servant) or putting it back (back true).
type ChooseHinter interface {
	ChooseHint(p rules.Place, back bool) string
}

// PlaceAt is the place among places whose shapes hold (x, y): a lit one
// before one that is not (a hall's square before the hall), the nearer
// middle first; ok is false for none.
func (k *Kit) PlaceAt(x, y float64, places []rules.Place) (rules.Place, bool) {
	var best rules.Place
	bestScore := math.Inf(1)
	for _, p := range places {
		for _, s := range k.ShapesOf(p) {
			if !s.Contains(x, y) {
				continue
			}
			cx, cy := s.Centre()
			score := math.Hypot(cx-x, cy-y)
			if k.Targets == nil || !k.Targets.Lit(p) {
				score += 1e6
			}
			if score < bestScore {
				best, bestScore = p, score
			}
		}
	}
	return best, !math.IsInf(bestScore, 1)
}

// PlacePointer is optional for a board's Layers: whether a person points at
// place p on the way to a move (a square, not the well a bucket comes
// from). Moves that go on from a place only to places not pointed at are
// offered in the place's chooser instead of narrowed to.
type PlacePointer interface {
	Pointable(p rules.Place) bool
}

// ChoiceExtender is optional for a board's Layers: what the kit's chooser at
// place p shows besides the legal moves: options the rules refuse (with
// their reason), and a note under them. With either it opens even for a
// single legal move.
type ChoiceExtender interface {
	MoreChoices(t *Turn, p rules.Place, legal []rules.Move) (refused []Option, note string)
}

// PickPlace is the kit's picker at place p for the person of turn t (a
// click, or the pointer resting there): the open moves whose next place is
// p are played when one ends there, offered in a chooser titled title
// when several do, or narrowed to by choosing p when they go on; the
// place chosen last, clicked again, is put back; a place where other moves
// start and go on begins the choice afresh; anything else is refused with
// the rules' reason.
func (k *Kit) PickPlace(t *Turn, p rules.Place, title string, click bool) (rules.Move, bool) {
	g, pk := k.Targets, &k.Pick
	if g == nil {
		return 0, false
	}
	chosen := g.Chosen
	if n := len(chosen); n > 0 && chosen[n-1] == p {
		pk.Hint = k.chooseHint(p, true)
		if click {
			g.Choose(chosen[:n-1]...)
		}
		return 0, false
	}
	ending, goingOn := g.split(p, k.pointable)
	switch {
	case len(goingOn) > 0:
		pk.Hint = k.chooseHint(p, false)
		if click {
			g.Choose(append(chosen[:len(chosen):len(chosen)], p)...)
		}
		return 0, false
	case len(ending) > 0:
		return k.offer(t, p, title, ending, click)
	case len(chosen) > 0 && g.leadsOn(p): // begin again from p
		g.Choose()
		m, ok := k.PickPlace(t, p, title, click)
		if !click { // only pointed at: keep what was chosen
			g.Choose(chosen...)
		}
		return m, ok
	}
	pk.Refuse(k.refusal(t, p), click)
	return 0, false
}

// offer plays the one legal move at p, or opens the chooser of the legal
// moves at p (and the board's further choices) on a click.
func (k *Kit) offer(t *Turn, p rules.Place, title string, legal []rules.Move, click bool) (rules.Move, bool) {
	var refused []Option
	var note string
	if ca, ok := k.Layers.(ChoiceExtender); ok {
		refused, note = ca.MoreChoices(t, p, legal)
	}
	pk := &k.Pick
	if len(legal) == 1 && len(refused) == 0 && note == "" {
		pk.Hint = k.ClickHint(legal[0])
		return legal[0], click
	}
	if pk.Hint = k.chooseHint(p, false); pk.Hint == "" {
		pk.Hint = k.ClickHint(legal[0])
	}
	if click {
		pk.Menu = NewChooser(title, pk.MX, pk.MY, append(k.Options(legal), refused...), note, k.Area)
		k.Focus.Option = 0 // a chooser opened by the keys starts on its first choice
	}
	return 0, false
}

// Grouper is optional for a board's Layers: the stepper a chooser's option
// for move m joins (settle with 3 dice: group "settle", amount 3), so
// options that differ only by a number are one row with − and +; ok is
// false for an option of its own row.
type Grouper interface {
	OptionGroup(m rules.Move) (group string, amount int, ok bool)
}

// Options are the chooser's options for the legal moves, labelled by the
// rules (MoveLabel) and grouped by the board (Grouper).
func (k *Kit) Options(legal []rules.Move) []Option {
	opts := Choices(legal, k.MoveLabel)
	if g, ok := k.Layers.(Grouper); ok {
		for i := range opts {
			opts[i].Group, opts[i].Amount, _ = g.OptionGroup(opts[i].Move)
		}
	}
	return opts
}

// pointable reports whether a person points at p (PlacePointer; every place
// when the board does not say).
func (k *Kit) pointable(p rules.Place) bool {
	if pt, ok := k.Layers.(PlacePointer); ok {
		return pt.Pointable(p)
	}
	return true
}

// leadsOn reports whether a legal move starts at p and goes on from it
// (another servant to pick up; a move that ends at p is not taken for a
// new start while a choice is under way: that click is refused).
func (g *Targets) leadsOn(p rules.Place) bool {
	for _, ps := range g.places {
		if len(ps) > 1 && ps[0] == p {
			return true
		}
	}
	return false
}

// split divides the open moves whose next place is p into those that end
// there (or go on only to places not pointed at: a chooser offers them)
// and those that go on to a place pointed at.
func (g *Targets) split(p rules.Place, points func(rules.Place) bool) (ending, goingOn []rules.Move) {
	n := len(g.Chosen)
	for i := range g.moves {
		switch {
		case !g.open(i, g.Chosen, p):
		case len(g.places[i]) > n+1 && points(g.places[i][n+1]):
			goingOn = append(goingOn, g.moves[i])
		default:
			ending = append(ending, g.moves[i])
		}
	}
	return ending, goingOn
}

// chooseHint is the board's words for choosing p, or putting it back.
func (k *Kit) chooseHint(p rules.Place, back bool) string {
	if h, ok := k.Layers.(ChooseHinter); ok {
		return h.ChooseHint(p, back)
	}
	return ""
}

// refusal is the rules' reason why nothing can be done at p: the
// refusal of the move the board says was meant, else WhyNotAt.
func (k *Kit) refusal(t *Turn, p rules.Place) string {
	if mn, ok := k.Layers.(MoveMeaner); ok {
		if m, ok := mn.Meant(k.Targets.Chosen, p); ok && t.Explain != nil {
			if im := t.Explain(m); im != nil {
				return Reason(im)
			}
		}
	}
	return k.WhyNotAt(t, p)
}

// LitPlaces are those of places that an open move goes through next.
func (k *Kit) LitPlaces(places []rules.Place) []rules.Place {
	var out []rules.Place
	for _, p := range places {
		if k.Targets != nil && k.Targets.Lit(p) {
			out = append(out, p)
		}
	}
	return out
}

// FocusStart is where the keyboard's focus starts among places: the place
// under the pointer (x, y) when it is lit, else the first lit place, else
// the board's fallback (the middle of the board, say).
func (k *Kit) FocusStart(x, y float64, places []rules.Place, fallback rules.Place) rules.Place {
	lit := k.LitPlaces(places)
	if p, ok := k.PlaceAt(x, y, lit); ok {
		return p
	}
	if len(lit) > 0 {
		return lit[0]
	}
	return fallback
}

// FocusStep is the place among places nearest to cur in the direction
// (dx, dy), by the middles of their first shapes (NearestInDirection);
// cur when there is none.
func (k *Kit) FocusStep(cur rules.Place, dx, dy float64, places []rules.Place) rules.Place {
	from, ok := k.placePt(cur)
	if !ok || dx == 0 && dy == 0 {
		return cur
	}
	i := NearestInDirection(from, dx, dy, len(places), func(i int) ui.Pt {
		q, _ := k.placePt(places[i])
		return q
	}, -1)
	if i < 0 {
		return cur
	}
	return places[i]
}

// placePt is the middle of place p's first shape.
func (k *Kit) placePt(p rules.Place) (ui.Pt, bool) {
	x, y, ok := k.PlaceCentre(p)
	return ui.Pt{X: x, Y: y}, ok
}

// PlaceList is the n places name(0) .. name(n-1): a board's pointable
// squares or crossings.
func PlaceList(n int, name func(int) rules.Place) []rules.Place {
	out := make([]rules.Place, n)
	for i := range out {
		out[i] = name(i)
	}
	return out
}
