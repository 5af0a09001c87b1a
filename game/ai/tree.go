package ai

import (
	"math"

	"embers/rules"
)

// The search keeps one tree per seat (multiple-observer ISMCTS). A seat's
// tree is made of its own information sets: its edges are moves as that
// seat observes them (State.Observe), so every secret choice of another
// seat leads to one child, and a move that reveals something splits by what
// the seat saw. All trees descend in step along the same determinized
// game; the seat to move selects in its own tree, with statistics gathered
// only under paths it could tell apart. Nobody answers a card it cannot see.

// node is one information set of the tree's seat.
type node struct {
	key         rules.Move // the move that leads here, as the tree's seat sees it
	mover       rules.Seat // who was to move here when it was first visited
	visits      int32
	avail       int32   // how often the move was available when the parent was visited
	sum         float64 // the tree's seat's reward, summed over visits
	child, next int32   // first child and next sibling, or -1
}

// edge names a node's child. A chance edge leads to a chance outcome or to
// what a move revealed: move is then the outcome as observed, or the hash
// of the revealed events.
type edge struct {
	parent int32
	move   rules.Move
	chance bool
}

// tree is one seat's tree, in flat storage reused between decisions.
type tree struct {
	nodes    []node
	children children
}

func (t *tree) reset() {
	t.nodes = append(t.nodes[:0], node{mover: rules.NoSeat, child: -1, next: -1})
	t.children.clear()
}

// find returns the child of parent along e, or -1.
func (t *tree) find(e edge) int32 {
	return t.children.get(e)
}

// add makes a child of e.parent along e.
func (t *tree) add(e edge) int32 {
	id := int32(len(t.nodes))
	p := &t.nodes[e.parent]
	t.nodes = append(t.nodes, node{key: e.move, mover: rules.NoSeat, avail: 1, child: -1, next: p.child})
	t.nodes[e.parent].child = id
	t.children.put(e, id)
	return id
}

// step follows e, making the child on the first visit (then created).
func (t *tree) step(e edge) (id int32, created bool) {
	if id := t.find(e); id >= 0 {
		return id, false
	}
	return t.add(e), true
}

// mean is the tree's seat's average reward at node id.
func (t *tree) mean(id int32) float64 {
	n := &t.nodes[id]
	if n.visits == 0 {
		return 0
	}
	return n.sum / float64(n.visits)
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
