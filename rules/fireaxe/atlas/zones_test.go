package atlas

import "testing"

// nearestHomeDays is, for every place, the fewest days from any home port.
func nearestHomeDays(a *Atlas) map[string]int {
	near := map[string]int{}
	for _, days := range daysFromHomes(a) {
		for id, d := range days {
			if old, ok := near[id]; !ok || d < old {
				near[id] = d
			}
		}
	}
	return near
}

// The zone rule (docs/rules/fireaxe-map.md): a port lies in the zone of the
// spaces it opens onto; a foreign port between two zones lies in the zone of
// the space farther from the nearest home port (the open water beyond it),
// so Shetland and the Faeroes are West as the sources say; a home port
// between two zones lies in the zone most of its spaces have.
func TestZoneRule(t *testing.T) {
	a := mustLoad(t)
	near := nearestHomeDays(a)
	spaces := spaceIndex(a)
	for _, p := range a.Ports {
		want := zoneByRule(p, spaces, near)
		if want == "" {
			t.Errorf("port %q: its spaces leave the zone rule undecided (a tie); make one farther or change a zone", p.ID)
		} else if p.Zone != want {
			t.Errorf("port %q: zone %s, but the rule gives %s", p.ID, p.Zone, want)
		}
	}
	for _, id := range []string{"shetland", "faeroes"} {
		if z := portAt(a, id).Zone; z != West {
			t.Errorf("%s is in zone %s; the sources put it in the West", id, z)
		}
	}
}

func zoneByRule(p Port, spaces map[string]Space, near map[string]int) Zone {
	count := map[Zone]int{}
	farthest := map[Zone]int{}
	for _, id := range p.Spaces {
		s := spaces[id]
		count[s.Zone]++
		farthest[s.Zone] = max(farthest[s.Zone], near[id])
	}
	if len(count) == 1 {
		for z := range count {
			return z
		}
	}
	score := farthest
	if p.Home {
		score = count
	}
	var best Zone
	top, tie := -1, false
	for _, z := range Zones {
		if v, ok := score[z]; ok {
			switch {
			case v > top:
				best, top, tie = z, v, false
			case v == top:
				tie = true
			}
		}
	}
	if tie {
		return ""
	}
	return best
}

// Every zone holds some of the map, and the sources' landmarks lie in the
// zones their seas suggest.
func TestZonesCoverTheMap(t *testing.T) {
	a := mustLoad(t)
	count := map[Zone]int{}
	for _, s := range a.Spaces {
		count[s.Zone]++
	}
	for _, z := range Zones {
		if count[z] < 6 {
			t.Errorf("zone %s has only %d spaces", z, count[z])
		}
	}
	for id, z := range map[string]Zone{"vinland": West, "iceland": West, "rome": South, "paris": South,
		"constantinople": East, "kiev": East, "lindisfarne": North, "bjarmaland": North} {
		if got := portAt(a, id).Zone; got != z {
			t.Errorf("%s is in zone %s, want %s", id, got, z)
		}
	}
}

// A region is one voyage's work: its ports lie at most 5 days apart (within
// a turn) and in at most two zones, so trading three goods there or settling
// it whole fits a turn or two.
func TestRegionsAreCompact(t *testing.T) {
	a := mustLoad(t)
	for _, r := range a.Regions {
		var ports []Port
		zones := map[Zone]bool{}
		for _, p := range a.Ports {
			if p.Region == r.ID {
				ports = append(ports, p)
				zones[p.Zone] = true
			}
		}
		if len(zones) > 2 {
			t.Errorf("region %q spans %d zones", r.ID, len(zones))
		}
		for _, p := range ports {
			days := sailingDays(a, p.ID)
			for _, q := range ports {
				if d := days[q.ID]; d > 5 {
					t.Errorf("region %q: %s and %s are %d days apart", r.ID, p.ID, q.ID, d)
				}
			}
		}
	}
}
