package kit

import (
	"slices"
	"testing"

	"embers/scenes/ui"
)

func TestFitNameBreaksThenShrinks(t *testing.T) {
	face := ui.Face{Style: ui.Bold, Size: 9}
	width := func(s string) float64 { w, _ := ui.Measure(s, face); return w }

	lines, got, w := FitName("Town hall", face, 100, true, 6.5, 0.5)
	if !slices.Equal(lines, []string{"Town hall"}) || got != face || w != width("Town hall") {
		t.Errorf("a name that fits: %q in %v, %.1f wide; want it whole in %v, %.1f wide", lines, got.Size, w, face.Size, width("Town hall"))
	}
	room := width("Town") + 1
	lines, got, _ = FitName("Town hall", face, room, true, 6.5, 0.5)
	if !slices.Equal(lines, []string{"Town", "hall"}) || got != face {
		t.Errorf("two words in the room of one: %q at %v; want them on two lines at %v", lines, got.Size, face.Size)
	}
	lines, _, _ = FitName("Bakehouse", face, width("Bake-")+1, true, 6.5, 0.5, "hall", "house")
	if !slices.Equal(lines, []string{"Bake-", "house"}) {
		t.Errorf("one word with a known end: %q; want it broken before the end", lines)
	}
	lines, got, w = FitName("Town hall", face, room, false, 6.5, 0.5)
	if len(lines) != 1 || got.Size >= face.Size || got.Size < 6.5 {
		t.Errorf("one line only: %q at %v; want one line, smaller, not below 6.5", lines, got.Size)
	}
	if got.Size > 6.5 && w > room {
		t.Errorf("shrunk to %v yet %.1f wide in %.1f: it should have gone on shrinking", got.Size, w, room)
	}
}
