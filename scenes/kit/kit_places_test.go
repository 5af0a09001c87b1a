package kit

import (
	"slices"
	"testing"

	"embers/rules"
)

// shapedBoard is a made-up board whose places are squares in a row
// ("a1" .. "c1", 50 wide from x 100), a pile in the panel, and a tile "t"
// over a1 and b1 that marks as one shape.
type shapedBoard struct {
	Layers // unused: the kit asks only for the shapes here
}

func (b *shapedBoard) Shapes(p rules.Place) []Shape {
	switch p {
	case "a1", "b1", "c1":
		i := float64(p[0] - 'a')
		return []Shape{RectShape(Rect{100 + 50*i, 100, 50, 50}, 4)}
	case "pile":
		return []Shape{RectShape(Rect{900, 100, 60, 40}, 4)}
	}
	return nil
}

type tiledBoard struct{ shapedBoard }

func (b *tiledBoard) HintWords(m rules.Move) string {
	return map[rules.Move]string{1: "lay it here"}[m]
}

func (b *tiledBoard) MarkShapes(places []rules.Place) []Shape {
	if slices.Equal(places, []rules.Place{"a1", "b1"}) {
		return []Shape{RectShape(Rect{100, 100, 100, 50}, 4)}
	}
	var out []Shape
	for _, p := range places {
		out = append(out, b.Shapes(p)...)
	}
	return out
}

func shapedKit(l Layers) *Kit {
	k := NewKit(l, nil, Rect{20, 20, 680, 680})
	return &k
}

// Aim clicks the open chooser's option for the move, else the middle of
// the next place the rules name for it once the places chosen are passed.
func TestAimGoesThroughTheChooserElseTheNextPlace(t *testing.T) {
	k := shapedKit(&shapedBoard{})
	places := placesOf{1: {"a1", "b1"}, 2: {"a1", "c1"}}
	g := NewTargets([]rules.Move{1, 2}, places)
	k.Targets, k.Placer = &g, places
	if x, y, ok := k.Aim(2); !ok || x != 125 || y != 125 {
		t.Errorf("before a1 is chosen, move 2 aims at (%v, %v, %v), want a1's middle (125, 125)", x, y, ok)
	}
	g.Choose("a1")
	if x, y, ok := k.Aim(2); !ok || x != 225 || y != 125 {
		t.Errorf("after a1, move 2 aims at (%v, %v, %v), want c1's middle (225, 125)", x, y, ok)
	}
	k.Pick.Menu = NewChooser("Which?", 300, 300, []Option{{Label: "one", Move: 1}, {Label: "two", Move: 2}}, "", k.Area)
	x, y, ok := k.Aim(2)
	if want := k.Pick.Menu.OptRect(1); !ok || !want.Contains(x, y) {
		t.Errorf("with a chooser open, move 2 aims at (%v, %v, %v), want inside its option %v", x, y, ok, want)
	}
	if _, _, ok := k.Aim(3); ok {
		t.Error("a move the chooser does not offer is aimed at")
	}
}

// The hovered log line rings only the places drawn on the board, not a
// pile in the panel or a place without a shape.
func TestPointedKeepsThePlacesOnTheBoard(t *testing.T) {
	k := shapedKit(&shapedBoard{})
	k.PointAt([]rules.Place{"pile", "b1", "nowhere", "a1"})
	if got := k.Pointed(); !slices.Equal(got, []rules.Place{"b1", "a1"}) {
		t.Errorf("pointed %v, want [b1 a1]", got)
	}
}

// A mark rings each place's shapes, unless the board marks a move by a
// shape of its own; the tutorial's label stands over a place's top.
func TestMarksAndLabelsFollowTheShapes(t *testing.T) {
	k := shapedKit(&shapedBoard{})
	if got := k.markShapes([]rules.Place{"a1", "b1"}); len(got) != 2 || got[1].Box.X != 150 {
		t.Errorf("a move over a1 and b1 is marked by %v, want their two squares", got)
	}
	kt := shapedKit(&tiledBoard{})
	if got := kt.markShapes([]rules.Place{"a1", "b1"}); len(got) != 1 || got[0].Box.W != 100 {
		t.Errorf("a tile over a1 and b1 is marked by %v, want its one outline", got)
	}
	if x, y, _, _, ok := k.LabelSpot("c1"); !ok || x != 225 || y != 120 {
		t.Errorf("c1's label stands at (%v, %v, %v), want (225, 120)", x, y, ok)
	}
	if _, _, _, _, ok := k.LabelSpot("nowhere"); ok {
		t.Error("a place without a shape has a label spot")
	}
}

// A hint rings the shapes that mark its move (a tile's one outline), just
// outside them in the hint's colour unless the board has its own look,
// and takes the board's words for its label.
func TestHintMarksTheMovesShapesWithTheBoardsWords(t *testing.T) {
	places := placesOf{1: {"a1", "b1"}, 2: {"c1"}}
	k := shapedKit(&tiledBoard{})
	k.Placer = places
	shapes, look, words := k.hintMark(1)
	if len(shapes) != 1 || shapes[0].Box.W != 100 || look != hintLook || words != "lay it here" {
		t.Errorf("the hint for a tile is %v in %v labelled %q, want the tile's outline in hintLook, \"lay it here\"", shapes, look, words)
	}
	k.Looks.Hint = Look{Col: HintColour, Width: 3}
	if shapes, look, words = k.hintMark(2); len(shapes) != 1 || shapes[0].Box.X != 200 || look.Width != 3 || words != "" {
		t.Errorf("the hint for c1 is %v in %v labelled %q, want c1's square in the board's look, no label", shapes, look, words)
	}
	plain := shapedKit(&shapedBoard{})
	if shapes, _, _ := plain.hintMark(1); shapes != nil {
		t.Errorf("a kit that cannot name a move's places marks %v", shapes)
	}
}

// The keyboard's ring runs round the focused place's shapes, the board's
// inset inside them, and only while the keys lead.
func TestFocusRingsTheKeyboardsPlace(t *testing.T) {
	k := shapedKit(&shapedBoard{})
	k.Looks.Focus.Inset = 5
	if got := k.focusRings("b1"); got != nil {
		t.Errorf("with the mouse leading the keyboard rings %v", got)
	}
	k.Focus.On = true
	got := k.focusRings("b1")
	if len(got) != 1 || got[0].Bounds() != (Rect{155, 105, 40, 40}) {
		t.Errorf("the keyboard on b1 rings %v, want b1's square pulled in by 5", got)
	}
}
