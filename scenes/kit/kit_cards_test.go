package kit

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/game"
	"embers/rules"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// TestMain runs the package's tests beside an Ebitengine loop where there
// is a display, so a test can read back what it drew.
func TestMain(m *testing.M) { playtest.Main(m) }

// countedSprite is a sprite that counts how often it is painted.
type countedSprite struct {
	id     int
	paints *int
}

func (s countedSprite) Box() (w, h float64)                { return 10, 10 }
func (s countedSprite) Paint(*ui.Canvas, float64, float64) { *s.paints++ }

// TestWarmPaintsEachSpriteOnceAhead: Warm paints every sprite it is given
// once (a repeat is one picture), and drawing a warmed sprite paints
// nothing more; a sprite not warmed is painted when it is first drawn.
func TestWarmPaintsEachSpriteOnceAhead(t *testing.T) {
	img := ebiten.NewImage(40, 40)
	defer img.Deallocate()
	c := ui.NewCanvas(img, 1)
	var spr Sprites
	defer spr.Release()
	n := 0
	a, b, fresh := countedSprite{1, &n}, countedSprite{2, &n}, countedSprite{3, &n}
	spr.Warm(c, a, b, a)
	if n != 2 || spr.Len() != 2 {
		t.Fatalf("warming two sprites (one twice) painted %d and cached %d, want 2 and 2", n, spr.Len())
	}
	spr.PutAt(c, a, 20, 20, 1)
	spr.Put(c, b, 20, 20, Transform{K: 0.5, KY: 1, A: 1})
	if n != 2 {
		t.Fatalf("drawing warmed sprites painted them again: %d paints", n)
	}
	spr.PutAt(c, fresh, 20, 20, 1)
	if n != 3 || spr.Len() != 3 {
		t.Fatalf("a sprite not warmed: %d paints and %d cached, want 3 and 3", n, spr.Len())
	}
}

// cardKit is a kit for two seats in palette entries 2 and 4.
func cardKit(t *testing.T) *Kit {
	t.Helper()
	seats := []game.SeatInfo{{Colour: 2}, {Colour: 4}}
	return &Kit{Session: &game.Session{Match: &game.Match{Seats: seats}}, Spr: &Sprites{}}
}

// TestCardForgetsItsFaceWhenDown: a face-down card hides what it shows (so
// every face-down card of a seat is one picture, and no secret sits in a
// sprite key), a face-up one keeps it, and each is in its seat's colour
// and shape.
func TestCardForgetsItsFaceWhenDown(t *testing.T) {
	k := cardKit(t)
	down1, down2 := k.Card(1, "A", 22, false), k.Card(1, "3", 22, false)
	if down1 != down2 || down1.Face != "" {
		t.Errorf("face-down cards %+v and %+v differ or show a face", down1, down2)
	}
	up := k.Card(1, "A", 22, true)
	if up.Face != "A" || up == k.Card(1, "3", 22, true) {
		t.Errorf("face-up card %+v lost its face", up)
	}
	if up.Colour != ui.SeatColour(4) || up.Shape != 4 || k.Card(0, "", 22, false).Shape != 2 {
		t.Errorf("cards are not in their seats' colours and shapes: %+v", up)
	}
	if w, h := up.Box(); w != 26 || h != 1.3*22+4 {
		t.Errorf("a card 22 wide has the box %vx%v", w, h)
	}
}

// TestCardPicture: a face-down card is its seat's colour, darkened, with
// the seat's shape in the middle; a face-up one is parchment; drawn
// squeezed (turning over) it is narrower.
func TestCardPicture(t *testing.T) {
	k := cardKit(t)
	pic := func(card Card, kx float64) *image.RGBA {
		img := ebiten.NewImage(60, 60)
		defer img.Deallocate()
		k.DrawCard(ui.NewCanvas(img, 1), card, 30, 30, kx)
		out := image.NewRGBA(image.Rect(0, 0, 60, 60))
		img.ReadPixels(out.Pix)
		return out
	}
	playtest.OnUI(t, func() { cardPictures(t, k, pic) })
}

func cardPictures(t *testing.T, k *Kit, pic func(Card, float64) *image.RGBA) {
	seat := rules.Seat(1)
	down := pic(k.Card(seat, "", 30, false), 1)
	if got, want := down.RGBAAt(30, 30), ui.SeatColour(4); got != want {
		t.Errorf("the middle of a face-down card is %v, want the seat's shape in %v", got, want)
	}
	if got, want := down.RGBAAt(30, 14), ui.Shade(ui.SeatColour(4), 0.45); got != want {
		t.Errorf("a face-down card's back is %v, want %v", got, want)
	}
	if got := pic(k.Card(seat, "", 30, true), 1).RGBAAt(20, 14); got != Parchment {
		t.Errorf("a face-up card's face is %v, want parchment", got)
	}
	if got := pic(k.Card(seat, "", 30, false), 0.2).RGBAAt(20, 14); got.A != 0 {
		t.Errorf("a card squeezed to a fifth still covers 10 px left of its middle: %v", got)
	}
}

// TestTurnCard: a card turning over shows its back flat at the start, its
// face flat at the end, and only a sliver of itself half way.
func TestTurnCard(t *testing.T) {
	k := cardKit(t)
	card := k.Card(1, "A", 30, true)
	if back := card.Back(); back != k.Card(1, "A", 30, false) {
		t.Errorf("the back of %+v is %+v, want the face-down card", card, back)
	}
	playtest.OnUI(t, func() {
		at := func(f float64, x, y int) color.RGBA {
			img := ebiten.NewImage(60, 60)
			defer img.Deallocate()
			k.TurnCard(ui.NewCanvas(img, 1), card, 30, 30, f)
			out := image.NewRGBA(image.Rect(0, 0, 60, 60))
			img.ReadPixels(out.Pix)
			return out.RGBAAt(x, y)
		}
		if got, want := at(0, 30, 16), ui.Shade(ui.SeatColour(4), 0.45); got != want {
			t.Errorf("at the start the card shows %v, want its back %v", got, want)
		}
		if got := at(1, 20, 14); got != Parchment {
			t.Errorf("at the end the card shows %v, want its face", got)
		}
		if got := at(0.5, 20, 14); got.A != 0 {
			t.Errorf("half way the card still covers 10 px left of its middle: %v", got)
		}
	})
}
