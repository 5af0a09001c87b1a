package play

import "embers/scenes/kit"

// whyNot is the last explanation the board gave.
type whyNot struct{ reason, rule string }

// noteWhyNot keeps the board's explanation, if it shows one now; the last
// one stays until the position changes, so the mouse can reach its link.
func (sc *Scene) noteWhyNot() {
	wn, ok := sc.board.(kit.WhyNoter)
	if !ok {
		return
	}
	if reason, rule := wn.WhyNot(); reason != "" {
		sc.teach.whyNot = &whyNot{reason, rule}
	}
}
