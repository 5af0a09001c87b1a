package cronberg

import (
	"strings"
	"testing"

	"embers/rules"
	cb "embers/rules/cronberg"
	"embers/scenes/kit"
	"embers/scenes/play/playtest"
)

// TestLogPointsAtTheEventsPlaces: hovering a log line rings in the town
// exactly the crossings and triangles its event's payload names.
func TestLogPointsAtTheEventsPlaces(t *testing.T) {
	b := &Board{}
	b.Kit = kit.NewKit(b, nil, origin)
	point := func(p []rules.Place) []cb.Spot { b.PointAt(p); return kit.Parsed(b.Pointed(), cb.ParsePlace) }
	playtest.Pointing(t, "cronberg", 3, 3, 90, point, townRings, cb.EvTokenPlaced, cb.EvTileLaid, cb.EvTileDrawn)
}

// townRings is what the town rings for event e, worked out from its
// payload; ok is false for an event the test does not judge.
func townRings(e rules.Event) (want []cb.Spot, ok bool) {
	switch d := e.Data.(type) {
	case cb.TileLaid:
		return triSpots(d.Triangles[0], d.Triangles[1]), true
	case cb.TriangleActivated:
		return triSpots(d.Triangle), true
	case cb.GuardActivated:
		return append(triSpots(d.Triangle), crossSpots(d.Crossings[:]...)...), true
	case cb.TokenPlaced:
		return crossSpots(d.Crossing), true
	case cb.TokenScored:
		return crossSpots(d.Crossing), true
	case cb.TokenReturned:
		return crossSpots(d.Crossing), true
	case cb.TileDrawn: // the pile, which lies on the board
		return []cb.Spot{{Kind: cb.PileSpot}}, true
	}
	return nil, false
}

func crossSpots(cs ...int) []cb.Spot {
	out := make([]cb.Spot, len(cs))
	for i, c := range cs {
		out[i] = cb.Spot{Kind: cb.CrossingSpot, Index: c}
	}
	return out
}

func triSpots(ts ...int) []cb.Spot {
	out := make([]cb.Spot, len(ts))
	for i, t := range ts {
		out[i] = cb.Spot{Kind: cb.TriangleSpot, Index: t}
	}
	return out
}

// TestTheTilePointsWhereTheMouseIs: over a free triangle, the drawn tile
// lies across the edge nearest the mouse.
func TestTheTilePointsWhereTheMouseIs(t *testing.T) {
	for tri := range cb.NumTriangles {
		for _, u := range cb.TriangleNeighbours(tri) {
			mid, _ := pairShape(tri, u)
			ctr := triCentre(tri)
			x, y := kit.Lerp(ctr.X, mid.X, 0.6), kit.Lerp(ctr.Y, mid.Y, 0.6)
			if got := triangleAt(x, y); got != tri {
				t.Fatalf("a point of %s towards %s lies in %d", cb.TriangleName(tri), cb.TriangleName(u), got)
			}
			if got := nearestNeighbour(tri, x, y, nil); got != u {
				t.Errorf("pointing in %s towards %s turns the tile to %s", cb.TriangleName(tri), cb.TriangleName(u), cb.TriangleName(got))
			}
		}
	}
}

// TestScoresOnTheTrack: a negative score counts back from 0, a score past
// the last space goes round again.
func TestScoresOnTheTrack(t *testing.T) {
	n := cb.TrackSpaces()
	for _, c := range []struct{ score, space, laps int }{
		{0, 0, 0}, {7, 7, 0}, {-2, n - 2, -1}, {n + 3, 3, 1}, {-n, 0, -1},
	} {
		if sp, laps := track.Space(c.score); sp != c.space || laps != c.laps {
			t.Errorf("score %d stands on space %d after %d laps, want %d after %d", c.score, sp, laps, c.space, c.laps)
		}
	}
}

// TestCrossingNoteAddsTheCorners: pointing at a crossing tells the corner
// values already pointing at it, as the rules count them.
func TestCrossingNoteAddsTheCorners(t *testing.T) {
	s, err := playtest.Session("cronberg", []string{"easy", "easy"}, 4, 40)
	if err != nil {
		t.Fatal(err)
	}
	st := s.Match.State.(*cb.State)
	b := New(s)
	b.Reset(st, rules.NoSeat)
	checked := 0
	for x := range cb.NumCrossings {
		want := ""
		for i, v := range st.ValuesAt(x) {
			if i > 0 {
				want += " "
			}
			want += valueText(v.Value)
		}
		note := b.ClickHint(cb.TokenMove(x))
		if want != "" && !strings.Contains(note, "so far "+want+",") {
			t.Errorf("crossing %s: note %q, the rules see %s", cb.CrossingName(x), note, want)
		}
		if want != "" {
			checked++
		}
	}
	if checked == 0 {
		t.Fatal("no crossing had a tile beside it after 40 moves")
	}
}

// TestLayNoteTellsTheScore: pointing at a pair where the tile would
// surround a token says whose token scores what, as the rules play it.
func TestLayNoteTellsTheScore(t *testing.T) {
	s, err := playtest.Session("cronberg", []string{"easy", "easy", "easy"}, 2, 0)
	if err != nil {
		t.Fatal(err)
	}
	m, ok := playtest.MoveWith(t, s, cb.EvTokenScored, 300)
	if !ok {
		t.Fatal("no lay surrounds a token in this game")
	}
	st := s.Match.State
	turn := &kit.Turn{Seat: st.ToMove(), View: st.View(st.ToMove()), Legal: st.Legal(nil)}
	b := New(s)
	b.Reset(turn.View, turn.Seat)
	note := b.ClickHint(m)
	if !strings.Contains(note, "token on") || !strings.Contains(note, "scores") {
		t.Fatalf("laying %s would score a token; the note says %q", st.FormatMove(m), note)
	}
	t.Logf("%s: %s", st.FormatMove(m), note)
}

// TestTrianglesExplainThemselves: every special triangle and every laid
// building says what it is.
func TestTrianglesExplainThemselves(t *testing.T) {
	s, err := playtest.Session("cronberg", []string{"easy", "easy"}, 4, 40)
	if err != nil {
		t.Fatal(err)
	}
	b := New(s)
	b.Reset(s.Match.State.View(rules.NoSeat), rules.NoSeat)
	for tri := range cb.NumTriangles {
		info := b.Describe(cb.TrianglePlace(tri))
		switch {
		case b.m.tile[tri] >= 0 && !strings.Contains(info, cb.Tile(b.m.tile[tri]).Name):
			t.Errorf("%s under a building says %q", cb.TriangleName(tri), info)
		case b.m.tile[tri] < 0 && cb.TriangleKind(tri) != cb.Plain && !strings.Contains(info, cb.TriangleKind(tri).String()):
			t.Errorf("the %s on %s says %q", cb.TriangleKind(tri), cb.TriangleName(tri), info)
		}
	}
}
