package atlas

import (
	_ "embed"
	"fmt"

	"github.com/BurntSushi/toml"
)

//go:embed map.toml
var mapTOML string

//go:embed sagas.toml
var sagasTOML string

// The TOML shapes of map.toml and sagas.toml.
type (
	mapDoc struct {
		Treasures struct {
			Small []int `toml:"small"`
			Large []int `toml:"large"`
		} `toml:"treasures"`
		OpenSea struct {
			Seeds [][2]float64 `toml:"seeds"`
		} `toml:"open_sea"`
		Region []regionDoc `toml:"region"`
		Space  []spaceDoc  `toml:"space"`
		Port   []portDoc   `toml:"port"`
	}
	regionDoc struct {
		ID     string `toml:"id"`
		Name   string `toml:"name"`
		Colour string `toml:"colour"`
	}
	spaceDoc struct {
		ID     string       `toml:"id"`
		Name   string       `toml:"name"`
		Zone   string       `toml:"zone"`
		At     [2]float64   `toml:"at"`
		Adj    []string     `toml:"adj"`
		River  bool         `toml:"river"`
		Course [][2]float64 `toml:"course"`
		Seeds  [][2]float64 `toml:"seeds"`
	}
	portDoc struct {
		ID     string     `toml:"id"`
		Name   string     `toml:"name"`
		Spaces []string   `toml:"spaces"`
		Zone   string     `toml:"zone"`
		Value  int        `toml:"value"`
		Region string     `toml:"region"`
		Home   bool       `toml:"home"`
		Star   bool       `toml:"star"`
		Large  bool       `toml:"large"`
		At     [2]float64 `toml:"at"`
	}
	sagasDoc struct {
		Saga []sagaDoc `toml:"saga"`
	}
	sagaDoc struct {
		ID       string   `toml:"id"`
		Name     string   `toml:"name"`
		Era      int      `toml:"era"`
		Homeland string   `toml:"homeland"`
		Kind     string   `toml:"kind"`
		Ports    []string `toml:"ports"`
		Bonus    int      `toml:"bonus"`
	}
)

// Load reads the game's own map and sagas (map.toml, sagas.toml, built into
// the program) and checks them with Validate.
func Load() (*Atlas, error) {
	return Parse(mapTOML, sagasTOML)
}

// Parse reads a map and its sagas from TOML text in the shape of map.toml
// and sagas.toml, and checks the result with Validate.
func Parse(mapText, sagasText string) (*Atlas, error) {
	var m mapDoc
	if err := decode("map.toml", mapText, &m); err != nil {
		return nil, err
	}
	var sg sagasDoc
	if err := decode("sagas.toml", sagasText, &sg); err != nil {
		return nil, err
	}
	a := build(m, sg)
	if err := a.Validate(); err != nil {
		return nil, err
	}
	return a, nil
}

// decode reads one file's TOML into v and refuses keys the shapes do not
// know: a misspelt "vaule" would otherwise leave a port at value 0 with a
// puzzling error.
func decode(file, text string, v any) error {
	md, err := toml.Decode(text, v)
	if err != nil {
		return fmt.Errorf("atlas: %s cannot be read: %w", file, err)
	}
	if u := md.Undecoded(); len(u) > 0 {
		return fmt.Errorf("atlas: %s: unknown key %q; check its spelling against the keys the file already uses", file, u[0].String())
	}
	return nil
}

func build(m mapDoc, sg sagasDoc) *Atlas {
	a := &Atlas{SmallTreasures: m.Treasures.Small, LargeTreasures: m.Treasures.Large}
	for _, p := range m.OpenSea.Seeds {
		a.OpenSea = append(a.OpenSea, LonLat(p))
	}
	for _, r := range m.Region {
		a.Regions = append(a.Regions, Region{ID: r.ID, Name: r.Name, Colour: r.Colour})
	}
	for _, s := range m.Space {
		sp := Space{ID: s.ID, Name: s.Name, River: s.River, Zone: Zone(s.Zone), Adj: s.Adj, At: s.At}
		for _, c := range s.Course {
			sp.Course = append(sp.Course, LonLat(c))
		}
		for _, c := range s.Seeds {
			sp.Seeds = append(sp.Seeds, LonLat(c))
		}
		a.Spaces = append(a.Spaces, sp)
	}
	for _, p := range m.Port {
		a.Ports = append(a.Ports, Port{ID: p.ID, Name: p.Name, Spaces: p.Spaces, Zone: Zone(p.Zone),
			Value: p.Value, Region: p.Region, Home: p.Home, Star: p.Star, Large: p.Large, At: p.At})
	}
	for _, s := range sg.Saga {
		a.Sagas = append(a.Sagas, Saga{ID: s.ID, Name: s.Name, Era: s.Era, Homeland: s.Homeland,
			Kind: s.Kind, Ports: s.Ports, Bonus: s.Bonus})
	}
	return a
}
