package crownofash

import (
	"fmt"
	"slices"
	"strings"

	"embers/rules"
	ca "embers/rules/crownofash"
	"embers/scenes/kit"
)

// The choices a click on one place cannot settle alone, made in the kit's
// chooser: which fighters go into a battle or defend a region (each
// fighter a toggle, confirmed by one row; leaving a region undefended and
// keeping its defenders as they are are rows of their own), and a place a
// move names later than the next one (a region, or a structure of the
// row, clicked before the build space): the choice jumps to it.

// groupMoves are the open moves at p that choose a group of fighters.
func (b *Board) groupMoves(p rules.Place) []rules.Move {
	var out []rules.Move
	for _, m := range b.pick.At(p) {
		if _, ok := ca.MoveGroup(m); ok {
			out = append(out, m)
		}
	}
	return out
}

// offerGroups answers the pointer at p, where moves choose a group of
// fighters: a hint on hover, the chooser of fighters on a click (one
// move alone is played as the kit plays it).
func (b *Board) offerGroups(t *kit.Turn, p rules.Place, moves []rules.Move, click bool) (rules.Move, bool) {
	if len(moves) == 1 {
		return b.PickPlace(t, p, "", click)
	}
	defend := ca.IsDefend(moves[0])
	b.Pick.Hint = "choose the fighters to send"
	if defend {
		b.Pick.Hint = "choose who defends it"
	}
	if !click {
		return 0, false
	}
	title, head, note := b.groupTitle(moves[0])
	b.Pick.Menu = kit.NewChooser(title, b.Pick.MX, b.Pick.MY, b.groupOptions(moves), note, b.Area)
	b.menuHead, b.headOf = head, b.Pick.Menu
	b.Pick.Menu.Confirm = "Tick the fighters to send, then click here"
	if defend {
		b.Pick.Menu.Confirm = "Tick the defenders, then click here"
	}
	b.Focus.Option = 0
	return 0, false
}

// groupOptions are the chooser's options for moves: every group a set of
// fighters to toggle; an empty group (a region left undefended) and the
// defenders a region has now a row each.
func (b *Board) groupOptions(moves []rules.Move) []kit.Option {
	var plain, sets []kit.Option
	now := b.defendersNow()
	for _, m := range moves {
		g, _ := ca.MoveGroup(m)
		label := b.groupLabel(m, g)
		if g == 0 {
			plain = append(plain, kit.Option{Label: label, Move: m})
			continue
		}
		if ca.IsDefend(m) && g == now {
			plain = append(plain, kit.Option{Label: "Keep them: " + strings.TrimPrefix(label, "Defend with "), Move: m})
		}
		var parts []string
		for _, id := range ids(g) {
			parts = append(parts, b.fighterWords(id))
		}
		sets = append(sets, kit.Option{Label: label, Move: m, Parts: parts})
	}
	return append(plain, sets...)
}

// defendersNow are the fighters defending the region whose defenders are
// being set (none outside that decision).
func (b *Board) defendersNow() uint64 {
	if v, ok := b.View.(*ca.State); ok {
		if r, ok := v.Defending(); ok {
			return v.Def[r]
		}
	}
	return 0
}

// fighterWords names a fighter on a toggle: its name, kind and attack.
func (b *Board) fighterWords(id int) string {
	f := ca.FighterOf(id)
	return fmt.Sprintf("%s (%s, attack %d)", b.fighterName(id), ca.ResourceName(f.Kind), f.Attack)
}

// fighterName is fighter id's name as the table says it (a starting
// fighter after its lord: "Orange's Footman").
func (b *Board) fighterName(id int) string {
	if v, ok := b.View.(*ca.State); ok {
		return rules.Names(v.FighterName(id), b.Names())
	}
	return ca.FighterOf(id).Name
}

// groupLabel is what a group's row says: a battle's strength against the
// defence before the cards, a defence's strength.
func (b *Board) groupLabel(m rules.Move, g uint64) string {
	if ca.IsDefend(m) {
		if g == 0 {
			return "Leave it undefended (it fights at 0 with a card)"
		}
		return fmt.Sprintf("Defend with %s (strength %d)", b.namesOf(g), ca.Strength(g))
	}
	att, def := b.battleOdds(m, g)
	return fmt.Sprintf("Send %s: %d against %d", b.namesOf(g), att, def)
}

// namesOf names the fighters of g: "A", "A and B", "A, B and C".
func (b *Board) namesOf(g uint64) string {
	var names []string
	for _, id := range ids(g) {
		names = append(names, b.fighterName(id))
	}
	switch n := len(names); n {
	case 0:
		return "nobody"
	case 1:
		return names[0]
	default:
		return strings.Join(names[:n-1], ", ") + " and " + names[n-1]
	}
}

// battleOdds are both sides' strength before the cards when group g
// attacks as m does: the attackers' (the citadel position's modifier
// counted) against the defenders' (the King's 5 at his citadel).
func (b *Board) battleOdds(m rules.Move, g uint64) (att, def int) {
	where, pos, _ := ca.MoveTarget(m)
	att = ca.Strength(g)
	if pos >= 0 {
		att += ca.PositionOf(pos).Modifier
	}
	def = ca.Strength(b.m.def[where])
	if where == ca.Citadel && b.m.ctrl[ca.Citadel] == ca.King {
		def = ca.KingAttack()
	}
	return att, def
}

// groupTitle is the chooser's title and note for a group's choice, and
// the panel's prompt while it is open (shorter: one line of the panel).
func (b *Board) groupTitle(m rules.Move) (title, head, note string) {
	bonus := "A pair of one kind adds 1, three add 2."
	if ca.IsDefend(m) {
		r, _ := b.defending()
		title = "Defenders of " + ca.RegionOf(r).Name + ": up to 2"
		return title, title, bonus + "\nFighters left out go back to your hand."
	}
	where, pos, _ := ca.MoveTarget(m)
	_, def := b.battleOdds(m, 0)
	most := 2
	name, short := ca.RegionOf(where%ca.Regions).Name, ca.RegionOf(where%ca.Regions).Name
	if where == ca.Citadel {
		p := ca.PositionOf(pos)
		most, name = 3, fmt.Sprintf("the citadel from the %s (%+d)", p.Name, p.Modifier)
		short = fmt.Sprintf("the citadel's %s (%+d)", p.Name, p.Modifier)
	}
	title = fmt.Sprintf("Attack %s, defending at %d: choose 1 to %d fighters", name, def, most)
	head = fmt.Sprintf("Attack %s: choose 1 to %d fighters", short, most)
	return title, head, bonus + " The defender wins ties;\nboth sides then lay a combat card."
}

// defending is the region whose defenders are set now.
func (b *Board) defending() (int, bool) {
	if v, ok := b.View.(*ca.State); ok {
		return v.Defending()
	}
	return 0, false
}

// jumpAhead answers the pointer at p when p is no next place but a later
// place of open moves (a region, or a row's structure, before the build
// space is chosen): when every such move reaches p the same way, a click
// chooses that way and then p; else it opens a chooser of those moves.
// used is false when p is not such a place.
func (b *Board) jumpAhead(t *kit.Turn, p rules.Place, click bool) (m rules.Move, ok, used bool) {
	g := &b.pick
	if g.Lit(p) || !g.Touches(p) || b.Placer == nil {
		return 0, false, false
	}
	if n := len(g.Chosen); n > 0 && g.Chosen[n-1] == p {
		return 0, false, false
	}
	moves := g.Touching(p)
	var way []rules.Place
	same := true
	for i, mv := range moves {
		ps := b.Placer.MovePlaces(mv)
		j := slices.Index(ps, p)
		switch {
		case i == 0:
			way = ps[:j]
		case !slices.Equal(way, ps[:j]):
			same = false
		}
	}
	if same {
		b.Pick.Hint = b.jumpHint(moves)
		if !click {
			return 0, false, true
		}
		g.Choose(way...)
		m, ok = b.PickPlace(t, p, "", true)
		return m, ok, true
	}
	b.Pick.Hint = "choose what to do here"
	if click {
		title := "What to do in " + b.placeName(p)
		b.Pick.Menu = kit.NewChooser(title, b.Pick.MX, b.Pick.MY, kit.Choices(moves, b.MoveLabel), "", b.Area)
		b.Focus.Option = 0
	}
	return 0, false, true
}

// jumpHint says what a click on a later place does: the move when it is
// the only one, else that it is chosen.
func (b *Board) jumpHint(moves []rules.Move) string {
	if len(moves) == 1 {
		return b.ClickHint(moves[0])
	}
	return "choose it, then where"
}

// placeName is a region's name, or the place as the rules describe it.
func (b *Board) placeName(p rules.Place) string {
	for w := range ca.Regions {
		if ca.WherePlace(w) == p {
			return ca.RegionOf(w).Name
		}
	}
	return "the citadel"
}
