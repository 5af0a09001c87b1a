package scenes

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"embers/game"
	"embers/rules"
	"embers/saves"
	"embers/scenes/ui"
)

// Pause is the menu over a game: resume, undo, save, load, rules, settings
// and quit to the title.
type Pause struct {
	app     *App
	s       *game.Session
	changed func()
	store   *saves.Store
	slots   []saves.Slot
	slot    string // the name typed for a new save
	form    *ui.Form
	status  string
	good    bool
	noUndo  string // why undo cannot be used now, shown under the buttons
}

const (
	pzX, pzY, pzW, pzH = 190.0, 70.0, 900.0, 580.0
	pzSlots            = 5 // saved games listed
)

func newPause(app *App, s *game.Session, changed func()) *Pause {
	p := &Pause{app: app, s: s, changed: changed, store: saves.Of(s)}
	if p.store == nil {
		if st, err := saves.DefaultStore(); err == nil {
			p.store = st
		} else {
			p.status = "Games cannot be saved: " + err.Error()
		}
	}
	p.refresh()
	p.slot = slotName(s.Match.Game.Info().Name, time.Now(), p.slots)
	p.build() // the name field shows it
	return p
}

// slotName is the name a new save is offered: the game's short name and
// the time ("Crown of Ash 23-19"; the list shows the day beside it), with
// a number added when a save has that name already.
func slotName(gameName string, now time.Time, slots []saves.Slot) string {
	short, _, _ := strings.Cut(gameName, ":") // "Fire & Axe: A Viking Saga" is "Fire & Axe"
	base := strings.TrimSpace(short) + " " + now.Format("15-04")
	name := base
	for n := 2; slices.ContainsFunc(slots, func(s saves.Slot) bool { return s.Name == name }); n++ {
		name = fmt.Sprintf("%s (%d)", base, n)
	}
	return name
}

// refresh reads the saved games and lays out the menu again.
func (p *Pause) refresh() {
	p.slots = nil
	if p.store != nil {
		slots, err := p.store.Slots()
		if err != nil {
			p.status, p.good = err.Error(), false
		}
		p.slots = slots
	}
	p.build()
}

func (p *Pause) build() {
	x, y := pzX+40, pzY+96
	col := func(label string, do func()) *ui.Button {
		b := ui.NewButton(label, ui.Rect{X: x, Y: y, W: 320, H: 50}, do)
		y += 64
		return b
	}
	resume := col("Resume", p.resume)
	resume.Primary = true
	undo := col("Undo", p.undo)
	p.noUndo = ""
	if ok, why := p.s.CanUndo(p.by()); !ok {
		undo.Disabled, undo.Reason, p.noUndo = true, "Why undo cannot be used now is written below", why
	}
	rulesB := col("Rules", func() { p.app.Push(newRulesRef(p.app, p.s.Match.Game.Info().ID, "")) })
	settings := col("Settings", func() { p.app.Push(newSettings(p.app, true)) })
	quit := col("Quit to title", p.quit)
	f := ui.NewForm(resume, undo, rulesB, settings, quit)

	rx := pzX + 420.0
	name := &ui.TextField{Rect: ui.Rect{X: rx, Y: pzY + 96, W: 300, H: 44}, Text: p.slot, MaxLen: saves.MaxSlotName,
		OnChange: func(s string) { p.slot = s }}
	save := ui.NewButton("Save", ui.Rect{X: rx + 316, Y: pzY + 96, W: 124, H: 44}, p.save)
	if p.store == nil {
		save.Disabled, save.Reason = true, "There is no folder to save games in"
	}
	f.Add(name, save)
	for i, sl := range p.slots {
		if i == pzSlots {
			break
		}
		y := pzY + 236 + float64(i)*56
		b := &slotRow{Rect: ui.Rect{X: rx, Y: y, W: 384, H: 46}, slot: sl, onLoad: func() { p.load(sl.Name) }}
		del := ui.NewButton("×", ui.Rect{X: rx + 394, Y: y, W: 46, H: 46}, func() { p.askDelete(sl.Name) })
		f.Add(b, del)
	}
	f.SetFocus(resume)
	p.form = f
}

// slotRow is a saved game in the load list: its name, and when it was
// saved and how far it had got.
type slotRow struct {
	ui.Rect
	slot   saves.Slot
	onLoad func()
}

func (r *slotRow) Bounds() ui.Rect { return r.Rect }
func (r *slotRow) Enabled() bool   { return true }
func (r *slotRow) Tooltip() string { return r.slot.Problem }

func (r *slotRow) Update(in *ui.Input, focused, hovered bool) bool {
	if (hovered && in.Click) || (focused && in.Confirm) {
		r.onLoad()
		return true
	}
	return false
}

func (r *slotRow) Draw(c *ui.Canvas, focused, hovered bool) {
	t := ui.T()
	fill := t.Button
	if hovered || focused {
		fill = t.Hot
	}
	c.FillRoundRect(r.X, r.Y, r.W, r.H, 8, fill)
	c.StrokeRoundRect(r.X, r.Y, r.W, r.H, 8, 1.2, t.ButtonEdge)
	detail := fmt.Sprintf("move %d · %s", r.slot.Moves, r.slot.When.Format("2 Jan 15:04"))
	if r.slot.Problem != "" {
		detail = "damaged"
	}
	face := ui.Face{Style: ui.Bold, Size: 16} // the name on its own line, the move and day under it
	name := fitText(r.slot.Name, face, r.W-28)
	c.Text(name, face, r.X+14, r.Y+4, ui.Start, t.Text)
	c.Text(detail, ui.SmallFace, r.X+14, r.Y+25, ui.Start, t.Dim)
	if focused {
		ui.DrawFocusRing(c, r.Rect)
	}
}

// pzUndoLines is how many lines of why undo cannot be used fit above the
// message at the bottom of the menu.
const pzUndoLines = 5

// noUndoLines is why undo cannot be used now, wrapped under the buttons;
// what does not fit ends in an ellipsis.
func (p *Pause) noUndoLines() []string {
	if p.noUndo == "" {
		return nil
	}
	lines := ui.Wrap("No undo now: "+clipOutside(p.noUndo), ui.SmallFace, 320)
	if len(lines) > pzUndoLines {
		lines = append(lines[:pzUndoLines-1], fitText(strings.Join(lines[pzUndoLines-1:], " "), ui.SmallFace, 320))
	}
	return lines
}

// by is the person asking for undo: the one whose screen is shown.
func (p *Pause) by() rules.Seat { return p.s.Viewer() }

func (p *Pause) resume() { p.app.Pop() }

func (p *Pause) undo() {
	if err := p.s.Undo(p.by()); err != nil {
		p.status, p.good = "Cannot undo: "+err.Error(), false
		p.build()
		return
	}
	if p.changed != nil {
		p.changed()
	}
	p.app.Pop()
}

func (p *Pause) save() {
	kept, err := p.store.SaveSlot(p.slot, p.s)
	if err != nil {
		p.status, p.good = clipOutside("Not saved: "+err.Error()), false
		p.build()
		return
	}
	p.status, p.good = fmt.Sprintf("Saved as %q.", p.slot), true
	if kept != "" {
		p.app.Logf("a damaged save named %q was kept as %s", p.slot, kept)
		p.app.Push(ui.NewDialog("A damaged save was kept", clipOutside(fmt.Sprintf(
			"A save named %q was there but could not be read, so it was not overwritten: it was kept as %s. This game is saved under the name.", p.slot, kept)),
			ui.Choice{Label: "OK", Primary: true}))
	}
	p.refresh()
}

func (p *Pause) load(name string) {
	s, err := p.store.LoadSlot(name)
	if err != nil {
		p.app.Logf("%v", err)
		p.app.Push(ui.NewDialog("This save cannot be loaded", clipOutside(err.Error()), ui.Choice{Label: "OK", Primary: true}))
		p.status, p.good = "", false
		p.refresh()
		return
	}
	p.s.Cancel()
	p.app.Goto(playScene(p.app, s))
}

// askDelete asks before a saved game is deleted.
func (p *Pause) askDelete(name string) {
	p.app.Push(ui.NewDialog("Delete this save?", fmt.Sprintf("The saved game %q will be gone for good.", name),
		ui.Choice{Label: "Keep it", Primary: true},
		ui.Choice{Label: "Delete", Do: func() {
			if err := p.store.DeleteSlot(name); err != nil {
				p.status, p.good = err.Error(), false
			} else {
				p.status, p.good = fmt.Sprintf("%q deleted.", name), true
			}
			p.refresh()
		}}))
}

func (p *Pause) quit() {
	p.s.Cancel()
	p.app.Goto(newTitle(p.app))
}

func (p *Pause) Update(app ui.App) error {
	p.form.Update(app)
	if app.Input().Back {
		p.resume()
	}
	return nil
}

func (p *Pause) Draw(c *ui.Canvas) {
	t := ui.T()
	ui.DrawPanel(c, ui.Rect{X: pzX, Y: pzY, W: pzW, H: pzH})
	c.TextCentered("Paused", ui.TitleFace, Width/2, pzY+44, t.Accent)
	rx := pzX + 420.0
	c.Text("Save this game as", ui.SmallFace, rx, pzY+72, ui.Start, t.Dim)
	ui.DrawHeading(c, "Load a saved game", rx, pzY+170, ui.Start)
	if len(p.slots) == 0 {
		c.Text("No saved games yet.", ui.BodyFace, rx, pzY+240, ui.Start, t.Dim)
	} else if len(p.slots) > pzSlots {
		c.Text(fmt.Sprintf("and %d older ones", len(p.slots)-pzSlots), ui.SmallFace, rx, pzY+236+pzSlots*56, ui.Start, t.Dim)
	}
	c.Block(rx-30, pzY+96, 1, pzH-176, ui.Fade(t.PanelEdge, 0.6))
	for i, l := range p.noUndoLines() {
		c.Text(l, ui.SmallFace, pzX+40, pzY+430+float64(i)*20, ui.Start, t.Dim)
	}
	p.form.Draw(c)
	msg, col := "The game is saved after every move: Quit to title, then Continue, picks it up again.", t.Dim
	if p.s.Store == nil {
		msg = "This position is not saved as you play (a tutorial remembers the step you reached instead)."
	} else if p.s.SaveError() != nil {
		msg, col = "This game is not being saved (the notice on the board says why): Quit to title keeps it in Continue while Embers runs.", t.Accent
	}
	if p.status != "" {
		msg, col = p.status, t.Good
		if !p.good {
			col = t.Accent
		}
	}
	for i, l := range ui.Wrap(msg, ui.BodyFace, pzW-80) {
		c.TextCentered(l, ui.BodyFace, Width/2, pzY+pzH-44+float64(i)*22, col)
	}
}
