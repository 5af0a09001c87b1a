package atlas

import (
	"fmt"
	"strings"
)

// route is one shortest route from a home port to a place, the places
// entered in order (BFS in the data's order, so the same route every time).
func route(a *Atlas, from, to string) []string {
	_, parent := search(a, from)
	var path []string
	for at := to; at != from; at = parent[at] {
		path = append([]string{at}, path...)
	}
	return path
}

// The great voyages the compass must be sized for (the rules' clear sailing
// days per zone): how many of their days fall in each zone.
var greatVoyages = [][2]string{
	{"norway", "iceland"}, {"norway", "dublin"}, {"norway", "greenland"}, {"norway", "vinland"},
	{"norway", "bjarmaland"}, {"denmark", "paris"}, {"denmark", "seville"}, {"denmark", "rome"},
	{"sweden", "novgorod"}, {"sweden", "kiev"}, {"sweden", "constantinople"},
}

func voyageTable(a *Atlas) string {
	zoneOf := map[string]Zone{}
	names := map[string]string{}
	for _, s := range a.Spaces {
		zoneOf[s.ID], names[s.ID] = s.Zone, s.Name
	}
	for _, p := range a.Ports {
		zoneOf[p.ID], names[p.ID] = p.Zone, p.Name
	}
	var b strings.Builder
	b.WriteString("| Voyage | Days | N | E | S | W | Route |\n|---|---|---|---|---|---|---|\n")
	for _, v := range greatVoyages {
		path := route(a, v[0], v[1])
		count := map[Zone]int{}
		var via []string
		for _, id := range path {
			count[zoneOf[id]]++
			via = append(via, names[id])
		}
		fmt.Fprintf(&b, "| %s to %s | %d | %d | %d | %d | %d | %s |\n", names[v[0]], names[v[1]], len(path),
			count[North], count[East], count[South], count[West], strings.Join(via, ", "))
	}
	return b.String()
}
