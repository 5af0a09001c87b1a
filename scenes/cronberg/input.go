package cronberg

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"

	"embers/rules"
	cb "embers/rules/cronberg"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// picker is the town's part of the person's choice in progress (the
// kit's Pick holds the pointer, what a click would do and the refusal;
// the kit's Targets the legal moves by the places they name).
type picker struct {
	play.Targets
	lay   bool                  // the drawn tile is to be laid
	cross int                   // the lit crossing under the mouse, or -1
	notes map[rules.Move]string // what laying the tile there would do
	pair  [2]int                // where the tile would lie, or -1, -1
}

func (p *picker) reset() {
	*p = picker{cross: -1, pair: [2]int{-1, -1}}
}

var rulesOnly cb.State // MovePlaces needs no position

// sortTargets reads the legal moves into the picker.
func (p *picker) sortTargets(t *play.Turn) {
	p.reset()
	p.Targets = play.NewTargets(t.Legal, &rulesOnly)
	p.lay = p.Any(isTriangle)
}

// token reports whether crossing x is open to a token.
func (p *picker) token(x int) bool { return p.Lit(cb.CrossingPlace(x)) }

// layOn reports whether a legal lay covers triangle tri.
func (p *picker) layOn(tri int) bool { return p.Touches(cb.TrianglePlace(tri)) }

func isTriangle(pl rules.Place) bool {
	s, _ := cb.ParsePlace(pl)
	return s.Kind == cb.TriangleSpot
}

func isCrossing(pl rules.Place) bool {
	s, _ := cb.ParsePlace(pl)
	return s.Kind == cb.CrossingSpot
}

// Input lets the person choose a move in the town.
func (b *Board) Input(t *play.Turn, in *ui.Input) (rules.Move, bool) {
	p := &b.pick
	in = b.keyboard(in)
	if b.Pick.Begin(t, in) {
		p.sortTargets(t)
	}
	p.cross, p.pair = -1, [2]int{-1, -1}
	if m, ok := b.keyInput(t, in); ok {
		return m, true
	}
	if m, ok, used := b.controlsInput(t, in); used {
		return m, ok
	}
	if p.lay {
		return b.layInput(t, in)
	}
	if b.onPile(in.MouseX, in.MouseY) {
		return b.Pick.Try(t, cb.DrawMove(), "draw a building from the pile", in.Click)
	}
	if x := crossingNear(in.MouseX, in.MouseY); x >= 0 {
		m, ok := b.Pick.Try(t, cb.TokenMove(x), "place a token here"+b.crossingNote(x), in.Click)
		if p.token(x) {
			p.cross = x
		}
		return m, ok
	}
	b.Pick.Info = b.triangleInfo(triangleAt(in.MouseX, in.MouseY))
	return 0, false
}

// triangleInfo says what a triangle is: the building on it, or what a
// park, guard or coat of arms does and whether it counts yet ("" for none).
func (b *Board) triangleInfo(t int) string {
	if t < 0 {
		return ""
	}
	if tile := b.m.tile[t]; tile >= 0 {
		r := cb.Tile(tile)
		return fmt.Sprintf("The %s: %s at its two blunt corners, %s at its two sharp ones.", r.Name, valueText(r.Blunt()), valueText(r.Sharp()))
	}
	if b.m.active[t] {
		return groundNotes[cb.TriangleKind(t)].closed
	}
	return groundNotes[cb.TriangleKind(t)].open
}

// groundNotes say what each kind of ground does, while it can be built on
// and once it cannot (plain ground says nothing until then).
var groundNotes = map[cb.Kind]struct{ open, closed string }{
	cb.Plain: {"", "Nobody can build here any more."},
	cb.Park: {"A park: once nobody can build on it, tokens beside it score double at the end (two parks ×4, three ×8).",
		"A park nobody can build on any more: tokens beside it score double at the end."},
	cb.Coat: {"A coat of arms: once nobody can build on it, minus values beside it count as plus at the end.",
		"A coat of arms nobody can build on any more: beside it, minus values count as plus at the end."},
	cb.Guard: {"A guard: once it cannot be covered, it sends the tokens on its corners home and closes them.",
		"The guard has taken post: no token may stand on its three corners."},
}

// onPile reports whether a point lies on the face-down pile.
func (b *Board) onPile(x, y float64) bool {
	return math.Abs(x-pileSpot.X) < 48 && math.Abs(y-pileSpot.Y) < 34
}

// layInput shows the drawn tile on the pair of triangles under the mouse,
// turned towards it, and lays it there on a click.
func (b *Board) layInput(t *play.Turn, in *ui.Input) (rules.Move, bool) {
	tri := triangleAt(in.MouseX, in.MouseY)
	if tri < 0 {
		return 0, false
	}
	u := b.pairFor(t, tri, in.MouseX, in.MouseY)
	if u < 0 {
		return b.Pick.Try(t, cb.LayMove(tri, nearestNeighbour(tri, in.MouseX, in.MouseY)), "", in.Click)
	}
	b.pick.pair = [2]int{tri, u}
	m := cb.LayMove(tri, u)
	b.Pick.Hint = "lay it on " + cb.TriangleName(tri) + " and " + cb.TriangleName(u) + b.layNote(t, m)
	return m, in.Click
}

// pairFor is the triangle beside tri that the tile would share with it:
// the legal one across the edge nearest the mouse, or -1.
func (b *Board) pairFor(t *play.Turn, tri int, x, y float64) int {
	best, bestD := -1, math.Inf(1)
	for _, u := range cb.TriangleNeighbours(tri) {
		if !t.IsLegal(cb.LayMove(tri, u)) {
			continue
		}
		mid, _ := pairShape(tri, u)
		if d := math.Hypot(mid.X-x, mid.Y-y); d < bestD {
			best, bestD = u, d
		}
	}
	return best
}

// nearestNeighbour is the triangle across tri's edge nearest the mouse.
func nearestNeighbour(tri int, x, y float64) int {
	best, bestD := tri, math.Inf(1)
	for _, u := range cb.TriangleNeighbours(tri) {
		mid, _ := pairShape(tri, u)
		if d := math.Hypot(mid.X-x, mid.Y-y); d < bestD {
			best, bestD = u, d
		}
	}
	return best
}

// keyInput lets the keyboard draw a building (D) or pass (P); a key the
// rules refuse now is explained like a click.
func (b *Board) keyInput(t *play.Turn, in *ui.Input) (rules.Move, bool) {
	if b.pick.lay {
		return 0, false
	}
	for _, r := range in.Runes {
		switch r {
		case 'd', 'D':
			return b.Pick.Try(t, cb.DrawMove(), "draw a building from the pile", true)
		case 'p', 'P':
			return b.Pick.Try(t, cb.PassMove(), "pass", true)
		}
	}
	return 0, false
}

// crossingNote says what already points at crossing x and what is left
// around it: " (so far +2 +4, 3 triangles free, beside a park)".
func (b *Board) crossingNote(x int) string {
	var vals []string
	free, parks, coat := 0, 0, false
	for _, t := range cb.CrossingTriangles(x) {
		tile := b.m.tile[t]
		switch {
		case tile < 0:
			free++
			switch cb.TriangleKind(t) {
			case cb.Park:
				parks++
			case cb.Coat:
				coat = true
			}
		case sharesCrossing(b.m.mate[t], x):
			if b.m.mate[t] > t { // a blunt corner: counted once for its two triangles
				vals = append(vals, valueText(cb.Tile(tile).Blunt()))
			}
		default:
			vals = append(vals, valueText(cb.Tile(tile).Sharp()))
		}
	}
	var parts []string
	if len(vals) > 0 {
		parts = append(parts, "so far "+strings.Join(vals, " "))
	}
	parts = append(parts, fmt.Sprintf("%d free", free))
	if parks > 0 {
		parts = append(parts, fmt.Sprintf("%d park", parks)+map[bool]string{true: "s", false: ""}[parks > 1])
	}
	if coat {
		parts = append(parts, "a coat of arms")
	}
	return " (" + strings.Join(parts, ", ") + ")"
}

// sharesCrossing reports whether triangle t has crossing x as a corner.
func sharesCrossing(t, x int) bool {
	if t < 0 {
		return false
	}
	for _, c := range cb.TriangleCorners(t) {
		if c == x {
			return true
		}
	}
	return false
}

// layNote says what laying the drawn tile by m would do at once: tokens
// scored, a guard taking post, parks and coats of arms that will count.
// The rules play it on the person's view made playable (a lay does not
// depend on the pile's hidden order); the answer is kept for the turn.
func (b *Board) layNote(t *play.Turn, m rules.Move) string {
	p := &b.pick
	if note, ok := p.notes[m]; ok {
		return note
	}
	if p.notes == nil {
		p.notes = map[rules.Move]string{}
	}
	st := t.View.Determinize(t.Seat, rand.New(rand.NewPCG(1, 2))) // the pile's order plays no part in a lay
	evs, err := st.Apply(m)
	if err != nil {
		p.notes[m] = ""
		return ""
	}
	names := b.Names()
	var parts []string
	for _, e := range evs {
		switch d := e.Data.(type) {
		case cb.TokenScored:
			parts = append(parts, fmt.Sprintf("%s's token on %s scores %s", names[d.Owner], cb.CrossingName(d.Crossing), valueText(d.Sum)))
		case cb.GuardActivated:
			parts = append(parts, "the guard on "+cb.TriangleName(d.Triangle)+" takes post")
		case cb.TriangleActivated:
			if d.Kind == cb.Park || d.Kind == cb.Coat {
				parts = append(parts, "the "+map[cb.Kind]string{cb.Park: "park", cb.Coat: "coat of arms"}[d.Kind]+" on "+cb.TriangleName(d.Triangle)+" will count")
			}
		}
	}
	note := ""
	if len(parts) > 0 {
		note = ": " + strings.Join(parts, "; ")
	}
	p.notes[m] = note
	return note
}
