package playcheck

import (
	"slices"

	"embers/rules"
	"embers/scenes/tutorial"
)

// hasTutorial reports whether the game has a tutorial on its board.
func hasTutorial(id string) bool { return slices.Contains(tutorial.Available(), id) }

// soloPlayable reports whether the game is played by one person alone
// (a solo mode against a rival that is not a seat).
func soloPlayable(info rules.Info) bool { return info.MinPlayers == 1 }

// variantFor is a variant with which g sets up for players: base when it
// does, else base with the first option value that makes it (Crown of
// Ash alone needs its AI deck).
func variantFor(g rules.Game, players int, base string) string {
	if _, err := g.New(rules.Setup{Players: players, Seed: 1, Variant: base}); err == nil {
		return base
	}
	for _, o := range g.Info().Options {
		for _, v := range o.Values {
			vr := o.ID + "=" + v.ID
			if base != "" {
				vr = base + "," + vr
			}
			if _, err := g.New(rules.Setup{Players: players, Seed: 1, Variant: vr}); err == nil {
				return vr
			}
		}
	}
	return base
}
