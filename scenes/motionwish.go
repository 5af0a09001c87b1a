package scenes

import (
	"context"
	"os/exec"
	"strings"
	"sync/atomic"
	"time"
)

// The system's wish for reduced motion (GNOME's "animations" switch,
// macOS's "Reduce motion", Windows' "Show animations"): when it is set,
// Embers keeps the screen calm as the settings' switch does. It is asked
// once, in the background, when the window opens, so the first frame
// never waits for it.

var systemCalm atomic.Bool

// askMotionWish reads the system's wish in the background.
func askMotionWish() {
	go func() { systemCalm.Store(reducedMotion()) }()
}

// ask runs a system tool for its answer, giving up after a second.
func ask(name string, args ...string) (string, bool) {
	if _, err := exec.LookPath(name); err != nil {
		return "", false
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, name, args...).Output()
	if err != nil {
		return "", false
	}
	return strings.TrimSpace(string(out)), true
}

// gnomeReduces reads gsettings' answer for enable-animations.
func gnomeReduces(answer string) bool { return answer == "false" }

// macReduces reads defaults' answer for reduceMotion.
func macReduces(answer string) bool { return answer == "1" || answer == "true" }

// calm reports whether the screen should hold still: the settings' calm
// screen, or the system's wish for reduced motion.
func (a *App) calm() bool { return a.cfg.Display.CalmScreen || systemCalm.Load() }
