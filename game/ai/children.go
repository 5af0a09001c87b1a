package ai

import "embers/rules"

// children finds a node's child by its edge: an open-addressing table
// (linear probing) of our own, reused between decisions. It is ours rather
// than a Go map because the lookup was 10–21% of a hard decision's CPU
// (Fire & Axe, Burnt to Ashes; docs/speed.md): a map hashes the padded 24-byte edge with
// the generic hasher on every probe of every candidate move. Here an edge
// packs into the move and one 32-bit word, hashed with two multiplies, and
// a slot is 16 bytes, four to a cache line. Node 0 is the root, never a
// child, so id 0 marks an empty slot and clearing is one memclr of a table
// at most four times the largest tree it has held (tens of microseconds,
// against a decision's tens of milliseconds), not a generation kept in
// every slot.
type children struct {
	slots []slot
	used  int
	shift uint // 64 - log2(len(slots)): the hash's top bits pick a slot
}

type slot struct {
	move rules.Move
	tag  uint32 // the edge's parent and chance flag (see tagOf)
	id   int32  // the child, or 0 for an empty slot
}

const minChildSlots = 1 << 10

// tagOf packs an edge's parent and chance flag into one word.
func tagOf(e edge) uint32 {
	t := uint32(e.parent) << 1
	if e.chance {
		t |= 1
	}
	return t
}

// home is the slot at which the search for an edge starts. The fold brings
// a move's high bits (some games pack fields up there) down to where the
// multiply spreads them into the top bits that pick the slot.
func (c *children) home(m rules.Move, tag uint32) int {
	x := uint64(m) ^ uint64(tag)*0x9e3779b97f4a7c15
	x ^= x >> 32
	return int((x * 0xd6e8feb86659fd93) >> c.shift)
}

// clear empties the table, keeping its storage.
func (c *children) clear() {
	if c.slots == nil {
		c.slots, c.shift = make([]slot, minChildSlots), 64-10
	}
	clear(c.slots)
	c.used = 0
}

// get returns the child along e, or -1.
func (c *children) get(e edge) int32 {
	tag, mask := tagOf(e), len(c.slots)-1
	for i := c.home(e.move, tag); ; i = (i + 1) & mask {
		s := &c.slots[i]
		if s.id == 0 {
			return -1
		}
		if s.move == e.move && s.tag == tag {
			return s.id
		}
	}
}

// put records id as the child along e, which must not be there yet.
func (c *children) put(e edge, id int32) {
	if 2*(c.used+1) > len(c.slots) {
		c.grow()
	}
	c.insert(slot{move: e.move, tag: tagOf(e), id: id})
	c.used++
}

func (c *children) insert(s slot) {
	mask := len(c.slots) - 1
	i := c.home(s.move, s.tag)
	for c.slots[i].id != 0 {
		i = (i + 1) & mask
	}
	c.slots[i] = s
}

// grow doubles the table, keeping it at most half full so probes stay short.
func (c *children) grow() {
	old := c.slots
	c.slots, c.shift = make([]slot, 2*len(old)), c.shift-1
	for _, s := range old {
		if s.id != 0 {
			c.insert(s)
		}
	}
}
