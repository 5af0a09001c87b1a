package cronberg

import (
	_ "embed"
	"fmt"

	"github.com/BurntSushi/toml"
)

// NumRhombi is how many building rhombi the game has.
const NumRhombi = 28

// Rhombus is one building tile as written in rhombi.toml. Its two blunt
// corners carry Value, its two sharp corners twice Value.
type Rhombus struct {
	Name  string `toml:"name"`
	Value int    `toml:"value"`
}

// Blunt is the value at each of the two blunt (120 degree) corners.
func (r Rhombus) Blunt() int { return r.Value }

// Sharp is the value at each of the two sharp (60 degree) corners.
func (r Rhombus) Sharp() int { return 2 * r.Value }

//go:embed rhombi.toml
var rhombiData []byte

var rhombi [NumRhombi]Rhombus

func buildRhombi() error {
	var doc struct {
		Rhombus []Rhombus `toml:"rhombus"`
	}
	if _, err := toml.Decode(string(rhombiData), &doc); err != nil {
		return err
	}
	if len(doc.Rhombus) != NumRhombi {
		return fmt.Errorf("want %d rhombi, found %d", NumRhombi, len(doc.Rhombus))
	}
	seen := map[string]bool{}
	for i, r := range doc.Rhombus {
		if r.Value == 0 || r.Value < -4 || r.Value > 4 {
			return fmt.Errorf("%q has value %d; use -4..-1 or 1..4", r.Name, r.Value)
		}
		if r.Name == "" || seen[r.Name] {
			return fmt.Errorf("rhombus %d: name missing or used twice", i+1)
		}
		seen[r.Name] = true
		rhombi[i] = r
	}
	return nil
}

// Tile returns rhombus i (0..27, the order of rhombi.toml).
func Tile(i int) Rhombus { return rhombi[i] }

// TileByName finds a rhombus by its building name (exact), or -1.
func TileByName(name string) int {
	for i, r := range rhombi {
		if r.Name == name {
			return i
		}
	}
	return -1
}

// Corner is one corner of a laid rhombus: the crossing it points at, its
// value there, and whether it is a sharp (one-triangle) corner.
type Corner struct {
	Crossing int
	Value    int
	Sharp    bool
}

// Corners gives the four corners of tile laid on the adjacent triangles
// t and u: the two crossings of their shared edge get the blunt value, the
// far corner of each triangle the sharp value. Order: blunt, blunt, sharp
// of t, sharp of u.
func Corners(tile, t, u int) [4]Corner {
	r := rhombi[tile]
	a, b, _ := SharedEdge(t, u)
	return [4]Corner{{Crossing: a, Value: r.Blunt()}, {Crossing: b, Value: r.Blunt()},
		{Crossing: farCorner(t, u), Value: r.Sharp(), Sharp: true}, {Crossing: farCorner(u, t), Value: r.Sharp(), Sharp: true}}
}

// farCorner is the corner of t that u does not share.
func farCorner(t, u int) int {
	for _, c := range triCorner[t] {
		if cornerIndex(u, int(c)) < 0 {
			return int(c)
		}
	}
	return -1
}
