package scenes

import (
	"fmt"

	"embers/rules/games"
	"embers/scenes/ui"
)

// gameCard is one of the five games in the new-game list.
type gameCard struct {
	ui.Rect
	plan     games.Planned
	selected bool
	onPick   func()
}

func (g *gameCard) Bounds() ui.Rect { return g.Rect }
func (g *gameCard) Enabled() bool   { return g.plan.Game != nil }
func (g *gameCard) Tooltip() string {
	if g.plan.Game == nil {
		return g.plan.Name + " is coming in a later version"
	}
	return ""
}

func (g *gameCard) Update(in *ui.Input, focused, hovered bool) bool {
	if (hovered && in.Click) || (focused && in.Confirm) {
		g.onPick()
		return true
	}
	return false
}

func (g *gameCard) Draw(c *ui.Canvas, focused, hovered bool) {
	t := ui.T()
	fill := ui.Fade(t.Button, 0.6)
	switch {
	case g.selected:
		fill = ui.Mix(t.Button, t.Accent, 0.3)
	case hovered && g.Enabled():
		fill = t.Hot
	}
	c.FillRoundRect(g.X, g.Y, g.W, g.H, 10, fill)
	edge := ui.Fade(t.PanelEdge, 0.6)
	if g.selected {
		edge = t.Accent
	}
	c.StrokeRoundRect(g.X, g.Y, g.W, g.H, 10, 1.5, edge)
	name, sub, subCol := t.Text, "", t.Dim
	if g.plan.Game == nil {
		name, sub = t.Disabled, "coming later"
	} else {
		info := g.plan.Game.Info()
		sub, subCol = fmt.Sprintf("%d to %d players  ·  ready to play", info.MinPlayers, info.MaxPlayers), t.Good
		if info.MinPlayers == info.MaxPlayers {
			sub = fmt.Sprintf("%d players  ·  ready to play", info.MinPlayers)
		}
	}
	lift := (74 - g.H) / 2 // a card made smaller to fit more games: its two lines closer
	c.Text(g.plan.Name, ui.Face{Style: ui.Bold, Size: 21}, g.X+18, g.Y+14-lift, ui.Start, name)
	c.Text(sub, ui.SmallFace, g.X+18, g.Y+46-lift*1.6, ui.Start, subCol)
	if focused && g.Enabled() {
		ui.DrawFocusRing(c, g.Rect)
	}
}

// colourPick shows a seat's colour and shape; using it moves to the next
// colour, swapping with the seat that had it, so no two seats share one.
type colourPick struct {
	ui.Rect
	colour *int
	onNext func()
}

func (p *colourPick) Bounds() ui.Rect { return p.Rect }
func (p *colourPick) Enabled() bool   { return true }
func (p *colourPick) Tooltip() string {
	return ui.SeatColourName(*p.colour) + ": click for another colour"
}

func (p *colourPick) Update(in *ui.Input, focused, hovered bool) bool {
	if (hovered && in.Click) || (focused && in.Confirm) {
		p.onNext()
		return true
	}
	return false
}

func (p *colourPick) Draw(c *ui.Canvas, focused, hovered bool) {
	t := ui.T()
	fill := ui.Fade(t.Button, 0.5)
	if hovered {
		fill = t.Hot
	}
	c.FillRoundRect(p.X, p.Y, p.W, p.H, 8, fill)
	ui.DrawSeatMark(c, *p.colour, p.X+p.W/2, p.Y+p.H/2, p.H/2-7)
	if focused {
		ui.DrawFocusRing(c, p.Rect)
	}
}
