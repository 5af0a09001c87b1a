package fireaxe

import (
	"fmt"
	"slices"
	"strings"

	"embers/rules"
	fx "embers/rules/fireaxe"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// What the board registers as clickable besides the places the kit
// registers for it (kit.Kit): the goods aboard in the mover's row (the
// kit leaves them out, as they are not pointed at after a rune), and the
// port the longboat stands in, which offers every task there — trading
// too, whose first place is the good.

var (
	_ kit.Grouper = (*Board)(nil)
)

var _ kit.Labeller = (*Board)(nil)

// Label says a settlement's chance with its dice, so the stepper shows
// what one more die buys ("Settle with 2 dice: 89% chance"); other moves keep the
// rules' labels.
func (b *Board) Label(m rules.Move) (string, bool) {
	n, ok := fx.SettleDice(m)
	v, isFA := b.View.(*fx.State)
	if !ok || !isFA {
		return "", false
	}
	return "Settle with " + countWords(n, "die", "dice") + ": " + chanceWords(v.SettleChance(n)), true
}

// chanceWords say a chance in per cent, rounded, but never a certainty
// that is not one: 0.995 is "over 99% chance" (the window read "Settle
// with 3 dice: 100% chance" for 1 in 216 to fail), 0.003 "under 1%".
func chanceWords(p float64) string {
	switch {
	case p > 0.99 && p < 1:
		return "over 99% chance"
	case p > 0 && p < 0.01:
		return "under 1% chance"
	}
	return fmt.Sprintf("%.0f%% chance", 100*p)
}

// OptionGroup joins a settlement's numbers of dice into one stepper, and
// a rune's ways of being played (or discarded) that differ only by the
// wind into one row whose − and + turn the dial back or clockwise: Hidden
// Cargo's twelve rows are four (a good each, and the discard).
func (b *Board) OptionGroup(m rules.Move) (string, int, bool) {
	if n, ok := fx.SettleDice(m); ok {
		return "settle", n, true
	}
	if turn, still, ok := fx.RuneWind(m); ok {
		return fmt.Sprintf("rune %d", uint64(still)), turn, true
	}
	return "", 0, false
}

// placeHit is place p as the kit registers a place of the person's turn:
// with the moves a click there leads to, the place chosen last to put it
// back, else refused.
func (b *Board) placeHit(p rules.Place, words string) ui.Hit {
	h := ui.Hit{Words: words, Place: p}
	chosen := b.pick.Chosen
	switch moves := b.pick.At(p); {
	case len(chosen) > 0 && chosen[len(chosen)-1] == p:
		h.Command = "put back " + string(p)
	case len(moves) > 0:
		h.Moves = moves
	case len(chosen) > 0 && b.leadsOn(p):
		h.Moves = b.pick.Starting(p)
	case b.pick.Touches(p):
		h.Moves = b.pick.Touching(p)
	default:
		h.Refused = true
	}
	return h
}

// leadsOn reports whether a legal move starts at p and goes on from it (a
// good to trade, then the port): a click there begins the choice afresh.
func (b *Board) leadsOn(p rules.Place) bool {
	for _, m := range b.pick.Starting(p) {
		if len(b.Placer.MovePlaces(m)) > 1 {
			return true
		}
	}
	return false
}

// registerCargo registers the goods aboard in the mover's row for the
// person's turn t.
func (b *Board) registerCargo(c *ui.Canvas, t *kit.Turn) {
	if b.Pick.Turn != t {
		return
	}
	for i, g := range fx.Goods() {
		p := fx.GoodPlace(i)
		if r, ok := b.cargoRect(p); ok {
			h := b.placeHit(p, g+" aboard")
			h.Rect = r.UI()
			c.Hit(h)
		}
	}
}

// registerPorts registers the map's places over the kit's registration
// of them, in the order a click finds them (placeAt): each lit sea space's
// cell, every port's shape,
// then the sea spaces' names over them, then every port's disc as drawn on
// top (the refused under the lit in each layer); the longboat's own port
// with every task it offers.
func (b *Board) registerPorts(c *ui.Canvas, t *kit.Turn) {
	if b.Pick.Turn != t {
		return
	}
	here := b.v.BoatAt(int(t.Seat))
	tasks, trades := b.portTasks(t, here)
	hit := func(p rules.Place) ui.Hit {
		if p == here && trades {
			return ui.Hit{Words: string(p), Place: p, Moves: tasks}
		}
		return b.placeHit(p, string(p))
	}
	layer := func(kind fx.SpotKind, shapes func(rules.Place) []kit.Shape) {
		for _, lit := range []bool{false, true} {
			for _, p := range b.places {
				if sp, _ := fx.ParsePlace(p); sp.Kind != kind || b.pick.Lit(p) != lit {
					continue
				}
				h := hit(p)
				for _, s := range shapes(p) {
					h.Rect = s.Bounds().UI()
					h.X, h.Y = s.Centre()
					h.In = s.Contains
					c.Hit(h)
				}
			}
		}
	}
	for i, sp := range b.sea.a.Spaces { // a lit sea space's whole cell, under everything
		p := fx.SeaPlace(sp.ID)
		if !b.pick.Lit(p) {
			continue
		}
		h := hit(p)
		h.Rect = mapFrame
		h.In = func(x, y float64) bool { return b.sea.spaceAt(x, y) == i }
		if ss := b.ShapesOf(p); len(ss) > 0 {
			h.X, h.Y = ss[0].Centre()
		}
		c.Hit(h)
	}
	layer(fx.PortSpot, b.ShapesOf)
	layer(fx.SeaSpot, b.ShapesOf)
	layer(fx.PortSpot, func(p rules.Place) []kit.Shape {
		if d, ok := b.portDisc(p); ok {
			return []kit.Shape{d}
		}
		return nil
	})
}

// placeAt is the place under (x, y) among places: a port whose disc as
// drawn holds the point, else a sea space whose name does, else the kit's
// choice (a lit place before one that is not, the nearer first), else the
// sea space whose cell holds it (the whole cell is tinted when lit).
func (b *Board) placeAt(x, y float64, places []rules.Place) (rules.Place, bool) {
	p, ok, _ := b.placeOrWater(x, y, places)
	return p, ok
}

// placeOrWater is placeAt, water true when the place is a sea space found
// by its cell, not by its name.
func (b *Board) placeOrWater(x, y float64, places []rules.Place) (p rules.Place, ok, water bool) {
	var ports, seas []rules.Place
	for _, p := range places {
		switch sp, _ := fx.ParsePlace(p); sp.Kind {
		case fx.PortSpot:
			if d, ok := b.portDisc(p); ok && d.Contains(x, y) {
				ports = append(ports, p)
			}
		case fx.SeaSpot:
			seas = append(seas, p)
		}
	}
	if p, ok := b.PlaceAt(x, y, ports); ok {
		return p, true, false
	}
	if p, ok := b.PlaceAt(x, y, seas); ok {
		return p, true, false
	}
	if p, ok := b.PlaceAt(x, y, places); ok {
		return p, true, false
	}
	if i := b.sea.spaceAt(x, y); i >= 0 {
		p := fx.SeaPlace(b.sea.a.Spaces[i].ID)
		if slices.Contains(seas, p) {
			return p, true, true
		}
	}
	return "", false, false
}

// portTasks are the moves a click on the longboat's own port p offers
// with nothing chosen: its raid and settlement, and its trades (whose
// first place is the good), so a person may trade port first or good
// first. ok is false where the port offers no trade (the kit's picker
// serves it).
func (b *Board) portTasks(t *kit.Turn, p rules.Place) ([]rules.Move, bool) {
	v, isFA := t.View.(*fx.State)
	if !isFA || len(b.pick.Chosen) > 0 || v.BoatAt(int(t.Seat)) != p {
		return nil, false
	}
	var trades []rules.Move
	for _, m := range b.pick.Touching(p) {
		if _, ok := fx.TradeGood(m); ok {
			trades = append(trades, m)
		}
	}
	if len(trades) == 0 {
		return nil, false
	}
	return append(b.pick.At(p), trades...), true
}

// pickPort answers the pointer on the longboat's own port when it offers
// a trade: the one task there played, or a chooser of them all.
func (b *Board) pickPort(t *kit.Turn, p rules.Place, click bool) (m rules.Move, ok, used bool) {
	tasks, any := b.portTasks(t, p)
	if !any {
		return 0, false, false
	}
	pk := &b.Pick
	if len(tasks) == 1 {
		pk.Hint = b.ClickHint(tasks[0])
		return tasks[0], click, true
	}
	pk.Hint = "choose a task in " + b.portName(p)
	if click {
		note := ""
		if o, ok := b.odds(t); ok {
			note = fmt.Sprintf("A raid's die: %d in %d to take the town, %d in %d to lose a crewman.", o.take, o.faces, o.fall, o.faces)
		}
		pk.Menu = kit.NewChooser("In "+b.portName(p)+": which task?", pk.MX, pk.MY, b.Options(tasks), note, b.Area)
		b.Focus.Option = 0
	}
	return 0, false, true
}

// portName is a port's name on the map.
func (b *Board) portName(p rules.Place) string {
	for _, pt := range b.sea.a.Ports {
		if fx.PortPlace(pt.ID) == p {
			return pt.Name
		}
	}
	return string(p)
}

// chooserTitle is what the chooser opened at place p asks.
func (b *Board) chooserTitle(p rules.Place) string {
	sp, _ := fx.ParsePlace(p)
	switch {
	case sp.Kind == fx.PortSpot:
		if b.ChooseHint(p, false) == "choose how many dice to settle "+b.portName(p)+" with" {
			return "Settle " + b.portName(p) + ": with how many dice?"
		}
		return "In " + b.portName(p) + ": which task?"
	case p == fx.WinteringPlace:
		return "Winter now?"
	case sp.Kind == fx.RuneSpot && rules.IsSeat(b.v.ToMove()):
		for _, k := range b.v.Hands[b.v.ToMove()] {
			if int(k) == sp.Index {
				return "The rune " + fx.RuneName(k) + ": play it, or discard it"
			}
		}
	}
	return ""
}

var _ kit.ChoiceExtender = (*Board)(nil)

// MoreChoices warns before wintering when crew or goods would go home: a
// click on the Wintering box opens a chooser with the one move and what it
// costs, instead of wintering at once. Under a rune's choices that may
// turn the wind it says what the rows' − and + do.
func (b *Board) MoreChoices(t *kit.Turn, p rules.Place, legal []rules.Move) ([]kit.Option, string) {
	if sp, _ := fx.ParsePlace(p); sp.Kind == fx.RuneSpot {
		for _, m := range legal {
			if turn, _, ok := fx.RuneWind(m); ok && turn != 0 {
				return nil, windNote
			}
		}
		return nil, ""
	}
	v, isFA := t.View.(*fx.State)
	if p != fx.WinteringPlace || !isFA || int(t.Seat) >= len(v.Boats) {
		return nil, ""
	}
	if w := winterWords(v.Boats[t.Seat]); w != "" {
		return nil, w
	}
	return nil, ""
}

// windNote is said under a rune's choices when it may turn the wind: what
// the − and + of each row do (OptionGroup).
const windNote = "− turns the wind dial back, + turns it clockwise"

// winterWords say what wintering sends home from boat: "" when nothing.
func winterWords(boat fx.Boat) string {
	goods := boat.Goods[0] + boat.Goods[1] + boat.Goods[2]
	var home []string
	if boat.Crew > 1 {
		home = append(home, countWords(boat.Crew-1, "crewman", "crewmen"))
	}
	if goods > 0 {
		home = append(home, countWords(goods, "good", "goods"))
	}
	verb := " go home"
	switch {
	case len(home) == 0:
		return ""
	case len(home) == 1 && strings.HasPrefix(home[0], "1 "):
		verb = " goes home"
	}
	return "Wintering ends your turn: " + strings.Join(home, " and ") + verb + ",\nonly 1 crewman stays aboard. Load again next turn."
}

// countWords writes n things: "1 crewman", "3 crewmen".
func countWords(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

var _ kit.ChooseHinter = (*Board)(nil)

// ChooseHint says what choosing a good does (its trade is made at the
// port next), or putting it back; and what a click on a port where
// several tasks end does: it opens their chooser (the dice of a
// settlement, or the tasks), it plays none of them.
func (b *Board) ChooseHint(p rules.Place, back bool) string {
	sp, _ := fx.ParsePlace(p)
	if sp.Kind == fx.PortSpot {
		moves := b.pick.At(p)
		if len(moves) < 2 {
			return ""
		}
		for _, m := range moves {
			if _, ok := fx.SettleDice(m); !ok {
				return "choose a task in " + b.portName(p)
			}
		}
		return "choose how many dice to settle " + b.portName(p) + " with"
	}
	if sp.Kind != fx.GoodSpot {
		return ""
	}
	g := fx.Goods()[sp.Index]
	if back {
		return "put the " + g + " back"
	}
	return "choose the " + g + " to trade, then click the port"
}
