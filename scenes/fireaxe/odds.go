package fireaxe

import (
	"fmt"
	"slices"

	"embers/rules"
	fx "embers/rules/fireaxe"
	"embers/scenes/kit"
)

// The odds of a raid's next die, shown before the person decides to raid
// or to roll on (players ask for them before every push-your-luck die):
// the rules count them (State.RaidOdds); the board only says them.

// dieOdds are the faces (of faces in all) that take the town and that
// lose a crewman on the next raid die.
type dieOdds struct {
	take, fall, faces int
	view              rules.State // the view they were counted for
}

// raidOdds are the next raid die's odds in view (ok false when no raid
// nor roll on is among the person's legal moves).
func raidOdds(view rules.State, legal []rules.Move) (dieOdds, bool) {
	fv, isFA := view.(*fx.State)
	if !isFA || !slices.ContainsFunc(legal, func(m rules.Move) bool {
		k := fx.KindOf(m)
		return k == fx.KindRaid || k == fx.KindRollOn
	}) {
		return dieOdds{}, false
	}
	take, fall, ok := fv.RaidOdds()
	return dieOdds{take: take, fall: fall, faces: take + fall}, ok
}

// odds are the next raid die's odds for the person's turn t, counted once
// per view.
func (b *Board) odds(t *kit.Turn) (dieOdds, bool) {
	if b.dieOdds.view != t.View {
		o, ok := raidOdds(t.View, t.Legal)
		o.view = t.View
		if !ok {
			o.faces = 0
		}
		b.dieOdds = o
	}
	return b.dieOdds, b.dieOdds.faces > 0
}

// words say the odds for the prompt: raiding, or before raiding.
func (o dieOdds) words(raiding bool) string {
	if raiding {
		return fmt.Sprintf("Roll on or stop. The next die: %d in %d to take\nthe town, %d in %d to lose a crewman.", o.take, o.faces, o.fall, o.faces)
	}
	return fmt.Sprintf("Raid here: click the port. Each die: %d in %d to\ntake the town, %d in %d to lose a crewman.", o.take, o.faces, o.fall, o.faces)
}
