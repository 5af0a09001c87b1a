package scenes

import (
	"fmt"
	"image/color"
	"os"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/game"
	"embers/rules/games"
	"embers/scenes/tutorial"
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
	if t.store == nil || !t.store.HasGames() {
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

// continueGame opens the autosaved game where it stood.
func (t *Title) continueGame() {
	s, err := t.store.LoadLatest()
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
	shift := 0.0
	if head, items := t.bannerText(); head != "" {
		shift = min(34, 8*float64(len(items)+2))
	}
	t.drawName(c, 70+shift)
	th := ui.T()
	c.TextCentered("Five tabletop games about fire and ash, played together on one screen",
		ui.Face{Size: 26}, Width/2, 262+shift/3, th.Text)
	t.form.Draw(c)
	c.TextCentered(readyLine(), ui.SmallFace, Width/2, 648, th.Dim)
	c.TextCentered("Mouse or keyboard: Tab and arrows move, Enter chooses, Esc goes back, F11 full screen",
		ui.SmallFace, Width/2, 680, th.Dim)
	t.drawBanner(c)
}

func (t *Title) drawName(c *ui.Canvas, y float64) {
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

// drawBanner shows the settings file's problems, each with its key and
// line, or why a game could not be continued, at the top. It returns the
// height it took.
func (t *Title) drawBanner(c *ui.Canvas) float64 {
	head, items := t.bannerText()
	if head == "" {
		return 0
	}
	th := ui.T()
	const lineH, colW = 21.0, 600.0
	rows := (len(items) + 1) / 2
	h := 14 + lineH*float64(1+rows)
	c.Block(0, 0, Width, h, th.Warn)
	c.Block(0, h, Width, 1.5, th.Accent)
	c.Text(head, ui.Face{Style: ui.Bold, Size: 16}, 30, 6, ui.Start, th.Text)
	for i, it := range items {
		x := 30 + float64(i%2)*(colW+20)
		c.Text(fitText(it, ui.SmallFace, colW), ui.SmallFace, x, 6+lineH*float64(1+i/2), ui.Start, th.Text)
	}
	return h
}

// bannerText is the banner's first line and its items (at most four).
func (t *Title) bannerText() (string, []string) {
	w := t.app.Warnings()
	if t.problem != "" {
		return fitText(t.problem, ui.Face{Style: ui.Bold, Size: 16}, Width-60), nil
	}
	if len(w) == 0 {
		return "", nil
	}
	path, _, _ := strings.Cut(w[0], " line ")
	head := "A problem in your settings file " + path + ": that setting keeps its default."
	if len(w) > 1 {
		head = fmt.Sprintf("%d problems in your settings file %s: those settings keep their defaults.", len(w), path)
	}
	var items []string
	for i, s := range w {
		if i == 4 {
			items[3] = fmt.Sprintf("... and %d more: the terminal lists them all", len(w)-3)
			break
		}
		if _, rest, ok := strings.Cut(s, " line "); ok {
			s = "line " + rest
		}
		s = strings.TrimSuffix(s, "; using the default")
		s = strings.TrimSuffix(s, " (see the built-in config.toml for every setting)")
		items = append(items, s)
	}
	return head, items
}

// fitText shortens s with an ellipsis to fit width w in face.
func fitText(s string, face ui.Face, w float64) string {
	if tw, _ := ui.Measure(s, face); tw <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 1 {
		r = r[:len(r)-1]
		if tw, _ := ui.Measure(string(r)+"…", face); tw <= w {
			break
		}
	}
	return string(r) + "…"
}

// readyLine says which games can be played and how many are still to come.
func readyLine() string {
	var ready []string
	later := 0
	for _, p := range games.Plan() {
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
