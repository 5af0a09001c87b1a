package kit

import (
	"strings"

	"embers/scenes/ui"
)

// FitLine cuts s to fit in w, ending it in "…" when cut.
func FitLine(s string, face ui.Face, w float64) string {
	if tw, _ := ui.Measure(s, face); tw <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 1 {
		r = r[:len(r)-1]
		if tw, _ := ui.Measure(string(r)+"…", face); tw <= w {
			break
		}
	}
	return strings.TrimRight(string(r), " ,;:") + "…"
}

// WrapText breaks s into lines no wider than width; continuation lines are
// indented.
func WrapText(s string, width float64, face ui.Face) []string {
	var out []string
	line := ""
	for _, w := range strings.Fields(s) {
		try := w
		if line != "" {
			try = line + " " + w
		}
		if tw, _ := ui.Measure(try, face); tw > width && line != "" {
			out = append(out, line)
			line = "   " + w
			continue
		}
		line = try
	}
	return append(out, line)
}
