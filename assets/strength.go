package assets

import "embed"

// strengthFiles are how strong each computer level plays a game, as
// measured by `embers sim`: strength/<game id>.toml (the format is in
// docs/strength.md, "Shown to players").
//
//go:embed strength/*.toml
var strengthFiles embed.FS

// Strength returns the measured strength of a game's computer levels, if
// it has been measured.
func Strength(gameID string) ([]byte, bool) {
	data, err := strengthFiles.ReadFile("strength/" + gameID + ".toml")
	return data, err == nil
}
