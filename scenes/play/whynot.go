package play

// WhyNoter is optional for a Board: the explanation it shows now for a
// target the person cannot use, as the rules gave it (IllegalMove's Reason
// in a person's words, and its Rule section), or "" for none. The panel
// keeps the last one in a card with a link to that section of the rules
// reference.
type WhyNoter interface {
	WhyNot() (reason, rule string)
}

// whyNot is the last explanation the board gave.
type whyNot struct{ reason, rule string }

// noteWhyNot keeps the board's explanation, if it shows one now; the last
// one stays until the position changes, so the mouse can reach its link.
func (sc *Scene) noteWhyNot() {
	wn, ok := sc.board.(WhyNoter)
	if !ok {
		return
	}
	if reason, rule := wn.WhyNot(); reason != "" {
		sc.teach.whyNot = &whyNot{reason, rule}
	}
}
