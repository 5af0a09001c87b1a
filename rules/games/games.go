// Package games is the registry of the game modules Embers ships. Each rules
// package registers itself here from an init function (rules/<id>/register.go),
// and scenes/catalog imports every game's board, which imports its rules: that
// import is the one line a game adds outside its own folders
// (docs/adding-a-game.md). The window, the headless commands and the shared
// random-play harness all find games here.
//
// A package that calls Lookup must have the games it asks for imported: the
// program imports scenes/catalog; a test imports the rules packages it plays.
package games

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"sync"

	"embers/rules"
)

// Planned is one of the games on the menus, built or still to come.
type Planned struct {
	ID, Name string
	About    string     // the game in one line, in our own words
	Game     rules.Game // nil while the game is not built yet
}

// shelf holds what has registered: the built games and the ones to come.
type shelf struct {
	mu     sync.Mutex
	built  []Planned
	coming []Planned
}

var registered shelf

// Register adds a built game with its line for the menus. It is called from
// the game's init; a second game with the same id is a programming error.
func Register(g rules.Game, about string) { registered.add(g, about) }

// Coming lists a game that is planned but not built yet: the menus show it
// as coming later and Lookup says it is not built.
func Coming(id, name, about string) { registered.plan(id, name, about) }

// All returns the built games, in the order the menus show them.
func All() []rules.Game { return registered.all() }

// First is the id of the first built game on the menus: the game a command
// plays when none is named ("" when no game is built).
func First() string {
	if all := All(); len(all) > 0 {
		return all[0].Info().ID
	}
	return ""
}

// Plan returns the games on the menus: the built ones, then the ones to
// come, each part in the order of the five games (menuOrder).
func Plan() []Planned { return registered.menu() }

// Lookup finds a built game by id; the error lists the ids that exist.
func Lookup(id string) (rules.Game, error) { return registered.lookup(id) }

func (s *shelf) add(g rules.Game, about string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	info := g.Info()
	if slices.ContainsFunc(s.built, func(p Planned) bool { return p.ID == info.ID }) {
		panic(fmt.Sprintf("games: %q registered twice", info.ID))
	}
	s.built = append(s.built, Planned{ID: info.ID, Name: info.Name, About: about, Game: g})
	slices.SortStableFunc(s.built, byMenuOrder)
}

// menuOrder is the order of the five games on the menus (DESIGN.md's table):
// the first two built stay first, so a new game never moves the default of
// the new-game screen. A game outside the list follows them by name.
var menuOrder = []string{"trekronor", "cronberg", "crownofash", "fireaxe", "burnttoashes"}

func byMenuOrder(a, b Planned) int {
	rank := func(p Planned) int {
		if i := slices.Index(menuOrder, p.ID); i >= 0 {
			return i
		}
		return len(menuOrder)
	}
	return cmp.Or(cmp.Compare(rank(a), rank(b)), cmp.Compare(a.Name, b.Name))
}

func (s *shelf) plan(id, name, about string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.coming = append(s.coming, Planned{ID: id, Name: name, About: about})
	slices.SortStableFunc(s.coming, byMenuOrder)
}

// menu is the built games, then the coming ones not built meanwhile (a
// game built before its coming line is removed shows once, as built).
func (s *shelf) menu() []Planned {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := slices.Clone(s.built)
	for _, c := range s.coming {
		if !slices.ContainsFunc(out, func(p Planned) bool { return p.ID == c.ID }) {
			out = append(out, c)
		}
	}
	return out
}

func (s *shelf) all() []rules.Game {
	var out []rules.Game
	for _, p := range s.menu() {
		if p.Game != nil {
			out = append(out, p.Game)
		}
	}
	return out
}

func (s *shelf) lookup(id string) (rules.Game, error) {
	var ids []string
	for _, p := range s.menu() {
		if p.ID == id && p.Game != nil {
			return p.Game, nil
		}
		if p.Game != nil {
			ids = append(ids, p.ID)
		}
	}
	slices.Sort(ids)
	playable := strings.Join(ids, ", ")
	if playable == "" {
		playable = "none (is scenes/catalog imported?)"
	}
	for _, p := range s.menu() {
		if p.ID == id {
			return nil, fmt.Errorf("game %q (%s) is not built yet; playable now: %s", id, p.Name, playable)
		}
	}
	return nil, fmt.Errorf("unknown game %q; playable games: %s", id, playable)
}
