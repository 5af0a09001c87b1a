package scenes

import (
	"fmt"
	"image/color"
	"math/rand/v2"
	"slices"
	"strings"

	"embers/game"
	"embers/rules"
	"embers/saves"
	"embers/scenes/ui"
)

// Results shows the end of a game: who won (or that everyone lost), each
// seat's total, and every point grouped by where it was scored.
type Results struct {
	app    *App
	s      *game.Session
	res    rules.Result
	order  []rules.Seat // seats by score, best first
	course [][]float64  // each seat's standing after each turn (nil: the game gives none)
	groups []pointGroup
	form   *ui.Form
	ending []string // the last log lines, wrapped once (wrapping costs milliseconds)

	doc     *RulesDoc  // the game's rules reference, for the links (loaded when first drawn)
	links   []ruleLink // the rules links drawn last frame
	hotLink string     // the section of the link under the mouse
	shown   int        // ticks since the results opened
}

// resultsSettle is how long the results show before a click or a key uses
// a button (half a second): the press that opened them is never taken as
// "Play again", which would start a new game before the results were seen.
const resultsSettle = 30

// settled is app with a press in the results' first half second held back.
type settled struct {
	ui.App
	in *ui.Input
}

func (s settled) Input() *ui.Input { return s.in }

// pointGroup is the score lines of one place (a hall), in the order scored,
// or, for points that name no place, of one rule (byRule: where is the
// rule's section). A rival's lines make groups of their own (rival: its
// name); a line of no seat outside them is the whole table's.
type pointGroup struct {
	where  string
	byRule bool
	lines  []rules.ScoreLine
	what   []string // each line's text without the place
	rival  string
	title  string // the heading, where it is not the place's or the rule's
	merged bool   // places joined by the kind they score (mergePlaces)
}

func newResults(app *App, s *game.Session) *Results {
	r := &Results{app: app, s: s, res: s.Match.State.Result()}
	if st := saves.Of(s); r.res.Over && st != nil {
		if err := st.Finish(s); err != nil { // a finished game is not offered to continue
			app.Logf("%v", err)
		}
	}
	for i := range s.Match.Seats {
		r.order = append(r.order, rules.Seat(i))
	}
	slices.SortStableFunc(r.order, func(a, b rules.Seat) int { return r.score(b) - r.score(a) })
	course, err := s.Match.Course()
	if err != nil {
		app.Logf("how the game went: %v", err)
	}
	r.course = course
	r.groups = compactGroups(append(groupLines(r.res.Lines), rivalGroups(r.res.Rivals)...), pointRows)
	_, series := nextInSeries(s.Match, r.res)
	title := ui.NewButton("Title", ui.Rect{}, func() { app.Goto(newTitle(app)) })
	watch := ui.NewButton("Watch it again", ui.Rect{}, func() { app.Goto(newReplay(app, s, r)) })
	again := ui.NewButton("Play again", ui.Rect{}, r.playAgain)
	again.Primary = true
	fresh := ui.NewButton("New game", ui.Rect{}, func() { app.Goto(newNewGame(app)) })
	buttons := []*ui.Button{title, watch, again, fresh}
	if series {
		buttons = append(buttons, ui.NewButton("Next game, scores kept", ui.Rect{}, r.playOn))
	}
	r.form = ui.NewForm(rowOfButtons(buttons, 644, 50)...)
	r.form.SetFocus(again)
	return r
}

// rowOfButtons lays buttons side by side, centred, at y: each as wide as
// its label needs (at least 170 pixels), 16 apart.
func rowOfButtons(buttons []*ui.Button, y, h float64) []ui.Widget {
	widths, total := make([]float64, len(buttons)), 16*float64(len(buttons)-1)
	for i, b := range buttons {
		w, _ := ui.Measure(b.Label, ui.ButtonFace)
		widths[i] = max(170, w+44)
		total += widths[i]
	}
	x := Width/2 - total/2
	out := make([]ui.Widget, len(buttons))
	for i, b := range buttons {
		b.Rect = ui.Rect{X: x, Y: y, W: widths[i], H: h}
		out[i] = b
		x += widths[i] + 16
	}
	return out
}

// playAgain starts the same game with the same seats and a new seed, the
// score track back at zero.
func (r *Results) playAgain() {
	setup := r.s.Match.Setup
	setup.Seed = rand.Uint64()
	setup.Scores = [rules.SetupSeats]int{}
	r.startGame(setup)
}

func (r *Results) score(seat rules.Seat) int {
	if int(seat) < len(r.res.Scores) {
		return r.res.Scores[seat]
	}
	return 0
}

// groupLines splits "save marker in A1, The Armoury (2 ash)" into the
// place ("A1, The Armoury (2 ash)") and what scored there ("save marker");
// lines that name no place are grouped by their rule.
func groupLines(lines []rules.ScoreLine) []pointGroup {
	var out []pointGroup
	for _, l := range lines {
		what, where, ok := strings.Cut(l.What, " in ")
		if !ok { // no place named (a Cronberg token): grouped by rule
			what, where = l.What, l.Rule
		}
		i := slices.IndexFunc(out, func(g pointGroup) bool { return g.where == where && g.byRule == !ok })
		if i < 0 {
			out = append(out, pointGroup{where: where, byRule: !ok})
			i = len(out) - 1
		}
		out[i].lines = append(out[i].lines, l)
		out[i].what = append(out[i].what, what)
	}
	return out
}

// summary is the rules' line of why the game ended, seats named as in
// events ("{1} wins with 37 VP" is Blue's).
func (r *Results) summary() string { return rules.Names(r.res.Summary, r.s.Names()) }

// headline is the one line that says how it ended: the game's own words
// (Result.Headline, seats named as in events), else who won, or that
// everyone lost.
func (r *Results) headline() string {
	switch {
	case !r.res.Over:
		return "The game is not over yet"
	case r.res.Headline != "":
		return rules.Names(r.res.Headline, r.s.Names())
	case r.res.Lost:
		return "Everyone lost together"
	case len(r.res.Winners) == 1:
		return r.s.Name(r.res.Winners[0]) + " wins!"
	}
	var names []string
	for _, w := range r.res.Winners {
		names = append(names, r.s.Name(w))
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1] + " share the win"
}

func (r *Results) Update(app ui.App) error {
	if r.shown < resultsSettle {
		r.shown++
		in := *app.Input()
		in.Click, in.Confirm, in.MouseDown = false, false, false
		app = settled{app, &in}
	}
	r.form.Update(app)
	r.linkInput(app.Input())
	if app.Input().Back {
		r.app.Goto(newTitle(r.app))
	}
	return nil
}

func (r *Results) Draw(c *ui.Canvas) {
	t := ui.T()
	r.links = r.links[:0]
	drawBackdrop(c)
	c.TextCentered(r.headline(), ui.TitleFace, Width/2, 46, t.Accent)
	c.TextCentered(r.summary(), ui.BodyFace, Width/2, 94, t.Text)
	r.drawStandings(c, ui.Rect{X: 40, Y: 124, W: 420, H: 496})
	r.drawPoints(c, ui.Rect{X: 490, Y: 124, W: 750, H: 496})
	r.form.Draw(c)
}

func (r *Results) colour(seat rules.Seat) int { return r.s.Match.Seats[seat].Colour }

func (r *Results) drawStandings(c *ui.Canvas, p ui.Rect) {
	ui.DrawPanel(c, p)
	ui.DrawHeading(c, "Standings", p.X+24, p.Y+18, ui.Start)
	rows := len(r.order) + len(r.res.Rivals)
	rowH := min(66, (p.H-84)/float64(max(rows, 1)))
	if rows >= 5 { // one line a row, so the chart of the game still fits under them
		rowH = min(rowH, compactRowH)
	}
	for i, seat := range r.order {
		r.drawSeatStanding(c, seat, ui.Rect{X: p.X + 16, Y: p.Y + 74 + float64(i)*rowH, W: p.W - 32, H: rowH - 8})
	}
	for i, rv := range r.res.Rivals {
		y := p.Y + 74 + float64(len(r.order)+i)*rowH
		drawRivalStanding(c, rv, ui.Rect{X: p.X + 16, Y: y, W: p.W - 32, H: rowH - 8})
	}
	top := p.Y + 74 + float64(rows)*rowH + 8
	r.drawCourse(c, ui.Rect{X: p.X + 24, Y: top, W: p.W - 48, H: p.Y + p.H - 12 - top})
}

func (r *Results) drawSeatStanding(c *ui.Canvas, seat rules.Seat, row ui.Rect) {
	t := ui.T()
	won := r.res.Won(seat)
	if won {
		c.FillRoundRect(row.X, row.Y, row.W, row.H, 10, ui.Mix(t.Button, t.Accent, 0.25))
		c.StrokeRoundRect(row.X, row.Y, row.W, row.H, 10, 1.5, t.Accent)
	}
	who := "a person"
	if lvl := r.s.Match.Seats[seat].Level; lvl != "" {
		who = "computer, " + lvl
	}
	if won {
		who += "  ·  winner"
	}
	mark := func(x, y, rad float64) { ui.DrawSeatMark(c, r.colour(seat), x, y, rad) }
	drawStandingRow(c, row, mark, r.s.Name(seat), who, fmt.Sprint(r.score(seat)), t.Accent)
}

// compactRowH is a standings row's height at five rows or more: the name,
// who plays and the score on one line.
const compactRowH = 40

// drawStandingRow lays out one row of the standings: the mark, the name with
// who plays under it, and the score at the right; on a compact row (five
// rows or more) who plays stands after the name, in what room is left.
func drawStandingRow(c *ui.Canvas, row ui.Rect, mark func(x, y, r float64), name, who, score string, scoreCol color.Color) {
	t := ui.T()
	if row.H > compactRowH {
		y := row.Y + row.H/2 - 29
		mark(row.X+32, row.Y+row.H/2, 17)
		c.Text(name, ui.HeadFace, row.X+62, y+6, ui.Start, t.Text)
		c.Text(who, ui.SmallFace, row.X+62, y+36, ui.Start, t.Dim)
		c.Text(score, ui.Face{Style: ui.Bold, Size: 32}, row.X+row.W-18, y+10, ui.End, scoreCol)
		return
	}
	cy := row.Y + row.H/2
	mark(row.X+24, cy, 12)
	nameFace, scoreFace := ui.Face{Style: ui.Bold, Size: 19}, ui.Face{Style: ui.Bold, Size: 24}
	sw, _ := ui.Measure(score, scoreFace)
	name = fitText(name, nameFace, row.W-sw-90)
	nw, _ := ui.Measure(name, nameFace)
	c.Text(name, nameFace, row.X+46, cy-12, ui.Start, t.Text)
	if room := row.W - 46 - nw - 12 - sw - 30; room > 40 {
		c.Text(fitText(who, ui.SmallFace, room), ui.SmallFace, row.X+46+nw+12, cy-10, ui.Start, t.Dim)
	}
	c.Text(score, scoreFace, row.X+row.W-14, cy-15, ui.End, scoreCol)
}

func (r *Results) drawPoints(c *ui.Canvas, p ui.Rect) {
	t := ui.T()
	ui.DrawPanel(c, p)
	ui.DrawHeading(c, "Every point", p.X+24, p.Y+18, ui.Start)
	if len(r.groups) == 0 {
		r.drawEnding(c, p)
		return
	}
	x, y := p.X+24, p.Y+70
	bottom := p.Y + p.H - 14
	colW := p.W - 48 // one wide column when everything fits, else two
	if !fitsOneColumn(r.groups, y, bottom) {
		colW = (p.W - 60) / 2
	}
	for i, g := range r.groups {
		if y+groupNeed(g) > bottom && x == p.X+24 && colW < p.W/2 {
			x, y = x+colW+12, p.Y+70
		}
		if i > 0 && x+colW < p.X+p.W {
			c.Block(x, y-4, colW, 1, ui.Fade(t.PanelEdge, 0.4))
		}
		if y+3*lineH > bottom {
			c.Text("…", ui.BodyFace, x, y, ui.Start, t.Dim)
			return
		}
		lw := r.drawLink(c, g.rule(), x+colW, y, ui.End, colW < p.W/2 || g.byRule)
		head := ui.Face{Style: ui.Bold, Size: 16}
		c.Text(fitText(r.groupTitle(g), head, colW-lw-12), head, x, y, ui.Start, t.Accent)
		y += lineH
		if !g.byRule { // a rule's lines differ by token: their list says it all
			c.Text(fitText(g.ruleWords(), ui.SmallFace, colW-8), ui.SmallFace, x+8, y, ui.Start, t.Dim)
			y += lineH
		}
		for i, l := range g.lines {
			if y+2*lineH > bottom && i < len(g.lines)-1 { // no room for the rest: say how many
				c.Text(fmt.Sprintf("… and %d more", len(g.lines)-i), ui.SmallFace, x+32, y, ui.Start, t.Dim)
				return
			}
			r.drawLineMark(c, g, l.Seat, x+17, y+10, 8)
			pts := fmt.Sprintf("%+d", l.Points)
			pw, _ := ui.Measure(pts, ui.NumbersFace)
			c.Text(fitText(r.lineOwner(g, l.Seat)+": "+g.what[i], ui.SmallFace, colW-pw-56), ui.SmallFace, x+32, y, ui.Start, t.Text)
			c.Text(pts, ui.NumbersFace, x+colW-8, y, ui.End, t.Text)
			y += lineH
		}
		y += 6
	}
}

// lineH is the height of a line of the points.
const lineH = 22.0

// groupNeed is the room a group of points must find in its column before
// it is begun there: its heading, its rule's words and its lines.
func groupNeed(g pointGroup) float64 { return lineH * float64(len(g.lines)+2) }

// fitsOneColumn reports whether the groups, each begun only where its
// whole need fits, stand in one column from top to bottom (else the
// points take two: a group moved to a second column of the wide one's
// width would run off the panel).
func fitsOneColumn(groups []pointGroup, top, bottom float64) bool {
	y := top
	for _, g := range groups {
		if y+groupNeed(g) > bottom {
			return false
		}
		y += lineH * float64(len(g.lines)+1)
		if !g.byRule {
			y += lineH // the rule's words
		}
		y += 6
	}
	return true
}

// groupTitle is a group's heading: its place, or its rule's title.
func (r *Results) groupTitle(g pointGroup) string {
	if g.title != "" {
		return g.title
	}
	if !g.byRule {
		return g.where
	}
	if g.where != "" {
		if title := r.sectionTitle(g.where); title != "" {
			return title
		}
	}
	return otherTitle(g)
}

// drawEnding shows, when nobody scored, the last moves that led there.
func (r *Results) drawEnding(c *ui.Canvas, p ui.Rect) {
	t := ui.T()
	msg := "No points were scored."
	if r.res.Lost {
		msg = "Nobody scores when everyone loses together."
	}
	c.Text(msg, ui.BodyFace, p.X+24, p.Y+70, ui.Start, t.Text)
	c.Text("How it ended", ui.Face{Style: ui.Bold, Size: 16}, p.X+24, p.Y+112, ui.Start, t.Accent)
	r.drawLink(c, r.endRule(), p.X+p.W-24, p.Y+112, ui.End, false)
	const lineH = 22.0
	n := int((p.H - 150) / lineH)
	if r.ending == nil {
		r.ending = lastLines(r.s.Log(rules.NoSeat), n, p.W-60)
	}
	for i, l := range r.ending {
		col := t.Dim
		if i == len(r.ending)-1 {
			col = t.Text
		}
		c.Text(l, ui.SmallFace, p.X+24, p.Y+138+float64(i)*lineH, ui.Start, col)
	}
}

// lastLines wraps the end of log to width and keeps its last n lines,
// wrapping only the entries they come from.
func lastLines(log []string, n int, width float64) []string {
	var out []string
	for i := len(log) - 1; i >= 0 && len(out) < n; i-- {
		out = append(ui.Wrap(log[i], ui.SmallFace, width), out...)
	}
	if len(out) > n {
		out = out[len(out)-n:]
	}
	if out == nil {
		out = []string{}
	}
	return out
}
