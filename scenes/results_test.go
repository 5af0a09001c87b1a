package scenes

import (
	"testing"

	"embers/rules"
)

func TestResultLinesGroupByPlace(t *testing.T) {
	lines := []rules.ScoreLine{
		{Seat: 0, Points: 2, What: "save marker in A1, The Armoury (2 ash)"},
		{Seat: 1, Points: 1, What: "steal marker in B2, The Wind (1 ash)"},
		{Seat: 2, Points: 2, What: "save marker in A1, The Armoury (2 ash)"},
		{Seat: 1, Points: 3, What: "a bonus"},
	}
	g := groupLines(lines)
	if len(g) != 3 {
		t.Fatalf("%d groups, want 3: %+v", len(g), g)
	}
	if g[0].where != "A1, The Armoury (2 ash)" || len(g[0].lines) != 2 || g[0].what[1] != "save marker" {
		t.Fatalf("first group %+v", g[0])
	}
	if g[2].where != "Other points" || g[2].what[0] != "a bonus" {
		t.Fatalf("a line without a place: %+v", g[2])
	}
}
