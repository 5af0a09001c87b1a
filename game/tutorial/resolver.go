package tutorial

import (
	"fmt"
	"strings"
	"unicode"

	"embers/rules"
)

// A tutorial highlights things by name: the places of the game's rules
// (rules.Place: a square "d1", a hall "B2", a crossing "17", "pile" ...,
// listed by the state's Places) and the parts every side panel has. The
// game's board scene draws both (see scenes/kit.Highlighter), so a script
// needs nothing of its own in this package.

// panelParts are the parts of the side panel a tutorial may highlight.
var panelParts = []string{"panel:seat", "panel:seats", "panel:status", "panel:controls", "panel:log", "panel:legend"}

// PanelName reports whether name is one of the side panel's parts:
// panel:seat (the learner's row), panel:seats (every seat's row),
// panel:status (the game's shared status), panel:controls (the buttons of
// a turn), panel:log, panel:legend (the key to the board's symbols, in a
// panel that shows one, as Cronberg's does).
func PanelName(name string) bool {
	for _, p := range panelParts {
		if name == p {
			return true
		}
	}
	return false
}

// Resolve returns nil when name names something a tutorial may highlight
// in st — a panel part or one of st's places — else an error that says
// what the names look like.
func Resolve(st rules.State, name string) error {
	if PanelName(name) {
		return nil
	}
	pl, ok := st.(rules.Placer)
	if !ok {
		return fmt.Errorf("%q: %s names no places (its state is no rules.Placer), so only the panel's parts may be highlighted: %s",
			name, st.Game().Info().Name, strings.Join(panelParts, ", "))
	}
	places := pl.Places(nil)
	if rules.HasPlace(places, rules.Place(name)) {
		return nil
	}
	msg := fmt.Sprintf("%q names nothing here", name)
	for _, p := range places {
		if strings.EqualFold(string(p), name) {
			msg += fmt.Sprintf(" (did you mean %q? case counts)", p)
			break
		}
	}
	return fmt.Errorf("%s; places look like %s, and the panel's parts are %s",
		msg, strings.Join(samples(places), ", "), strings.Join(panelParts, ", "))
}

// samples picks one place of each shape ("d1" for every square, "B2" for
// every hall, "well:sw" for every well ...), in the order the game lists
// them, so a message can show what names look like without listing all.
func samples(places []rules.Place) []string {
	seen := map[string]bool{}
	var out []string
	for _, p := range places {
		if k := shape(string(p)); !seen[k] {
			seen[k] = true
			out = append(out, string(p))
		}
	}
	return out
}

// shape is a name's kind: its prefix before ':' if it has one ("well:"),
// else its letters and digits as classes (d1 and j9 are both "a9", B2 is
// "A9", 17 and 4 are both "9").
func shape(name string) string {
	if i := strings.IndexByte(name, ':'); i >= 0 {
		return name[:i+1]
	}
	var b strings.Builder
	last := rune(0)
	for _, r := range name {
		switch {
		case unicode.IsDigit(r):
			r = '9'
		case unicode.IsUpper(r):
			r = 'A'
		case unicode.IsLower(r):
			r = 'a'
		}
		if r != last || r != '9' { // a run of digits is one
			b.WriteRune(r)
		}
		last = r
	}
	return b.String()
}
