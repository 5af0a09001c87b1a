package scenes

import (
	"fmt"
	"strings"
	"testing"

	"embers/rules"
)

// TestManyTokenLinesFitOneColumn: a game with many surrounded tokens (each
// its own line, grouped by rule) shows them per seat, with the same sums,
// and keeps the final scoring token by token.
func TestManyTokenLinesFitOneColumn(t *testing.T) {
	var lines []rules.ScoreLine
	total := map[rules.Seat]int{}
	for i := range 14 {
		seat := rules.Seat(i % 4)
		p := i%7 - 3
		lines = append(lines, rules.ScoreLine{Seat: seat, Points: p, Rule: "3.3", What: fmt.Sprintf("token on crossing %d, surrounded", i+1)})
		total[seat] += p
	}
	for i := range 5 {
		lines = append(lines, rules.ScoreLine{Seat: rules.Seat(i % 4), Points: 8, Rule: "4.1", What: fmt.Sprintf("token on crossing %d at the end", 40+i)})
	}
	g := compactGroups(groupLines(lines), pointRows)
	if len(g) != 2 || !g[0].byRule || g[0].where != "3.3" || g[1].where != "4.1" {
		t.Fatalf("groups %+v", g)
	}
	if need(g) > pointRows {
		t.Fatalf("%d rows still need more than %d", need(g), pointRows)
	}
	if len(g[0].lines) != 4 || len(g[1].lines) != 5 {
		t.Fatalf("surrounded: %d lines (want one per seat), final: %d (want one per token)", len(g[0].lines), len(g[1].lines))
	}
	for _, l := range g[0].lines {
		if l.Points != total[l.Seat] {
			t.Errorf("seat %d: %d points in the summary, %d in the lines", l.Seat, l.Points, total[l.Seat])
		}
	}
}

// TestPlacesAreNotCompacted: groups by place (Tre Kronor's halls) stay
// line by line.
func TestPlacesAreNotCompacted(t *testing.T) {
	var lines []rules.ScoreLine
	for i := range 30 {
		lines = append(lines, rules.ScoreLine{Seat: rules.Seat(i % 3), Points: 2, Rule: "6.2", What: fmt.Sprintf("save marker in A%d (2 ash)", i%9)})
	}
	g := compactGroups(groupLines(lines), pointRows)
	n := 0
	for _, gr := range g {
		n += len(gr.lines)
	}
	if n != 30 {
		t.Fatalf("%d lines left of 30", n)
	}
}

// TestTokensThatScoredNothingKeepTheirWhy: compacting a group keeps, for
// each seat, one line saying how many of its tokens scored nothing and why,
// not a row of +0s.
func TestTokensThatScoredNothingKeepTheirWhy(t *testing.T) {
	var lines []rules.ScoreLine
	for i := range 14 {
		lines = append(lines, rules.ScoreLine{Seat: rules.Seat(i % 2), Points: 3, Rule: "3.3", What: fmt.Sprintf("token on crossing %d, surrounded", i+1)})
	}
	lines = append(lines, rules.ScoreLine{Seat: 0, Points: 8, Rule: "4.1", What: "token on crossing 40 at the end: values 4, x2 for 1 park"})
	for i := range 9 {
		lines = append(lines, rules.ScoreLine{Seat: rules.Seat(i % 3 / 2), Points: 0, Rule: "4.1",
			What: fmt.Sprintf("token on crossing %d at the end: nothing (no activated park or coat of arms there)", 20+i)})
	}
	g := compactGroups(groupLines(lines), 12)
	final := g[len(g)-1]
	var got []string
	for _, l := range final.lines {
		got = append(got, fmt.Sprintf("%d: %s %+d", l.Seat, l.What, l.Points))
	}
	want := []string{"0: 1 scoring: +8 +8", "0: 6 tokens: nothing (no activated park or coat of arms there) +0",
		"1: 3 tokens: nothing (no activated park or coat of arms there) +0"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("the final scoring reads\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// A Fire & Axe game's every point by source: its many settlements, each a
// place, are joined into one group of settlements, a line per port, and
// the final scoring keeps each source (gold, the Bloodied Axe, each
// homeland's sagas) rather than a sum per seat; it all fits the panel.
func TestManySettlementsKeepEverySource(t *testing.T) {
	var lines []rules.ScoreLine
	for seat := range rules.Seat(3) {
		lines = append(lines,
			rules.ScoreLine{Seat: seat, Points: 20 + int(seat), Rule: "final scoring", What: "gold from play"},
			rules.ScoreLine{Seat: seat, Points: 10, Rule: "final scoring", What: "sagas of Norway"})
	}
	lines = append(lines, rules.ScoreLine{Seat: 1, Points: 6, Rule: "final scoring", What: "the Bloodied Axe (2 towns)"})
	ports := []string{"Iceland", "Gotland", "Horn", "Shetland", "Orkney", "Faeroes", "Hebrides", "Iona", "Man", "Limerick"}
	for i, p := range ports {
		lines = append(lines, rules.ScoreLine{Seat: rules.Seat(i % 3), Points: 3, Rule: "final scoring", What: fmt.Sprintf("settlement in %s (3 x1)", p)})
	}
	g := compactGroups(groupLines(lines), pointRows)
	if need(g) > 2*pointRows {
		t.Fatalf("%d rows: more than two columns hold", need(g))
	}
	var settled *pointGroup
	for i := range g {
		if g[i].title == "Settlements" {
			settled = &g[i]
		}
		if g[i].byRule && g[i].where == "final scoring" && !g[i].merged && len(g[i].lines) != 7 {
			t.Errorf("the final scoring shows %d lines, want its 7 sources: %v", len(g[i].lines), g[i].what)
		}
	}
	if settled == nil || len(settled.lines) != len(ports) {
		t.Fatalf("no group of the %d settlements, a line each: %+v", len(ports), g)
	}
	for i, w := range settled.what {
		if !strings.HasPrefix(w, ports[i]) {
			t.Errorf("settlement line %d says %q, want the port %s", i, w, ports[i])
		}
	}
}
