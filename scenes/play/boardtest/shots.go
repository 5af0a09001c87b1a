package boardtest

import (
	"fmt"
	"image"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/rules"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// oddScale draws the window at 854 x 480, a size between the usual ones.
const oddScale = 854.0 / ui.Width

// pictures draws each phase of a game (the start, mid-game, a person's
// choice half made, the end card) at scale 1, the fullest two (mid-game,
// the end) at the odd scale too: each must not be blank and must draw
// nothing right of or below the window. (Each picture costs seconds on a
// loaded machine's virtual display: the suite draws few.) They are
// written under $EMBERS_SHOTS when it is set.
func pictures(t *testing.T, gameID string, o Options) {
	playtest.SlowTest(t)
	if !playtest.HasDisplay() {
		t.Skip("no display: run under xvfb-run -a to draw the pictures")
	}
	levels := seats(o.Players, 1)
	_, sc, _ := stillWith(t, gameID, o.Variant, levels, 1, 0)
	shoot(t, sc, gameID+"-start", 1)
	_, sc, _ = stillWith(t, gameID, o.Variant, levels, 1, o.MidMoves)
	shoot(t, sc, gameID+"-mid", 1, oddScale)
	choicePictures(t, gameID, o.Variant, levels, o.MidMoves)
	app, sc, s := stillWith(t, gameID, o.Variant, levels, 1, 5000)
	if s.ToMove() != rules.NoSeat {
		t.Fatalf("5000 moves did not end the game")
	}
	for range 90 { // the end card comes in
		if err := app.Step(sc, ui.Input{MouseX: 1000, MouseY: 700}); err != nil {
			t.Fatal(err)
		}
	}
	shoot(t, sc, gameID+"-end", 1, oddScale)
}

// shoot draws scene at each scale and checks and writes the pictures.
func shoot(t *testing.T, scene ui.Scene, name string, scales ...float64) {
	t.Helper()
	for _, scale := range scales {
		file := name + ".png"
		if scale != 1 {
			file = fmt.Sprintf("%s-%dx%d.png", name, int(ui.Width*scale), int(ui.Height*scale))
		}
		var img *image.RGBA
		var outside int
		playtest.OnUI(t, func() { img, outside = pictureInWindow(scene, scale) })
		if outside > 0 {
			t.Errorf("%s: %d pixels drawn right of or below the window", file, outside)
		}
		if n := playtest.Colours(img, 200); n < 50 {
			t.Errorf("%s: the picture has only %d colours: it is blank", file, n)
		}
		if dir := os.Getenv("EMBERS_SHOTS"); dir != "" {
			if err := playtest.WritePNG(filepath.Join(dir, file), img); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// margin is the band beyond the window's right and bottom edges that a
// picture is drawn with, to catch what is drawn outside.
const margin = 64

// pictureInWindow draws scene at scale on an image a margin larger than
// the window and returns the window's part and how many pixels of the
// margin were drawn on.
func pictureInWindow(scene ui.Scene, scale float64) (*image.RGBA, int) {
	w, h := int(ui.Width*scale), int(ui.Height*scale)
	dst := ebiten.NewImage(w+margin, h+margin)
	defer dst.Deallocate()
	scene.Draw(ui.NewCanvas(dst, scale))
	all := image.NewRGBA(image.Rect(0, 0, w+margin, h+margin))
	dst.ReadPixels(all.Pix)
	outside := 0
	for y := range h + margin {
		for x := range w + margin {
			if (x >= w+1 || y >= h+1) && all.Pix[all.PixOffset(x, y)+3] != 0 {
				outside++
			}
		}
	}
	return all.SubImage(image.Rect(0, 0, w, h)).(*image.RGBA), outside
}
