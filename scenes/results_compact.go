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
// need more than rows rows, the longest group by rule that counts one kind
// of thing (one line per token, as Cronberg's surrounded tokens) becomes
// one line per seat, listing that seat's points ("3 tokens: +4 −9 +2"); a
// group of several kinds (Fire & Axe's final scoring: gold, the Bloodied
// Axe, each homeland's sagas) keeps every source. Where even two columns
// would not hold the groups, the places that each score one kind of thing
// are first joined into one group of that kind (mergePlaces: a Fire & Axe
// game's settlements), and, as a last resort, any long group is summed per
// seat.
func compactGroups(groups []pointGroup, rows int) []pointGroup {
	if need(groups) > 2*rows {
		groups = mergePlaces(groups)
	}
	for need(groups) > rows {
		long := longest(groups, func(g pointGroup) bool { return !g.merged && oneKind(g) })
		if long < 0 {
			break
		}
		groups[long] = bySeat(groups[long])
	}
	for need(groups) > 2*rows {
		long := longest(groups, func(pointGroup) bool { return true })
		if long < 0 {
			break
		}
		groups[long] = bySeat(groups[long])
	}
	return groups
}

// longest is the longest group by rule that ok accepts and that summing
// per seat would shorten, or -1.
func longest(groups []pointGroup, ok func(pointGroup) bool) int {
	long := -1
	for i, g := range groups {
		if g.byRule && perSeat(g) < len(g.lines) && ok(g) && (long < 0 || len(g.lines) > len(groups[long].lines)) {
			long = i
		}
	}
	return long
}

// oneKind reports whether a group's lines all count one kind of thing:
// their words begin alike ("token on crossing 3", "token on crossing 40").
func oneKind(g pointGroup) bool {
	for _, w := range g.what {
		if kindOf(w) != kindOf(g.what[0]) {
			return false
		}
	}
	return true
}

func kindOf(what string) string {
	k, _, _ := strings.Cut(what, " ")
	return k
}

// mergePlaces joins the groups by place that each score one kind of thing,
// the same kind in two places or more ("settlement in Orkney (3 x3)",
// "settlement in Iceland (3 x1)"), into one group of that kind, titled by
// it ("Settlements"), with a line per place ("Blue: Orkney (3 x3) +9").
func mergePlaces(groups []pointGroup) []pointGroup {
	kind := func(g pointGroup) string {
		if g.byRule || g.rival != "" || len(g.what) == 0 {
			return ""
		}
		for _, w := range g.what {
			if w != g.what[0] {
				return ""
			}
		}
		return g.what[0]
	}
	places := map[string]int{}
	for _, g := range groups {
		if k := kind(g); k != "" {
			places[k]++
		}
	}
	var out []pointGroup
	at := map[string]int{}
	for _, g := range groups {
		k := kind(g)
		if places[k] < 2 {
			out = append(out, g)
			continue
		}
		i, ok := at[k]
		if !ok {
			out = append(out, pointGroup{where: g.rule(), byRule: true, merged: true, title: plural(k)})
			i = len(out) - 1
			at[k] = i
		}
		for _, l := range g.lines {
			out[i].lines = append(out[i].lines, l)
			out[i].what = append(out[i].what, g.where)
		}
	}
	return out
}

// plural titles a kind of thing: "settlement" gives "Settlements".
func plural(kind string) string {
	t := strings.ToUpper(kind[:1]) + kind[1:]
	if strings.HasSuffix(t, "s") {
		return t
	}
	return t + "s"
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
	out := pointGroup{where: g.where, byRule: g.byRule, rival: g.rival, title: g.title, merged: g.merged}
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
