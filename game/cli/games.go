package cli

import (
	"strings"

	"embers/game/ai"
	"embers/rules"
	"embers/rules/games"
	"embers/rules/testgames"
	"embers/saves"
)

// Lookup finds a game for the commands without a window (sim, rules, shot,
// tutorial): a built game, else one of the test games (tictactoe, bids,
// firebreak, brigade, standoff), so the contract's parts can be played,
// measured and pictured without a real game. The window offers only the
// built games; an unknown id gets the built games' error, which lists them.
var Lookup = First(games.Lookup, testgames.Lookup)

// First finds a game with the first lookup that knows it; when none does, the
// first lookup's error says what exists.
func First(lookups ...saves.Lookup) saves.Lookup {
	return func(id string) (rules.Game, error) {
		var first error
		for i, l := range lookups {
			g, err := l(id)
			if err == nil {
				return g, nil
			}
			if i == 0 {
				first = err
			}
		}
		return nil, first
	}
}

// Variant reads a -variant flag against the game's options and writes it in
// canonical form (the game's option order, defaults left out), so a setup
// and a save always hold the same text for the same rules.
func Variant(info rules.Info, text string) (string, error) {
	o, err := rules.ParseVariant(info, text)
	if err != nil {
		return "", err
	}
	return rules.FormatVariant(info, o), nil
}

// LevelNames lists the AI levels for a flag's help: "random, greedy, ...".
func LevelNames() string {
	var names []string
	for _, l := range ai.Levels() {
		names = append(names, string(l))
	}
	return strings.Join(names, ", ")
}

// DeriveSeed derives a seed from a seed and an index (splitmix64 finaliser):
// the games of a sim, the seats of a game and the AI's decisions in the
// console and shot each get a seed of their own from the one given.
func DeriveSeed(seed, i uint64) uint64 {
	z := seed + 0x9e3779b97f4a7c15*(i+1)
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}
