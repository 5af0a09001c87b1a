package scenes

import (
	"fmt"
	"slices"
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
// Lines that score nothing and say why (Cronberg's tokens with no park or
// coat of arms at the end) are not summed among the +0s: each seat gets one
// line per reason, so the why stays on the screen.
func bySeat(g pointGroup) pointGroup {
	out := pointGroup{where: g.where, byRule: g.byRule, rival: g.rival}
	var pts [][]string
	var none []rules.ScoreLine // the lines that score nothing, one per seat and reason
	var count []int
	for _, l := range g.lines {
		if what, reason, ok := noScore(l); ok {
			i := slices.IndexFunc(none, func(o rules.ScoreLine) bool { return o.Seat == l.Seat && strings.HasSuffix(o.What, ": "+reason) })
			if i < 0 {
				none, count = append(none, l), append(count, 0)
				i = len(none) - 1
			}
			if count[i]++; count[i] > 1 {
				none[i].What = fmt.Sprintf("%d %ss: %s", count[i], what, reason)
			}
			continue
		}
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
	for _, l := range none {
		out.lines = append(out.lines, l)
		out.what = append(out.what, l.What)
	}
	return out
}

// noScore tells whether a line scores nothing and says why ("token on
// crossing 27 at the end: nothing (no park there)"): what it counts
// ("token") and the reason ("nothing (no park there)").
func noScore(l rules.ScoreLine) (what, reason string, ok bool) {
	if l.Points != 0 {
		return "", "", false
	}
	head, reason, found := strings.Cut(l.What, ": ")
	if !found || !strings.HasPrefix(reason, "nothing") {
		return "", "", false
	}
	what, _, _ = strings.Cut(head, " ")
	return what, reason, true
}
