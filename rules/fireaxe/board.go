package fireaxe

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"embers/rules"
	"embers/rules/fireaxe/atlas"
)

// board is an atlas indexed for play: spaces and ports as nodes numbered
// 0..len(nodes)-1 (spaces first, then ports), each with its neighbours, so
// the rules move longboats by number and name them only in notation.
type board struct {
	at      *atlas.Atlas
	nodes   []node
	byID    map[string]int
	nSpaces int
	homes   []int // port nodes of the home ports, in atlas order
	regions map[string][]int
	sagaIdx map[string]int
	smalls  []int         // starred port nodes (a small town each at setup)
	larges  []int         // large-town port nodes
	dist    [][]int8      // days between nodes (-1: unreachable), for the AI
	places  []rules.Place // each node's place name
	region  [][]int       // the ports of each port node's region (itself included); nil when independent
	sagaAt  [][]int       // each saga's port nodes
	// near lists, for each node, the foreign ports it reaches (itself
	// included when it is one), nearest first and in atlas order at equal
	// days: the AI's search for a port to sail to stops at the first
	// distance where no port could beat the best found.
	near [][]int
	// maxValue is the most a port is worth; maxAttack the most a raid or a
	// settlement may be worth to the AI anywhere on the map (taskWorth).
	maxValue  int
	maxAttack float64
}

// node is one space or port.
type node struct {
	id, name string
	port     bool
	zone     int // index in atlas.Zones
	adj      []int
	value    int
	region   string
	home     bool
}

func zoneIndex(z atlas.Zone) int {
	for i, q := range atlas.Zones {
		if q == z {
			return i
		}
	}
	return -1
}

// newBoard checks an atlas and indexes it. Every fault is named so the map's
// author knows what to mend.
func newBoard(a *atlas.Atlas) (*board, error) {
	b := &board{at: a, byID: map[string]int{}, regions: map[string][]int{}, sagaIdx: map[string]int{}}
	for _, sp := range a.Spaces {
		if err := b.addNode(node{id: sp.ID, name: sp.Name, zone: zoneIndex(sp.Zone)}); err != nil {
			return nil, err
		}
	}
	b.nSpaces = len(a.Spaces)
	for _, p := range a.Ports {
		n := node{id: p.ID, name: p.Name, port: true, zone: zoneIndex(p.Zone), value: p.Value, region: p.Region, home: p.Home}
		if err := b.addNode(n); err != nil {
			return nil, err
		}
	}
	if err := b.link(); err != nil {
		return nil, err
	}
	if err := b.indexPorts(); err != nil {
		return nil, err
	}
	for i, sg := range a.Sagas {
		if err := b.checkSaga(sg); err != nil {
			return nil, err
		}
		b.sagaIdx[sg.ID] = i
		var at []int
		for _, id := range sg.Ports {
			at = append(at, b.byID[id])
		}
		b.sagaAt = append(b.sagaAt, at)
	}
	b.dist = allDistances(b)
	b.near = nearPorts(b)
	for _, n := range b.nodes {
		if n.port && !n.home {
			b.maxValue = max(b.maxValue, n.value)
			b.maxAttack = max(b.maxAttack, attackWorth(n.value, n.value), attackWorth(n.value, n.value-1))
		}
	}
	b.region = make([][]int, len(b.nodes))
	for i, n := range b.nodes {
		b.places = append(b.places, nodePlaceName(n))
		if n.region != "" {
			b.region[i] = b.regions[n.region]
		}
	}
	return b, nil
}

func (b *board) addNode(n node) error {
	if n.id == "" || strings.ContainsAny(n.id, " \t\n:") {
		return fmt.Errorf("map: id %q must be non-empty, without spaces or colons", n.id)
	}
	if _, dup := b.byID[n.id]; dup {
		return fmt.Errorf("map: id %q is used twice (spaces and ports share one list of names)", n.id)
	}
	if n.zone < 0 {
		return fmt.Errorf("map: %s has no sea zone (N, E, S or W)", n.id)
	}
	b.byID[n.id] = len(b.nodes)
	b.nodes = append(b.nodes, n)
	return nil
}

// link makes the adjacency: spaces to spaces as listed (made symmetric),
// ports to the spaces they open onto.
func (b *board) link() error {
	add := func(x, y int) {
		for _, z := range b.nodes[x].adj {
			if z == y {
				return
			}
		}
		b.nodes[x].adj = append(b.nodes[x].adj, y)
	}
	for i, sp := range b.at.Spaces {
		for _, id := range sp.Adj {
			j, ok := b.byID[id]
			if !ok || j >= b.nSpaces {
				return fmt.Errorf("map: space %s lists %q as a neighbour, which is no space", sp.ID, id)
			}
			add(i, j)
			add(j, i)
		}
	}
	for i, p := range b.at.Ports {
		n := b.nSpaces + i
		if len(p.Spaces) == 0 {
			return fmt.Errorf("map: port %s opens onto no space", p.ID)
		}
		for _, id := range p.Spaces {
			j, ok := b.byID[id]
			if !ok || j >= b.nSpaces {
				return fmt.Errorf("map: port %s opens onto %q, which is no space", p.ID, id)
			}
			add(n, j)
			add(j, n)
		}
	}
	return nil
}

func (b *board) indexPorts() error {
	for i, p := range b.at.Ports {
		n := b.nSpaces + i
		switch {
		case p.Home:
			b.homes = append(b.homes, n)
			continue
		case p.Value < 2 || p.Value > 5:
			return fmt.Errorf("map: port %s is worth %d; a port is worth 2 to 5", p.ID, p.Value)
		}
		if p.Region != "" {
			b.regions[p.Region] = append(b.regions[p.Region], n)
		}
		if p.Star && p.Large {
			return fmt.Errorf("map: port %s has both a small and a large town", p.ID)
		}
		if p.Star {
			b.smalls = append(b.smalls, n)
		}
		if p.Large {
			b.larges = append(b.larges, n)
		}
	}
	if len(b.homes) == 0 {
		return fmt.Errorf("map: no home port")
	}
	if len(b.smalls) != len(b.at.SmallTreasures) || len(b.larges) != len(b.at.LargeTreasures) {
		return fmt.Errorf("map: %d starred ports for %d small treasures, %d large towns for %d large treasures; they must match",
			len(b.smalls), len(b.at.SmallTreasures), len(b.larges), len(b.at.LargeTreasures))
	}
	for id, ps := range b.regions {
		if len(ps) > 3 {
			return fmt.Errorf("map: region %s has %d ports; a region has three", id, len(ps))
		}
	}
	return nil
}

func (b *board) checkSaga(sg atlas.Saga) error {
	if sg.Era < 1 || sg.Era > 3 {
		return fmt.Errorf("map: saga %s is of era %d; eras are 1 to 3", sg.ID, sg.Era)
	}
	if sg.Kind != atlas.Trade && sg.Kind != atlas.Raid && sg.Kind != atlas.Settle {
		return fmt.Errorf("map: saga %s is of kind %q; use trade, raid or settle", sg.ID, sg.Kind)
	}
	h, ok := b.byID[sg.Homeland]
	if !ok || !b.nodes[h].home {
		return fmt.Errorf("map: saga %s counts for %q, which is no home port", sg.ID, sg.Homeland)
	}
	for _, id := range sg.Ports {
		n, ok := b.byID[id]
		if !ok || !b.nodes[n].port || b.nodes[n].home {
			return fmt.Errorf("map: saga %s names %q, which is no foreign port", sg.ID, id)
		}
		if sg.Kind == atlas.Raid && !b.hasTown(n) {
			return fmt.Errorf("map: raid saga %s names %s, where no town stands", sg.ID, id)
		}
	}
	return nil
}

func (b *board) hasTown(n int) bool {
	p := b.at.Ports[n-b.nSpaces]
	return p.Star || p.Large
}

// portOf is the atlas port of a port node.
func (b *board) portOf(n int) *atlas.Port { return &b.at.Ports[n-b.nSpaces] }

// allDistances is the fewest days from every node to every other (BFS).
func allDistances(b *board) [][]int8 {
	d := make([][]int8, len(b.nodes))
	queue := make([]int, 0, len(b.nodes))
	for s := range b.nodes {
		row := make([]int8, len(b.nodes))
		for i := range row {
			row[i] = -1
		}
		row[s] = 0
		queue = append(queue[:0], s)
		for len(queue) > 0 {
			x := queue[0]
			queue = queue[1:]
			for _, y := range b.nodes[x].adj {
				if row[y] < 0 {
					row[y] = row[x] + 1
					if row[y] > 100 {
						row[y] = 100
					}
					queue = append(queue, y)
				}
			}
		}
		d[s] = row
	}
	return d
}

// nearPorts lists each node's reachable foreign ports by days away.
func nearPorts(b *board) [][]int {
	near := make([][]int, len(b.nodes))
	for from, row := range b.dist {
		var ps []int
		for n := b.nSpaces; n < len(b.nodes); n++ {
			if !b.nodes[n].home && row[n] >= 0 {
				ps = append(ps, n)
			}
		}
		slices.SortStableFunc(ps, func(x, y int) int { return cmp.Compare(row[x], row[y]) })
		near[from] = ps
	}
	return near
}
