package cronberg

import (
	"strconv"
	"strings"

	"embers/rules"
	cb "embers/rules/cronberg"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// finalScore counts one token at the end: the crossing ringed, the values
// pointing at it (made plus by a coat of arms), the parks' multiplier, the
// points flying to the track.
func (b *Board) finalScore(d cb.FinalScore, ticks int) *kit.Anim {
	base := b.m.track[d.Owner]
	p := crossingAt(d.Crossing)
	end := func() { b.m.track[d.Owner] = d.Track }
	label, why := finalText(d)
	return &kit.Anim{N: ticks * 3, End: end, Draw: func(c *ui.Canvas, f float64) {
		b.Circle(c, p.X, p.Y, 22, 4, activeGold, 1-0.5*f)
		b.lightFactors(c, d.Crossing, 1-kit.Part(f, 0.6, 1))
		b.lightValues(c, d.Crossing, d.Values, 1-kit.Part(f, 0.35, 0.5))
		if f < 0.4 {
			a := kit.Part(f, 0, 0.08)
			b.Formula(c, p.X, labelY(p, 1), why, a)
		}
		b.flyPoints(c, d.Owner, p, label, d.Points, base, f)
	}}
}

// finalText is a final scoring written out: "(|−4| +3) ×2 = 14", and what
// made it so ("a coat of arms and a park").
func finalText(d cb.FinalScore) (sum, why string) {
	sum = sumText(d.Values, d.Coat)
	if len(d.Values) > 1 || d.Multiplier > 1 {
		sum = "(" + sum + ")"
	}
	if d.Multiplier > 1 {
		sum += " ×" + strconv.Itoa(d.Multiplier)
	}
	sum += " = " + valueText(d.Points)
	var parts []string
	if d.Coat {
		parts = append(parts, "a coat of arms: minus counts as plus")
	}
	if d.Parks > 0 {
		parts = append(parts, parkWords[min(d.Parks, 3)])
	}
	why = "Final scoring"
	if len(parts) > 0 {
		why += ", beside " + strings.Join(parts, " and ")
	}
	return sum, why
}

// parkWords say what 1, 2 or 3 parks beside a token make of its sum.
var parkWords = [...]string{1: "a park: ×2", 2: "two parks: ×4", 3: "three parks: ×8"}

// lightFactors rings the activated parks and coats of arms at crossing x.
func (b *Board) lightFactors(c *ui.Canvas, x int, a float64) {
	for _, t := range cb.CrossingTriangles(x) {
		if k := cb.TriangleKind(t); b.m.active[t] && b.m.free(t) && (k == cb.Park || k == cb.Coat) {
			b.triangleLight(c, t, activeGold, 5, a, false)
		}
	}
}

// gameOver announces the end; the banner stays once all is shown.
func (b *Board) gameOver(d cb.GameOver, ticks int) *kit.Anim {
	return b.Announce("Nobody can build any more", d.Reason, activeGold, 440, 96, ticks*2, func() {
		b.Result = rules.Result{Over: true, Winners: d.Winners, Scores: d.Scores}
		copy(b.m.track[:], d.Scores)
		b.EndText = b.EndLine()
	})
}
