package trekronor

import (
	"slices"

	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/kit"
)

// MoreChoices are what a hall's chooser shows besides its legal moves
// when a marker may be laid there: the other kind of marker, refused with
// its reason, and how markers score.
func (b *Board) MoreChoices(t *kit.Turn, p rules.Place, legal []rules.Move) (refused []kit.Option, note string) {
	s, _ := tk.ParsePlace(p)
	if s.Kind != tk.HallSpot || !slices.ContainsFunc(legal, isMarker) {
		return nil, ""
	}
	for _, k := range []tk.Kind{tk.KindSave, tk.KindSteal} {
		m := tk.MarkerMove(k, s.Index, false)
		if im := t.Explain(m); im != nil {
			refused = append(refused, kit.Option{Label: b.MoveLabel(m), Move: m, Why: kit.Reason(im)})
		}
	}
	return refused, tk.MarkerScoring
}
