package scenes

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"embers/rules/games"
	"embers/saves"
	"embers/scenes/ui"
)

// InProgress lists every game not yet finished, newest first, to continue
// one or delete it: the game, its players, how far it got and when it was
// last played. Starting a new game never removes one from this list.
type InProgress struct {
	app    *App
	store  *saves.Store
	games  []saves.Slot
	page   int // first row shown, a multiple of ipRows
	form   *ui.Form
	status string // what the last action did (a deleted game, a damaged file)
	good   bool
}

const (
	ipX, ipY, ipW, ipH = 140.0, 96.0, 1000.0, 530.0
	ipRows             = 6 // games shown at once
	ipRowH, ipRowStep  = 58.0, 66.0
)

func newInProgress(app *App, st *saves.Store) *InProgress {
	p := &InProgress{app: app, store: st}
	p.refresh()
	return p
}

// refresh reads the list again and lays the screen out.
func (p *InProgress) refresh() {
	games, err := p.store.Games()
	if err != nil {
		p.status, p.good = clipOutside(err.Error()), false
	}
	p.games = games
	if p.page >= len(p.games) {
		p.page = max(0, (len(p.games)-1)/ipRows*ipRows)
	}
	p.build()
}

func (p *InProgress) build() {
	f := ui.NewForm()
	end := min(len(p.games), p.page+ipRows)
	for i := p.page; i < end; i++ {
		g := p.games[i]
		y := ipY + 70 + float64(i-p.page)*ipRowStep
		row := &gameRow{Rect: ui.Rect{X: ipX + 30, Y: y, W: ipW - 150, H: ipRowH}, slot: g, onPick: func() { p.open(g) }}
		del := ui.NewButton("Delete", ui.Rect{X: ipX + ipW - 110, Y: y + 6, W: 84, H: ipRowH - 12}, func() { p.askDelete(g) })
		f.Add(row, del)
	}
	by := ipY + ipH + 22
	back := ui.NewButton("Back", ui.Rect{X: Width/2 - 100, Y: by, W: 200, H: 50}, p.back)
	f.Add(back)
	if p.page > 0 {
		f.Add(ui.NewButton("‹ Newer", ui.Rect{X: Width/2 - 330, Y: by, W: 200, H: 50}, func() { p.page -= ipRows; p.build() }))
	}
	if end < len(p.games) {
		f.Add(ui.NewButton("Older ›", ui.Rect{X: Width/2 + 130, Y: by, W: 200, H: 50}, func() { p.page += ipRows; p.build() }))
	}
	if len(p.games) > 0 {
		f.Focus = 0 // the newest game: Enter continues it
	}
	p.form = f
}

// open continues a game; a damaged one is set aside and the screen says
// where it went (and the terminal, through the log).
func (p *InProgress) open(g saves.Slot) {
	s, err := p.store.LoadGame(g.Name)
	if err != nil {
		p.app.Logf("%v", err)
		var dmg *saves.DamagedError
		var elsewhere *saves.OpenElsewhereError
		title := "This game cannot be continued"
		if errors.As(err, &dmg) {
			title = "This save is damaged"
		} else if errors.As(err, &elsewhere) {
			title = "This game is open in another window"
		}
		p.app.Push(ui.NewDialog(title, clipOutside(err.Error()), ui.Choice{Label: "OK", Primary: true}))
		p.status, p.good = "", false
		p.refresh()
		return
	}
	p.app.Goto(playScene(p.app, s))
}

// askDelete asks before a game in progress is deleted.
func (p *InProgress) askDelete(g saves.Slot) {
	what := gameTitle(g)
	p.app.Push(ui.NewDialog("Delete this game?", fmt.Sprintf("%s, at move %d, will be gone for good.", what, g.Moves),
		ui.Choice{Label: "Keep it", Primary: true},
		ui.Choice{Label: "Delete", Do: func() {
			if err := p.store.DeleteGame(g.Name); err != nil {
				p.status, p.good = clipOutside(err.Error()), false
			} else {
				p.status, p.good = what+" deleted.", true
			}
			p.refresh()
		}}))
}

func (p *InProgress) back() { p.app.Goto(newTitle(p.app)) }

func (p *InProgress) Update(app ui.App) error {
	p.form.Update(app)
	if app.Input().Back {
		p.back()
	}
	return nil
}

func (p *InProgress) Draw(c *ui.Canvas) {
	t := ui.T()
	drawBackdrop(c)
	c.TextCentered("Continue a game", ui.TitleFace, Width/2, 52, t.Accent)
	ui.DrawPanel(c, ui.Rect{X: ipX, Y: ipY, W: ipW, H: ipH})
	ui.DrawHeading(c, "Games in progress", ipX+30, ipY+18, ui.Start)
	if n := len(p.games); n > ipRows {
		c.Text(fmt.Sprintf("%d to %d of %d", p.page+1, min(n, p.page+ipRows), n), ui.SmallFace, ipX+ipW-30, ipY+26, ui.End, t.Dim)
	}
	if len(p.games) == 0 {
		c.Text("No game in progress: every game you start is kept here until it is finished.", ui.BodyFace, ipX+30, ipY+90, ui.Start, t.Dim)
	}
	p.form.Draw(c)
	msg, col := "Every game you start stays here until it is finished or you delete it.", t.Dim
	if p.status != "" {
		msg, col = p.status, t.Good
		if !p.good {
			col = t.Accent
		}
	}
	c.TextCentered(msg, ui.BodyFace, Width/2, ipY+ipH-26, col)
}

// gameTitle is a game in progress as a sentence names it: "Tre Kronor
// Infernum with Anna, Bo and Cy".
func gameTitle(g saves.Slot) string {
	name := gameName(g.Game)
	if len(g.Names) == 0 {
		return name
	}
	return name + " with " + joinNames(g.Names)
}

// gameName is a game's name from its id ("trekronor": "Tre Kronor Infernum").
func gameName(id string) string {
	for _, p := range games.Plan() {
		if p.ID == id {
			return p.Name
		}
	}
	return id
}

// joinNames lists names as a sentence does: "Anna, Bo and Cy".
func joinNames(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// when says when a game was last played, in the words a list uses: "today
// 10:15", "yesterday 21:40", "Mon 3 Nov 18:05".
func when(t, now time.Time) string {
	day := func(x time.Time) time.Time { y, m, d := x.Date(); return time.Date(y, m, d, 0, 0, 0, 0, x.Location()) }
	switch day(now).Sub(day(t)) {
	case 0:
		return "today " + t.Format("15:04")
	case 24 * time.Hour:
		return "yesterday " + t.Format("15:04")
	}
	if t.Year() != now.Year() {
		return t.Format("2 Jan 2006 15:04")
	}
	return t.Format("Mon 2 Jan 15:04")
}

// gameRow is one game in progress in the list: what it is and who plays on
// the left, how far it got and when on the right.
type gameRow struct {
	ui.Rect
	slot   saves.Slot
	onPick func()
	lines  [3]string // fitted once: the game, the players, the detail
}

func (r *gameRow) Bounds() ui.Rect { return r.Rect }
func (r *gameRow) Enabled() bool   { return true }
func (r *gameRow) Tooltip() string { return "" }

func (r *gameRow) Update(in *ui.Input, focused, hovered bool) bool {
	if (hovered && in.Click) || (focused && in.Confirm) {
		r.onPick()
		return true
	}
	return false
}

var rowNameFace = ui.Face{Style: ui.Bold, Size: 20}

// text fits the row's words to it, once.
func (r *gameRow) text() [3]string {
	if r.lines[0] != "" {
		return r.lines
	}
	g := r.slot
	detail := fmt.Sprintf("move %d  ·  %s", g.Moves, when(g.When, time.Now()))
	name, who := gameName(g.Game), joinNames(g.Names)
	if g.Problem != "" {
		name, who, detail = "A damaged save", clipOutside(g.Problem), "choose to see why"
	} else if who == "" {
		who = fmt.Sprintf("%d players", g.Players)
	}
	if g.Problem == "" {
		detail = rowState(g, detail)
	}
	dw, _ := ui.Measure(detail, ui.SmallFace)
	r.lines = [3]string{fitText(name, rowNameFace, r.W-dw-50), fitText(who, ui.SmallFace, r.W-dw-50), detail}
	return r.lines
}

func (r *gameRow) Draw(c *ui.Canvas, focused, hovered bool) {
	t := ui.T()
	fill := t.Button
	if hovered || focused {
		fill = t.Hot
	}
	c.FillRoundRect(r.X, r.Y, r.W, r.H, 8, fill)
	c.StrokeRoundRect(r.X, r.Y, r.W, r.H, 8, 1.2, t.ButtonEdge)
	l := r.text()
	nameCol := t.Text
	if r.slot.Problem != "" {
		nameCol = t.Accent
	}
	c.Text(l[0], rowNameFace, r.X+16, r.Y+7, ui.Start, nameCol)
	c.Text(l[1], ui.SmallFace, r.X+16, r.Y+33, ui.Start, t.Dim)
	c.Text(l[2], ui.SmallFace, r.X+r.W-16, r.Y+20, ui.End, rowStateColour(r.slot))
	if focused {
		ui.DrawFocusRing(c, r.Rect)
	}
}
