package atlas

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// The tables of docs/rules/fireaxe-map.md are made from the data; a test
// checks the doc holds the current ones.
const docFile = "../../../docs/rules/fireaxe-map.md"

// sagaTable is the doc's table of sagas with each port's sailing days from
// the saga's homeland.
func sagaTable(a *Atlas) string {
	days := daysFromHomes(a)
	names := map[string]string{}
	for _, p := range a.Ports {
		names[p.ID] = p.Name
	}
	var b strings.Builder
	b.WriteString("| Era | Homeland | Saga | Kind | Ports (days from the homeland) | Bonus | Mean days |\n")
	b.WriteString("|---|---|---|---|---|---|---|\n")
	for _, s := range a.Sagas {
		var ports []string
		for _, p := range s.Ports {
			ports = append(ports, fmt.Sprintf("%s %d", names[p], days[s.Homeland][p]))
		}
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %d | %.1f |\n", strings.Repeat("I", s.Era), names[s.Homeland],
			s.Name, s.Kind, strings.Join(ports, ", "), s.Bonus, meanDays(s, days[s.Homeland]))
	}
	return b.String()
}

// portTable lists the ports region by region, with their values, towns,
// zones and sailing days from each home port.
func portTable(a *Atlas) string {
	days := daysFromHomes(a)
	regionName := map[string]string{"": "independent"}
	for _, r := range a.Regions {
		regionName[r.ID] = r.Name
	}
	var b strings.Builder
	b.WriteString("| Region | Port | Value | Town | Zone | Opens onto | Days from Norway, Sweden, Denmark |\n")
	b.WriteString("|---|---|---|---|---|---|---|\n")
	order := append([]string{""}, regionIDs(a)...)
	for _, r := range order {
		for _, p := range a.Ports {
			if p.Region != r || p.Home {
				continue
			}
			town := ""
			switch {
			case p.Star:
				town = "small"
			case p.Large:
				town = "large"
			}
			fmt.Fprintf(&b, "| %s | %s | %d | %s | %s | %s | %d, %d, %d |\n", regionName[r], p.Name, p.Value, town, p.Zone,
				strings.Join(p.Spaces, ", "), days["norway"][p.ID], days["sweden"][p.ID], days["denmark"][p.ID])
		}
	}
	return b.String()
}

// zoneTable lists the spaces of each zone (rivers marked).
func zoneTable(a *Atlas) string {
	var b strings.Builder
	names := map[Zone]string{North: "North", East: "East", South: "South", West: "West"}
	for _, z := range Zones {
		var list []string
		for _, s := range a.Spaces {
			if s.Zone != z {
				continue
			}
			if s.River {
				list = append(list, s.Name+" (river)")
			} else {
				list = append(list, s.Name)
			}
		}
		fmt.Fprintf(&b, "| %s | %s |\n", names[z], strings.Join(list, ", "))
	}
	return b.String()
}

// regionTable lists the regions with their colours and ports.
func regionTable(a *Atlas) string {
	var b strings.Builder
	b.WriteString("| Region | Colour | Ports (a star: a small town) |\n|---|---|---|\n")
	for _, r := range a.Regions {
		var ports []string
		for _, p := range a.Ports {
			if p.Region == r.ID {
				name := p.Name
				if p.Star {
					name += " ★"
				}
				ports = append(ports, name)
			}
		}
		fmt.Fprintf(&b, "| %s | `%s` | %s |\n", r.Name, r.Colour, strings.Join(ports, ", "))
	}
	return b.String()
}

func regionIDs(a *Atlas) []string {
	var ids []string
	for _, r := range a.Regions {
		ids = append(ids, r.ID)
	}
	return ids
}

// The doc holds the current saga, port, zone, region and voyage tables.
func TestDocTablesAreCurrent(t *testing.T) {
	doc, err := os.ReadFile(docFile)
	if err != nil {
		t.Fatalf("the map's doc is missing: %v", err)
	}
	a := mustLoad(t)
	for name, want := range map[string]string{"saga": sagaTable(a), "port": portTable(a), "zone": zoneTable(a), "region": regionTable(a), "voyage": voyageTable(a)} {
		if !strings.Contains(string(doc), want) {
			t.Errorf("%s does not hold the current %s table; put this one in its place:\n%s", docFile, name, want)
		}
	}
}
