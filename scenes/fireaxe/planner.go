package fireaxe

import (
	"fmt"
	"strings"

	"embers/rules"
	fx "embers/rules/fireaxe"
	"embers/rules/fireaxe/atlas"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// The route planner: while the person's longboat is at sea, the ports it
// can still reach this turn wear a pale ring, and the place under the
// pointer (or the keyboard's focus) is named in a tip: the port's value
// and region (its colour in words), how many days the voyage takes, the
// zones it crosses and the losses difficult sailing will take under the
// wind now — all from the rules (State.Reachable); the route itself is
// drawn from the longboat, red where it costs.

var (
	routeInk  = kit.RGBA(255, 232, 170, 230)
	routeRisk = kit.RGB(236, 96, 76)
	reachRing = kit.RGBA(255, 228, 160, 150)
	tipInk    = kit.RGB(240, 226, 196)
)

// routePlan is the rules' reach for one view, kept until the view changes.
type routePlan struct {
	view  *fx.State
	reach map[rules.Place]fx.Reach
}

// plan is the reach of the view shown (computed once per view).
func (b *Board) plan() map[rules.Place]fx.Reach {
	if b.route.view != b.v {
		b.route = routePlan{view: b.v, reach: map[rules.Place]fx.Reach{}}
		for _, r := range b.v.Reachable() {
			b.route.reach[r.Place] = r
		}
	}
	return b.route.reach
}

// DrawPick draws the route planner over the map during the person's turn.
func (b *Board) DrawPick(c *ui.Canvas, t *kit.Turn) {
	if b.v.ToMove() != t.Seat || !mapFrame.Contains(b.pointer.X, b.pointer.Y) || b.Pick.Menu != nil {
		return
	}
	reach := b.plan()
	for p, r := range reach {
		if sp, _ := fx.ParsePlace(p); r.Days > 1 && sp.Kind == fx.PortSpot {
			if x, y, ok := b.PlaceCentre(p); ok && mapFrame.Contains(x, y) {
				c.StrokeCircle(x, y, portRadius+3, 1.2, reachRing)
			}
		}
	}
	p, on := b.placeAt(b.pointer.X, b.pointer.Y, b.places)
	if !on {
		return
	}
	r, ok := reach[p]
	if ok {
		b.drawRoute(c, r)
	}
	if b.Pick.Why != "" { // the refusal of a click stands at the mouse: one tip at a time
		return
	}
	words := b.placeWords(p, r, ok, len(reach) > 0)
	if words != "" {
		if note := b.QuietNote(); note != "" {
			words += "\n" + note
		}
	}
	b.mapTip(c, b.pointer.X, b.pointer.Y+22, words)
}

// drawRoute draws the way from the longboat to r's place, a dot a day.
func (b *Board) drawRoute(c *ui.Canvas, r fx.Reach) {
	from := b.boatDrawnAt(int(b.v.ToMove()))
	ink := routeInk
	if r.Losses > 0 {
		ink = routeRisk
	}
	for _, step := range r.Path {
		x, y, ok := b.PlaceCentre(step)
		if !ok {
			return
		}
		c.Line(from.X, from.Y, x, y, 2.5, ink)
		c.FillCircle(x, y, 3.5, ink)
		from = ui.Pt{X: x, Y: y}
	}
}

// placeWords names a place of the map for its tip, with the voyage there
// when the planner has one (planning: the longboat is at sea).
func (b *Board) placeWords(p rules.Place, r fx.Reach, reached, planning bool) string {
	words := b.mapNames[p]
	switch {
	case reached:
		zones := make([]string, len(r.Zones))
		for i, z := range r.Zones {
			zones[i] = zoneWords[string(z)]
		}
		days := "1 day"
		if r.Days > 1 {
			days = fmt.Sprintf("%d days", r.Days)
		}
		risk := "no losses"
		if r.Losses > 0 {
			risk = fmt.Sprintf("difficult sailing: %d lost on the way", r.Losses)
		}
		words += fmt.Sprintf("\n%s (%s), %s", days, strings.Join(zones, ", "), risk)
	case planning && p != b.v.BoatAt(int(b.v.ToMove())):
		words += "\nout of reach this turn"
	}
	return words
}

var zoneWords = map[string]string{"N": "North", "E": "East", "S": "South", "W": "West"}

// mapTip draws a tip box below the pointer: the place's words, with the
// kit's quiet note on a refused place (Kit.QuietNote), so one tip shows.
func (b *Board) mapTip(c *ui.Canvas, x, y float64, text string) {
	if text == "" {
		return
	}
	lines := strings.Split(text, "\n")
	w := 0.0
	for _, l := range lines {
		lw, _ := ui.Measure(l, smallFace)
		w = max(w, lw)
	}
	box := ui.Rect{X: min(x-w/2-8, mapFrame.X+mapFrame.W-w-16), Y: y, W: w + 16, H: float64(len(lines))*15 + 8}
	box.X = max(box.X, mapFrame.X)
	if box.Y+box.H > mapFrame.Y+mapFrame.H {
		box.Y = y - 44 - box.H
	}
	c.CoverTip(box)
	c.FillPath(ui.RoundRect(box.X, box.Y, box.W, box.H, 5), stripFill)
	c.StrokePath(ui.RoundRect(box.X, box.Y, box.W, box.H, 5), 1, stripEdge)
	for i, l := range lines {
		c.Text(l, smallFace, box.X+8, box.Y+4+float64(i)*15, ui.Start, tipInk)
	}
}

// placeNames are the words of each place of the map for its tip: a port's
// name, value and region (the colour said in words, for those who cannot
// tell the colours apart, with where its disc is notched), a sea space's name and zone.
func placeNames(a *atlas.Atlas) map[rules.Place]string {
	region := map[string]string{}
	for _, r := range a.Regions {
		region[r.ID] = r.Name
	}
	out := map[rules.Place]string{}
	for _, sp := range a.Spaces {
		kind := "sea"
		if sp.River {
			kind = "river"
		}
		out[fx.SeaPlace(sp.ID)] = fmt.Sprintf("%s · %s, %s zone", sp.Name, kind, zoneWords[string(sp.Zone)])
	}
	for _, p := range a.Ports {
		words := p.Name + " · home port"
		switch {
		case p.Home:
		case p.Region != "":
			words = fmt.Sprintf("%s · value %d · %s, its disc notched %s", p.Name, p.Value, region[p.Region], markOf(a, p).words())
		default:
			words = fmt.Sprintf("%s · value %d · independent", p.Name, p.Value)
		}
		out[fx.PortPlace(p.ID)] = words
	}
	return out
}
