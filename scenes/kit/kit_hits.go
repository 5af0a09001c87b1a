package kit

import (
	"cmp"
	"slices"

	"embers/rules"
	"embers/scenes/ui"
)

// What the kit registers as clickable for every board (see ui.Hits): each
// place the board draws during a person's turn — a lit one with the moves
// a click there leads to, the place chosen last to put it back, any other
// as refused (a click says why not) — the turn's buttons (Buttons), and
// the open chooser's rows (Chooser.Draw). A board registers only what the
// kit cannot know: a control of its own (c.Hit), with the moves it leads
// to.

// registerPlaces registers the places of the person's turn t as drawn,
// in the order a click finds them (PlaceAt): the places refused at the
// bottom, the lit ones over them, a smaller shape over a larger.
func (k *Kit) registerPlaces(c *ui.Canvas, t *Turn) {
	if c.Hits == nil || k.Targets == nil || k.Placer == nil || k.Pick.Turn != t {
		return
	}
	k.placeBuf = k.Placer.Places(k.placeBuf)
	chosen := k.Targets.Chosen
	var hits []ui.Hit
	for _, p := range k.placeBuf {
		if !k.pointable(p) {
			continue
		}
		shapes := k.ShapesOf(p)
		if len(shapes) == 0 {
			continue
		}
		hit := ui.Hit{Words: string(p), Place: p}
		switch moves := k.Targets.At(p); {
		case len(chosen) > 0 && chosen[len(chosen)-1] == p:
			hit.Command = "put back " + string(p)
		case len(moves) > 0:
			hit.Moves = moves
		case len(chosen) > 0 && k.Targets.leadsOn(p):
			hit.Moves = k.Targets.Starting(p)
		case k.Targets.Touches(p): // lit as a later place of an open move (a tile's second triangle)
			hit.Moves = k.Targets.Touching(p)
		default:
			hit.Refused = true
		}
		for _, s := range shapes {
			h := hit
			h.Rect = s.Bounds().UI()
			h.X, h.Y = s.Centre()
			h.In = s.Contains
			hits = append(hits, h)
		}
	}
	slices.SortStableFunc(hits, func(a, b ui.Hit) int {
		if a.Refused != b.Refused {
			if a.Refused {
				return -1
			}
			return 1
		}
		return cmp.Compare(b.Rect.W*b.Rect.H, a.Rect.W*a.Rect.H)
	})
	for _, h := range hits {
		c.Hit(h)
	}
}

// registerButtons registers the turn's buttons as drawn.
func registerButtons(c *ui.Canvas, t *Turn, buttons []Button) {
	for _, b := range buttons {
		legal := t.IsLegal(b.Move)
		label, shown := b.shows(legal)
		if !shown {
			continue
		}
		h := ui.Hit{Rect: b.Rect.UI(), Words: label, Refused: !legal}
		if legal {
			h.Moves = []rules.Move{b.Move}
		}
		c.Hit(h)
	}
}

// HitMoves registers a board's own control drawn at r (a card in a hand,
// a stepper's button) with the moves a click there leads to: legal ones
// only; none registers it as refused, so a click must say why not.
func HitMoves(c *ui.Canvas, t *Turn, r Rect, words string, moves ...rules.Move) {
	h := ui.Hit{Rect: r.UI(), Words: words}
	if t != nil {
		for _, m := range moves {
			if t.IsLegal(m) {
				h.Moves = append(h.Moves, m)
			}
		}
	}
	h.Refused = len(h.Moves) == 0
	c.Hit(h)
}

// HitCommand registers a board's own control drawn at r that plays no
// move (a zoom, a view, a step of a gesture): command names what it does.
func HitCommand(c *ui.Canvas, r Rect, words, command string) {
	c.Hit(ui.Hit{Rect: r.UI(), Words: words, Command: command})
}

// HitInfo registers a thing drawn at r that a click does not use but the
// mouse resting on it explains (a resource on a mat): tip is what it is.
func HitInfo(c *ui.Canvas, r Rect, words, tip string) {
	c.Hit(ui.Hit{Rect: r.UI(), Words: words, Tip: tip})
}

// BoardKit is the board's kit, for the play scene (every board embeds
// one).
func (k *Kit) BoardKit() *Kit { return k }

// Kitted is a board built on the kit (the play scene asks it for its Kit).
type Kitted interface{ BoardKit() *Kit }

// AnswerClick makes sure a click on a place drawn as not open says why
// not, when the board's own input said nothing of it: the rules' reason
// for that place, else that nothing can be done there.
func (k *Kit) AnswerClick(t *Turn, h ui.Hit) {
	if k.Pick.Why != "" || k.Pick.Menu != nil || !h.Refused || h.Command != "" || len(h.Moves) > 0 {
		return
	}
	why := ""
	if h.Place != "" && k.Targets != nil {
		why = k.refusal(t, h.Place)
	}
	k.Pick.Refuse(why, true)
}
