package ui

import "embers/config"

// Scene is one screen of the program (title, new game, a board, a menu).
type Scene interface {
	// Update advances the scene by one tick (1/60 s); input comes from app.Input().
	Update(app App) error
	// Draw paints the scene; the canvas is in logical coordinates.
	Draw(c *Canvas)
}

// App is what a scene may ask of the program around it.
type App interface {
	Goto(s Scene)  // replace the whole stack with s, through a short fade
	Push(s Scene)  // open s over the current scene (pause menu, dialog); the scene below is drawn but not updated
	Pop()          // close the top scene opened with Push
	Input() *Input // this tick's input
	Config() *config.Config
	SetConfig(cfg config.Config) error // apply settings now and write the user's config.toml atomically
	Sound() Sound
	Menus() Menus
	Tick() int // ticks since the program started
}

// Sound plays the program's synthesized effects. Names: "clack" (a servant),
// "water" (a fire put out), "whoosh" (fire spreading), "flip" (a marker or
// card), "fanfare" (the castle saved), "toll" (the castle lost), "click" (a
// button).
type Sound interface {
	Play(effect string)
}

// Menus builds the shared scenes, so a board scene can open them without
// importing the package that holds them. The program's menus also open the
// screens over a game in play (play.GameMenus).
type Menus interface {
	Title() Scene
	Settings() Scene
	// Rules is a game's rules reference, opened at a section ("5.1"; ""
	// for the first). Open it with Push; Back closes it.
	Rules(gameID, section string) Scene
}

// Input is one tick's input as intents, positions in logical coordinates.
// The App fills it once per tick; scenes only read it.
type Input struct {
	MouseX, MouseY float64
	MouseMoved     bool
	Click          bool // the left button went down this tick
	RightClick     bool
	Wheel          float64 // lines scrolled this tick (positive: up)

	Confirm               bool // Enter or Space
	Back                  bool // Esc
	Next                  bool // Tab, or an arrow key right/down
	Prev                  bool // Shift+Tab, or an arrow key left/up
	Up, Down, Left, Right bool
	AnyKey                bool   // any key went down this tick (skips animation)
	Runes                 []rune // text typed this tick (names, seeds)
	Backspace             bool

	MouseDown  bool // the left button is held (a pressed button looks pressed)
	Tab        bool // Tab or Shift+Tab (Next/Prev say which way)
	Fullscreen bool // F11: the App switches full screen
}

// Skip tells whether the player asked to skip the animation in progress.
func (in *Input) Skip() bool { return in.AnyKey || in.Click }
