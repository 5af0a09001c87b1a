package ui

import (
	"testing"

	"embers/rules"
)

// TestHitsCoverAndTop: a card drawn over a button hides the button's
// covered part; a thing drawn later lies on top; Visible moves a hit's
// aim to a part nothing covers and leaves out one covered all over.
func TestHitsCoverAndTop(t *testing.T) {
	var h Hits
	h.Add(Hit{Rect: Rect{0, 0, 100, 40}, Words: "wide", Moves: []rules.Move{1}})
	h.Add(Hit{Rect: Rect{200, 0, 50, 40}, Words: "hidden", Command: "x"})
	h.Cover(Rect{30, 0, 300, 40}) // a card over the middle of "wide" and all of "hidden"
	h.Add(Hit{Rect: Rect{40, 10, 20, 20}, Words: "on the card", Command: "next"})
	if top, ok := h.Top(50, 20); !ok || top.Words != "on the card" {
		t.Errorf("top at (50, 20) is %q, want the card's button", top.Words)
	}
	if top, ok := h.Top(220, 20); !ok || !top.Cover() {
		t.Errorf("top at (220, 20) is %+v, want the card", top)
	}
	vis := h.Visible()
	words := map[string]Hit{}
	for _, v := range vis {
		words[v.Words] = v
	}
	if _, ok := words["hidden"]; ok {
		t.Error("a hit covered all over is visible")
	}
	w, ok := words["wide"]
	if !ok {
		t.Fatal("a hit covered in part is not visible")
	}
	if x, y := w.Point(); x >= 30 || !w.Rect.Contains(x, y) {
		t.Errorf("the wide hit aims at (%v, %v), under the card", x, y)
	}
	if covered, _ := h.Covered(Hit{Rect: Rect{200, 0, 50, 40}, Words: "hidden", Command: "x"}); !covered {
		t.Error("Covered says the hidden hit is not covered")
	}
}

// TestHitLeadsAndActs: what a click on a hit does, as playcheck reads it.
func TestHitLeadsAndActs(t *testing.T) {
	h := Hit{Rect: Rect{0, 0, 10, 10}, Moves: []rules.Move{3, 5}}
	if !h.Leads(5) || h.Leads(4) || !h.Acts() {
		t.Errorf("hit %+v: leads to 5 %v, to 4 %v, acts %v", h, h.Leads(5), h.Leads(4), h.Acts())
	}
	if (Hit{Rect: Rect{0, 0, 10, 10}, Tip: "a resource"}).Acts() {
		t.Error("a hit that only explains itself acts")
	}
	var hs Hits
	hs.Add(Hit{Rect: Rect{0, 0, 0, 10}, Words: "flat"})
	if len(hs.All()) != 0 {
		t.Error("a hit with no area was registered")
	}
}
