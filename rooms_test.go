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
// match; the board kit (scenes/kit) and every board the catalog imports
// know nothing of the play scene (scenes/play). A forbidden name ending in
// "/..." stands for the package and every package under it.
func TestRoomsImportOnlyWhatTheyMayKnow(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("the go command is not on the PATH")
	}
	type room struct {
		room      string
		forbidden []string
	}
	rooms := []room{
		{"embers/rules/...", []string{"github.com/hajimehoshi/...", "embers/game/...", "embers/scenes/...", "embers/assets", "embers/config", "embers/files"}},
		{"embers/game/ai", []string{"github.com/hajimehoshi/...", "embers/scenes/...", "embers/game"}},
		{"embers/game", []string{"github.com/hajimehoshi/...", "embers/saves", "embers/scenes/..."}},
		{"embers/saves", []string{"github.com/hajimehoshi/...", "embers/scenes/..."}},
		{"embers/config", []string{"github.com/hajimehoshi/...", "embers/game", "embers/scenes/..."}},
		{"embers/files", []string{"embers/..."}},
		{"embers/scenes/ui", []string{"embers/game", "embers/scenes/play/...", "embers/scenes/kit/..."}},
		{"embers/scenes/kit/...", []string{"embers/scenes/play/..."}},
	}
	boards := catalogBoards(t)
	if len(boards) == 0 {
		t.Fatal("scenes/catalog imports no board")
	}
	for _, b := range boards {
		rooms = append(rooms, room{b, []string{"embers/scenes/play/..."}}) // a board builds on the kit alone
	}
	for _, c := range rooms {
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

// catalogBoards are the boards scenes/catalog imports: the packages under
// embers/scenes it names (one a game), the test game's board of a build
// with the tag testgame among them.
func catalogBoards(t *testing.T) []string {
	t.Helper()
	out, err := exec.Command("go", "list", "-tags", "testgame", "-f", `{{join .Imports "\n"}}`, "embers/scenes/catalog").Output()
	if err != nil {
		t.Fatalf("go list embers/scenes/catalog: %v", err)
	}
	var boards []string
	for _, p := range strings.Fields(string(out)) {
		if strings.HasPrefix(p, "embers/scenes/") {
			boards = append(boards, p)
		}
	}
	return boards
}

// within reports whether package pkg is pattern, or lies under it when
// pattern ends in "/...".
func within(pkg, pattern string) bool {
	if base, ok := strings.CutSuffix(pattern, "/..."); ok {
		return pkg == base || strings.HasPrefix(pkg, base+"/")
	}
	return pkg == pattern
}
