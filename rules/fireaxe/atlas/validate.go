package atlas

import (
	"errors"
	"fmt"
	"regexp"
)

// The sizes the game's components fix (rules summary, NOTES.md §4a').
const (
	HomePorts       = 3  // Norway, Sweden, Denmark
	SmallTowns      = 12 // starred coloured ports
	LargeTowns      = 3  // Paris, Rome, Constantinople
	SagasPerEra     = 9  // 27 saga cards in three Eras
	Eras            = 3
	PortsPerRegion  = 3
	MinValue        = 2
	MaxValue        = 5
	MinSagaPorts    = 2
	MaxSagaPorts    = 3
	maxErrorsListed = 12
)

// LargeTownPorts are the three ports where the large towns stand.
var LargeTownPorts = []string{"paris", "rome", "constantinople"}

// problems gathers what is wrong, each naming the bad id, so one run of the
// tests shows every mistake in a hand-edited file.
type problems []error

func (p *problems) add(format string, args ...any) {
	*p = append(*p, fmt.Errorf("atlas: "+format, args...))
}

func (p problems) err() error {
	if len(p) > maxErrorsListed {
		rest := len(p) - maxErrorsListed
		p = append(p[:maxErrorsListed:maxErrorsListed], fmt.Errorf("atlas: and %d more", rest))
	}
	return errors.Join(p...)
}

// Validate checks the whole game's map and sagas: the graph (ValidateGraph)
// and the counts the components fix: three home ports, twelve starred ports,
// the three large towns, the treasures, 27 sagas of 9 per Era.
func (a *Atlas) Validate() error {
	var p problems
	a.checkGraph(&p)
	a.checkTowns(&p)
	a.checkSagas(&p)
	return p.err()
}

// ValidateGraph checks only the map's shape: ids, adjacency, ports and their
// spaces, zones, values and regions. Small atlases built by hand for tests
// pass it without the full game's counts.
func (a *Atlas) ValidateGraph() error {
	var p problems
	a.checkGraph(&p)
	return p.err()
}

func validZone(z Zone) bool {
	for _, q := range Zones {
		if z == q {
			return true
		}
	}
	return false
}

var colourPattern = regexp.MustCompile(`^#[0-9a-fA-F]{6}$`)

func (a *Atlas) checkGraph(p *problems) {
	ids := map[string]string{} // id -> "space" or "port": one namespace, as the rules index both as places
	spaces := map[string]*Space{}
	for i := range a.Spaces {
		s := &a.Spaces[i]
		claim(p, ids, "space", s.ID, s.Name)
		spaces[s.ID] = s
		if !validZone(s.Zone) {
			p.add("space %q: zone %q is not one of N, E, S, W", s.ID, s.Zone)
		}
		if s.River != (len(s.Course) >= 2) {
			p.add("space %q: a river space needs a course of two points or more, and a sea space none", s.ID)
		}
	}
	for _, s := range a.Spaces {
		checkAdjacency(p, s, spaces)
	}
	regionPorts := map[string]int{}
	for _, r := range a.Regions {
		if _, dup := regionPorts[r.ID]; dup || r.ID == "" {
			p.add("region %q: the id is empty or used twice", r.ID)
		}
		regionPorts[r.ID] = 0
		if !colourPattern.MatchString(r.Colour) {
			p.add("region %q: colour %q is not #rrggbb", r.ID, r.Colour)
		}
	}
	for _, pt := range a.Ports {
		claim(p, ids, "port", pt.ID, pt.Name)
		checkPort(p, pt, spaces, regionPorts)
		if n, ok := regionPorts[pt.Region]; ok {
			regionPorts[pt.Region] = n + 1
		}
	}
	for _, r := range a.Regions {
		if n := regionPorts[r.ID]; n != PortsPerRegion {
			p.add("region %q: has %d ports; a region is exactly %d ports of one colour", r.ID, n, PortsPerRegion)
		}
	}
}

func claim(p *problems, ids map[string]string, kind, id, name string) {
	if id == "" {
		p.add("a %s (named %q) has no id", kind, name)
		return
	}
	if was, dup := ids[id]; dup {
		p.add("%s %q: the id is already used by a %s; ids must be unique", kind, id, was)
	}
	ids[id] = kind
	if name == "" {
		p.add("%s %q: has no name to show players", kind, id)
	}
}

func checkAdjacency(p *problems, s Space, spaces map[string]*Space) {
	if len(s.Adj) == 0 {
		p.add("space %q: has no neighbours", s.ID)
	}
	seen := map[string]bool{}
	for _, n := range s.Adj {
		other, ok := spaces[n]
		switch {
		case !ok:
			p.add("space %q: neighbour %q is not a space; check the id against the [[space]] list", s.ID, n)
		case n == s.ID:
			p.add("space %q: lists itself as a neighbour", s.ID)
		case seen[n]:
			p.add("space %q: lists neighbour %q twice", s.ID, n)
		case !contains(other.Adj, s.ID):
			p.add("space %q: neighbour %q does not list it back; adjacency must be written on both spaces", s.ID, n)
		}
		seen[n] = true
	}
}

func checkPort(p *problems, pt Port, spaces map[string]*Space, regions map[string]int) {
	if len(pt.Spaces) == 0 {
		p.add("port %q: opens onto no space", pt.ID)
	}
	zoneOfASpace := false
	for _, id := range pt.Spaces {
		s, ok := spaces[id]
		if !ok {
			p.add("port %q: space %q does not exist; check the id against the [[space]] list", pt.ID, id)
			continue
		}
		zoneOfASpace = zoneOfASpace || s.Zone == pt.Zone
	}
	if !validZone(pt.Zone) {
		p.add("port %q: zone %q is not one of N, E, S, W", pt.ID, pt.Zone)
	} else if !zoneOfASpace && len(pt.Spaces) > 0 {
		p.add("port %q: zone %q is not the zone of any space it opens onto; take one of theirs (docs/rules/fireaxe-map.md, the zone rule)", pt.ID, pt.Zone)
	}
	switch {
	case pt.Home:
		if pt.Value != 0 || pt.Region != "" || pt.Star || pt.Large {
			p.add("port %q: a home port has no value, region, star or town", pt.ID)
		}
	case pt.Value < MinValue || pt.Value > MaxValue:
		p.add("port %q: value %d is outside %d-%d; give it a value in that range", pt.ID, pt.Value, MinValue, MaxValue)
	}
	if _, ok := regions[pt.Region]; pt.Region != "" && !ok {
		p.add("port %q: region %q does not exist; add it as a [[region]] or leave region out for a grey port", pt.ID, pt.Region)
	}
	if pt.Star && (pt.Region == "" || pt.Large) {
		p.add("port %q: a starred port (small town) must be coloured (in a region) and not a large town", pt.ID)
	}
	if pt.Large && pt.Region != "" {
		p.add("port %q: a large town stands on an independent port, not in region %q", pt.ID, pt.Region)
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
