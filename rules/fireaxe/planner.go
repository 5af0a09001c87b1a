package fireaxe

import (
	"embers/rules"
	"embers/rules/fireaxe/atlas"
)

// The route planner (what players ask of a digital Fire & Axe): while the
// longboat is at sea, every space and port it can still reach this turn,
// with the days the voyage takes, the zones it crosses and the losses
// difficult sailing will take on the way under the wind as it blows now.
// The board lights and tells them; the rules alone know the limits.

// Reach is one place within this turn's sailing.
type Reach struct {
	Place  rules.Place   // "sea:<id>" or "port:<id>"
	Name   string        // its name on the map
	Days   int           // the fewest sailing days to get there
	Losses int           // the losses due on the way (the least of the fewest-day routes)
	Zones  []atlas.Zone  // the zones entered on that route, in order (a zone again only after another)
	Path   []rules.Place // the places entered on that route, the last being Place
}

// Reachable lists the places the longboat of the player to move can reach
// in the days left this turn, nearest first: nothing while wintering,
// raiding or taking losses. A foreign port held by another longboat is
// neither entered nor passed through (each day's move must be legal on
// its own); Days counts sailing days only, so the route's days start
// where the turn's sailing stands (Turn.Sailed) for difficult sailing.
func (s *State) Reachable() []Reach {
	if s.Phase != phTurn || s.boat().At == inWinter {
		return nil
	}
	type step struct{ days, losses, prev int }
	best := map[int]step{s.boat().At: {prev: -1}}
	frontier := []int{s.boat().At}
	var order []int
	for day := 1; day <= s.daysLeft() && len(frontier) > 0; day++ {
		found := map[int]step{}
		var next []int
		for _, from := range frontier {
			for _, n := range s.b.nodes[from].adj {
				if _, seen := best[n]; seen || !s.canEnter(n) {
					continue
				}
				loss := best[from].losses + incidentLosses(s.Turn.Sailed+day-s.clearDays(s.b.nodes[n].zone))
				if old, ok := found[n]; ok && old.losses <= loss {
					continue
				} else if !ok {
					next = append(next, n)
				}
				found[n] = step{days: day, losses: loss, prev: from}
			}
		}
		for _, n := range next {
			best[n] = found[n]
		}
		order = append(order, next...)
		frontier = next
	}
	out := make([]Reach, 0, len(order))
	for _, n := range order {
		st := best[n]
		r := Reach{Place: s.nodePlace(n)[0], Name: s.b.nodes[n].name, Days: st.days, Losses: st.losses}
		var path []int
		for x := n; best[x].prev >= 0; x = best[x].prev {
			path = append(path, x)
		}
		for i := len(path) - 1; i >= 0; i-- {
			x := path[i]
			r.Path = append(r.Path, s.nodePlace(x)[0])
			z := atlas.Zones[s.b.nodes[x].zone]
			if len(r.Zones) == 0 || r.Zones[len(r.Zones)-1] != z {
				r.Zones = append(r.Zones, z)
			}
		}
		out = append(out, r)
	}
	return out
}
