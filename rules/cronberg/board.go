package cronberg

import (
	_ "embed"
	"fmt"
	"math"
	"strconv"

	"github.com/BurntSushi/toml"
)

// Board size: the numbers board.toml must match.
const (
	NumCrossings = 54
	NumTriangles = 72
	MaxSeats     = 4
	TokensEach   = 4
)

// Kind is what a triangle of the town shows.
type Kind uint8

// The four kinds of triangle.
const (
	Plain Kind = iota
	Park
	Guard
	Coat // a coat of arms
)

var kindNames = [...]string{"plain", "park", "guard", "coat"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "?"
}

// Point is a position in board units: one triangle side is 1, the origin is
// the centre of the castle, x grows to the right and y downwards.
type Point struct{ X, Y float64 }

//go:embed board.toml
var boardData []byte

type boardDoc struct {
	Wall     []int `toml:"wall"`
	Castle   []int `toml:"castle"`
	Track    int   `toml:"track"`
	Crossing []struct {
		ID int     `toml:"id"`
		X  float64 `toml:"x"`
		Y  float64 `toml:"y"`
	} `toml:"crossing"`
	Triangle []struct {
		Name    string `toml:"name"`
		Corners []int  `toml:"corners"`
		Kind    string `toml:"kind"`
	} `toml:"triangle"`
}

// geometry, filled once at init from board.toml. Crossing and triangle
// indexes are 0-based; a crossing's printed number is its index + 1.
var (
	crossPos    [NumCrossings]Point
	crossNames  [NumCrossings]string
	triName     [NumTriangles]string
	triKind     [NumTriangles]Kind
	triCorner   [NumTriangles][3]int8
	triNbr      [NumTriangles][3]int8 // edge neighbours, -1 padded
	triNbrN     [NumTriangles]uint8
	crossTri    [NumCrossings][6]int8 // triangles around a crossing, in turn order
	crossTriN   [NumCrossings]uint8
	wallCorner  [6]int
	castleCorns [6]int
	trackLen    int
	triByName   = map[string]int{}
)

func init() {
	if err := buildBoard(); err != nil {
		panic("cronberg: board.toml: " + err.Error())
	}
	if err := buildRhombi(); err != nil {
		panic("cronberg: rhombi.toml: " + err.Error())
	}
	namePlaces()
}

func buildBoard() error {
	var doc boardDoc
	if _, err := toml.Decode(string(boardData), &doc); err != nil {
		return err
	}
	if len(doc.Crossing) != NumCrossings || len(doc.Triangle) != NumTriangles {
		return fmt.Errorf("want %d crossings and %d triangles, found %d and %d",
			NumCrossings, NumTriangles, len(doc.Crossing), len(doc.Triangle))
	}
	for i, c := range doc.Crossing {
		if c.ID != i+1 {
			return fmt.Errorf("crossing %d has id %d; number them 1..%d in order", i+1, c.ID, NumCrossings)
		}
		crossPos[i] = Point{c.X, c.Y}
		crossNames[i] = strconv.Itoa(i + 1)
	}
	for t, tr := range doc.Triangle {
		if err := layTriangle(t, tr.Name, tr.Corners, tr.Kind); err != nil {
			return fmt.Errorf("triangle %q: %w", tr.Name, err)
		}
	}
	linkTriangles()
	if len(doc.Wall) != 6 || len(doc.Castle) != 6 {
		return fmt.Errorf("wall and castle need six corner crossings each")
	}
	for i := range 6 {
		wallCorner[i], castleCorns[i] = doc.Wall[i]-1, doc.Castle[i]-1
	}
	trackLen = doc.Track
	if trackLen < 10 {
		return fmt.Errorf("track of %d spaces is too short", trackLen)
	}
	return nil
}

func layTriangle(t int, name string, corners []int, kind string) error {
	if len(corners) != 3 {
		return fmt.Errorf("%d corners, want 3", len(corners))
	}
	if _, dup := triByName[name]; dup || name == "" {
		return fmt.Errorf("name missing or used twice")
	}
	triName[t], triByName[name] = name, t
	for i, c := range corners {
		if c < 1 || c > NumCrossings {
			return fmt.Errorf("corner %d is not a crossing 1..%d", c, NumCrossings)
		}
		triCorner[t][i] = int8(c - 1)
	}
	for i := range 3 {
		a, b := crossPos[triCorner[t][i]], crossPos[triCorner[t][(i+1)%3]]
		if d := math.Hypot(a.X-b.X, a.Y-b.Y); math.Abs(d-1) > 0.01 {
			return fmt.Errorf("corners %d apart, want one grid step", int(d*100)/100)
		}
	}
	for k, n := range kindNames {
		if n == kind {
			triKind[t] = Kind(k)
			return nil
		}
	}
	return fmt.Errorf("kind %q; use plain, park, guard or coat", kind)
}

// linkTriangles derives edge neighbours (two shared corners) and the
// triangles around each crossing, ordered by angle so that consecutive
// triangles of an inner crossing share an edge.
func linkTriangles() {
	for t := range NumTriangles {
		for i := range triNbr[t] {
			triNbr[t][i] = -1
		}
		for u := range NumTriangles {
			if u != t && sharedCorners(t, u) == 2 {
				triNbr[t][triNbrN[t]] = int8(u)
				triNbrN[t]++
			}
		}
	}
	for c := range NumCrossings {
		var list []int
		for t := range NumTriangles {
			if cornerIndex(t, c) >= 0 {
				list = append(list, t)
			}
		}
		angle := func(t int) float64 {
			p, q := crossPos[c], Centroid(t)
			return math.Atan2(q.Y-p.Y, q.X-p.X)
		}
		for i := 1; i < len(list); i++ { // insertion sort by angle
			for j := i; j > 0 && angle(list[j]) < angle(list[j-1]); j-- {
				list[j], list[j-1] = list[j-1], list[j]
			}
		}
		for i, t := range list {
			crossTri[c][i] = int8(t)
		}
		crossTriN[c] = uint8(len(list))
	}
}

func sharedCorners(t, u int) int {
	n := 0
	for _, a := range triCorner[t] {
		for _, b := range triCorner[u] {
			if a == b {
				n++
			}
		}
	}
	return n
}

func cornerIndex(t, c int) int {
	for i, a := range triCorner[t] {
		if int(a) == c {
			return i
		}
	}
	return -1
}

// CrossingName is the number printed at crossing c (index 0..53): "1".."54".
func CrossingName(c int) string {
	if c < 0 || c >= NumCrossings {
		return "?"
	}
	return crossNames[c]
}

// ParseCrossing reads a crossing number "1".."54" and gives its index.
func ParseCrossing(s string) (int, bool) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > NumCrossings {
		return 0, false
	}
	return n - 1, true
}

// CrossingPos is where crossing c lies, in board units.
func CrossingPos(c int) Point { return crossPos[c] }

// CrossingTriangles lists the triangles that have crossing c as a corner,
// in order around it (consecutive ones share an edge, except across the
// wall or the castle).
func CrossingTriangles(c int) []int { return int8s(crossTri[c][:crossTriN[c]]) }

// TriangleName is the name of triangle t (index 0..71), e.g. "c3".
func TriangleName(t int) string {
	if t < 0 || t >= NumTriangles {
		return "?"
	}
	return triName[t]
}

// ParseTriangle reads a triangle name like "c3" (case-insensitive).
func ParseTriangle(s string) (int, bool) {
	if len(s) > 0 && s[0] >= 'A' && s[0] <= 'Z' {
		s = string(s[0]|0x20) + s[1:]
	}
	t, ok := triByName[s]
	return t, ok
}

// TriangleKind tells what triangle t shows.
func TriangleKind(t int) Kind { return triKind[t] }

// TriangleCorners gives the three crossings at the corners of triangle t.
func TriangleCorners(t int) [3]int {
	c := triCorner[t]
	return [3]int{int(c[0]), int(c[1]), int(c[2])}
}

// TriangleNeighbours lists the triangles sharing an edge with t (1 to 3).
func TriangleNeighbours(t int) []int { return int8s(triNbr[t][:triNbrN[t]]) }

// Adjacent reports whether triangles t and u share an edge.
func Adjacent(t, u int) bool {
	for _, n := range triNbr[t][:triNbrN[t]] {
		if int(n) == u {
			return true
		}
	}
	return false
}

// SharedEdge gives the crossings at the two ends of the street triangles
// t and u share, in t's corner order; ok is false unless they share one.
func SharedEdge(t, u int) (a, b int, ok bool) {
	var ends []int
	for _, c := range TriangleCorners(t) {
		if cornerIndex(u, c) >= 0 {
			ends = append(ends, c)
		}
	}
	if len(ends) != 2 {
		return 0, 0, false
	}
	return ends[0], ends[1], true
}

// Centroid is the centre of triangle t, in board units.
func Centroid(t int) Point {
	var p Point
	for _, c := range triCorner[t] {
		p.X += crossPos[c].X / 3
		p.Y += crossPos[c].Y / 3
	}
	return p
}

// WallCorners gives the six corner crossings of the town wall, clockwise
// from the top left; CastleCorners those of the castle hill in the middle.
func WallCorners() [6]int { return wallCorner }

// CastleCorners gives the six corner crossings of the castle hill.
func CastleCorners() [6]int { return castleCorns }

// TrackSpaces is how many spaces the score track along the wall has. A
// score beyond it goes round again; a negative score counts backwards
// from 0.
func TrackSpaces() int { return trackLen }

func int8s(s []int8) []int {
	out := make([]int, len(s))
	for i, v := range s {
		out[i] = int(v)
	}
	return out
}
