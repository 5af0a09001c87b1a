package tutorial

import (
	"fmt"
	"sort"
	"strings"
	"sync"

	"embers/rules"
)

// Resolver knows the names a game's tutorial may highlight: its board's
// squares, halls, crossings or ports, and the panel's parts. Each game
// with a tutorial registers one (Register), so `embers tutorial -check`
// can tell a misspelt name from a real one without a window. The game's
// board scene draws the same names (see scenes/play.Highlighter).
type Resolver interface {
	// Resolve returns nil when name names something of the game in st,
	// else an error that says what names look like.
	Resolve(st rules.State, name string) error
}

// Panel parts every game's side panel has; a Resolver may accept them as
// they are (PanelName does).
var panelParts = []string{"panel:seat", "panel:seats", "panel:status", "panel:controls", "panel:log"}

// PanelName reports whether name is one of the shared panel parts:
// panel:seat (the learner's row), panel:seats (every seat's row),
// panel:status (the game's shared status), panel:controls (the buttons of
// a turn), panel:log.
func PanelName(name string) bool {
	for _, p := range panelParts {
		if name == p {
			return true
		}
	}
	return false
}

var (
	resolverMu sync.Mutex
	resolvers  = map[string]Resolver{}
)

// Register makes r the resolver of the game with id gameID.
func Register(gameID string, r Resolver) {
	resolverMu.Lock()
	defer resolverMu.Unlock()
	resolvers[gameID] = r
}

// ResolverFor returns the resolver of a game, if it has one.
func ResolverFor(gameID string) (Resolver, bool) {
	resolverMu.Lock()
	defer resolverMu.Unlock()
	r, ok := resolvers[gameID]
	return r, ok
}

// Resolvable lists the game ids with a resolver, sorted.
func Resolvable() []string {
	resolverMu.Lock()
	defer resolverMu.Unlock()
	var ids []string
	for id := range resolvers {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// unknownName is the error of a name a resolver does not know.
func unknownName(name string, forms ...string) error {
	return fmt.Errorf("%q names nothing on the board; names look like %s", name, strings.Join(forms, ", "))
}
