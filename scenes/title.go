package scenes

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/game"
	"embers/scenes/ui"
)

// Title is the first screen: the name over drifting embers, and the way in.
type Title struct {
	app      *App
	field    *embersField
	backdrop *ebiten.Image
	form     *ui.Form
	store    *game.Store
	problem  string // why the last game could not be continued
}

var titleFace = ui.Face{Style: ui.Bold, Size: 132}

// newTitle makes the title screen.
func newTitle(app *App) *Title {
	t := &Title{app: app, field: newEmbersField(7, 140), backdrop: backdrop()}
	st, err := game.DefaultStore()
	if err != nil {
		t.problem = "Saved games cannot be kept: " + err.Error()
	}
	t.store = st
	t.build()
	return t
}

func (t *Title) build() {
	const x, w, h, step = Width/2 - 150, 300.0, 50.0, 62.0
	y := 318.0
	row := func(label string, do func()) *ui.Button {
		b := ui.NewButton(label, ui.Rect{X: x, Y: y, W: w, H: h}, do)
		y += step
		return b
	}
	cont := row("Continue", t.continueGame)
	cont.Primary = true
	if t.store == nil || !t.store.HasAutosave() {
		cont.Disabled, cont.Primary = true, false
		cont.Reason = "No game in progress: start a new one"
	}
	newGame := row("New game", func() { t.app.Goto(newNewGame(t.app)) })
	if cont.Disabled {
		newGame.Primary = true
	}
	tut := row("Tutorial", nil)
	tut.Disabled, tut.Reason = true, "The tutorial comes with the teaching update"
	settings := row("Settings", func() { t.app.Goto(newSettings(t.app, false)) })
	quit := row("Quit", func() { t.app.Quit() })
	t.form = ui.NewForm(cont, newGame, tut, settings, quit)
	if !cont.Disabled {
		t.form.SetFocus(cont)
	} else {
		t.form.SetFocus(newGame)
	}
}

// continueGame opens the autosaved game where it stood.
func (t *Title) continueGame() {
	s, err := t.store.LoadAutosave()
	if err != nil {
		t.problem = "The last game could not be continued: " + err.Error()
		t.build()
		return
	}
	t.app.Goto(playScene(t.app, s))
}

// Update advances the embers and the menu. Esc asks whether to quit.
func (t *Title) Update(app ui.App) error {
	t.field.update()
	t.form.Update(app)
	if app.Input().Back {
		app.Push(ui.NewDialog("Leave Embers?", "Your settings are kept. Any game in progress was saved after its last move.",
			ui.Choice{Label: "Stay"}, ui.Choice{Label: "Quit", Primary: true, Do: t.app.Quit}))
	}
	return nil
}

// Draw paints the title.
func (t *Title) Draw(c *ui.Canvas) {
	c.DrawImage(t.backdrop, nil)
	t.field.draw(c)
	t.drawName(c)
	th := ui.T()
	c.TextCentered("Five tabletop games about fire and ash, played together on one screen",
		ui.Face{Size: 26}, Width/2, 262, th.Text)
	t.form.Draw(c)
	c.TextCentered("Tre Kronor Infernum is ready to play  ·  four more games are coming", ui.SmallFace, Width/2, 648, th.Dim)
	c.TextCentered("Mouse or keyboard: Tab and arrows move, Enter chooses, Esc goes back, F11 full screen",
		ui.SmallFace, Width/2, 680, th.Dim)
	t.drawBanner(c)
}

func (t *Title) drawName(c *ui.Canvas) {
	const y = 70
	// a wide, soft halo behind the name, a dark shadow, then the letters
	op := &ebiten.DrawImageOptions{Blend: ebiten.BlendLighter}
	op.GeoM.Translate(-glowRadius, -glowRadius)
	op.GeoM.Scale(5.5, 2)
	op.GeoM.Translate(Width/2, y+84)
	op.ColorScale.Scale(1, 0.35, 0.08, 1)
	op.ColorScale.ScaleAlpha(0.5)
	c.DrawImage(t.field.glow, op)
	c.Text("Embers", titleFace, Width/2+3, y+5, ui.Center, color.RGBA{40, 8, 2, 200})
	c.Text("Embers", titleFace, Width/2, y, ui.Center, ui.T().Accent)
}

// drawBanner shows the settings file's problems, or why a game could not
// be continued, at the top.
func (t *Title) drawBanner(c *ui.Canvas) {
	var lines []string
	if t.problem != "" {
		lines = append(lines, t.problem)
	}
	if w := t.app.Warnings(); len(w) > 0 {
		head := "Your settings file has a problem; that setting keeps its default:"
		if len(w) > 1 {
			head = fmt.Sprintf("Your settings file has %d problems; those settings keep their defaults:", len(w))
		}
		lines = append(lines, head)
		for i, s := range w {
			if i == 3 {
				lines = append(lines, fmt.Sprintf("... and %d more (the terminal lists them all)", len(w)-3))
				break
			}
			lines = append(lines, s)
		}
	}
	if len(lines) == 0 {
		return
	}
	var wrapped []string
	for _, l := range lines {
		wrapped = append(wrapped, ui.Wrap(l, ui.SmallFace, Width-60)...)
	}
	h := 12 + 21*float64(len(wrapped))
	c.FillRect(0, 0, Width, h, ui.T().Warn)
	c.Line(0, h, Width, h, 1.5, ui.T().Accent)
	for i, l := range wrapped {
		c.Text(l, ui.SmallFace, 30, 6+21*float64(i), ui.Start, ui.T().Text)
	}
}
