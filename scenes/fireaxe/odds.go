package fireaxe

import (
	"fmt"
	"math/rand/v2"

	"embers/rules"
	"embers/scenes/play"
)

// The odds of a raid's next die, shown before the person decides to raid
// or to roll on (players ask for them before every push-your-luck die).
// The board decides nothing: it plays the move on a copy of the view,
// takes the rules' Outcomes of the die that follows and plays each face on
// its own copy, counting the faces whose events take the town and those
// that cost a crewman.

// dieOdds are the faces (of faces in all) that take the town and that
// lose a crewman on the next raid die.
type dieOdds struct {
	take, fall, faces int
	view              rules.State // the view they were counted for
}

// raidOdds counts the next raid die's odds in view (ok false when no
// raid nor roll on is open to the person).
func raidOdds(view rules.State, legal []rules.Move) (dieOdds, bool) {
	for _, m := range legal {
		if w := view.FormatMove(m); w == "raid" || w == "roll on" {
			return oddsAfter(view, m)
		}
	}
	return dieOdds{}, false
}

// oddsAfter plays m on a playable copy of view (what the mover cannot see,
// a town's treasure, filled in at random: the dice do not depend on it)
// and counts what each face of the die the rules then roll would do.
func oddsAfter(view rules.State, m rules.Move) (dieOdds, bool) {
	s := view.Determinize(view.ToMove(), rand.New(rand.NewPCG(1, 2)))
	if _, err := s.Apply(m); err != nil {
		return dieOdds{}, false
	}
	ch, ok := s.(rules.Chancer)
	if !ok {
		return dieOdds{}, false
	}
	var o dieOdds
	for _, out := range ch.Outcomes(nil) {
		evs, err := s.Clone().Apply(out.Move)
		if err != nil {
			continue
		}
		o.faces += out.Weight
		for _, e := range evs {
			switch e.Kind {
			case "raid.won":
				o.take += out.Weight
			case "raid.failed":
				o.fall += out.Weight
			}
		}
	}
	return o, o.faces > 0
}

// odds are the next raid die's odds for the person's turn t, counted once
// per view.
func (b *Board) odds(t *play.Turn) (dieOdds, bool) {
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
	return fmt.Sprintf("A raid here: each die %d in %d to take the town,\n%d in %d to lose a crewman. Or sail, trade, rest.", o.take, o.faces, o.fall, o.faces)
}
