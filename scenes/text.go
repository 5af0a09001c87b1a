package scenes

import (
	"strings"

	"embers/files"
	"embers/scenes/ui"
)

// maxOutside is the most characters of text from outside the program (a
// file's name or value, an error that quotes one) any screen takes: it is
// cut to this once, where it comes in, so no frame measures a megabyte.
const maxOutside = 600

// clipOutside cuts text from outside to maxOutside characters.
func clipOutside(s string) string { return files.Clip(s, maxOutside) }

// fitText shortens s with an ellipsis to fit width w in face. It measures
// about log2(len) times, never once per character.
func fitText(s string, face ui.Face, w float64) string {
	if tw, _ := ui.Measure(s, face); tw <= w {
		return s
	}
	r := []rune(s)
	lo, hi := 0, len(r) // r[:lo]+"…" fits; r[:hi]+"…" does not (or hi is all of it)
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		if tw, _ := ui.Measure(string(r[:mid])+"…", face); tw <= w {
			lo = mid
		} else {
			hi = mid
		}
	}
	return strings.TrimSuffix(string(r[:max(lo, 1)]), "…") + "…"
}
