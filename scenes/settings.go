package scenes

import (
	"fmt"
	"slices"
	"strings"

	"embers/config"
	"embers/game/ai"
	"embers/scenes/ui"
)

// Settings lets the player change the config; nothing is applied or
// written until Save.
type Settings struct {
	app     *App
	overlay bool // opened over a game (Pop to leave) rather than from the title
	cfg     config.Config
	form    *ui.Form
	status  string
	good    bool
	noSound string // why no sound can be heard ("" when it can)

	full       bool       // the window's full screen as last seen (F11 may change it)
	fullToggle *ui.Toggle // the switch that shows it
}

// soundProblem is a Sound that can tell why nothing is heard (no audio
// device): the settings say so beside the volume.
type soundProblem interface{ Problem() string }

// windowSizes are the window size presets.
var windowSizes = [][2]int{{960, 540}, {1280, 720}, {1600, 900}, {1920, 1080}, {2560, 1440}}

// seatPresets are the default_seats choices offered.
var seatPresets = []struct {
	name  string
	seats []string
}{
	{"You against the AI", []string{"human", "ai", "ai", "ai", "ai", "ai"}},
	{"Two people, AI for the rest", []string{"human", "human", "ai", "ai", "ai", "ai"}},
	{"Everyone at the table", []string{"human", "human", "human", "human", "human", "human"}},
	{"Watch the AI play", []string{"ai", "ai", "ai", "ai", "ai", "ai"}},
}

var speedNames = map[string]string{"slow": "Slow", "normal": "Normal", "fast": "Fast", "instant": "Instant"}

func newSettings(app *App, overlay bool) *Settings {
	s := &Settings{app: app, overlay: overlay, cfg: *app.Config()}
	s.cfg.Play.DefaultSeats = slices.Clone(s.cfg.Play.DefaultSeats)
	// The switch shows the window as it is: F11 changes the screen without
	// writing the file, and saving other settings must not undo it.
	s.cfg.Window.Fullscreen, s.full = app.full, app.full
	if sp, ok := app.Sound().(soundProblem); ok {
		s.noSound = sp.Problem()
	}
	s.build()
	return s
}

const (
	setPanelX, setPanelY, setPanelW, setPanelH = 70.0, 96.0, 1140.0, 560.0
	setRowH, setRowStep                        = 40.0, 48.0
)

func (s *Settings) build() {
	c := &s.cfg
	col := func(i int) float64 { return setPanelX + 30 + float64(i)*(setPanelW/2) }
	rowY := func(r int) float64 { return setPanelY + 84 + float64(r)*setRowStep }
	rect := func(colI, r int) ui.Rect { return ui.Rect{X: col(colI), Y: rowY(r), W: setPanelW/2 - 60, H: setRowH} }

	sizes := make([]string, len(windowSizes))
	sizeI := 1
	for i, ws := range windowSizes {
		sizes[i] = fmt.Sprintf("%d × %d", ws[0], ws[1])
		if ws[0] == c.Window.Width && ws[1] == c.Window.Height {
			sizeI = i
		}
	}
	if sizeI == 1 && (c.Window.Width != 1280 || c.Window.Height != 720) {
		sizes = append(sizes, fmt.Sprintf("%d × %d", c.Window.Width, c.Window.Height))
		sizeI = len(sizes) - 1
	}
	size := &ui.Stepper{Rect: rect(0, 0), Label: "Window size", Options: sizes, Index: sizeI, OnChange: func(i int) {
		if i < len(windowSizes) {
			c.Window.Width, c.Window.Height = windowSizes[i][0], windowSizes[i][1]
		}
	}}
	full := &ui.Toggle{Rect: rect(0, 1), Label: "Full screen (F11)", On: c.Window.Fullscreen,
		OnChange: func(on bool) { c.Window.Fullscreen = on }}
	s.fullToggle = full
	speed := stepperOf(rect(0, 2), "Animation speed", config.AnimationSpeeds, &c.Display.AnimationSpeed,
		func(v string) string { return speedNames[v] })
	palette := stepperOf(rect(0, 3), "Colours", config.Palettes, &c.Display.Palette, func(v string) string {
		if v == "high-contrast" {
			return "High contrast"
		}
		return "Standard"
	})
	palette.OnChange = chain(palette.OnChange, func(int) { ui.SetPalette(c.Display.Palette) })
	calmLabel := "Calm screen (no drifting embers)"
	if systemCalm.Load() {
		calmLabel = "Calm screen (your system asks for it)"
	}
	calm := &ui.Toggle{Rect: rect(0, 4), Label: calmLabel, On: c.Display.CalmScreen,
		OnChange: func(on bool) { c.Display.CalmScreen = on }}
	volume := &ui.Slider{Rect: rect(0, 5), Label: "Sound volume", Min: 0, Max: 100, Step: 5, Val: c.Sound.Volume, Unit: "%",
		OnChange: func(v int) { c.Sound.Volume = v }}
	mute := &ui.Toggle{Rect: rect(0, 6), Label: "Mute every sound", On: c.Sound.Mute, OnChange: func(on bool) { c.Sound.Mute = on }}

	players := &ui.Stepper{Rect: rect(1, 0), Label: "Players in a new game", ValueW: 120,
		Options: []string{"1", "2", "3", "4", "5", "6"}, Index: c.Play.DefaultPlayers - 1,
		OnChange: func(i int) { c.Play.DefaultPlayers = i + 1 }}
	seats := s.seatsStepper(rect(1, 1))
	level := stepperOf(rect(1, 2), "Computer level", playerLevels(c.AI.DefaultLevel), &c.AI.DefaultLevel, levelName)
	think := &ui.Slider{Rect: rect(1, 3), Label: "Longest AI think", Min: 250, Max: 10000, Step: 250,
		Val: max(250, min(10000, c.AI.ThinkMsCap)), Unit: " ms", OnChange: func(v int) { c.AI.ThinkMsCap = v }}
	pause := &ui.Slider{Rect: rect(1, 4), Label: "Pause after an AI move", Min: 0, Max: 3000, Step: 100,
		Val: max(0, min(3000, c.Play.AIPauseMs)), Unit: " ms", OnChange: func(v int) { c.Play.AIPauseMs = v }}

	about := ui.NewButton("About Embers and licences", rect(1, 5), func() { s.app.Push(newAbout(s.app)) })

	by := setPanelY + setPanelH - 70
	back := ui.NewButton("Back", ui.Rect{X: Width/2 - 320, Y: by, W: 200, H: 48}, s.leave)
	defaults := ui.NewButton("Defaults", ui.Rect{X: Width/2 - 100, Y: by, W: 200, H: 48}, s.defaults)
	save := ui.NewButton("Save", ui.Rect{X: Width/2 + 120, Y: by, W: 200, H: 48}, s.save)
	save.Primary = true
	focus := -1
	if s.form != nil {
		focus = s.form.Focus
	}
	s.form = ui.NewForm(size, full, speed, palette, calm, volume, mute, players, seats, level, think, pause, about, back, defaults, save)
	if focus >= 0 {
		s.form.Focus = focus
	}
}

// stepperOf makes a stepper over names that writes the chosen one to *v.
func stepperOf(r ui.Rect, label string, names []string, v *string, show func(string) string) *ui.Stepper {
	st := &ui.Stepper{Rect: r, Label: label, Index: max(0, slices.Index(names, *v))}
	for _, n := range names {
		st.Options = append(st.Options, show(n))
	}
	st.OnChange = func(i int) { *v = names[i] }
	return st
}

func chain(a, b func(int)) func(int) {
	return func(i int) { a(i); b(i) }
}

// levelName is a computer level as the settings show it.
func levelName(l string) string {
	if !ai.Level(l).Baseline() {
		return strings.ToUpper(l[:1]) + l[1:]
	}
	return strings.ToUpper(l[:1]) + l[1:] + " (for testing)"
}

func (s *Settings) seatsStepper(r ui.Rect) *ui.Stepper {
	st := &ui.Stepper{Rect: r, Label: "Seats", ValueW: 300}
	cur := s.cfg.Play.DefaultSeats
	st.Index = -1
	for i, p := range seatPresets {
		st.Options = append(st.Options, p.name)
		if st.Index < 0 && len(cur) <= len(p.seats) && slices.Equal(p.seats[:len(cur)], cur) {
			st.Index = i
		}
	}
	if st.Index < 0 {
		st.Options = append(st.Options, "Your own list")
		st.Index = len(st.Options) - 1
	}
	own := slices.Clone(s.cfg.Play.DefaultSeats)
	st.OnChange = func(i int) {
		if i < len(seatPresets) {
			s.cfg.Play.DefaultSeats = slices.Clone(seatPresets[i].seats[:5])
		} else {
			s.cfg.Play.DefaultSeats = own
		}
	}
	return st
}

// save applies the settings now and writes the user's config file.
func (s *Settings) save() {
	if err := s.app.SetConfig(s.cfg); err != nil {
		s.status, s.good = "Not saved: "+err.Error(), false
		return
	}
	s.status, s.good = "Saved. The settings apply now.", true
	if s.app.opt.ConfigPath != "" {
		s.status = "Saved to " + s.app.opt.ConfigPath + ". The settings apply now."
	}
}

// defaults puts back every built-in setting; Save keeps them.
func (s *Settings) defaults() {
	if s.app.opt.Defaults == nil {
		return
	}
	s.cfg, _ = config.LoadConfig(s.app.opt.Defaults, "")
	ui.SetPalette(s.cfg.Display.Palette)
	s.status, s.good = "The built-in settings are back: press Save to keep them.", true
	s.build()
}

// leave goes back without writing anything; a previewed palette is undone.
func (s *Settings) leave() {
	ui.SetPalette(s.app.Config().Display.Palette)
	if s.overlay {
		s.app.Pop()
		return
	}
	s.app.Goto(newTitle(s.app))
}

func (s *Settings) Update(app ui.App) error {
	if s.app.full != s.full { // F11 while the settings are open
		s.full = s.app.full
		s.cfg.Window.Fullscreen, s.fullToggle.On = s.full, s.full
	}
	s.form.Update(app)
	if app.Input().Back {
		s.leave()
	}
	return nil
}

// Motion: the settings change only with input.
func (s *Settings) Motion() ui.Motion { return ui.Still }

func (s *Settings) Draw(c *ui.Canvas) {
	th := ui.T()
	if !s.overlay {
		drawBackdrop(c)
	}
	c.TextCentered("Settings", ui.TitleFace, Width/2, 56, th.Accent)
	ui.DrawPanel(c, ui.Rect{X: setPanelX, Y: setPanelY, W: setPanelW, H: setPanelH})
	ui.DrawHeading(c, "Display and sound", setPanelX+44, setPanelY+24, ui.Start)
	if s.noSound != "" { // the volume is kept for a day with a device
		c.Text("No sound device: Embers plays silently", ui.SmallFace, Width/2-30, setPanelY+60, ui.End, th.Accent)
	}
	ui.DrawHeading(c, "New games and the computer", setPanelX+setPanelW/2+14, setPanelY+24, ui.Start)
	c.Block(Width/2, setPanelY+80, 1, setPanelH-204, ui.Fade(th.PanelEdge, 0.6))
	s.form.Draw(c)
	msg, col := "Changes apply when you press Save; Back leaves them unsaved.", th.Dim
	if s.status != "" {
		msg, col = s.status, th.Good
		if !s.good {
			col = th.Accent
		}
	}
	c.TextCentered(fitText(msg, ui.BodyFace, setPanelW-60), ui.BodyFace, Width/2, setPanelY+setPanelH-98, col)
}
