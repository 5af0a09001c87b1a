package cronberg

import (
	"slices"
	"testing"

	"embers/rules"
	"embers/rules/rulestest"
)

// placeNames are places as strings, for comparison.
func placeNames(ps []rules.Place) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = string(p)
	}
	return out
}

// Every move names what a person points at.
func TestMovePlaces(t *testing.T) {
	var s State
	for text, want := range map[string][]string{
		"token 17":   {"17"},
		"draw":       {"pile"},
		"lay c4 c3":  {"c3", "c4"},
		"lay b9 b10": {"b9", "b10"},
		"pass":       {"button:pass"},
	} {
		m, err := parseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		if got := placeNames(s.MovePlaces(m)); !slices.Equal(got, want) {
			t.Errorf("%s names %v, want %v", text, got, want)
		}
	}
	if got := s.MovePlaces(rules.Move(1 << 40)); got != nil {
		t.Errorf("a code no move has names %v", got)
	}
}

// C4 (the church isolates the guard on b9): the tile laid names its two
// triangles, the guard its triangle and the three crossings it closes, the
// token it drives away its crossing.
func TestC4EventsNameTheirPlaces(t *testing.T) {
	p := newPosition(t, 4)
	p.lay("Bakery", "b7 b8").lay("Weaver's House", "a9 b10").tokens(0, "10")
	s := p.done(2)
	putOnTop(s, "Church")
	evs := rulestest.Play(t, s, "draw", "lay c5 c6")
	for kind, want := range map[string][]string{
		EvTileDrawn:     {"pile"},
		EvTileLaid:      {"c5", "c6"},
		EvGuard:         {"b9", "10", "16", "17"},
		EvTokenReturned: {"10"},
	} {
		got := eventsOf(evs, kind)
		if len(got) != 1 {
			t.Fatalf("%d %s events", len(got), kind)
		}
		if names := placeNames(got[0].Places); !slices.Equal(slices.Sorted(slices.Values(names)), slices.Sorted(slices.Values(want))) {
			t.Errorf("%s (%q) names %v, want %v", kind, got[0].Text, names, want)
		}
	}
}

// C3: the token surrounded on crossing 7 names its crossing when it scores.
func TestC3ScoringNamesTheCrossing(t *testing.T) {
	p := newPosition(t, 4)
	p.lay("Inn", "a3 b4").lay("Tannery", "b2 b3").tokens(0, "7")
	s := p.done(2)
	putOnTop(s, "Cemetery")
	evs := rulestest.Play(t, s, "draw", "lay a1 a2")
	if got := eventsOf(evs, EvTokenScored); len(got) != 1 || !slices.Equal(placeNames(got[0].Places), []string{"7"}) {
		t.Fatalf("scoring events %+v", got)
	}
}

// A building is a place exactly while it stands; the fixed places are
// always there, and every place reads back to what it names.
func TestPlacesOfTheTown(t *testing.T) {
	p := newPosition(t, 2)
	p.lay("Inn", "a3 b4")
	s := p.done(0)
	all := s.Places(nil)
	if len(all) != NumCrossings+NumTriangles+8+2 {
		t.Fatalf("%d places with one building", len(all))
	}
	for _, want := range []rules.Place{"building:a3", "building:b4", "17", "c3", "area:town", "castle", "track", "pile", "button:pass"} {
		if !rules.HasPlace(all, want) {
			t.Errorf("%q is not a place", want)
		}
	}
	if rules.HasPlace(all, "building:c3") {
		t.Error("building:c3 is a place, but nothing is built on c3")
	}
	for _, pl := range all {
		if _, ok := ParsePlace(pl); !ok {
			t.Errorf("%q does not read back", pl)
		}
	}
	for pl, want := range map[rules.Place]Spot{
		"1": {Kind: CrossingSpot, Index: 0}, "54": {Kind: CrossingSpot, Index: 53}, "a3": {Kind: TriangleSpot, Index: p.tri("a3")}, "building:b4": {Kind: BuildingSpot, Index: p.tri("b4")},
		"area:guards": {Kind: AreaSpot, Index: int(Guard)}, "area:town": {Kind: TownSpot}, "pile": {Kind: PileSpot},
	} {
		if got, ok := ParsePlace(pl); !ok || got != want {
			t.Errorf("%q reads as %+v, want %+v", pl, got, want)
		}
	}
	for _, pl := range []rules.Place{"0", "55", "C3", "crossing:17", "i1", "building:", ""} {
		if got, ok := ParsePlace(pl); ok {
			t.Errorf("%q reads as %+v; it names nothing", pl, got)
		}
	}
}
