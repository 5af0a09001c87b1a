package assets

import (
	"embed"
	"fmt"
)

//go:embed rules/*.toml
var rulesFS embed.FS

// RulesReference returns the rules reference of a game (rules/<id>.toml):
// its rules in our own words by section. See docs/rules-reference.md.
func RulesReference(gameID string) ([]byte, error) {
	b, err := rulesFS.ReadFile("rules/" + gameID + ".toml")
	if err != nil {
		return nil, fmt.Errorf("there is no rules reference for %q yet", gameID)
	}
	return b, nil
}
