package burnttoashes

import (
	"fmt"
	"slices"
	"strings"

	"embers/rules"
	ba "embers/rules/burnttoashes"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// Putting a looked-at stack in order is chosen a tile at a time, from the
// top: a stack of five different tiles has 120 orders, too many for one
// chooser (and letter codes like "KKKPD" read as nothing). Each step's
// chooser names the kinds of tile still to lay; once one order is left it
// is played.

// tileWords are the city tiles' names on the board.
var tileWords = map[ba.Tile]string{ba.Knight: "knight", ba.Power: "power", ba.Sword: "sword",
	ba.Shield: "shield", ba.Attack: "dragon attack", ba.Treasure: "treasure"}

// orderWords names tiles top first: "power, knight, knight".
func orderWords(tiles []ba.Tile) string {
	words := make([]string, len(tiles))
	for i, t := range tiles {
		words[i] = tileWords[t]
	}
	return strings.Join(words, ", ")
}

// Label is the board's label for a stack's order: its tiles in words, top
// first (rules' words for every other move).
func (b *Board) Label(m rules.Move) (string, bool) {
	if _, tiles, ok := ba.OrderTiles(m); ok && len(tiles) > 0 {
		return "Order it, top first: " + ba.TileRuns(tiles), true
	}
	return "", false
}

// ordering is the stack being put in order: its province and the tiles
// chosen so far, top first.
type ordering struct {
	on     bool
	p      int
	chosen []ba.Tile
	x, y   float64 // where the first step's chooser opened
}

// orders are the legal orders of t that begin with prefix.
func orders(t *kit.Turn, prefix []ba.Tile) []rules.Move {
	var out []rules.Move
	for _, m := range t.Legal {
		if _, tiles, ok := ba.OrderTiles(m); ok && len(tiles) > len(prefix) && slices.Equal(tiles[:len(prefix)], prefix) {
			out = append(out, m)
		}
	}
	return out
}

// orderStep lists the next tile's choices after prefix: one per kind of
// tile left. A choice that leaves one order is that order's move (a click
// plays it); else it is one step of the choice, leading to the orders
// that begin with it (the board reads its click, orderInput).
func orderStep(t *kit.Turn, prefix []ba.Tile) []kit.Option {
	var opts []kit.Option
	seen := map[ba.Tile]bool{}
	for _, m := range orders(t, prefix) {
		_, tiles, _ := ba.OrderTiles(m)
		next := tiles[len(prefix)]
		if seen[next] {
			continue
		}
		seen[next] = true
		opt := kit.Option{Label: tileWords[next], Move: m}
		if leads := orders(t, tiles[:len(prefix)+1]); len(leads) > 1 {
			opt.Leads = leads
		}
		opts = append(opts, opt)
	}
	return opts
}

// orderInput handles a turn of putting a stack in order: a click on the
// stack's province opens the first step, a choice the next one, and the
// last choice plays the order. used is false where the turn holds no
// order, or the pointer is elsewhere (the kit's picker then answers).
func (b *Board) orderInput(t *kit.Turn, in *ui.Input) (m rules.Move, ok, used bool) {
	o := &b.order
	p, _, isOrder := ba.OrderTiles(firstMove(t.Legal))
	if !isOrder {
		*o = ordering{}
		return 0, false, false
	}
	if !o.on || o.p != p {
		*o = ordering{on: true, p: p}
	}
	if mn := b.Pick.Menu; mn != nil {
		if i := mn.At(in.MouseX, in.MouseY); i >= 0 && in.Click && mn.Opts[i].Leads != nil {
			_, tiles, _ := ba.OrderTiles(mn.Opts[i].Move)
			o.chosen = tiles[:len(o.chosen)+1]
			b.openOrderStep(t)
			return 0, false, true
		}
		chosen, picked, used := b.ChoiceInput(in)
		if !picked {
			if b.Pick.Menu == nil {
				o.chosen = nil // closed: begin again from the top
			}
			return 0, false, used
		}
		*o = ordering{}
		return chosen, true, true
	}
	if r := provRect(p); !r.Contains(in.MouseX, in.MouseY) {
		return 0, false, false
	}
	b.Pick.Hint = fmt.Sprintf("Click to put the stack of %s in order, a tile at a time from the top", ba.ProvinceName(p))
	if in.Click {
		o.chosen = nil
		b.openOrderStep(t)
	}
	return 0, false, true
}

// openOrderStep opens the chooser of the next tile from the top, where
// the first step opened, at the click (the choices do not jump about),
// its note naming the tiles still to lay.
func (b *Board) openOrderStep(t *kit.Turn) {
	o, pk := &b.order, &b.Pick
	n := len(o.chosen)
	if n == 0 { // at the click: opened in the keep, away from it, playcheck's clicks on the province never reached the order (seed 2, two seats, semi)
		o.x, o.y = pk.MX, pk.MY
	}
	opts := orderStep(t, o.chosen)
	_, tiles, _ := ba.OrderTiles(opts[0].Move)
	title := fmt.Sprintf("%s: the top tile", ba.ProvinceName(o.p))
	note := "In the stack: " + tileCounts(tiles) + ".\nThe top one is bought first."
	if n > 0 {
		title = fmt.Sprintf("%s: tile %d from the top", ba.ProvinceName(o.p), n+1)
		note = "Above it: " + orderWords(o.chosen) + ". Left: " + tileCounts(tiles[n:]) + "."
	}
	pk.Menu = kit.NewChooser(title, o.x, o.y, opts, note, b.Area)
	b.Focus.Option = 0
}

// tileCounts names tiles by kind with their counts: "knight, power ×2".
func tileCounts(tiles []ba.Tile) string {
	count := map[ba.Tile]int{}
	var kinds []ba.Tile
	for _, t := range tiles {
		if count[t] == 0 {
			kinds = append(kinds, t)
		}
		count[t]++
	}
	slices.Sort(kinds)
	words := make([]string, len(kinds))
	for i, k := range kinds {
		words[i] = tileWords[k]
		if count[k] > 1 {
			words[i] += fmt.Sprintf(" ×%d", count[k])
		}
	}
	return strings.Join(words, ", ")
}

// orderLeads tells whether the step's option opt lays the tile order m
// lays next, the tiles above already chosen as m lays them.
func (b *Board) orderLeads(opt, m rules.Move) bool {
	_, want, ok := ba.OrderTiles(m)
	_, at, _ := ba.OrderTiles(opt)
	n := len(b.order.chosen)
	return ok && len(want) > n && len(at) > n && slices.Equal(want[:n], b.order.chosen) && at[n] == want[n]
}

func firstMove(ms []rules.Move) rules.Move {
	if len(ms) == 0 {
		return 0
	}
	return ms[0]
}
