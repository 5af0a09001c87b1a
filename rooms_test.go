package main

import (
	"os/exec"
	"strings"
	"testing"
)

// TestRoomsImportOnlyWhatTheyMayKnow checks the rooms of docs/architecture.md
// from the go command's own list of what each package builds on: the rules
// know nothing of pixels, the match or the window; the match knows nothing
// of save files; the settings and the widgets know nothing of the
// match. A forbidden name ending in "/..."
// stands for the package and every package under it.
func TestRoomsImportOnlyWhatTheyMayKnow(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("the go command is not on the PATH")
	}
	for _, c := range []struct {
		room      string
		forbidden []string
	}{
		{"embers/rules/...", []string{"github.com/hajimehoshi/...", "embers/game/...", "embers/scenes/...", "embers/assets", "embers/config", "embers/files"}},
		{"embers/game/ai", []string{"github.com/hajimehoshi/...", "embers/scenes/...", "embers/game"}},
		{"embers/game", []string{"github.com/hajimehoshi/...", "embers/saves", "embers/scenes/..."}},
		{"embers/saves", []string{"github.com/hajimehoshi/...", "embers/scenes/..."}},
		{"embers/config", []string{"github.com/hajimehoshi/...", "embers/game", "embers/scenes/..."}},
		{"embers/files", []string{"embers/..."}},
		{"embers/scenes/ui", []string{"embers/game", "embers/scenes/play/..."}},
	} {
		out, err := exec.Command("go", "list", "-deps", c.room).Output()
		if err != nil {
			t.Fatalf("go list -deps %s: %v", c.room, err)
		}
		for _, dep := range strings.Fields(string(out)) {
			if within(dep, c.room) {
				continue // the room itself
			}
			for _, f := range c.forbidden {
				if within(dep, f) {
					t.Errorf("%s builds on %s: that room must not know it (docs/architecture.md)", c.room, dep)
				}
			}
		}
	}
}

// within reports whether package pkg is pattern, or lies under it when
// pattern ends in "/...".
func within(pkg, pattern string) bool {
	if base, ok := strings.CutSuffix(pattern, "/..."); ok {
		return pkg == base || strings.HasPrefix(pkg, base+"/")
	}
	return pkg == pattern
}
