package assets

import (
	"embed"
	"path"
	"sort"
	"strings"
)

// tutorialFiles are the tutorial scripts, one per game: tutorials/<game id>.toml
// (the format is in docs/tutorials.md).
//
//go:embed tutorials/*.toml
var tutorialFiles embed.FS

// Tutorial returns the tutorial script of a game, if it has one.
func Tutorial(gameID string) ([]byte, bool) {
	data, err := tutorialFiles.ReadFile("tutorials/" + gameID + ".toml")
	return data, err == nil
}

// Tutorials lists the ids of the games that have a tutorial, sorted.
func Tutorials() []string {
	entries, _ := tutorialFiles.ReadDir("tutorials")
	var ids []string
	for _, e := range entries {
		if name := e.Name(); !e.IsDir() && path.Ext(name) == ".toml" {
			ids = append(ids, strings.TrimSuffix(name, ".toml"))
		}
	}
	sort.Strings(ids)
	return ids
}
