package ai

import (
	"math"

	"embers/rules"
)

// The search tree is single-observer: edges are moves as the root seat
// observes them (State.Observe), so an opponent's secret choices all lead to
// one child. Which of those secret moves the opponent actually makes is
// chosen by an arm: a per-actual-move bandit kept in the parent from the
// mover's point of view.

// node is one information set of the root seat.
type node struct {
	key         rules.Move // the move that leads here, as the root seat sees it
	mover       rules.Seat // the seat that made that move
	visits      int32
	avail       int32 // how often the move was legal when the parent was visited
	child, next int32 // first child and next sibling, or -1
}

// arm is one actual move of a secret choice.
type arm struct {
	mover         rules.Seat
	visits, avail int32
	sum           float64 // total reward of the mover
}

// edge names a node's child or arm. A chance edge leads from a move's node
// to the node of one outcome: move is then the hash of what was revealed.
type edge struct {
	parent int32
	move   rules.Move
	chance bool
}

// tree holds all nodes in flat slices reused between decisions.
type tree struct {
	players  int
	nodes    []node
	sums     []float64 // players rewards per node, summed over its visits
	children map[edge]int32
	arms     []arm
	armIndex map[edge]int32
}

func (t *tree) reset(players int) {
	t.players = players
	t.nodes = append(t.nodes[:0], node{mover: rules.NoSeat, child: -1, next: -1})
	t.sums = append(t.sums[:0], make([]float64, players)...)
	t.arms = t.arms[:0]
	if t.children == nil {
		t.children = make(map[edge]int32)
		t.armIndex = make(map[edge]int32)
	}
	clear(t.children)
	clear(t.armIndex)
}

// add makes a child of parent for key, moved into by mover.
func (t *tree) add(parent int32, key rules.Move, mover rules.Seat) int32 {
	id := int32(len(t.nodes))
	p := &t.nodes[parent]
	t.nodes = append(t.nodes, node{key: key, mover: mover, avail: 1, child: -1, next: p.child})
	t.nodes[parent].child = id
	for range t.players {
		t.sums = append(t.sums, 0)
	}
	t.children[edge{parent: parent, move: key}] = id
	return id
}

// outcome finds or makes the child of node parent for a chance outcome or
// reveal, named by its hash.
func (t *tree) outcome(parent int32, hash uint64) int32 {
	e := edge{parent: parent, move: rules.Move(hash), chance: true}
	if id, ok := t.children[e]; ok {
		return id
	}
	id := t.add(parent, rules.Move(hash), rules.NoSeat)
	delete(t.children, edge{parent: parent, move: rules.Move(hash)})
	t.children[e] = id
	return id
}

// arm finds or makes the arm of an actual move at parent.
func (t *tree) arm(parent int32, m rules.Move, mover rules.Seat) int32 {
	e := edge{parent: parent, move: m}
	if id, ok := t.armIndex[e]; ok {
		return id
	}
	id := int32(len(t.arms))
	t.arms = append(t.arms, arm{mover: mover})
	t.armIndex[e] = id
	return id
}

// mean is the average reward of seat at node id.
func (t *tree) mean(id int32, seat rules.Seat) float64 {
	n := t.nodes[id].visits
	if n == 0 {
		return 0
	}
	return t.sums[int(id)*t.players+int(seat)] / float64(n)
}

// ucb is the availability-aware UCB1 score of a visited edge.
func ucb(mean float64, visits, avail int32, c float64) float64 {
	return mean + c*math.Sqrt(logOf(avail)/float64(visits))
}

// logTable holds ln(n) for the availability counts most searches reach.
var logTable = func() []float64 {
	t := make([]float64, 8192)
	for i := 1; i < len(t); i++ {
		t[i] = math.Log(float64(i))
	}
	return t
}()

func logOf(n int32) float64 {
	if int(n) < len(logTable) && n >= 0 {
		return logTable[n]
	}
	return math.Log(float64(n))
}

// update adds one visit with rewards r to node id.
func (t *tree) update(id int32, r []float64) {
	t.nodes[id].visits++
	s := t.sums[int(id)*t.players:]
	for i, v := range r {
		s[i] += v
	}
}
