package rules

import "fmt"

// IllegalMove is the error Apply returns for a move the rules forbid. It says
// why in plain words and names the rulebook section, so a scene can explain
// it and link to the rules reference.
type IllegalMove struct {
	Move   string // the move in notation
	Reason string // why, in our own words: "square d1 is on fire"
	Rule   string // the section that forbids it, e.g. "5.1"
}

func (e *IllegalMove) Error() string {
	if e.Rule == "" {
		return fmt.Sprintf("illegal move %q: %s", e.Move, e.Reason)
	}
	return fmt.Sprintf("illegal move %q: %s (rule %s)", e.Move, e.Reason, e.Rule)
}
