// Package games lists every game module Embers ships. It is the one place a
// new module is registered; the window, the headless commands and the shared
// random-play harness all find games here.
package games

import (
	"fmt"
	"sort"
	"strings"

	"embers/rules"
	"embers/rules/cronberg"
	"embers/rules/trekronor"
)

// Planned is one of the five games, built or not yet.
type Planned struct {
	ID, Name string
	Game     rules.Game // nil while the game is not built yet
}

// all holds the modules that are built, in the order the menus show them.
var all = []rules.Game{trekronor.Game, cronberg.Game}

// plan is the full list of the five games, in menu order.
var plan = []Planned{
	{ID: "trekronor", Name: "Tre Kronor Infernum"},
	{ID: "cronberg", Name: "Cronberg"},
	{ID: "crownofash", Name: "Crown of Ash"},
	{ID: "fireaxe", Name: "Fire & Axe: A Viking Saga"},
	{ID: "burnttoashes", Name: "Burnt to Ashes"},
}

// All returns the built game modules.
func All() []rules.Game { return append([]rules.Game(nil), all...) }

// Plan returns the five games with the module of each that is built.
func Plan() []Planned {
	out := append([]Planned(nil), plan...)
	for i := range out {
		for _, g := range all {
			if g.Info().ID == out[i].ID {
				out[i].Game = g
			}
		}
	}
	return out
}

// Lookup finds a built game by id; the error lists the ids that exist.
func Lookup(id string) (rules.Game, error) {
	for _, g := range all {
		if g.Info().ID == id {
			return g, nil
		}
	}
	var ids []string
	for _, g := range all {
		ids = append(ids, g.Info().ID)
	}
	sort.Strings(ids)
	for _, p := range plan {
		if p.ID == id {
			return nil, fmt.Errorf("game %q (%s) is not built yet; playable now: %s", id, p.Name, strings.Join(ids, ", "))
		}
	}
	return nil, fmt.Errorf("unknown game %q; playable games: %s", id, strings.Join(ids, ", "))
}
