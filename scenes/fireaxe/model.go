package fireaxe

import (
	"embers/rules"
	fx "embers/rules/fireaxe"
)

// model is what the board shows of a position once a move's set pieces
// have ended: the position it draws (as the rules print it), where each
// longboat is drawn, the days track with the turn's extra days, and the
// dice of an attack under way. The board suite (scenes/play/boardtest)
// compares it with the model of the view after every move of whole games
// played event by event, with no view given between them.
type model struct {
	Position    string
	Boats       []rules.Place
	Days, Extra int
	Dice        []int
}

// Models (the suite's Modeller) is the model drawn and the one the view
// gives. Left out: the dice of an attack that has ended, which lie on the
// map until the turn ends (the view no longer holds them).
func (b *Board) Models(view rules.State) (shown, fromView any) {
	v, ok := view.(*fx.State)
	if !ok {
		return model{}, model{Position: "not a Fire & Axe position"}
	}
	got := model{Position: b.v.Dump(), Days: b.days, Extra: b.extra}
	for seat := range b.v.Boats {
		got.Boats = append(got.Boats, b.boatPlace(seat))
	}
	if b.v.Attack != nil {
		got.Dice = b.dice
	}
	want := model{Position: v.Dump(), Days: v.Turn.Days, Extra: v.Turn.Extra}
	for seat := range v.Boats {
		want.Boats = append(want.Boats, v.BoatAt(seat))
	}
	if v.Attack != nil {
		want.Dice = v.Attack.Rolled
	}
	return got, want
}
