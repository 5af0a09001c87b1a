package burnttoashes

import (
	"slices"

	ba "embers/rules/burnttoashes"

	"embers/rules"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// The offering as players asked for it: the amount set with − and + in
// the controls and laid with one button beside Stand, instead of a list of
// every amount. Clicking the gold, then the table, still opens that list.

// stepper is the amount the person is about to offer in this turn.
type stepper struct {
	turn *kit.Turn
	at   int // index into the turn's offers
}

// − and + at the controls' left, then the lay button, which names the
// amount, up to Stand.
var (
	minusRect = kit.Control(0, 58, 36, 32)
	plusRect  = kit.Control(40, 58, 36, 32)
	layRect   = kit.Control(84, 58, 520-84-172-8, 32)
)

// offers are the turn's offerings of gold alone, the smallest first (the
// rules list them by gold). Blank cards beside the gold, a bluff, are
// offered by the gold-then-table chooser.
func offers(t *kit.Turn) []rules.Move {
	var out []rules.Move
	for _, m := range t.Legal {
		if _, blanks, ok := ba.OfferOf(m); ok && blanks == 0 {
			out = append(out, m)
		}
	}
	return out
}

// offerAmount is the gold and blank cards of an offering move.
func offerAmount(m rules.Move) (gold, blanks int) {
	gold, blanks, _ = ba.OfferOf(m)
	return gold, blanks
}

// chosen is the offering the stepper points at in turn t: at a new turn,
// the first amount above what the person has laid already (one more
// gold), else the largest.
func (b *Board) chosen(t *kit.Turn) (rules.Move, bool) {
	all := offers(t)
	if len(all) == 0 {
		return 0, false
	}
	st := &b.step
	if st.turn != t {
		st.turn, st.at = t, len(all)-1
		now := goldOf(b.m.Offer[max(0, b.m.Viewer)])
		for i, m := range all {
			if g, _ := offerAmount(m); g > now {
				st.at = i
				break
			}
		}
	}
	st.at = min(max(st.at, 0), len(all)-1)
	return all[st.at], true
}

// stepInput moves the amount by − and + (clicked, or typed) and reports
// whether the input was the stepper's.
func (b *Board) stepInput(t *kit.Turn, in *ui.Input) bool {
	if _, ok := b.chosen(t); !ok {
		return false
	}
	d := 0
	for _, r := range in.Runes {
		switch r {
		case '-', '_':
			d--
		case '+', '=':
			d++
		}
	}
	if in.Click && minusRect.Contains(in.MouseX, in.MouseY) {
		d--
	}
	if in.Click && plusRect.Contains(in.MouseX, in.MouseY) {
		d++
	}
	if d == 0 {
		return false
	}
	at := b.step.at
	b.step.at += d
	b.chosen(t)
	if b.step.at == at && in.Click {
		why := "That is the most your cards make"
		if d < 0 {
			why = "That is the least you can offer: nothing"
		}
		b.Pick.Refuse(why, true)
	}
	return true
}

// layButton lays the amount the stepper shows (key l).
func (b *Board) layButton(t *kit.Turn) (kit.Button, bool) {
	m, ok := b.chosen(t)
	if !ok {
		return kit.Button{}, false
	}
	gold, blanks := offerAmount(m)
	label := layWords(goldOf(b.m.Offer[max(0, b.m.Viewer)]), gold, blanks)
	return kit.Button{Rect: layRect, Label: label, Face: kit.FitFace(ui.Face{Style: ui.Bold, Size: 15}, label, layRect.W-12),
		Keys: "lL", Move: m, Hint: b.buttonTip(t, m, label), Hide: true}, true
}

// layWords is the lay button's label for an offering of gold (and
// blanks) where now gold lies on the table already: an offering replaces
// the one laid, so lowering it reads as such, never as laying more.
func layWords(now, gold, blanks int) string {
	switch {
	case gold == 0 && blanks == 0: // every card back in hand
		return "Take your cards back"
	case now == 0:
		return "Lay " + amountWords(gold, blanks)
	case gold < now:
		return "Lower it to " + amountWords(gold, blanks)
	case gold > now:
		return "Raise it to " + amountWords(gold, blanks)
	}
	return "Lay " + amountWords(gold, blanks) + " again"
}

// amountWords says an offering: "3 gold", "3 gold + 1 blank".
func amountWords(gold, blanks int) string {
	s := itoa(gold) + " gold"
	if blanks > 0 {
		s += " + " + itoa(blanks) + " blank"
	}
	return s
}

// drawStepper paints − and + at the controls' left while the person may
// offer (the lay button beside them names the amount), each registered
// with the amounts it leads to.
func (b *Board) drawStepper(c *ui.Canvas, t *kit.Turn) {
	if _, ok := b.chosen(t); !ok {
		return
	}
	all := offers(t)
	face := ui.Face{Style: ui.Bold, Size: 20}
	b.Button(c, minusRect, "−", face, b.step.at > 0)
	b.Button(c, plusRect, "+", face, b.step.at < len(all)-1)
	kit.HitMoves(c, t, minusRect, "less gold", all[:b.step.at]...)
	kit.HitMoves(c, t, plusRect, "more gold", all[b.step.at+1:]...)
}

// groupOffers turns the offerings among a chooser's options into
// steppers, so that dozens of amounts take a few rows: one row for each
// number of blank cards beside the gold, its − and + the gold. Each row
// starts one gold above what lies on the table (the stepper in the
// controls starts there too); the other options stay as they are.
func (b *Board) groupOffers(opts []kit.Option) ([]kit.Option, bool) {
	now := goldOf(b.m.Offer[max(0, b.m.Viewer)])
	var rest, grouped []kit.Option
	start := map[int]int{} // blanks → the index in grouped of the row's first amount
	for _, o := range opts {
		if _, _, ok := ba.OfferOf(o.Move); o.Why != "" || !ok {
			rest = append(rest, o)
			continue
		}
		gold, blanks := offerAmount(o.Move)
		o.Group, o.Amount, o.Label = "offer+"+itoa(blanks), gold, layWords(now, gold, blanks)
		grouped = append(grouped, o)
		if i, ok := start[blanks]; !ok || better(grouped[i].Amount, gold, now) {
			start[blanks] = len(grouped) - 1
		}
	}
	if len(grouped) == 0 {
		return opts, false
	}
	// The chooser starts each stepper on its row's first option: put the
	// starting amounts first, in order of blanks.
	var out []kit.Option
	for blanks := 0; len(start) > 0; blanks++ {
		if i, ok := start[blanks]; ok {
			out = append(out, grouped[i])
			delete(start, blanks)
		}
	}
	for _, o := range grouped {
		if !slices.ContainsFunc(out, func(p kit.Option) bool { return p.Move == o.Move }) {
			out = append(out, o)
		}
	}
	return append(out, rest...), true
}

// better tells whether gold is a better start for a row than cur, with
// now laid: the least amount above now, else the largest.
func better(cur, gold, now int) bool {
	switch {
	case gold > now && cur > now:
		return gold < cur
	case gold > now:
		return true
	case cur > now:
		return false
	}
	return gold > cur
}
