package scenes

import (
	"fmt"
	"strings"

	"embers/rules"
)

// pointRows is how many rows of the points panel fit in one column.
const pointRows = 18

// compactGroups keeps the points panel to one column: while the groups
// need more than rows rows, the longest group by rule (one line per token,
// as Cronberg's surrounded tokens) becomes one line per seat, listing that
// seat's points ("3 tokens: +4 −9 +2").
func compactGroups(groups []pointGroup, rows int) []pointGroup {
	for need(groups) > rows {
		long := -1
		for i, g := range groups {
			if g.byRule && perSeat(g) < len(g.lines) && (long < 0 || len(g.lines) > len(groups[long].lines)) {
				long = i
			}
		}
		if long < 0 {
			return groups
		}
		groups[long] = bySeat(groups[long])
	}
	return groups
}

// need counts a panel's rows: a heading per group, a line of rule words
// for a group by place, and the lines.
func need(groups []pointGroup) int {
	n := 0
	for _, g := range groups {
		n += len(g.lines) + 2
		if g.byRule {
			n--
		}
	}
	return n
}

func perSeat(g pointGroup) int {
	seen := map[rules.Seat]bool{}
	for _, l := range g.lines {
		seen[l.Seat] = true
	}
	return len(seen)
}

// bySeat sums a group's lines per seat, in the order seats first scored.
func bySeat(g pointGroup) pointGroup {
	out := pointGroup{where: g.where, byRule: g.byRule, rival: g.rival}
	var pts [][]string
	for _, l := range g.lines {
		i := -1
		for j, o := range out.lines {
			if o.Seat == l.Seat {
				i = j
			}
		}
		if i < 0 {
			out.lines = append(out.lines, rules.ScoreLine{Seat: l.Seat, Rule: l.Rule})
			pts = append(pts, nil)
			i = len(out.lines) - 1
		}
		out.lines[i].Points += l.Points
		pts[i] = append(pts[i], strings.Replace(fmt.Sprintf("%+d", l.Points), "-", "−", 1))
	}
	for i := range out.lines {
		word := "scorings"
		if len(pts[i]) == 1 {
			word = "scoring"
		}
		out.lines[i].What = fmt.Sprintf("%d %s: %s", len(pts[i]), word, strings.Join(pts[i], " "))
		out.what = append(out.what, out.lines[i].What)
	}
	return out
}
