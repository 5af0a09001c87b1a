package assets

import _ "embed"

// The land of Fire & Axe's map: Natural Earth's 1:50m land (public domain)
// from the world-atlas package, whose ISC licence ships with it
// (maps/README.md says how the file was made and what it holds).
var (
	//go:embed maps/europe-land-50m.json
	europeLand []byte
	//go:embed maps/LICENSE-world-atlas
	worldAtlasLicence string
)

// EuropeLand is the land polygons of the North Atlantic, Europe and the
// Mediterranean as JSON (the format is in maps/README.md).
func EuropeLand() []byte { return europeLand }

// WorldAtlasLicence is the licence of the package the land came from.
func WorldAtlasLicence() string { return worldAtlasLicence }
