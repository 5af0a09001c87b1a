package atlas

import (
	"sort"
	"testing"
)

// sailingDays is the fewest days from the home port from to every space and
// port: one day per move into an adjacent space, or between a port and a
// space it opens onto (rules summary, Movement). Any port may be passed
// through; only home ports can shorten a voyage that way (TestPortsAreNoShortcut).
func sailingDays(a *Atlas, from string) map[string]int {
	days, _ := search(a, from)
	return days
}

// search is a breadth-first search from from, in the data's order: the
// days to every place and the place each was first reached from.
func search(a *Atlas, from string) (days map[string]int, parent map[string]string) {
	next := map[string][]string{}
	for _, s := range a.Spaces {
		next[s.ID] = append(next[s.ID], s.Adj...)
	}
	for _, p := range a.Ports {
		for _, s := range p.Spaces {
			next[p.ID] = append(next[p.ID], s)
			next[s] = append(next[s], p.ID)
		}
	}
	days, parent = map[string]int{from: 0}, map[string]string{}
	queue := []string{from}
	for len(queue) > 0 {
		at := queue[0]
		queue = queue[1:]
		for _, n := range next[at] {
			if _, seen := days[n]; !seen {
				days[n], parent[n] = days[at]+1, at
				queue = append(queue, n)
			}
		}
	}
	return days, parent
}

// daysFromHomes is sailingDays from each home port.
func daysFromHomes(a *Atlas) map[string]map[string]int {
	days := map[string]map[string]int{}
	for _, h := range homes(a) {
		days[h] = sailingDays(a, h)
	}
	return days
}

func mustLoad(t *testing.T) *Atlas {
	t.Helper()
	a, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func homes(a *Atlas) []string {
	var h []string
	for _, p := range a.Ports {
		if p.Home {
			h = append(h, p.ID)
		}
	}
	sort.Strings(h)
	return h
}

// Every space and port can be reached from every home port.
func TestEverythingReachableFromEveryHome(t *testing.T) {
	a := mustLoad(t)
	for _, h := range homes(a) {
		days := sailingDays(a, h)
		for _, s := range a.Spaces {
			if _, ok := days[s.ID]; !ok {
				t.Errorf("space %q cannot be reached from %s", s.ID, h)
			}
		}
		for _, p := range a.Ports {
			if _, ok := days[p.ID]; !ok {
				t.Errorf("port %q cannot be reached from %s", p.ID, h)
			}
		}
	}
}

// A foreign port's spaces are all neighbours of each other, so sailing in
// and out of it never saves a day: only the home ports join waters that do
// not touch (Denmark, across Jutland: the Hedeby portage).
func TestPortsAreNoShortcut(t *testing.T) {
	a := mustLoad(t)
	adj := map[string][]string{}
	for _, s := range a.Spaces {
		adj[s.ID] = s.Adj
	}
	for _, p := range a.Ports {
		if p.Home {
			continue
		}
		for i, s := range p.Spaces {
			for _, o := range p.Spaces[i+1:] {
				if !contains(adj[s], o) {
					t.Errorf("port %q joins %q and %q, which are not neighbours", p.ID, s, o)
				}
			}
		}
	}
}

// A turn's 7 days reach ten ports or more from any home port (Sweden,
// the most remote, reaches 12; Norway and Denmark 30 and more), and the far
// goals take a whole turn or more from every one (Movement, Turn Sequence).
func TestTurnReachAndFarVoyages(t *testing.T) {
	a := mustLoad(t)
	for h, days := range daysFromHomes(a) {
		within := 0
		for _, p := range a.Ports {
			if !p.Home && days[p.ID] <= 7 {
				within++
			}
		}
		if within < 10 {
			t.Errorf("only %d ports lie within a turn of %s", within, h)
		}
		for _, far := range []string{"vinland", "constantinople", "rome"} {
			if d := days[far]; d < 7 {
				t.Errorf("%s is %d days from %s; the far voyages take a whole turn or more", far, d, h)
			}
		}
	}
}
