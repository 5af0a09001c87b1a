package scenes

import (
	"fmt"
	"image/color"
	"os"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/rules/games"
	"embers/saves"
	"embers/scenes/tutorial"
	"embers/scenes/ui"
)

// Title is the first screen: the name over drifting embers, and the way in.
type Title struct {
	app     *App
	field   *embersField
	form    *ui.Form
	store   *saves.Store
	games   []saves.Slot // the games in progress, newest first
	problem string       // why saved games cannot be kept, or a game not continued
	caption [2]string    // which game Continue goes on with, fitted once
	banner  titleBanner  // the problems shown at the top, wrapped once
	layers  titleLayers  // what lies under and over the embers, for a patch
}

var titleFace = ui.Face{Style: ui.Bold, Size: 132}

// newTitle makes the title screen.
func newTitle(app *App) *Title {
	t := &Title{app: app, field: newEmbersField(7, emberCount)}
	st, err := saves.DefaultStore()
	if err != nil {
		t.problem = "Saved games cannot be kept: " + err.Error()
	}
	t.store = st
	if st != nil {
		if t.games, err = st.Games(); err != nil {
			t.problem = err.Error()
		}
	}
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
	t.caption = continueCaption(t.games)
	t.banner = newTitleBanner(clipOutside(t.problem), t.app.Warnings())
	if len(t.games) == 0 {
		cont.Disabled, cont.Primary = true, false
		cont.Reason = "No game in progress: start a new one"
	}
	newGame := row("New game", func() { t.app.Goto(newNewGame(t.app)) })
	if cont.Disabled {
		newGame.Primary = true
	}
	tut := row("Tutorial", t.openTutorial)
	if len(tutorial.Available()) == 0 {
		tut.Disabled, tut.Reason = true, "No game has a tutorial yet"
	}
	settings := row("Settings", func() { t.app.Goto(newSettings(t.app, false)) })
	quit := row("Quit", func() { t.app.Quit() })
	t.form = ui.NewForm(cont, newGame, tut, settings, quit)
	if !cont.Disabled {
		t.form.SetFocus(cont)
	} else {
		t.form.SetFocus(newGame)
	}
}

// openTutorial goes into the tutorial of the one game that has one, or
// asks which game to learn when several have.
func (t *Title) openTutorial() {
	ids := tutorial.Available()
	if len(ids) == 1 {
		t.app.Goto(tutorial.New(t.app, tutorial.Options{GameID: ids[0], Step: -1}))
		return
	}
	var choices []ui.Choice
	for _, id := range ids {
		name := id
		if _, g, err := tutorial.Load(id); err == nil {
			name = g.Info().Name
		}
		choices = append(choices, ui.Choice{Label: name, Do: func() {
			t.app.Goto(tutorial.New(t.app, tutorial.Options{GameID: id, Step: -1}))
		}})
	}
	choices = append(choices, ui.Choice{Label: "Back"}) // the mouse's way out (Esc is the keys')
	t.app.Push(ui.NewDialog("Which game would you like to learn?", "Each tutorial plays on the game's own board, one step at a time.", choices...))
}

// OpenTutorial shows a game's tutorial at step (1-based) at once, without
// a fade, for pictures and tests; instant plays its animations at once.
func (a *App) OpenTutorial(gameID string, step int, instant bool) error {
	dir, err := os.MkdirTemp("", "embers-tutorial-") // a picture never moves the person's own progress
	if err != nil {
		return err
	}
	sc := tutorial.New(a, tutorial.Options{GameID: gameID, Step: step - 1, Instant: instant, ProgressDir: dir})
	if step < 1 || step > sc.Steps() {
		return fmt.Errorf("the %s tutorial has steps 1 to %d", gameID, sc.Steps())
	}
	a.stack, a.next, a.fade = []ui.Scene{sc}, nil, 0
	return nil
}

// continueGame opens the list of games in progress, the newest first.
func (t *Title) continueGame() { t.app.Goto(newInProgress(t.app, t.store)) }

// continueCaption says which game Continue goes on with: the newest game in
// progress, how far it got and when, and how many more there are.
func continueCaption(list []saves.Slot) [2]string {
	if len(list) == 0 {
		return [2]string{}
	}
	g := list[0]
	first := fmt.Sprintf("%s, move %d", gameName(g.Game), g.Moves)
	if g.Problem != "" {
		first = "a damaged save"
	}
	if g.Unsaved {
		first += ", not saved"
	}
	second := when(g.When, time.Now())
	switch n := len(list) - 1; n {
	case 0:
	case 1:
		second += "  ·  and 1 more game"
	default:
		second += fmt.Sprintf("  ·  and %d more games", n)
	}
	return [2]string{fitText(first, captionFace, captionW), fitText(second, ui.SmallFace, captionW)}
}

var captionFace = ui.Face{Style: ui.Bold, Size: 17}

const captionW = Width/2 - 200

// Update advances the embers (unless the screen is calm) and the menu.
// Esc asks whether to quit.
func (t *Title) Update(app ui.App) error {
	if !t.app.calm() {
		t.field.update()
	}
	t.form.Update(app)
	if app.Input().Back {
		app.Push(ui.NewDialog("Leave Embers?", leaveWords(t.games),
			ui.Choice{Label: "Stay"}, ui.Choice{Label: "Quit", Primary: true, Do: t.app.Quit}))
	}
	return nil
}

// Motion: the embers drift, a few frames a second; on a calm screen they
// hold still.
func (t *Title) Motion() ui.Motion {
	if t.app.calm() {
		return ui.Still
	}
	return ui.Drifting
}

// Draw paints the title: the warm backdrop with the name's halo, the
// embers, then the words and buttons over them.
func (t *Title) Draw(c *ui.Canvas) {
	t.layers.prepare(c, t)
	t.layers.drawBack(c)
	t.field.draw(c)
	t.drawFront(c)
	t.layers.frontOK = false // the words may have changed (a hover, a key)
}

// nameY is where the name stands: lower when a banner tells of problems.
func (t *Title) nameY() float64 { return 70 + min(34, t.banner.height/3) }

// drawBack paints what lies under the embers: the backdrop and the wide,
// soft halo behind the name.
func (t *Title) drawBack(c *ui.Canvas) {
	drawBackdrop(c)
	glow, _ := emberImages()
	op := &ebiten.DrawImageOptions{Blend: ebiten.BlendLighter}
	op.GeoM.Translate(-glowRadius, -glowRadius)
	op.GeoM.Scale(5.5, 2)
	op.GeoM.Translate(Width/2, t.nameY()+84)
	op.ColorScale.Scale(1, 0.35, 0.08, 1)
	op.ColorScale.ScaleAlpha(0.5)
	c.DrawImage(glow, op)
}

// Close frees the layers the title kept for patching its embers.
func (t *Title) Close() { t.layers.release() }

// drawFront paints what lies over the embers: the name, the words, the
// buttons and the banner.
func (t *Title) drawFront(c *ui.Canvas) {
	y := t.nameY()
	c.Text("Embers", titleFace, Width/2+3, y+5, ui.Center, color.RGBA{40, 8, 2, 200})
	c.Text("Embers", titleFace, Width/2, y, ui.Center, ui.T().Accent)
	th := ui.T()
	c.TextCentered("Five tabletop games about fire and ash, played together on one screen",
		ui.Face{Size: 26}, Width/2, 262+(y-70)/3, th.Text)
	t.form.Draw(c)
	if t.caption[0] != "" {
		c.Text(t.caption[0], captionFace, Width/2+170, 320, ui.Start, th.Text)
		c.Text(t.caption[1], ui.SmallFace, Width/2+170, 346, ui.Start, th.Dim)
	}
	c.TextCentered(readyLine(), ui.SmallFace, Width/2, 648, th.Dim)
	c.TextCentered("Mouse or keyboard: Tab and arrows move, Enter chooses, Esc goes back, F11 full screen",
		ui.SmallFace, Width/2, 680, th.Dim)
	t.banner.draw(c)
}

// readyLine says which games can be played and how many are still to come
// (a game whose rules landed before its board is still to come).
func readyLine() string {
	var ready []string
	later := 0
	for _, p := range playable(games.Plan()) {
		if p.Game != nil {
			ready = append(ready, p.Name)
		} else {
			later++
		}
	}
	verb := " is"
	if len(ready) > 1 {
		verb = " are"
	}
	line := strings.Join(ready, ", ")
	if n := len(ready); n > 1 {
		line = strings.Join(ready[:n-1], ", ") + " and " + ready[n-1]
	}
	line += verb + " ready to play"
	words := []string{"no", "one", "two", "three", "four"}
	switch {
	case later == 1:
		line += "  ·  one more game is coming"
	case later > 1 && later < len(words):
		line += "  ·  " + words[later] + " more games are coming"
	}
	return line
}
