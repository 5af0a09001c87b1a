package scenes

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/config"
	"embers/game"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

var testDefaults = []byte(`[window]
width = 1280
height = 720
fullscreen = false
[display]
animation_speed = "normal"
palette = "standard"
[sound]
volume = 80
mute = false
[play]
default_players = 4
default_seats = ["human", "ai", "ai", "ai", "ai"]
ai_pause_ms = 600
[ai]
default_level = "medium"
think_ms_cap = 2000
`)

// testApp makes an App on the defaults whose saved games and settings go
// to a temporary folder.
func testApp(t *testing.T) (*App, string) {
	t.Helper()
	dir := t.TempDir()
	t.Setenv("XDG_DATA_HOME", filepath.Join(dir, "data"))
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(dir, "config"))
	t.Setenv("HOME", dir)
	cfg, _ := config.LoadConfig(testDefaults, "")
	path := filepath.Join(dir, "config", "embers", "config.toml")
	a := NewApp(Options{Config: cfg, Defaults: testDefaults, ConfigPath: path, Logf: t.Logf}, nil)
	a.scripted = true
	return a, path
}

func idle() ui.Input { return ui.Input{MouseX: -100, MouseY: -100} }

// settle runs ticks until a fade is over.
func settle(t *testing.T, a *App) {
	t.Helper()
	for range 2*fadeTicks + 2 {
		if err := a.Step(idle()); err != nil {
			t.Fatal(err)
		}
	}
}

func TestViewportLetterboxes(t *testing.T) {
	cases := []struct {
		w, h, scale, x, y float64
	}{
		{1280, 720, 1, 0, 0},
		{2560, 1440, 2, 0, 0},
		{1920, 1080, 1.5, 0, 0},
		{1280, 800, 1, 0, 40},
		{1000, 1000, 0.78125, 0, 218},
	}
	for _, c := range cases {
		var v viewport
		v.fit(c.w, c.h)
		if v.scale != c.scale || v.x != c.x || v.y != c.y {
			t.Errorf("%vx%v: scale %v at (%v,%v), want %v at (%v,%v)", c.w, c.h, v.scale, v.x, v.y, c.scale, c.x, c.y)
		}
		if x, y := v.logical(c.w/2, c.h/2); x < 639 || x > 641 || y < 359 || y > 361 {
			t.Errorf("%vx%v: the middle of the window is (%v,%v) in logical coordinates", c.w, c.h, x, y)
		}
	}
}

// counter is a scene that counts its updates.
type counter struct{ n int }

func (c *counter) Update(ui.App) error { c.n++; return nil }
func (c *counter) Draw(*ui.Canvas)     {}

func TestStackUpdatesOnlyTheTopAndGotoFades(t *testing.T) {
	a, _ := testApp(t)
	settle(t, a)
	below, over := &counter{}, &counter{}
	a.Goto(below)
	if a.Top() == below {
		t.Fatal("Goto replaced the scene without a fade")
	}
	settle(t, a)
	if a.Top() != below || below.n == 0 {
		t.Fatal("after the fade the new scene should be on top and running")
	}
	a.Push(over)
	n := below.n
	a.Step(idle())
	if below.n != n || over.n != 1 {
		t.Fatalf("with an overlay, the scene below ran %d times, the overlay %d", below.n-n, over.n)
	}
	a.Pop()
	a.Pop() // never empties the stack
	if a.Top() != below {
		t.Fatal("Pop did not return to the scene below")
	}
}

func TestTitleEscAsksBeforeQuitting(t *testing.T) {
	a, _ := testApp(t)
	settle(t, a)
	if _, ok := a.Top().(*Title); !ok {
		t.Fatalf("the App opens on %T, want the title", a.Top())
	}
	in := idle()
	in.Back = true
	if err := a.Step(in); err != nil {
		t.Fatalf("Esc on the title ended the program: %v", err)
	}
	if _, ok := a.Top().(*ui.Dialog); !ok {
		t.Fatalf("Esc on the title opened %T, want a dialog", a.Top())
	}
	a.Step(in) // Esc again closes the dialog: stay
	if _, ok := a.Top().(*Title); !ok || a.quit {
		t.Fatal("Esc in the dialog should keep the program open")
	}
}

func TestSettingsSaveWritesTheUserFileAndBackDoesNot(t *testing.T) {
	a, path := testApp(t)
	s := newSettings(a, false)
	s.cfg.Sound.Volume = 35
	s.cfg.Display.Palette = "high-contrast"
	s.leave()
	if _, err := os.Stat(path); err == nil {
		t.Fatal("Back wrote the settings file")
	}
	if a.Config().Sound.Volume != 80 || ui.HighContrastOn() {
		t.Fatal("Back applied the changes")
	}
	s = newSettings(a, false)
	s.cfg.Sound.Volume = 35
	s.save()
	defer ui.SetPalette("standard")
	text, err := os.ReadFile(path)
	if err != nil || !strings.Contains(string(text), "volume = 35") {
		t.Fatalf("Save did not write the volume: %v\n%s", err, text)
	}
	if a.Config().Sound.Volume != 35 || !s.good {
		t.Fatalf("Save did not apply: volume %d, status %q", a.Config().Sound.Volume, s.status)
	}
	cfg, warn := config.LoadConfig(testDefaults, path)
	if len(warn) != 0 || cfg.Sound.Volume != 35 {
		t.Fatalf("the written file reads back as %+v %v", cfg.Sound, warn)
	}
}

func TestPauseSavesToASlotAndLoadsIt(t *testing.T) {
	a, _ := testApp(t)
	settle(t, a)
	n := newNewGame(a)
	n.players, n.seed = 3, "5"
	n.start()
	settle(t, a)
	s := a.Top().(interface{ Session() *game.Session }).Session()
	s.Cancel()
	p := newPause(a, s, nil)
	p.slot = "bad/name"
	p.save()
	if p.good || !strings.Contains(p.status, "Not saved") {
		t.Fatalf("a bad slot name: %q", p.status)
	}
	p.slot = "evening game"
	p.save()
	if !p.good || len(p.slots) != 1 || p.slots[0].Name != "evening game" {
		t.Fatalf("after saving: %q, slots %+v", p.status, p.slots)
	}
	a.Push(p)
	p.load("evening game")
	settle(t, a)
	loaded, ok := a.Top().(interface{ Session() *game.Session })
	if !ok {
		t.Fatalf("loading opened %T", a.Top())
	}
	loaded.Session().Cancel()
	if loaded.Session().Match.Setup.Seed != 5 {
		t.Fatalf("loaded seed %d", loaded.Session().Match.Setup.Seed)
	}
}

// pausedGame starts a 3-player game from the new-game screen, stops the
// computer's thinking, and returns the pause menu over it (not yet opened).
func pausedGame(t *testing.T) (*App, *Pause) {
	t.Helper()
	a, _ := testApp(t)
	n := newNewGame(a)
	n.players = 3
	n.start()
	settle(t, a)
	s := a.Top().(interface{ Session() *game.Session }).Session()
	s.Cancel()
	return a, newPause(a, s, nil)
}

func TestPauseUndoExplainsWhyNot(t *testing.T) {
	_, p := pausedGame(t)
	undo := p.form.Items[1].(*ui.Button)
	if undo.Label != "Undo" || !undo.Disabled || undo.Reason == "" {
		t.Fatalf("undo at the start of a game: %+v", undo)
	}
}

func TestPauseDeletesASlotOnlyWhenConfirmed(t *testing.T) {
	a, p := pausedGame(t)
	a.Push(p)
	p.slot = "keep me"
	p.save()
	p.askDelete("keep me")
	if _, ok := a.Top().(*ui.Dialog); !ok {
		t.Fatalf("delete opened %T, want a dialog asking first", a.Top())
	}
	press(t, a, ui.Input{Back: true}) // Esc: keep it
	if a.Top() != ui.Scene(p) || len(p.slots) != 1 {
		t.Fatalf("Esc in the dialog deleted the save or left %T on top", a.Top())
	}
	p.askDelete("keep me")
	press(t, a, ui.Input{Tab: true, Next: true}) // from "Keep it" to "Delete"
	press(t, a, ui.Input{Confirm: true})
	if len(p.slots) != 0 || !p.good {
		t.Fatalf("after Delete: slots %+v, status %q", p.slots, p.status)
	}
}

func TestSettingsDefaultsPutBackTheBuiltInValues(t *testing.T) {
	a, path := testApp(t)
	a.Config().Sound.Volume = 10
	a.Config().AI.DefaultLevel = "hard"
	s := newSettings(a, false)
	s.defaults()
	if s.cfg.Sound.Volume != 80 || s.cfg.AI.DefaultLevel != "medium" {
		t.Fatalf("after Defaults: %+v %+v", s.cfg.Sound, s.cfg.AI)
	}
	if a.Config().Sound.Volume != 10 {
		t.Fatal("Defaults applied before Save")
	}
	if _, err := os.Stat(path); err == nil {
		t.Fatal("Defaults wrote the file before Save")
	}
}

func TestTitleBannerNamesEachKeyAndLine(t *testing.T) {
	a, _ := testApp(t)
	a.opt.Warnings = []string{
		"/home/x/.config/embers/config.toml line 2: window.width has the wrong kind of value (text where a whole number belongs); using the default",
		`/home/x/.config/embers/config.toml line 3: unknown setting "window.colour" is ignored (see the built-in config.toml for every setting)`,
	}
	head, items := settingsProblems(a.opt.Warnings)
	if !strings.Contains(head, "2 problems") || !strings.Contains(head, "/home/x/.config/embers/config.toml") {
		t.Fatalf("head %q", head)
	}
	want := []string{"line 2: window.width has the wrong kind of value (text where a whole number belongs)",
		`line 3: unknown setting "window.colour" is ignored`}
	if strings.Join(items, "|") != strings.Join(want, "|") {
		t.Fatalf("items %q, want %q", items, want)
	}
	for i := range 6 {
		a.opt.Warnings = append(a.opt.Warnings, fmt.Sprintf("f line %d: x", i+4))
	}
	if b := newTitle(a).banner; len(b.items) != 4 || !strings.Contains(b.items[3], "and 5 more") || !strings.Contains(b.head[0], "8 problems") {
		t.Fatalf("eight problems: %q %q", b.head, b.items)
	}
	if _, items = settingsProblems(a.opt.Warnings); len(items) != 4 || !strings.Contains(items[3], "and 5 more") {
		t.Fatalf("eight problems: %q", items)
	}
}

// closing counts Close calls.
type closing struct {
	counter
	closed int
}

func (c *closing) Close() { c.closed++ }

func TestScenesLeavingTheStackAreClosed(t *testing.T) {
	a, _ := testApp(t)
	settle(t, a)
	board, over := &closing{}, &closing{}
	a.Goto(board)
	settle(t, a)
	a.Push(over)
	a.Pop()
	if over.closed != 1 || board.closed != 0 {
		t.Fatalf("after Pop: overlay closed %d times, board %d", over.closed, board.closed)
	}
	a.Goto(&counter{})
	settle(t, a)
	if board.closed != 1 {
		t.Fatalf("the board left with Goto was closed %d times", board.closed)
	}
}

// TestSettingsFollowF11: full screen by F11 shows on the settings' switch,
// whether the settings were open then or not, and saving another setting
// keeps the window full screen (it left full screen before: the settings
// held the file's "off").
func TestSettingsFollowF11(t *testing.T) {
	a, _ := testApp(t)
	a.Step(ui.Input{Fullscreen: true})
	if !a.full {
		t.Fatal("F11 did not make the window full screen")
	}
	s := newSettings(a, false)
	if !s.fullToggle.On || !s.cfg.Window.Fullscreen {
		t.Fatal("the settings opened after F11 show the window as not full screen")
	}
	a.Push(s)
	a.Step(ui.Input{Fullscreen: true})
	if a.full || s.fullToggle.On || s.cfg.Window.Fullscreen {
		t.Fatalf("F11 with the settings open: window full %v, switch on %v", a.full, s.fullToggle.On)
	}
	a.Step(ui.Input{Fullscreen: true})
	s.cfg.Sound.Volume = 35
	s.save()
	if !a.full || !a.Config().Window.Fullscreen {
		t.Fatal("saving the volume took the window out of full screen")
	}
}

// notOnDisk is a scene holding a game whose moves are not saved.
type notOnDisk struct{ ui.Scene }

func (notOnDisk) Unsaved() string { return "Move 9 of this game could not be saved." }

// TestClosingTheWindowAsksWhenAGameIsNotOnTheDisk: the window's close
// button ends the program at once, unless a scene holds a game whose moves
// are not on the disk: then a question opens, once, and only "Close and
// lose it" ends the program.
func TestClosingTheWindowAsksWhenAGameIsNotOnTheDisk(t *testing.T) {
	defer func(old func() bool) { windowClosing = old }(windowClosing)
	closed := false
	windowClosing = func() bool { return closed }

	a, _ := testApp(t)
	closed = true
	if err := a.Step(ui.Input{}); err != ebiten.Termination {
		t.Fatalf("with every game on the disk the close button gave %v, want the program's end", err)
	}

	a, _ = testApp(t)
	a.Push(notOnDisk{newTitle(a)})
	for range 3 {
		if err := a.Step(ui.Input{}); err != nil {
			t.Fatalf("the close button with a game not on the disk ended the program: %v", err)
		}
	}
	d, ok := a.Top().(*ui.Dialog)
	if !ok || !strings.Contains(d.Text, "Move 9 of this game could not be saved") || len(a.stack) != 3 {
		t.Fatalf("the top is %T (%d scenes), want one question naming what would be lost", a.Top(), len(a.stack))
	}
	closed = false
	for range 40 { // the title's fade, and a dialog's first presses, which are held back
		if err := a.Step(ui.Input{}); err != nil {
			t.Fatal(err)
		}
	}
	var x, y float64
	playtest.OnUI(t, func() {
		a.DrawTo(ebiten.NewImage(Width, Height), 1)
		for _, h := range a.Hits().Visible() {
			if h.Words == "Close and lose it" {
				x, y = h.Rect.X+h.Rect.W/2, h.Rect.Y+h.Rect.H/2
			}
		}
	})
	if x == 0 {
		t.Fatal("the question draws no Close and lose it button")
	}
	a.Step(ui.Input{MouseX: x, MouseY: y})
	if err := a.Step(ui.Input{MouseX: x, MouseY: y, Click: true}); err != ebiten.Termination {
		t.Fatalf("Close and lose it gave %v", err)
	}
}
