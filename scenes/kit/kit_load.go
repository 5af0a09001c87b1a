package kit

import "embers/rules"

// LoadAs is a board's Load for the states of its game, of type S: when
// view is one, load takes it as the board's model; it reports whether it
// was.
func LoadAs[S rules.State](view rules.State, load func(S)) bool {
	v, ok := view.(S)
	if ok {
		load(v)
	}
	return ok
}
