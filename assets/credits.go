package assets

import (
	"embed"
	"fmt"
)

// creditsFS holds what the About page shows: licences/credits.toml (what
// Embers is built from) and every licence file it names, the font and
// map licences among them.
//
//go:embed licences fonts/LICENSE-gofont maps/LICENSE-world-atlas
var creditsFS embed.FS

// Credits returns licences/credits.toml: the parts Embers is built from,
// each with its licence files (paths under assets/).
func Credits() []byte {
	b, err := creditsFS.ReadFile("licences/credits.toml")
	if err != nil {
		panic("assets: licences/credits.toml is not embedded: " + err.Error())
	}
	return b
}

// LicenceFile returns one licence file named in the credits.
func LicenceFile(path string) (string, error) {
	b, err := creditsFS.ReadFile(path)
	if err != nil {
		return "", fmt.Errorf("the credits name %s, which is not among the licence files shipped", path)
	}
	return string(b), nil
}
