package play

import (
	"embers/rules"
	"slices"
	"strings"

	"embers/game"

	"embers/scenes/kit"
	"embers/scenes/ui"
)

// TrainingPauseTicks is the least pause before a computer's move in a
// training game (1.5 s), so a learner can follow each one.
const TrainingPauseTicks = 90

// aiPause is the pause before a computer's chosen move is played: the
// setting, and in training twice that, at least TrainingPauseTicks.
func (sc *Scene) aiPause(app ui.App) int {
	n := aiPauseTicks(app)
	if sc.s.Options.Training {
		n = max(2*n, TrainingPauseTicks)
	}
	return n
}

var (
	cardFace  = ui.Face{Size: 14}
	cardTitle = ui.Face{Style: ui.Bold, Size: 15}
)

const cardLineH = 18.0

// drawCards paints the teaching cards at the top of the log's place in the
// panel: the hint, the last "why not" with its rules link, and the recap of
// the computer's moves. It returns the height they took.
func (sc *Scene) drawCards(c *ui.Canvas, r kit.Rect) float64 {
	if sc.turn == nil || sc.handoff || sc.Animating() {
		return 0
	}
	y := r.Y
	bottom := r.Y + r.H
	reserve := 0.0 // room kept for the "why not" card, at least as a strip
	if sc.teach.whyNot != nil {
		reserve = whyStripH + 6
	}
	recapStrip := 0.0 // and for the recap under the hint, at least as a strip
	if len(sc.teach.recap) > 0 {
		recapStrip = whyStripH + 6
	}
	if h := sc.drawHintCard(c, kit.Rect{X: r.X, Y: y, W: r.W, H: bottom - y - reserve - recapStrip}); h > 0 {
		y += h + 6
	}
	if h := sc.drawRecapCard(c, kit.Rect{X: r.X, Y: y, W: r.W, H: bottom - y - reserve}); h > 0 {
		y += h + 6
	}
	if h := sc.drawWhyNotCard(c, kit.Rect{X: r.X, Y: y, W: r.W, H: bottom - y}); h > 0 {
		y += h + 6
	}
	if y == r.Y {
		return 0
	}
	return y - r.Y + 8 // with the gap above the first card
}

// strip paints a card cut to one line: its title, then text cut to fit
// ("…"), for when the panel has no room for the whole card.
func (sc *Scene) strip(c *ui.Canvas, r kit.Rect, title, text string) float64 {
	sc.sprites.RoundRect(c, r.X, r.Y, r.W, whyStripH, 8, rowFill(), accent(), 1.2)
	c.Text(title, cardTitle, r.X+12, r.Y+7, ui.Start, accent())
	if tw, _ := ui.Measure(title+"  ", cardTitle); text != "" {
		c.Text(kit.FitLine(text, cardFace, r.W-24-tw), cardFace, r.X+12+tw, r.Y+7, ui.Start, textMain())
	}
	return whyStripH
}

// card paints a card's box and title, and returns where its text starts.
func (sc *Scene) card(c *ui.Canvas, r kit.Rect, h float64, title string) float64 {
	sc.sprites.RoundRect(c, r.X, r.Y, r.W, h, 8, rowFill(), accent(), 1.2)
	if tw, _ := ui.Measure(title, cardTitle); tw > r.W-24 { // a long suggestion ran past the panel's edge
		title = kit.FitLine(title, cardTitle, r.W-24)
	}
	c.Text(title, cardTitle, r.X+12, r.Y+7, ui.Start, accent())
	return r.Y + 29
}

func (sc *Scene) drawHintCard(c *ui.Canvas, r kit.Rect) float64 {
	t := &sc.teach
	var title string
	var body []string
	switch {
	case t.hint != nil:
		title = "Suggested: " + sc.moveWords(t.hint.Move, t.hint.Notation)
		reason := rules.Names(t.hint.Reason, sc.names)
		if reason == t.hint.Notation { // the game says no more than its notation: the words are the title
			reason = ""
		}
		body = ui.Wrap(strings.TrimSuffix(capitalise(reason), ".")+".", cardFace, r.W-24)
		if reason == "" {
			body = nil
		}
	case t.hinter != nil && t.hinter.Pending():
		title = "Looking for a good move…"
	case t.hintErr != "":
		title = "No hint"
		body = ui.Wrap(capitalise(strings.TrimPrefix(t.hintErr, "no hint: "))+".", cardFace, r.W-24)
	default:
		return 0
	}
	h := 34 + float64(len(body))*cardLineH
	if h > r.H { // no room for the whole card: a strip, its title and words cut to one line
		if r.H < whyStripH {
			return 0
		}
		return sc.strip(c, r, title, strings.Join(body, " "))
	}
	y := sc.card(c, r, h, title)
	for _, l := range body {
		c.Text(l, cardFace, r.X+12, y, ui.Start, textMain())
		y += cardLineH
	}
	return h
}

// moveWords is move m in the board's words (its chooser's label), from a
// small letter; notation where the board has none.
func (sc *Scene) moveWords(m rules.Move, notation string) string {
	if kb, ok := sc.board.(kit.Kitted); ok {
		if w := kb.BoardKit().ClickHint(m); w != "" {
			return w
		}
	}
	return notation
}

// whyStripH is the height of the "why not" card cut to one line, when the
// other cards leave no more room (the tooltip at the mouse has it all).
const whyStripH = 30.0

func (sc *Scene) drawWhyNotCard(c *ui.Canvas, r kit.Rect) float64 {
	t := &sc.teach
	t.link = kit.Rect{}
	if t.whyNot == nil || r.H < whyStripH {
		return 0
	}
	body := ui.Wrap(t.whyNot.reason, cardFace, r.W-24)
	h := 34 + float64(len(body))*cardLineH
	strip := h > r.H
	if strip {
		h = whyStripH
	}
	sc.sprites.RoundRect(c, r.X, r.Y, r.W, h, 8, rowFill(), warnText, 1.2)
	right := r.X + r.W - 8
	if t.whyNot.rule != "" {
		label := "Rules §" + t.whyNot.rule + " ›"
		t.link = whyLink(r, t.whyNot.rule)
		fill := ui.T().Button
		if t.hotLink {
			fill = rowHot()
		}
		sc.sprites.RoundRect(c, t.link.X, t.link.Y, t.link.W, t.link.H, 6, fill, accent(), 1)
		c.Text(label, cardTitle, t.link.X+8, t.link.Y+3, ui.Start, accent())
		c.Hit(ui.Hit{Rect: t.link.UI(), Words: label, Command: "rules"})
		right = t.link.X - 8
	}
	c.Text("Why not?", cardTitle, r.X+12, r.Y+7, ui.Start, warnText)
	if strip {
		tw, _ := ui.Measure("Why not? ", cardTitle)
		c.Text(kit.FitLine(t.whyNot.reason, cardFace, right-r.X-12-tw), cardFace, r.X+12+tw, r.Y+7, ui.Start, textMain())
		return h
	}
	y := r.Y + 29
	for _, l := range body {
		c.Text(l, cardFace, r.X+12, y, ui.Start, textMain())
		y += cardLineH
	}
	return h
}

// whyLink is where the "Rules §rule ›" link sits on a "why not" card at r.
func whyLink(r kit.Rect, rule string) kit.Rect {
	w, _ := ui.Measure("Rules §"+rule+" ›", cardTitle)
	return kit.Rect{X: r.X + r.W - w - 24, Y: r.Y + 3, W: w + 16, H: 24}
}

func (sc *Scene) drawRecapCard(c *ui.Canvas, r kit.Rect) float64 {
	t := &sc.teach
	switch {
	case len(t.recap) == 0 || r.H < whyStripH:
		return 0
	case r.H < 34+cardLineH: // a strip: who moved, cut to one line (the log has the rest)
		var did []string
		for _, l := range t.recap {
			did = append(did, strings.TrimSuffix(l.Did, "."))
		}
		return sc.strip(c, r, "While you waited", strings.Join(did, "; ")+".")
	}
	common := game.CommonActs(t.recap)
	var rows [][]string
	var did []int // how many of a row's lines say what the seat did
	n := 0
	for _, l := range t.recap {
		var own []string
		for _, a := range l.Acts {
			if !slices.Contains(common, a) {
				own = append(own, a)
			}
		}
		text := l.Did
		if len(own) > 0 && len(own) < len(l.Acts) {
			text = game.Sentence(sc.s.Name(l.Seat), own)
		}
		lines := ui.Wrap(text, cardFace, r.W-48)
		did = append(did, len(lines))
		if l.Then != "" {
			lines = append(lines, ui.Wrap(l.Then, cardFace, r.W-48)...)
		}
		rows = append(rows, lines)
		n += len(lines)
	}
	var each []string
	if len(common) > 0 {
		each = ui.Wrap(game.Sentence("Each also", common), cardFace, r.W-48)
		n += len(each)
	}
	for n > 1 && 34+float64(n)*cardLineH > r.H && len(each) > 0 { // too tall: the routine goes first
		each = each[:len(each)-1]
		n--
	}
	for n > 0 && 34+float64(n)*cardLineH > r.H { // still too tall: shorten the longest
		if i := longest(rows); len(rows[i]) > 1 {
			rows[i] = rows[i][:len(rows[i])-1]
			rows[i][len(rows[i])-1] += " …"
		} else {
			rows = rows[:len(rows)-1] // one line each already: the last seat is left out
		}
		n--
	}
	if len(rows) == 0 {
		return 0
	}
	h := 34 + float64(n)*cardLineH
	sc.card(c, r, h, "While you waited")
	y := r.Y + 29
	for i, lines := range rows {
		seat := t.recap[i].Seat
		sc.sprites.SeatDisc(c, sc.s, seat, r.X+20, y+9, 7)
		for j, l := range lines {
			col := textMain()
			if j >= did[i] {
				col = textDim()
			}
			c.Text(l, cardFace, r.X+34, y, ui.Start, col)
			y += cardLineH
		}
	}
	for _, l := range each {
		c.Text(l, cardFace, r.X+34, y, ui.Start, textDim())
		y += cardLineH
	}
	return h
}

// longest is the index of the row with the most lines.
func longest(rows [][]string) int {
	best := 0
	for i, r := range rows {
		if len(r) > len(rows[best]) {
			best = i
		}
	}
	return best
}

// capitalise makes the first letter upper-case ("puts out" → "Puts out").
func capitalise(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}
