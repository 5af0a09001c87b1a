// Package atlas is Fire & Axe's map as data: the sea and river spaces a
// longboat sails through, the ports that open onto them, the regions of three
// ports, the home ports, the starred ports where small towns stand, the towns'
// hidden treasures, and the 27 sagas, which name ports and so belong with the
// map. Everything here is our design, faithful to the rules summary and
// NOTES.md §4 (docs/rules/fireaxe-map.md gives each choice and its reason);
// it is kept as TOML beside this file (map.toml, sagas.toml).
//
// The rules (rules/fireaxe) read an Atlas and never hard-code a port; their
// tests build small atlases by hand. The board draws spaces and ports at
// their longitude and latitude over the real coastlines.
package atlas

// Zone is one of the four sea zones of the compass. Every space has one;
// a port lies in the zone of the space(s) it opens onto (a port touching two
// zones names its own zone: the rule is in the map's doc).
type Zone string

// The four sea zones.
const (
	North Zone = "N"
	East  Zone = "E"
	South Zone = "S"
	West  Zone = "W"
)

// Zones are the four sea zones in compass order.
var Zones = []Zone{North, East, South, West}

// LonLat is a point on the real map, in degrees: where the board draws a
// space's name or a port.
type LonLat [2]float64

// Space is a sea or river area a longboat can enter for one day. Any number
// of longboats may share it.
type Space struct {
	ID    string
	Name  string // shown to players
	River bool   // a river space (the Seine, the Dnieper, the Danube ...)
	Zone  Zone
	Adj   []string // neighbouring spaces; symmetric
	At    LonLat
	// Course is a river space's stretch of river, upstream end last, for the
	// board to draw (rivers are not in the land polygons); nil at sea.
	Course []LonLat
	// Seeds are more points of a sea space, besides At, for cutting the sea
	// into spaces: the board gives each stretch of water to the space of the
	// nearest of all anchors and seeds (the tests check the cells so cut meet
	// exactly where spaces are neighbours). Most spaces need none.
	Seeds []LonLat
}

// Port is a place a longboat can enter from one of its spaces for one day;
// at most one longboat stands in a port.
type Port struct {
	ID     string
	Name   string   // shown to players
	Spaces []string // the spaces it opens onto
	Zone   Zone
	Value  int    // 2-5; 0 for a home port
	Region string // the region's id; "" for an independent (grey) port or a home port
	Home   bool   // Norway, Sweden, Denmark: runes are drawn here, no task is done here
	Star   bool   // a small town is placed here at setup (12 starred coloured ports)
	Large  bool   // a large town stands here (Paris, Rome, Constantinople)
	At     LonLat
}

// Region is three ports of one colour.
type Region struct {
	ID, Name string
	Colour   string // "#rrggbb", for the board
}

// Saga kinds: what must be true of every named port to complete it.
const (
	Trade  = "trade"  // a goods token in each named port
	Raid   = "raid"   // the town taken from each named port
	Settle = "settle" // a settlement (anyone's) in each named port
)

// Saga is one saga card.
type Saga struct {
	ID       string
	Name     string // shown to players
	Era      int    // 1, 2 or 3
	Homeland string // the home port's id it counts for at the end
	Kind     string // Trade, Raid or Settle
	Ports    []string
	Bonus    int // gold on completing it; 0 for most
}

// Atlas is the whole map and its sagas.
type Atlas struct {
	Spaces  []Space
	Ports   []Port
	Regions []Region
	Sagas   []Saga
	// The towns' hidden treasures, in gold: one counter per small town
	// (shuffled onto the starred ports at setup) and one per large town.
	SmallTreasures []int
	LargeTreasures []int
	// OpenSea are points of water that belong to no space (the empty ocean,
	// the Adriatic, the Caspian): for the board, which cuts the water into
	// spaces by the nearest anchor or seed, they stop the spaces' cells.
	OpenSea []LonLat
}
