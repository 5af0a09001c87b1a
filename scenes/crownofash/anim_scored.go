package crownofash

import (
	"fmt"
	"strings"

	ca "embers/rules/crownofash"
	"embers/scenes/ui"
)

// A round's scoring says where each lord's points came from: left of the
// "+N VP" rising beside its VP, a line such as "+3 structures  +5
// citadel", from the round.scored event's amounts (ca.Scored).

// breakdown is each lord's line for the round the board was told of
// (b.scored), empty when no round was scored in this move. VP gained in
// the same move before the scoring (a combat card's reward, the AI deck's
// resources) are the rest of the total: "+k other", so the line always
// adds up to the "+N VP" beside it.
func (b *Board) breakdown(was, now *model) [ca.MaxLords]string {
	var out [ca.MaxLords]string
	sc := b.scored
	if sc == nil {
		return out
	}
	for l := range now.lords {
		var parts []string
		add := func(n int, what string) {
			if n > 0 {
				parts = append(parts, fmt.Sprintf("+%d %s", n, what))
			}
		}
		st, cit := int(sc.Structures[l]), int(sc.Citadel[l])
		add(st, "structures")
		add(cit, "citadel")
		add(int(now.vp[l]-was.vp[l])-st-cit, "other")
		out[l] = strings.Join(parts, "  ")
	}
	return out
}

// drawSub draws a rise's smaller line ending at right, level with its
// "+N VP" (y), faded by a: inside the lord's row, over its resources for
// the moment it rises, as the rows stand too close for a line under it.
func (x rise) drawSub(c *ui.Canvas, right, y, a float64) {
	face := ui.Face{Size: 11}
	w, _ := ui.Measure(x.sub, face)
	c.FillRoundRect(right-w-5, y-9, w+10, 18, 5, ui.Fade(soot, a))
	c.TextCentered(x.sub, face, right-w/2, y, ui.Fade(labelCol, a))
}
