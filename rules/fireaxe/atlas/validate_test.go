package atlas

import (
	"strings"
	"testing"
)

func portAt(a *Atlas, id string) *Port {
	for i := range a.Ports {
		if a.Ports[i].ID == id {
			return &a.Ports[i]
		}
	}
	panic("no port " + id)
}

func spaceAt(a *Atlas, id string) *Space {
	for i := range a.Spaces {
		if a.Spaces[i].ID == id {
			return &a.Spaces[i]
		}
	}
	panic("no space " + id)
}

func sagaAt(a *Atlas, id string) *Saga {
	for i := range a.Sagas {
		if a.Sagas[i].ID == id {
			return &a.Sagas[i]
		}
	}
	panic("no saga " + id)
}

// Each broken copy of the real atlas is refused with an error that names
// the bad id and says what is wrong.
func TestValidateRefusesBrokenCopies(t *testing.T) {
	cases := []struct {
		name   string
		mutate func(a *Atlas)
		want   []string
	}{
		{"space id used twice", func(a *Atlas) { spaceAt(a, "kattegat").ID = "skagerrak" },
			[]string{`space "skagerrak"`, "already used"}},
		{"port id used by a space", func(a *Atlas) { portAt(a, "york").ID = "north_sea" },
			[]string{`port "north_sea"`, "already used by a space"}},
		{"port without a name", func(a *Atlas) { portAt(a, "york").Name = "" },
			[]string{`port "york"`, "no name"}},
		{"one-way adjacency", func(a *Atlas) {
			s := spaceAt(a, "channel")
			s.Adj = append(s.Adj, "gulf_of_finland")
		}, []string{`space "channel"`, `"gulf_of_finland" does not list it back`}},
		{"neighbour that does not exist", func(a *Atlas) {
			s := spaceAt(a, "channel")
			s.Adj = append(s.Adj, "atlantis")
		}, []string{`space "channel"`, `"atlantis" is not a space`}},
		{"space next to itself", func(a *Atlas) {
			s := spaceAt(a, "channel")
			s.Adj = append(s.Adj, "channel")
		}, []string{`space "channel"`, "itself"}},
		{"space in no zone", func(a *Atlas) { spaceAt(a, "channel").Zone = "X" },
			[]string{`space "channel"`, `zone "X"`}},
		{"river without a course", func(a *Atlas) { spaceAt(a, "upper_seine").Course = nil },
			[]string{`space "upper_seine"`, "course"}},
		{"port onto a missing space", func(a *Atlas) { portAt(a, "york").Spaces = []string{"humber"} },
			[]string{`port "york"`, `space "humber" does not exist`}},
		{"port in a zone none of its spaces has", func(a *Atlas) { portAt(a, "york").Zone = South },
			[]string{`port "york"`, `zone "S" is not the zone of any space`}},
		{"value too high", func(a *Atlas) { portAt(a, "york").Value = 6 },
			[]string{`port "york"`, "value 6 is outside 2-5"}},
		{"value too low", func(a *Atlas) { portAt(a, "jarrow").Value = 1 },
			[]string{`port "jarrow"`, "value 1"}},
		{"home port with a value", func(a *Atlas) { portAt(a, "norway").Value = 3 },
			[]string{`port "norway"`, "home port has no value"}},
		{"region of two", func(a *Atlas) { portAt(a, "jarrow").Region = "" },
			[]string{`region "northumbria"`, "has 2 ports"}},
		{"region of four", func(a *Atlas) { portAt(a, "gotland").Region = "eastland" },
			[]string{`region "eastland"`, "has 4 ports"}},
		{"missing region", func(a *Atlas) { portAt(a, "jarrow").Region = "mercia" },
			[]string{`port "jarrow"`, `region "mercia" does not exist`}},
		{"region id used twice", func(a *Atlas) { a.Regions[1].ID = a.Regions[0].ID },
			[]string{`region "greenland"`, "used twice"}},
		{"bad colour", func(a *Atlas) { a.Regions[len(a.Regions)-1].Colour = "blue" },
			[]string{`region "pontus"`, "not #rrggbb"}},
		{"star on a grey port", func(a *Atlas) { portAt(a, "iceland").Star = true },
			[]string{`port "iceland"`, "starred port"}},
		{"eleven stars", func(a *Atlas) { portAt(a, "york").Star = false },
			[]string{"11 starred ports"}},
		{"large town elsewhere", func(a *Atlas) { portAt(a, "vinland").Large = true },
			[]string{`port "vinland"`, "only Paris, Rome and Constantinople"}},
		{"Paris not large", func(a *Atlas) { portAt(a, "paris").Large = false },
			[]string{`port "paris"`, "large town"}},
		{"a fourth home port", func(a *Atlas) {
			p := portAt(a, "gotland")
			p.Home, p.Value = true, 0
		}, []string{"4 home ports"}},
		{"a treasure missing", func(a *Atlas) { a.SmallTreasures = a.SmallTreasures[1:] },
			[]string{"11 small treasures"}},
		{"a worthless treasure", func(a *Atlas) { a.LargeTreasures[0] = 0 },
			[]string{"large treasure of 0 gold"}},
		{"saga of a foreign homeland", func(a *Atlas) { sagaAt(a, "landnam").Homeland = "iceland" },
			[]string{`saga "landnam"`, `homeland "iceland" is not a home port`}},
		{"saga of an unknown kind", func(a *Atlas) { sagaAt(a, "landnam").Kind = "explore" },
			[]string{`saga "landnam"`, `kind "explore"`}},
		{"saga naming a missing port", func(a *Atlas) { sagaAt(a, "landnam").Ports[0] = "thule" },
			[]string{`saga "landnam"`, `port "thule" does not exist`}},
		{"saga naming a home port", func(a *Atlas) { sagaAt(a, "landnam").Ports[0] = "norway" },
			[]string{`saga "landnam"`, `home port "norway"`}},
		{"raid on a port without a town", func(a *Atlas) { sagaAt(a, "holy_isles").Ports[1] = "jarrow" },
			[]string{`saga "holy_isles"`, `"jarrow", which has no town`}},
		{"saga of one port", func(a *Atlas) { sagaAt(a, "landnam").Ports = []string{"iceland"} },
			[]string{`saga "landnam"`, "names 1 ports"}},
		{"saga naming a port twice", func(a *Atlas) { sagaAt(a, "landnam").Ports[1] = "iceland" },
			[]string{`saga "landnam"`, `port "iceland" twice`}},
		{"saga in a fourth era", func(a *Atlas) { sagaAt(a, "landnam").Era = 4 },
			[]string{`saga "landnam"`, "era 4", "era 2 has 8 sagas"}},
		{"saga id used twice", func(a *Atlas) { sagaAt(a, "landnam").ID = "ostmen" },
			[]string{`saga "ostmen"`, "used twice"}},
		{"negative bonus", func(a *Atlas) { sagaAt(a, "landnam").Bonus = -1 },
			[]string{`saga "landnam"`, "bonus -1"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := mustLoad(t)
			c.mutate(a)
			err := a.Validate()
			if err == nil {
				t.Fatal("the broken atlas passed")
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("the error does not say %q:\n%v", w, err)
				}
			}
		})
	}
}

// ValidateGraph passes a small hand-built map without the game's counts,
// and still refuses a one-way neighbour.
func TestValidateGraphOnASmallMap(t *testing.T) {
	a := &Atlas{
		Spaces: []Space{
			{ID: "a", Name: "A", Zone: North, Adj: []string{"b"}},
			{ID: "b", Name: "B", Zone: West, Adj: []string{"a"}},
		},
		Ports: []Port{
			{ID: "home", Name: "Home", Spaces: []string{"a"}, Zone: North, Home: true},
			{ID: "x", Name: "X", Spaces: []string{"a", "b"}, Zone: West, Value: 3},
		},
	}
	if err := a.ValidateGraph(); err != nil {
		t.Fatalf("a small valid map was refused: %v", err)
	}
	if err := a.Validate(); err == nil || !strings.Contains(err.Error(), "1 home ports") {
		t.Errorf("Validate should ask for the game's counts, got %v", err)
	}
	a.Spaces[1].Adj = nil
	if err := a.ValidateGraph(); err == nil || !strings.Contains(err.Error(), `space "a": neighbour "b" does not list it back`) {
		t.Errorf("a one-way neighbour passed: %v", err)
	}
}

// Parse refuses unreadable TOML and misspelt keys with the file's name.
func TestParseRefusesBadText(t *testing.T) {
	if _, err := Parse("[[space]\n", sagasTOML); err == nil || !strings.Contains(err.Error(), "map.toml") {
		t.Errorf("broken TOML: %v", err)
	}
	bad := strings.Replace(mapTOML, "value = 4", "vaule = 4", 1)
	if _, err := Parse(bad, sagasTOML); err == nil || !strings.Contains(err.Error(), "vaule") {
		t.Errorf("a misspelt key: %v", err)
	}
	if _, err := Parse(mapTOML, sagasTOML+"\n[[saga]]\nid = \"extra\"\n"); err == nil || !strings.Contains(err.Error(), `saga "extra"`) {
		t.Errorf("a 28th saga: %v", err)
	}
}
