package kindling

import (
	"embers/rules"
	kd "embers/rules/testgames/kindling"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// Build makes the animation of event e (a type switch on its payload) and
// names its sound.
func (b *Board) Build(e rules.Event, ticks int) (*kit.Anim, string) {
	switch d := e.Data.(type) {
	case kd.Lit:
		return b.lights(d, ticks), "whoosh"
	case kd.Smothered:
		return b.smothers(d, ticks), "water"
	case kd.Ended:
		return b.ends(e, d, ticks), "fanfare"
	}
	return nil, ""
}

// lights raises a flame in the seat's colour on the log.
func (b *Board) lights(d kd.Lit, ticks int) *kit.Anim {
	r, col := logRect(d.Log), b.Colour(d.Seat)
	return &kit.Anim{N: ticks, End: func() { b.m.Logs[d.Log] = kd.LitBy(d.Seat) }, Draw: func(c *ui.Canvas, f float64) {
		b.flame(c, r, col, kit.Ease(f))
	}}
}

// smothers shrinks the flame under a puff of smoke; the log is ash at the
// end.
func (b *Board) smothers(d kd.Smothered, ticks int) *kit.Anim {
	r := logRect(d.Log)
	was := b.m.Logs[d.Log]
	b.m.Logs[d.Log] = kd.Cold // drawn by the animation until it ends
	return &kit.Anim{N: ticks, End: func() { b.m.Logs[d.Log] = kd.Ash }, Draw: func(c *ui.Canvas, f float64) {
		b.drawLog(c, d.Log, was, 1-kit.Ease(f))
		b.Puff(c, r.X+r.W/2, r.Y+r.H-110-40*f, 30+30*f, 1-f)
	}}
}

// ends tells the end over the hearth, then shows the result.
func (b *Board) ends(e rules.Event, d kd.Ended, ticks int) *kit.Anim {
	return b.Announce("The fire is laid", rules.Names(e.Text, b.Names()), kit.LitGold, 560, 112, ticks*3, func() {
		b.Result = rules.Result{Over: true, Scores: d.Scores[:], Winners: d.Winners}
		b.EndText = b.EndLine()
	})
}
