package scenes

import (
	"strings"
	"testing"

	"embers/scenes/ui"
)

// TestFootnoteClearsTheOptionsFocusRing: the line that says what the option
// under the mouse means stands below the options row's focus ring and above
// the panel's edge, in one line or two that do not overlap, for every
// option and value of every game and for a message far too long.
func TestFootnoteClearsTheOptionsFocusRing(t *testing.T) {
	a, _ := testApp(t)
	settle(t, a)
	n := newNewGame(a)
	var msgs []string
	for i := range n.plan {
		n.pick(i)
		for _, ab := range n.about {
			if st, ok := ab.w.(*ui.Stepper); ok {
				for v := range st.Options {
					st.Index = v
					msgs = append(msgs, ab.text())
				}
				continue
			}
			msgs = append(msgs, ab.text())
		}
	}
	msgs = append(msgs, strings.Repeat("a long word and more ", 40))
	ringBottom := n.optionsY() + 44 + 4 + 1.25 // the ring of ui.DrawFocusRing, half its stroke outside
	for _, msg := range msgs {
		top, bottom := footRoom(n.optionsY())
		lines, face, ys := footnoteLines(msg, top, bottom)
		half := face.Size / 2
		if len(lines) == 0 || len(lines) > 2 {
			t.Errorf("%q: %d lines", msg, len(lines))
			continue
		}
		if ys[0]-half < ringBottom {
			t.Errorf("%q: its first line's letters reach %.1f, over the focus ring's bottom at %.1f", msg, ys[0]-half, ringBottom)
		}
		if last := ys[len(ys)-1] + half; last > ngTop+ngH-1 {
			t.Errorf("%q: its last line's letters reach %.1f, past the panel's edge at %.1f", msg, last, ngTop+ngH)
		}
		if len(ys) == 2 && ys[1]-ys[0] < face.Size {
			t.Errorf("%q: its two lines overlap (%.1f apart at size %.0f)", msg, ys[1]-ys[0], face.Size)
		}
	}
	if len(msgs) < 6 {
		t.Fatalf("only %d messages: the games' options were not found", len(msgs))
	}
}
