package fireaxe

import (
	"errors"

	"embers/rules/fireaxe/atlas"
)

// loadAtlas is the designed map of Europe (rules/fireaxe/atlas).
func loadAtlas() (*atlas.Atlas, error) {
	return nil, errors.New("the map of Europe is not merged yet")
}
