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
	days := map[string]int{from: 0}
	queue := []string{from}
	for len(queue) > 0 {
		at := queue[0]
		queue = queue[1:]
		for _, n := range next[at] {
			if _, seen := days[n]; !seen {
				days[n] = days[at] + 1
				queue = append(queue, n)
			}
		}
	}
	return days
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
