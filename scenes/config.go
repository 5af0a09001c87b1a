package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"embers/config"
	"embers/scenes/ui"
)

// volumeSetter is a Sound whose volume can change (the oto player).
type volumeSetter interface {
	SetVolume(v float64)
	SetMuted(m bool)
}

// SetConfig applies cfg at once (palette, window, full screen, volume) and
// writes the user's config.toml atomically.
func (a *App) SetConfig(cfg config.Config) error {
	old := a.cfg
	a.cfg = cfg
	a.applyConfig(old)
	if a.opt.ConfigPath == "" {
		return nil
	}
	return config.WriteUserConfig(a.opt.Defaults, cfg, a.opt.ConfigPath)
}

func (a *App) applyConfig(old config.Config) {
	ui.SetPalette(a.cfg.Display.Palette)
	if v, ok := a.opt.Sound.(volumeSetter); ok {
		v.SetVolume(float64(a.cfg.Sound.Volume) / 100)
		v.SetMuted(a.cfg.Sound.Mute)
	}
	if a.opt.ConfigPath == "" {
		return // a picture or a test: no window to change
	}
	if a.cfg.Window.Fullscreen != old.Window.Fullscreen || a.cfg.Window.Fullscreen != a.full {
		a.full = a.cfg.Window.Fullscreen
		ebiten.SetFullscreen(a.full)
	}
	if a.cfg.Window.Width != old.Window.Width || a.cfg.Window.Height != old.Window.Height {
		ebiten.SetWindowSize(a.cfg.Window.Width, a.cfg.Window.Height)
	}
}
