package fireaxe

import (
	"fmt"
	"image/color"
	"strings"

	"embers/rules"
	fx "embers/rules/fireaxe"
	"embers/rules/fireaxe/atlas"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// The sagas as a newcomer follows them: each face-up card ticks off its
// tasks as they are done, with the disc of the seat that did each; each
// seat's row counts the sagas it holds by homeland, the majorities that
// score at the end.

var (
	doneInk  = kit.RGB(150, 220, 140)
	bonusInk = kit.RGB(240, 200, 100)
)

// taskDoers are the seat that last traded in, sacked or settled each port
// (by its place), read from the game's history: the state keeps a port's
// good, town and settlement, not who traded or raided there.
func (b *Board) taskDoers() map[rules.Place]int {
	out := map[rules.Place]int{}
	if b.Session == nil || b.Session.Match == nil {
		return out
	}
	for _, played := range b.Session.Match.History {
		for _, e := range played.Events {
			port := ""
			switch d := e.Data.(type) {
			case fx.Traded:
				port = d.Port
			case fx.RaidWon:
				port = d.Port
			case fx.SettlementFounded:
				port = d.Port
			}
			if port != "" && e.Seat >= 0 {
				out[fx.PortPlace(port)] = int(e.Seat)
			}
		}
	}
	return out
}

// drawSaga draws face-up saga i in r: its name, kind, homeland and Era,
// each port with its task ticked off when done and the disc of whoever
// did it, how many are done and its bonus; it registers the card's tip.
func (b *Board) drawSaga(c *ui.Canvas, r ui.Rect, v *fx.State, i int) {
	s := v.Atlas().Sagas[i]
	c.Text(kit.FitLine(s.Name, headFace, r.W-14), headFace, r.X+8, r.Y+6, ui.Start, stripInk)
	c.Text(fmt.Sprintf("%s · for %s · Era %d", kindWord(s.Kind), b.portName(fx.PortPlace(s.Homeland)), s.Era), smallFace, r.X+8, r.Y+26, ui.Start, dimInk)
	tasks := v.SagaTasks(i)
	done := 0
	for j, t := range tasks {
		y := r.Y + 50 + float64(j)*19
		if t.Done {
			done++
			drawTick(c, r.X+14, y, doneInk)
			if seat, ok := b.doers[t.Port]; ok && seat < b.Players() {
				b.Spr.SeatDisc(c, b.Session, rules.Seat(seat), r.X+r.W-16, y, 7)
			}
		} else {
			c.StrokeCircle(r.X+14, y, 4.5, 1.2, dimInk)
		}
		ink := stripInk
		if t.Done {
			ink = doneInk
		}
		c.Text(kit.FitLine(b.portName(t.Port), smallFace, r.W-56), smallFace, r.X+26, y-7, ui.Start, ink)
	}
	c.Text(fmt.Sprintf("%d of %d done", done, len(tasks)), smallFace, r.X+8, r.Y+r.H-20, ui.Start, dimInk)
	if s.Bonus > 0 {
		c.Text(fmt.Sprintf("+%d gold", s.Bonus), smallFace, r.X+r.W-8, r.Y+r.H-20, ui.End, bonusInk)
	}
	kit.HitInfo(c, kit.Rect(r), s.Name, b.sagaTip(s, tasks))
}

// drawTick draws a tick centred on (x, y).
func drawTick(c *ui.Canvas, x, y float64, ink color.Color) {
	c.Line(x-4, y, x-1, y+3.5, 2, ink)
	c.Line(x-1, y+3.5, x+5, y-4, 2, ink)
}

// kindWord is a saga's kind as its card says it.
func kindWord(kind string) string {
	if kind == "" {
		return ""
	}
	return strings.ToUpper(kind[:1]) + kind[1:]
}

// sagaTip says what a saga asks, how far it has got and what it is worth.
func (b *Board) sagaTip(s atlas.Saga, tasks []fx.SagaTask) string {
	verb := map[string]string{atlas.Trade: "trade a good in", atlas.Raid: "sack the town of", atlas.Settle: "found a settlement in"}[s.Kind]
	var parts []string
	for _, t := range tasks {
		name := b.portName(t.Port)
		switch seat, ok := b.doers[t.Port]; {
		case t.Done && ok && seat < b.Players():
			parts = append(parts, name+": done by "+kit.SeatName(b.Session, rules.Seat(seat)))
		case t.Done:
			parts = append(parts, name+": done")
		default:
			parts = append(parts, name+": still to do")
		}
	}
	bonus := ""
	if s.Bonus > 0 {
		bonus = fmt.Sprintf(" and %d gold", s.Bonus)
	}
	return fmt.Sprintf("%s, a saga of %s: %s each port. %s. Whoever does the last task takes the card%s. At the end the most sagas of a homeland earn %d gold a card, the second most %d.",
		s.Name, b.portName(fx.PortPlace(s.Homeland)), verb, strings.Join(parts, "; "), bonus, fx.SagaFirst, fx.SagaSecond)
}

// homelands are the home ports in the atlas's order, by id and name.
func (b *Board) homelands() (ids, names []string) {
	for _, p := range b.sea.a.Ports {
		if p.Home {
			ids, names = append(ids, p.ID), append(names, p.Name)
		}
	}
	return ids, names
}

// sagasHeld counts seat's sagas by homeland (in homelands' order).
func (b *Board) sagasHeld(v *fx.State, seat int) []int {
	ids, _ := b.homelands()
	out := make([]int, len(ids))
	if seat < 0 || seat >= len(v.Won) {
		return out
	}
	for _, i := range v.Won[seat] {
		for h, id := range ids {
			if v.Atlas().Sagas[i].Homeland == id {
				out[h]++
			}
		}
	}
	return out
}

// sagaLine writes seat's sagas by homeland in its row at (x, y) and
// registers the line's tip.
func (b *Board) sagaLine(c *ui.Canvas, v *fx.State, seat int, x, y, w float64) {
	_, names := b.homelands()
	held := b.sagasHeld(v, seat)
	line := "Sagas"
	c.Text(line, smallFace, x, y, ui.Start, dimInk)
	at := x
	for h, n := range held {
		part := fmt.Sprintf("  %s %d", names[h], n)
		pw, _ := ui.Measure(line, smallFace)
		ink := dimInk
		if n > 0 {
			ink = doneInk
		}
		c.Text(part, smallFace, at+pw, y, ui.Start, ink)
		line += part
	}
	tip := fmt.Sprintf("Sagas %s holds, by homeland. At the end the most sagas of a homeland earn %d gold a card, the second most %d a card.",
		kit.SeatName(b.Session, rules.Seat(seat)), fx.SagaFirst, fx.SagaSecond)
	kit.HitInfo(c, kit.Rect{X: x - 2, Y: y - 2, W: w, H: 16}, line, tip)
}
