// Package scenes holds the shell of the window: the App (scene stack,
// transitions, letterboxed scaling, input), the title, new game, settings,
// pause and results scenes. Every scene draws through a ui.Canvas in
// logical 1280 x 720 coordinates and counts animation in ticks.
package scenes

import (
	"fmt"
	"image/color"
	"log"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/config"
	"embers/scenes/ui"
)

// The logical screen size every scene draws at.
const (
	Width  = ui.Width
	Height = ui.Height
)

// fadeTicks is how long each half of a scene change (out, then in) takes.
const fadeTicks = 12

// Options are what the App starts with.
type Options struct {
	Config     config.Config
	Defaults   []byte   // the built-in config.toml, the template of the user's copy
	ConfigPath string   // the user's config.toml; "" never writes (pictures, tests)
	Warnings   []string // problems found in the user's config, shown on the title
	Sound      ui.Sound // nil plays nothing
	Logf       func(format string, a ...any)
}

// App is the ebiten.Game of the window and the ui.App every scene talks to.
type App struct {
	opt    Options
	cfg    config.Config
	stack  []ui.Scene
	next   ui.Scene // where a Goto is going
	fade   int      // >0 fading out towards next, <0 fading in
	in     ui.Input
	tick   int
	menus  *menus
	view   viewport
	quit   bool
	asking ui.Scene // the close button's question, while it is open
	full   bool     // fullscreen now (F11 or the settings), not written to the config by F11
	off    *ebiten.Image
	fr     frames // drawing only what changed (app_frames.go)
	// painted counts the frames Draw painted (shot -idle reports it).
	painted int

	scripted bool      // pictures and tests: the devices are not read
	fed      *ui.Input // the next tick's input when scripted (tests)

	drawing ui.Hits  // what the frame being drawn registers as clickable
	shown   *ui.Hits // what the last frame drawn registered
}

// NewApp makes the App showing first (the title when nil).
func NewApp(opt Options, first ui.Scene) *App {
	if opt.Sound == nil {
		opt.Sound = silent{}
	}
	if opt.Logf == nil {
		opt.Logf = log.Printf
	}
	a := &App{opt: opt, cfg: opt.Config, full: opt.Config.Window.Fullscreen}
	a.menus = &menus{app: a}
	ui.SetPalette(a.cfg.Display.Palette)
	if first == nil {
		first = a.menus.Title()
	}
	a.stack = []ui.Scene{first}
	a.fade = -fadeTicks
	return a
}

// silent is the Sound of a program without audio.
type silent struct{}

func (silent) Play(string) {}

// Goto replaces the whole stack with s through a short fade.
func (a *App) Goto(s ui.Scene) {
	a.next = s
	if a.fade <= 0 {
		a.fade = 1
	}
}

// Push opens s over the current scene.
func (a *App) Push(s ui.Scene) { a.stack = append(a.stack, s) }

// Pop closes the top scene (never the last one).
func (a *App) Pop() {
	if len(a.stack) > 1 {
		closeScene(a.stack[len(a.stack)-1])
		a.stack = a.stack[:len(a.stack)-1]
	}
}

// closeScene lets a scene that is leaving stop its work (a board stops its
// AI search) when it has a Close method.
func closeScene(s ui.Scene) {
	if c, ok := s.(interface{ Close() }); ok {
		c.Close()
	}
}

// Top is the scene that gets the input.
func (a *App) Top() ui.Scene { return a.stack[len(a.stack)-1] }

func (a *App) Input() *ui.Input        { return &a.in }
func (a *App) Config() *config.Config  { return &a.cfg }
func (a *App) Sound() ui.Sound         { return a.opt.Sound }
func (a *App) Menus() ui.Menus         { return a.menus }
func (a *App) Tick() int               { return a.tick }
func (a *App) Warnings() []string      { return a.opt.Warnings }
func (a *App) Logf(f string, v ...any) { a.opt.Logf(f, v...) }

// Hits are what the last frame drawn registered as clickable (nil before
// the first frame).
func (a *App) Hits() *ui.Hits { return a.shown }

// DrawTo paints the scenes onto a canvas of the logical size at scale,
// registering what is clickable, as a frame of the window would (tests,
// playcheck); Hits then gives what it registered.
func (a *App) DrawTo(img *ebiten.Image, scale float64) {
	c := ui.NewCanvas(img, scale)
	ui.SetTextScale(scale)
	a.drawing.Reset()
	c.Hits = &a.drawing
	a.render(c)
	a.shown = a.drawing.Copy()
}

// Step runs one tick with the given input instead of the devices (tests).
func (a *App) Step(in ui.Input) error {
	a.scripted, a.fed = true, &in
	return a.Update()
}

// Script stops reading the devices (pictures and frame timing: embers
// shot) and ends any fade at once.
func (a *App) Script() { a.scripted, a.fade = true, 0 }

// Feed gives the next tick the input in instead of the devices' (scripted).
func (a *App) Feed(in ui.Input) { a.fed = &in }

// FitView lays the logical screen into a w × h picture (shot draws at a
// scale of its own).
func (a *App) FitView(w, h float64) { a.view.fit(w, h) }

// Painted counts the frames Draw has painted (shot -idle reports it).
func (a *App) Painted() int { return a.painted }

// Quit ends the program after this tick.
func (a *App) Quit() { a.quit = true }

// Update reads the input, steps the fade and updates the top scene, then
// settles whether the tick changed the picture.
func (a *App) Update() error {
	a.prepareWindow()
	if err := a.catchUp(); err != nil {
		return err
	}
	err := a.update()
	a.settleFrame()
	return err
}

func (a *App) update() error {
	a.tick++
	a.readInput()
	a.guardClose()
	if a.in.Fullscreen {
		a.full = !a.full
		ebiten.SetFullscreen(a.full)
	}
	switch {
	case a.fade > 0:
		a.fade++
		if a.fade > fadeTicks {
			for _, old := range a.stack {
				if old != a.next {
					closeScene(old)
				}
			}
			a.stack, a.next, a.fade = []ui.Scene{a.next}, nil, -fadeTicks
			a.fr.tidy = tidyAfter
		}
		return nil // no input while the old scene fades out
	case a.fade < 0:
		a.fade++
	}
	if err := a.Top().Update(a); err != nil {
		return err
	}
	if a.quit {
		return ebiten.Termination
	}
	return nil
}

// unsaved is a scene holding a game whose latest moves are not on the disk
// (the play scene while its saves fail): it says what closing would lose.
type unsaved interface{ Unsaved() string }

// windowClosing reports whether the person asked the system to close the window
// (its close button, the window manager); main hands that to the App
// (ebiten.SetWindowClosingHandled), and tests replace it.
var windowClosing = ebiten.IsWindowBeingClosed

// guardClose answers the window's close button: the program ends at once,
// unless a game open in a scene is not on the disk; then it asks first,
// as Quit on the title does.
func (a *App) guardClose() {
	if !windowClosing() || (a.asking != nil && a.Top() == a.asking) {
		return
	}
	var lost []string
	for _, sc := range a.stack {
		if u, ok := sc.(unsaved); ok {
			if w := u.Unsaved(); w != "" {
				lost = append(lost, w)
			}
		}
	}
	if len(lost) == 0 {
		a.Quit()
		return
	}
	a.asking = ui.NewDialog("Close Embers?", strings.Join(lost, " ")+" Stay to keep playing while the game is saved again.",
		ui.Choice{Label: "Stay", Primary: true}, ui.Choice{Label: "Close and lose it", Do: a.Quit})
	a.Push(a.asking)
}

// Draw paints the stack into the letterboxed 16:9 area: each scene above
// the first is drawn over a shade of the ones below. A frame in which
// nothing changed is not drawn (the screen keeps the last picture), and a
// frame in which only the top scene drifted may be patched.
func (a *App) Draw(screen *ebiten.Image) {
	b := screen.Bounds()
	draw, patch := a.shouldDraw(float64(b.Dx()), float64(b.Dy()))
	if !draw {
		return // the screen keeps the last picture, and what it registered
	}
	a.painted++
	c := a.canvas(screen, !patch)
	if p, ok := a.Top().(ui.Patcher); !patch || !ok || !p.Patch(c) {
		if patch && c.Img != screen {
			a.off.Clear()
		}
		a.drawing.Reset()
		c.Hits = &a.drawing
		a.render(c)
		a.shown = a.drawing.Copy()
	}
	if c.Img != screen {
		a.present(screen, c.Img)
	}
	releaseIdleBackdrop()
	a.tidyUp()
}

// render paints the scenes and the fade onto a canvas.
func (a *App) render(c *ui.Canvas) {
	c.Block(0, 0, Width, Height, ui.T().Background)
	for i, s := range a.stack {
		if i > 0 {
			ui.DrawShade(c, 0.8)
			c.Cover(ui.Rect{W: Width, H: Height}) // the scene below is not clickable
		}
		c.Under = i < len(a.stack)-1
		s.Draw(c)
	}
	c.Under = false
	if f := a.fadeAmount(); f > 0 {
		c.Block(0, 0, Width, Height, color.RGBA{0, 0, 0, uint8(255 * f)})
		c.Cover(ui.Rect{W: Width, H: Height}) // no input while fading
	}
}

func (a *App) fadeAmount() float64 {
	switch {
	case a.fade > 0:
		return float64(a.fade) / fadeTicks
	case a.fade < 0:
		return float64(-a.fade) / fadeTicks
	}
	return 0
}

// viewport is where the logical screen sits in the real one.
type viewport struct {
	realW, realH float64 // the screen in real pixels
	scale        float64 // real pixels per logical pixel
	x, y         float64 // top-left corner of the 16:9 area, real pixels
	w, h         int     // its size in real pixels
}

func (v *viewport) fit(realW, realH float64) {
	v.realW, v.realH = realW, realH
	v.scale = math.Min(realW/Width, realH/Height)
	if v.scale <= 0 {
		v.scale = 1
	}
	v.w, v.h = int(math.Round(Width*v.scale)), int(math.Round(Height*v.scale))
	v.x, v.y = math.Floor((realW-float64(v.w))/2), math.Floor((realH-float64(v.h))/2)
}

// logical converts a real pixel position to logical coordinates.
func (v *viewport) logical(x, y float64) (float64, float64) {
	return (x - v.x) / v.scale, (y - v.y) / v.scale
}

// canvas is the screen itself when it has the 16:9 shape, else an
// offscreen image of the letterboxed area, cleared unless keep.
func (a *App) canvas(screen *ebiten.Image, clear bool) *ui.Canvas {
	v := &a.view
	if v.scale == 0 {
		b := screen.Bounds()
		v.fit(float64(b.Dx()), float64(b.Dy()))
	}
	ui.SetTextScale(v.scale) // text is measured as it is drawn at this size
	if v.x < 1 && v.y < 1 {
		return ui.NewCanvas(screen, v.scale)
	}
	if a.off == nil || a.off.Bounds().Dx() != v.w || a.off.Bounds().Dy() != v.h {
		if a.off != nil {
			a.off.Deallocate()
		}
		a.off = ui.NewLayer(v.w, v.h)
	} else if clear {
		a.off.Clear()
	}
	return ui.NewCanvas(a.off, v.scale)
}

// letterbox is the colour of the bars around the 16:9 area.
var letterbox = color.RGBA{6, 3, 2, 255}

func (a *App) present(screen, img *ebiten.Image) {
	screen.Fill(letterbox)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(a.view.x, a.view.y)
	screen.DrawImage(img, op)
}

// LayoutF makes the screen as large as the window in real pixels, so the
// canvas draws text and lines at the display's own density.
func (a *App) LayoutF(outsideW, outsideH float64) (float64, float64) {
	s := 1.0
	if m := ebiten.Monitor(); m != nil {
		s = m.DeviceScaleFactor()
	}
	w, h := math.Max(1, math.Round(outsideW*s)), math.Max(1, math.Round(outsideH*s))
	a.view.fit(w, h)
	return w, h
}

// Layout is LayoutF for callers that want whole pixels.
func (a *App) Layout(outsideW, outsideH int) (int, int) {
	w, h := a.LayoutF(float64(outsideW), float64(outsideH))
	return int(w), int(h)
}

// String describes the viewport, for the log.
func (v viewport) String() string {
	return fmt.Sprintf("%.0fx%.0f at scale %.2f", v.realW, v.realH, v.scale)
}
