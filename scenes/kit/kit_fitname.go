package kit

import (
	"math"
	"strings"

	"embers/scenes/ui"
)

// FitName fits a name in width w, as the title on a card, a tile or a
// plate: on one line or, when two allows and it is too wide, on two
// (broken at its last space, else hyphenated before the first of ends
// found in it); then in face made smaller by step while a line is too wide
// and the size is above least. It gives the lines, the face and the width
// of the widest line (for the plate under them).
func FitName(name string, face ui.Face, w float64, two bool, least, step float64, ends ...string) ([]string, ui.Face, float64) {
	lines := []string{name}
	widest := func() float64 {
		m := 0.0
		for _, l := range lines {
			lw, _ := ui.Measure(l, face)
			m = math.Max(m, lw)
		}
		return m
	}
	if two && widest() > w {
		if i := strings.LastIndexByte(name, ' '); i > 0 {
			lines = []string{name[:i], name[i+1:]}
		} else {
			for _, end := range ends {
				if i := strings.LastIndex(name, end); i > 0 {
					lines = []string{name[:i] + "-", name[i:]}
					break
				}
			}
		}
	}
	for widest() > w && face.Size > least {
		face.Size -= step
	}
	return lines, face, widest()
}
