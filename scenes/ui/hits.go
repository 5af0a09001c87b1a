package ui

import (
	"embers/rules"
)

// Hit is one clickable thing as a scene drew it this frame: where it lies,
// what it says, and what a click on it does — the moves it leads to (one
// move: a click plays it; several: a click opens a chooser or narrows the
// choice towards them), or a command (a button of a menu). A Hit with
// neither is shown but refused: a click on it says why not. A Hit may
// also only say what it is when the mouse rests on it (Tip).
//
// Scenes register what they draw as they draw it (Canvas.Hit), in drawing
// order, so what is drawn later lies on top. Covers (Canvas.Cover) are
// what is drawn over other things without being clickable itself (a card,
// a tooltip, the shade under a menu): whatever lies under them is not
// clickable there. The App keeps the last frame's hits: `embers playcheck`
// plays by clicking only them, and a scene may ask what lies on top at a
// point.
type Hit struct {
	Rect Rect
	// X, Y is where a click aims (zero: Rect's middle); In, when set, is
	// the thing's true shape (a hexagon, a triangle) within Rect.
	X, Y float64
	In   func(x, y float64) bool
	// Words are what the thing says or is, in the player's words (a
	// button's label, a place's name).
	Words string
	// Moves are the legal moves a click leads to (nil: none).
	Moves []rules.Move
	// Command names what a click does when it is not a move: "hint",
	// "next", "pass to", "results", ... ("" for none).
	Command string
	// Tip is what the mouse resting on it is told ("" for nothing).
	Tip string
	// Refused is true for a thing drawn as not open now: a click on it
	// must say why not.
	Refused bool
	// Place is the game's place the thing is ("" for none).
	Place rules.Place

	cover bool // drawn over what lies below, not clickable itself
	tip   bool // a cover that follows the mouse (a tooltip)
}

// Cover reports whether h only covers what lies under it.
func (h Hit) Cover() bool { return h.cover }

// Point is where a click on h aims.
func (h Hit) Point() (x, y float64) {
	if h.X != 0 || h.Y != 0 {
		return h.X, h.Y
	}
	return h.Rect.X + h.Rect.W/2, h.Rect.Y + h.Rect.H/2
}

// Holds reports whether (x, y) lies on h.
func (h Hit) Holds(x, y float64) bool {
	if !h.Rect.Contains(x, y) {
		return false
	}
	return h.In == nil || h.In(x, y)
}

// Acts reports whether a click on h does something: a move, a command, or
// a refusal to explain.
func (h Hit) Acts() bool { return len(h.Moves) > 0 || h.Command != "" || h.Refused }

// Leads reports whether a click on h leads towards move m.
func (h Hit) Leads(m rules.Move) bool {
	for _, x := range h.Moves {
		if x == m {
			return true
		}
	}
	return false
}

// Hits are the clickable things of one frame, in drawing order.
type Hits struct {
	list []Hit
	cuts []Cut
}

// Cut is a text a scene had to shorten to fit its room ("…"): Room tells
// that the cut is a defect `embers playcheck` reports — the box it was
// written in had space for it whole (another line), or the text is one a
// person must read whole (the turn's prompt).
type Cut struct {
	Text string
	Rect Rect
	Room bool
}

// Reset forgets every hit, for a new frame.
func (h *Hits) Reset() { h.list, h.cuts = h.list[:0], h.cuts[:0] }

// Add registers a clickable thing, on top of everything before it.
func (h *Hits) Add(hit Hit) {
	if hit.Rect.W <= 0 || hit.Rect.H <= 0 {
		return
	}
	h.list = append(h.list, hit)
}

// Cover registers r as drawn over everything before it, clickable only
// through what is registered after it.
func (h *Hits) Cover(r Rect) {
	if r.W > 0 && r.H > 0 {
		h.list = append(h.list, Hit{Rect: r, cover: true})
	}
}

// CoverTip registers a tooltip's box: it covers what lies under it for
// the mouse where it is, but moves with the mouse, so it hides nothing a
// person could point at (Visible looks through it).
func (h *Hits) CoverTip(r Rect) {
	if r.W > 0 && r.H > 0 {
		h.list = append(h.list, Hit{Rect: r, cover: true, tip: true})
	}
}

// Tips are the boxes of the tooltips registered this frame (CoverTip), in
// the order they were drawn.
func (h *Hits) Tips() []Rect {
	var out []Rect
	for _, hit := range h.list {
		if hit.tip {
			out = append(out, hit.Rect)
		}
	}
	return out
}

// NoteCut records a text shortened to fit.
func (h *Hits) NoteCut(c Cut) { h.cuts = append(h.cuts, c) }

// Cuts are the texts shortened this frame.
func (h *Hits) Cuts() []Cut { return h.cuts }

// All are every hit and cover of the frame, bottom first.
func (h *Hits) All() []Hit { return h.list }

// Top is the thing on top at (x, y): the last registered that holds the
// point; ok is false where nothing was registered. A cover on top means
// nothing there is clickable.
func (h *Hits) Top(x, y float64) (Hit, bool) {
	for i := len(h.list) - 1; i >= 0; i-- {
		if h.list[i].Holds(x, y) {
			return h.list[i], true
		}
	}
	return Hit{}, false
}

// topIndex is the index of the thing on top at (x, y), looking through
// tooltips, or -1.
func (h *Hits) topIndex(x, y float64) int {
	for i := len(h.list) - 1; i >= 0; i-- {
		if h.list[i].Holds(x, y) && !h.list[i].tip {
			return i
		}
	}
	return -1
}

// Visible are the hits (not covers) that can be clicked: each with its
// aim point moved, if need be, to a spot of it that nothing covers. A hit
// covered all over is left out.
func (h *Hits) Visible() []Hit {
	var out []Hit
	for i, hit := range h.list {
		if hit.cover {
			continue
		}
		if x, y, ok := h.uncovered(i); ok {
			hit.X, hit.Y = x, y
			out = append(out, hit)
		}
	}
	return out
}

// uncovered is a point of hit i that is on top: its aim point when it is,
// else the first of a grid over its rectangle.
func (h *Hits) uncovered(i int) (x, y float64, ok bool) {
	hit := h.list[i]
	x, y = hit.Point()
	if h.topIndex(x, y) == i {
		return x, y, true
	}
	const n = 6
	r := hit.Rect
	for a := 1; a < n; a++ {
		for b := 1; b < n; b++ {
			x, y = r.X+r.W*float64(a)/n, r.Y+r.H*float64(b)/n
			if h.topIndex(x, y) == i {
				return x, y, true
			}
		}
	}
	return 0, 0, false
}

// Covered reports whether hit i's aim point is under something drawn
// later, and what (the words of the thing on top, or "a card").
func (h *Hits) Covered(hit Hit) (bool, string) {
	x, y := hit.Point()
	top, ok := h.Top(x, y)
	if !ok || top.Rect == hit.Rect && top.Words == hit.Words {
		return false, ""
	}
	if top.cover {
		return true, "something drawn over it"
	}
	return true, top.Words
}

// Copy is a snapshot of the frame's hits, kept while the next frame is
// drawn.
func (h *Hits) Copy() *Hits {
	return &Hits{list: append([]Hit(nil), h.list...), cuts: append([]Cut(nil), h.cuts...)}
}
