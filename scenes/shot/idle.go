package shot

import (
	"fmt"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/config"
	"embers/game"
	"embers/game/cli"
	"embers/scenes"
)

// idleSettle is the least time each scene of -idle is left alone before
// its CPU time is taken (its first frames are made then); it is then left
// until the window sleeps (the cue of a person's turn and the lit places'
// pulse have ended).
const idleSettle = 2 * time.Second

// runIdle shows the title, the title with a calm screen and the board of
// s waiting for its person, each as the window runs it, and prints the
// program's CPU time over f.idle seconds of each.
func runIdle(env cli.Env, f shotFlags, cfg config.Config, warnings []string, s *game.Session) error {
	if seat := s.ToMove(); seat < 0 || !s.IsHuman(seat) {
		return cli.Usagef("shot -idle: the game after -moves %d does not come to the person's turn; try other -moves or -seed", f.moves)
	}
	calm := func(on bool, open func(a *scenes.App) error) func(a *scenes.App) error {
		return func(a *scenes.App) error {
			c := *a.Config()
			c.Display.CalmScreen = on
			if err := a.SetConfig(c); err != nil {
				return err
			}
			return open(a)
		}
	}
	title := func(a *scenes.App) error { return a.Open("title", nil, false) }
	board := func(a *scenes.App) error { return a.Open("board", s, false) }
	app := scenes.NewApp(scenes.Options{Config: cfg, Defaults: env.Defaults, Warnings: warnings}, nil)
	shot := &Runner{App: app, Idle: time.Duration(f.idle) * time.Second, Settle: idleSettle, Phases: []IdlePhase{
		{Name: "title, embers drifting", Open: calm(false, title)},
		{Name: "title, calm screen", Open: calm(true, title)},
		{Name: fmt.Sprintf("board, %s, %d players, a person to move", s.Match.Game.Info().Name, f.players), Open: calm(false, board)},
	}}
	if f.memProfile != "" {
		defer writeMemProfile(f.memProfile, env.Stderr)
	}
	ebiten.SetWindowTitle("Embers (measuring at rest)")
	ebiten.SetWindowSize(scenes.Width, scenes.Height)
	if err := ebiten.RunGame(shot); err != nil {
		return fmt.Errorf("shot needs a display (on a server, run it under xvfb-run): %w", err)
	}
	if len(shot.IdleResults()) != len(shot.Phases) {
		return fmt.Errorf("shot -idle: the window closed before every scene was measured")
	}
	fmt.Fprint(env.Stdout, shot.IdleReport())
	return nil
}
