package scenes

import (
	"image/color"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"embers/game"
	"embers/rules"
	"embers/rules/games"
	"embers/saves"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// maxSeats is the most seats any of the five games has.
const maxSeats = 6

// NewGame sets up a game: which one, the seats, the variant, the seed.
type NewGame struct {
	app     *App
	plan    []games.Planned
	game    int // index in plan
	players int
	kind    [maxSeats]int // index in seatKinds
	colour  [maxSeats]int
	name    [maxSeats]string
	opts    rules.Options // the game's options chosen (newgame_options.go)
	seed    string
	train   bool
	form    *ui.Form
	problem string
	who     []*ui.Stepper // each seat's "who plays" choice
	about   []optionAbout // what each option widget means, for the line below
}

func newNewGame(app *App) *NewGame {
	cfg := app.Config()
	n := &NewGame{app: app, plan: playable(games.Plan()), players: cfg.Play.DefaultPlayers}
	for i := range maxSeats {
		n.colour[i] = i % ui.SeatColours
		n.kind[i] = 0
		if cfg.SeatKind(i) == "ai" {
			n.kind[i] = computerKind(cfg.AI.DefaultLevel)
		}
	}
	n.pick(n.recall())
	return n
}

// playable keeps the games that can be played in the window: built, with
// a board registered. The others show as coming later.
func playable(plan []games.Planned) []games.Planned {
	boards := kit.Registered()
	for i, p := range plan {
		if p.Game != nil && !slices.Contains(boards, p.ID) {
			plan[i].Game = nil
		}
	}
	return plan
}

func indexOf(list []string, s string) int {
	for i, v := range list {
		if v == s {
			return i
		}
	}
	return -1
}

// pick chooses game i and fits the player count to it.
func (n *NewGame) pick(i int) {
	n.game, n.opts = i, rules.Options{}
	info := n.info()
	n.players = max(info.MinPlayers, min(info.MaxPlayers, n.players))
	n.build()
}

func (n *NewGame) info() rules.Info { return n.plan[n.game].Game.Info() }

const (
	ngListX, ngTop, ngListW, ngH = 40.0, 96.0, 370.0, 520.0
	ngX, ngW                     = 440.0, 800.0
)

// cardStep is how far apart the list's game cards stand: 86 for the five
// games, closer for more so that every card stays inside the list (a
// sixth game, such as the test game of a build with the tag testgame).
func cardStep(games int) float64 { return min(86, (ngH-78)/float64(max(1, games))) }

// build lays out the widgets for the current choices, keeping the focus.
func (n *NewGame) build() {
	focus := 0
	if n.form != nil {
		focus = n.form.Focus
	}
	f := ui.NewForm()
	n.who = n.who[:0]
	step := cardStep(len(n.plan))
	for i, p := range n.plan {
		f.Add(&gameCard{Rect: ui.Rect{X: ngListX + 20, Y: ngTop + 70 + float64(i)*step, W: ngListW - 40, H: step - 12},
			plan: p, selected: i == n.game, onPick: func() { n.pick(i) }})
	}
	info := n.info()
	counts := []string{}
	for p := info.MinPlayers; p <= info.MaxPlayers; p++ {
		counts = append(counts, strconv.Itoa(p))
	}
	f.Add(&ui.Stepper{Rect: ui.Rect{X: ngX + 16, Y: ngTop + 66, W: 330, H: 44}, Label: "Players", ValueW: 110,
		Options: counts, Index: n.players - info.MinPlayers, OnChange: func(i int) { n.players = info.MinPlayers + i; n.build() }})
	f.Add(&ui.TextField{Rect: ui.Rect{X: ngX + 400, Y: ngTop + 68, W: 380, H: 40}, Label: "Seed", LabelW: 80,
		Text: n.seed, Placeholder: "random", MaxLen: 18, Allow: func(r rune) bool { return r >= '0' && r <= '9' },
		OnChange: func(s string) { n.seed = s }})
	for i := range n.players {
		n.addSeat(f, i)
	}
	n.addOptions(f, info)
	back := ui.NewButton("Back", ui.Rect{X: Width/2 - 230, Y: ngTop + ngH + 22, W: 200, H: 50}, func() { n.app.Goto(newTitle(n.app)) })
	start := ui.NewButton("Start the game", ui.Rect{X: Width/2 + 30, Y: ngTop + ngH + 22, W: 220, H: 50}, n.start)
	start.Primary = true
	f.Add(back, start)
	if n.form == nil {
		f.SetFocus(start)
	} else if focus < len(f.Items) {
		f.Focus = focus
	}
	n.form = f
}

// seatY is the top of seat i's row. Six seats close the rows up, so the
// sixth keeps clear of the options' row under the last seat (optionsY).
func (n *NewGame) seatY(i int) float64 {
	step := 54.0
	if n.players > 5 {
		step = 45
	}
	return ngTop + 160 + float64(i)*step
}

// optionsY is the top of the row of options, under the seats.
func (n *NewGame) optionsY() float64 { return n.seatY(max(5, n.players)) }

func (n *NewGame) addSeat(f *ui.Form, i int) {
	y := n.seatY(i)
	f.Add(&colourPick{Rect: ui.Rect{X: ngX + 64, Y: y, W: 52, H: 44}, colour: &n.colour[i], onNext: func() { n.nextColour(i) }})
	f.Add(&ui.TextField{Rect: ui.Rect{X: ngX + 136, Y: y + 2, W: 280, H: 40}, Text: n.name[i],
		Placeholder: ui.SeatColourTitle(n.colour[i]), MaxLen: 16, OnChange: func(s string) { n.name[i] = s }})
	opts := make([]string, len(seatKinds))
	for k, l := range seatKinds {
		opts[k] = kindName(l)
	}
	who := &ui.Stepper{Rect: ui.Rect{X: ngX + 430, Y: y, W: 350, H: 44}, Options: opts, Index: n.kind[i], ValueW: 330,
		OnChange: func(k int) { n.kind[i] = k }}
	n.who = append(n.who, who)
	f.Add(who)
}

// nextColour gives seat i the next colour, swapping with whoever had it,
// shown or not, so the seats always have a colour each between them
// whatever the player count becomes.
func (n *NewGame) nextColour(i int) {
	next := (n.colour[i] + 1) % ui.SeatColours
	for j := range ui.SeatColours {
		if j != i && n.colour[j] == next {
			n.colour[j] = n.colour[i]
		}
	}
	n.colour[i] = next
	n.build()
}

// seats are the seat infos of the game to start.
func (n *NewGame) seats() []game.SeatInfo {
	out := make([]game.SeatInfo, n.players)
	for i := range out {
		name := strings.TrimSpace(n.name[i])
		if name == "" {
			name = ui.SeatColourTitle(n.colour[i])
		}
		out[i] = game.SeatInfo{Name: name, Colour: n.colour[i], Level: seatKinds[n.kind[i]]}
	}
	return out
}

// start begins the game and opens its board.
func (n *NewGame) start() {
	info := n.info()
	setup := rules.Setup{Players: n.players, Seed: rand.Uint64(), Variant: rules.FormatVariant(info, n.opts)}
	if n.seed != "" {
		seed, err := strconv.ParseUint(n.seed, 10, 64)
		if err != nil {
			n.problem = "The seed must be a whole number up to 18 digits, or left blank for a random game"
			return
		}
		setup.Seed = seed
	}
	s, err := game.NewSession(n.plan[n.game].Game, setup, n.seats(), game.Options{Training: n.train})
	if err != nil {
		n.problem = "This game cannot start: " + err.Error()
		return
	}
	st, err := saves.AdoptNew(s) // saved at once, so it can be continued before its first move
	if st != nil {
		n.remember(st)
	}
	if err != nil {
		n.app.Logf("this game is not autosaved: %v", err)
	}
	n.app.Goto(playScene(n.app, s))
}

func (n *NewGame) Update(app ui.App) error {
	n.form.Update(app)
	if app.Input().Back {
		n.app.Goto(newTitle(n.app))
	}
	return nil
}

func (n *NewGame) Draw(c *ui.Canvas) {
	t := ui.T()
	drawBackdrop(c)
	c.TextCentered("New game", ui.TitleFace, Width/2, 52, t.Accent)
	ui.DrawPanel(c, ui.Rect{X: ngListX, Y: ngTop, W: ngListW, H: ngH})
	ui.DrawHeading(c, "Choose a game", ngListX+22, ngTop+18, ui.Start)
	ui.DrawPanel(c, ui.Rect{X: ngX, Y: ngTop, W: ngW, H: ngH})
	ui.DrawHeading(c, n.plan[n.game].Name, ngX+30, ngTop+18, ui.Start)
	n.drawAbout(c)
	hy := n.seatY(0) - 26
	c.Text("Colour", ui.SmallFace, ngX+90, hy, ui.Center, t.Dim)
	c.Text("Name", ui.SmallFace, ngX+146, hy, ui.Start, t.Dim)
	c.Text("Who plays", ui.SmallFace, ngX+446, hy, ui.Start, t.Dim)
	for i := range n.players {
		c.TextCentered(strconv.Itoa(i+1), ui.LabelFace, ngX+34, n.seatY(i)+22, t.Dim)
	}
	if len(n.info().Options) == 0 {
		c.Text("One set of rules", ui.BodyFace, ngX+30, n.optionsY()+14, ui.Start, t.Dim)
	}
	n.form.Draw(c)
	msg, col := "Seats you leave to the computer are played by the AI. Click a colour to change it.", t.Dim
	for i, w := range n.who {
		if n.form.Focused() == ui.Widget(w) || n.form.Hovered() == ui.Widget(w) {
			msg = levelLine(n.app, n.plan[n.game].ID, seatKinds[n.kind[i]])
		}
	}
	if about := n.optionAbout(); about != "" {
		msg = about
	}
	if n.problem != "" {
		msg, col = n.problem, t.Accent
	}
	drawFootnote(c, msg, col, n.optionsY())
}

// footRoom is where the footnote may stand: from below the options row's
// focus ring (the row's controls are 44 high; the ring stands 4 outside
// them, its stroke 2.5 wide) to above the panel's edge.
func footRoom(optionsY float64) (top, bottom float64) {
	return optionsY + 44 + 4 + 2, ngTop + ngH - 3
}

// footnoteLines lays msg out at the foot of the panel, between top and
// bottom: one line, or at most two smaller ones. ys are the lines'
// middles.
func footnoteLines(msg string, top, bottom float64) (lines []string, face ui.Face, ys []float64) {
	face = ui.BodyFace
	lines = ui.Wrap(msg, face, ngW-60)
	if len(lines) > 1 {
		face = ui.SmallFace
		if lines = ui.Wrap(msg, face, ngW-60); len(lines) > 2 {
			lines[1] = fitText(strings.Join(lines[1:], " "), face, ngW-60)
			lines = lines[:2]
		}
	}
	_, h := ui.Measure("Ag", face)
	step := min(h, (bottom-top)/float64(len(lines)))
	y := (top+bottom)/2 - step*float64(len(lines)-1)/2
	for range lines {
		ys = append(ys, y)
		y += step
	}
	return lines, face, ys
}

// drawFootnote writes msg at the foot of the panel, below the options row
// at optionsY (footnoteLines).
func drawFootnote(c *ui.Canvas, msg string, col color.Color, optionsY float64) {
	top, bottom := footRoom(optionsY)
	lines, face, ys := footnoteLines(msg, top, bottom)
	for i, l := range lines {
		c.TextCentered(l, face, ngX+ngW/2, ys[i], col)
	}
}

// drawAbout writes the chosen game in a line or two beside its name.
func (n *NewGame) drawAbout(c *ui.Canvas) {
	hw, _ := ui.Measure(n.plan[n.game].Name, ui.HeadFace)
	x := ngX + 30 + hw + 28
	lines := ui.Wrap(n.plan[n.game].About, ui.SmallFace, ngX+ngW-30-x)
	if len(lines) > 2 {
		lines[1] = fitText(lines[1]+" "+strings.Join(lines[2:], " "), ui.SmallFace, ngX+ngW-30-x)
		lines = lines[:2]
	}
	for i, l := range lines {
		c.Text(l, ui.SmallFace, x, ngTop+14+float64(i)*20, ui.Start, ui.T().Dim)
	}
}
