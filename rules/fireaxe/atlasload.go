package fireaxe

import "embers/rules/fireaxe/atlas"

// loadAtlas is the designed map of Europe (rules/fireaxe/atlas).
func loadAtlas() (*atlas.Atlas, error) { return atlas.Load() }
