package scenes

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// asWindow runs f with a as the window runs it (the screen kept between
// frames) and the window not minimised unless min.
func asWindow(a *App, min bool, f func()) {
	scripted, prepared, was := a.scripted, a.fr.prepared, windowMinimised
	a.scripted, a.fr.prepared = false, true
	windowMinimised = func() bool { return min }
	defer func() { a.scripted, a.fr.prepared, windowMinimised = scripted, prepared, was }()
	f()
}

// draws asks whether the window would draw now, and whether a patch.
func draws(a *App, min bool) (draw, patch bool) {
	asWindow(a, min, func() { draw, patch = a.shouldDraw(Width, Height) })
	return draw, patch
}

// The title's embers drift: a frame every driftEvery ticks, patched over
// the last, and nothing drawn between; an input draws the whole title at
// once; a minimised window draws nothing.
func TestTitleDrawsOnlyWhatChanges(t *testing.T) {
	a, _ := testApp(t)
	settle(t, a)
	if d, _ := draws(a, false); !d {
		t.Fatal("the first frame of the title was not drawn")
	}
	for a.tick%driftEvery == driftEvery-1 {
		a.Step(idle())
	}
	a.Step(idle())
	if d, _ := draws(a, false); d {
		t.Fatalf("tick %d changed nothing but was drawn", a.tick)
	}
	for a.tick%driftEvery != 0 {
		a.Step(idle())
	}
	if d, p := draws(a, false); !d || !p {
		t.Fatalf("tick %d moved the embers: drawn %v, patched %v; want a patch", a.tick, d, p)
	}
	moved := idle()
	moved.MouseX, moved.MouseY, moved.MouseMoved = 640, 430, true
	a.Step(moved)
	if d, p := draws(a, true); d || p {
		t.Fatal("a minimised window drew a frame")
	}
	if d, p := draws(a, false); !d || p {
		t.Fatalf("the mouse moved: drawn %v, patched %v; want the whole title", d, p)
	}
	if a.mayRest() {
		t.Fatal("the window would sleep right after an input")
	}
	for range restTicks + 1 {
		a.Step(idle())
	}
	if !a.mayRest() {
		t.Fatal("the title with nothing but its drift does not let the window sleep")
	}
}

// On a calm screen the title holds still: no tick draws, the embers stay
// where they are, and the window may sleep.
func TestCalmTitleHoldsStill(t *testing.T) {
	a, _ := testApp(t)
	a.cfg.Display.CalmScreen = true
	settle(t, a)
	draws(a, false)
	title := a.Top().(*Title)
	y := title.field.embers[0].y
	for range 3 * driftEvery {
		a.Step(idle())
		if d, _ := draws(a, false); d {
			t.Fatalf("tick %d of a calm title was drawn", a.tick)
		}
	}
	if title.field.embers[0].y != y {
		t.Error("an ember moved on a calm screen")
	}
	if !ui.Calm() || title.Motion() != ui.Still {
		t.Error("the calm screen is not known as calm")
	}
	for range restTicks {
		a.Step(idle())
	}
	if !a.mayRest() {
		t.Error("the calm title keeps the window awake")
	}
}

// A scene that does not say how it moves is drawn every tick, and keeps
// the window awake.
func TestSceneWithoutMotionDrawsEveryTick(t *testing.T) {
	a, _ := testApp(t)
	a.stack = []ui.Scene{mute{}}
	for range restTicks + 5 {
		a.Step(idle())
		if d, _ := draws(a, false); !d {
			t.Fatalf("tick %d was not drawn", a.tick)
		}
	}
	if a.mayRest() {
		t.Error("the window would sleep under a scene that moves")
	}
}

type mute struct{}

func (mute) Update(ui.App) error { return nil }
func (mute) Draw(*ui.Canvas)     {}

// A patch of the drifting embers gives the picture a whole frame gives:
// the squares the embers left and reached are repainted, and nothing else
// differs.
func TestTitlePatchMatchesAWholeFrame(t *testing.T) {
	a, _ := testApp(t)
	settle(t, a)
	title := a.Top().(*Title)
	playtest.OnUI(t, func() {
		patched, whole := ebiten.NewImage(Width, Height), ebiten.NewImage(Width, Height)
		defer patched.Deallocate()
		defer whole.Deallocate()
		a.render(ui.NewCanvas(patched, 1))
		for range 3 * driftEvery {
			a.Step(idle())
		}
		if !title.Patch(ui.NewCanvas(patched, 1)) {
			t.Fatal("the title did not patch its embers")
		}
		a.render(ui.NewCanvas(whole, 1))
		p, w := image.NewRGBA(image.Rect(0, 0, Width, Height)), image.NewRGBA(image.Rect(0, 0, Width, Height))
		patched.ReadPixels(p.Pix)
		whole.ReadPixels(w.Pix)
		off := 0
		for i := range p.Pix {
			if d := int(p.Pix[i]) - int(w.Pix[i]); d > 2 || d < -2 {
				off++
			}
		}
		if off > 0 {
			t.Errorf("%d colour values differ between the patched title and a whole frame", off)
		}
	})
}
