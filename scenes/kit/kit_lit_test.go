package kit

import (
	"image"
	"image/color"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/rules"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// litBoard is shapedBoard lighting a place in red where open moves go
// next, and noting what the kit asked it.
type litBoard struct {
	shapedBoard
	asked map[rules.Place][]rules.Move
}

var litRed, chosenGreen = RGB(250, 0, 0), RGB(0, 250, 0)

func (b *litBoard) LitLook(p rules.Place, moves []rules.Move) []Lit {
	b.asked[p] = moves
	if len(moves) == 0 {
		return nil
	}
	return []Lit{{Look: Look{Col: litRed, A: 1}, Lo: 1}}
}

// The kit's DrawTargets asks the board about every place the open moves
// name from here on (with the moves that go there next), fills the lit
// ones by their shapes, and rings the places chosen as Looks.Chosen.
func TestDrawTargetsLightsByTheBoardsLook(t *testing.T) {
	b := &litBoard{asked: map[rules.Place][]rules.Move{}}
	k := shapedKit(b)
	places := placesOf{1: {"a1", "b1"}, 2: {"a1", "c1"}, 3: {"c1"}}
	turn := &Turn{Legal: []rules.Move{1, 2, 3}}
	g := NewTargets(turn.Legal, places)
	k.Targets, k.Pick.Turn = &g, turn
	k.Looks.Chosen = Look{Col: chosenGreen, Width: 4, Inset: 2, A: 1}
	if got := g.Ahead(); !slices.Equal(got, []rules.Place{"a1", "b1", "c1"}) {
		t.Errorf("at first the places ahead are %v, want [a1 b1 c1]", got)
	}
	playtest.OnUI(t, func() {
		at := drawTargets(k, turn)
		if !slices.Equal(b.asked["a1"], []rules.Move{1, 2}) || len(b.asked["b1"]) != 0 || !slices.Equal(b.asked["c1"], []rules.Move{3}) {
			t.Errorf("the board was asked %v; want a1 with [1 2], b1 with none, c1 with [3]", b.asked)
		}
		if at(125, 125) != litRed || at(175, 125).A != 0 || at(225, 125) != litRed {
			t.Errorf("a1, b1, c1 show %v %v %v; want a1 and c1 lit, b1 not", at(125, 125), at(175, 125), at(225, 125))
		}
		g.Choose("a1")
		at = drawTargets(k, turn)
		if at(102, 125) != chosenGreen || at(125, 125).A != 0 || at(175, 125) != litRed {
			t.Errorf("after a1: its edge %v, middle %v, b1 %v; want a1 ringed, b1 lit", at(102, 125), at(125, 125), at(175, 125))
		}
		if at = drawTargets(k, &Turn{}); at(175, 125).A != 0 {
			t.Error("another turn's targets are lit")
		}
	})
}

// drawTargets paints the kit's targets of turn on a clear picture, and gives
// its pixels.
func drawTargets(k *Kit, turn *Turn) func(x, y int) color.RGBA {
	img := ebiten.NewImage(400, 300)
	defer img.Deallocate()
	k.DrawTargets(ui.NewCanvas(img, 1), turn)
	out := image.NewRGBA(image.Rect(0, 0, 400, 300))
	img.ReadPixels(out.Pix)
	return func(x, y int) color.RGBA { return out.RGBAAt(x, y) }
}

// A board whose looks ask for arrows hints a move from a1 to c1 as an
// arrow across b1; without them the kit rings a1 and c1 only.
func TestHintArrowAcrossTheMove(t *testing.T) {
	k := shapedKit(&shapedBoard{})
	places := placesOf{1: {"a1", "c1"}}
	k.Placer = places
	playtest.OnUI(t, func() {
		mid := func() color.RGBA {
			img := ebiten.NewImage(400, 300)
			defer img.Deallocate()
			k.MarkHint(ui.NewCanvas(img, 1), 1, 1)
			out := image.NewRGBA(image.Rect(0, 0, 400, 300))
			img.ReadPixels(out.Pix)
			return out.RGBAAt(175, 125)
		}
		if got := mid(); got.A != 0 {
			t.Errorf("without arrows b1's middle shows %v, want nothing", got)
		}
		k.Looks.HintArrow = true
		if got := mid(); got != HintColour {
			t.Errorf("with arrows b1's middle shows %v, want the hint's colour %v", got, HintColour)
		}
	})
}
