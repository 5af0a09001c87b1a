package trekronor

import (
	"embers/rules"
	tk "embers/rules/trekronor"
	"embers/scenes/play"
)

// hallOptions lists what the person may do in hall h: each legal douse and
// marker, plus the other marker kind refused with its reason.
func (b *Board) hallOptions(t *play.Turn, h int) []play.Option {
	legal := b.pick.Starting(tk.HallPlace(h))
	if len(legal) == 0 {
		return nil
	}
	out := play.Choices(legal, b.MoveLabel)
	for _, k := range []tk.Kind{tk.KindSave, tk.KindSteal} {
		m := tk.MarkerMove(k, h, false)
		if t.IsLegal(m) || !hasMarker(legal) {
			continue
		}
		if im := t.Explain(m); im != nil {
			out = append(out, play.Option{Label: b.MoveLabel(m), Move: m, Why: play.Reason(im)})
		}
	}
	return out
}

func hasMarker(moves []rules.Move) bool {
	for _, m := range moves {
		if isMarker(m) {
			return true
		}
	}
	return false
}
