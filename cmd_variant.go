package main

import "embers/rules"

// canonicalVariant reads a -variant flag against the game's options and
// writes it in canonical form (the game's option order, defaults left out),
// so a setup and a save always hold the same text for the same rules.
func canonicalVariant(info rules.Info, text string) (string, error) {
	o, err := rules.ParseVariant(info, text)
	if err != nil {
		return "", err
	}
	return rules.FormatVariant(info, o), nil
}
