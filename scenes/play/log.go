package play

import (
	"strings"

	"embers/game"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// logView is the scrollable game log of the side panel.
type logView struct {
	lines   []game.LogLine
	wrapped []string // lines wrapped to the panel's width
	entry   []int    // the line each wrapped line belongs to
	done    int      // lines already wrapped
	scroll  int      // wrapped lines hidden below the view (0: newest shown)
	rect    kit.Rect
	first   int // the first wrapped line drawn
	hover   int // the line under the mouse, or -1
}

var logFace = ui.Face{Style: ui.Regular, Size: 15}

const logLineH = 19

func (l *logView) add(line game.LogLine) {
	if line.Text == "" { // an event without a line (game.LineFor), as the reloaded log has none
		return
	}
	l.lines = append(l.lines, line)
	if l.scroll > 0 {
		l.scroll++ // keep the reader's place
	}
}

// follow jumps to the newest line.
func (l *logView) follow() {
	l.scroll = 0
	l.wrapped, l.entry, l.done = nil, nil, 0
}

func (l *logView) update(in *ui.Input) {
	l.hover = -1
	if !l.rect.Contains(in.MouseX, in.MouseY) {
		return
	}
	if i := l.first + int((in.MouseY-l.rect.Y)/logLineH); i >= 0 && i < len(l.entry)-l.scroll {
		l.hover = l.entry[i]
	}
	if in.Wheel == 0 {
		return
	}
	l.scroll += int(in.Wheel * 3)
	l.scroll = max(0, min(l.scroll, len(l.wrapped)-l.visible()))
}

func (l *logView) visible() int { return max(1, int(l.rect.H/logLineH)) }

// wrap brings the wrapped lines up to date.
func (l *logView) wrap(width float64) {
	for ; l.done < len(l.lines); l.done++ {
		for _, w := range kit.WrapText(l.lines[l.done].Text, width, logFace) {
			l.wrapped = append(l.wrapped, w)
			l.entry = append(l.entry, l.done)
		}
	}
}

func (l *logView) draw(c *ui.Canvas, r kit.Rect) {
	l.rect = r
	l.wrap(r.W - 16)
	n := l.visible()
	end := len(l.wrapped) - l.scroll
	start := max(0, end-n)
	for start > 0 && start < end-1 && strings.HasPrefix(l.wrapped[start], "   ") {
		start++ // begin with a whole entry, not the tail of one
	}
	l.first = start
	y := r.Y
	for i := start; i < end; i++ {
		col := textDim()
		switch {
		case l.entry[i] == l.hover:
			col = accent()
		case i >= len(l.wrapped)-3 && l.scroll == 0:
			col = textMain()
		}
		c.Text(l.wrapped[i], logFace, r.X+8, y, ui.Start, col)
		y += logLineH
	}
	if l.scroll > 0 {
		c.Text("▼ newer below (scroll)", ui.Face{Size: 12}, r.X+r.W-8, r.Y+r.H-14, ui.End, accent())
	}
}

// hovered is the log line under the mouse; ok is false when there is none.
func (l *logView) hovered() (line game.LogLine, ok bool) {
	if l.hover < 0 || l.hover >= len(l.lines) {
		return game.LogLine{}, false
	}
	return l.lines[l.hover], true
}

// texts are the lines' words, oldest first.
func (l *logView) texts() []string {
	out := make([]string, len(l.lines))
	for i, line := range l.lines {
		out[i] = line.Text
	}
	return out
}
