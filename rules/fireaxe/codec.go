package fireaxe

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
)

// The position travels as a compact run of bytes (base64 in the save's
// JSON): every number a zig-zag varint, every list its length first. The
// harness encodes every state it reaches several times, and JSON field by
// field cost it most of its time. pack lists the fields once, for writing
// and reading alike, so the two ways cannot drift apart.

// packer writes the position's fields to buf, or reads them from it.
type packer struct {
	reading bool
	buf     []byte // writing: the bytes so far are buf[:n]; reading: the bytes still to read
	n       int    // (writing bytes into place, not appending, saves a write barrier a field)
	err     error  // the first thing wrong with what is read
}

// marshal is the position as bytes.
func (c *core) marshal() []byte {
	p := packer{buf: make([]byte, 512)}
	c.pack(&p)
	return p.buf[:p.n]
}

// room makes room for one more number.
func (p *packer) room() {
	if len(p.buf)-p.n < binary.MaxVarintLen64 {
		p.buf = slices.Grow(p.buf[:p.n], 512)
		p.buf = p.buf[:cap(p.buf)]
	}
}

// unmarshal reads bytes written by marshal; damaged bytes are an error.
func (c *core) unmarshal(b []byte) error {
	p := packer{reading: true, buf: b}
	var in core
	in.pack(&p)
	if p.err == nil && len(p.buf) > 0 {
		p.err = fmt.Errorf("%d bytes too many", len(p.buf))
	}
	if p.err != nil {
		return p.err
	}
	*c = in
	return nil
}

func (c *core) pack(p *packer) {
	p.options(&c.Advanced, &c.SagaEnd)
	for _, v := range []*int{&c.Players, &c.Seat, &c.Round, &c.Turns, &c.Final, &c.Era, &c.Wind, &c.Demand} {
		num(p, v)
	}
	p.seed(&c.Seed)
	num(p, &c.Phase)
	t := &c.Turn
	for _, v := range []*int{&t.Days, &t.Sailed, &t.Extra, &t.Calm, &t.Berserk, &t.Losses} {
		num(p, v)
	}
	p.flag(&t.Loaded)
	c.packAttack(p)
	for _, v := range []*[]int{&c.Gold, &c.Towns, &c.Supply, &c.SagaDeck, &c.SagaUp, &c.Removed, &c.SagaOut, &c.Colony, &c.Bonus} {
		list(p, v)
	}
	for g := range c.Goods {
		num(p, &c.Goods[g])
	}
	list(p, &c.Runes)
	list(p, &c.Discard)
	lists(p, &c.Hands)
	lists(p, &c.Won)
	c.packBoats(p)
	c.packPorts(p)
}

func (c *core) packAttack(p *packer) {
	on := c.Attack != nil
	p.flag(&on)
	if !on || p.err != nil {
		return
	}
	if p.reading {
		c.Attack = &Attack{}
	}
	a := c.Attack
	for _, v := range []*int{&a.Port, &a.Value, &a.Bonus, &a.Dice} {
		num(p, v)
	}
	list(p, &a.Rolled)
}

func (c *core) packBoats(p *packer) {
	sized(p, &c.Boats, 5)
	for i := range c.Boats {
		b := &c.Boats[i]
		num(p, &b.At)
		num(p, &b.Crew)
		for g := range b.Goods {
			num(p, &b.Goods[g])
		}
	}
}

func (c *core) packPorts(p *packer) {
	sized(p, &c.Ports, 2)
	for i := range c.Ports {
		o := &c.Ports[i]
		p.portByte(o)
		num(p, &o.Treasure)
	}
}

// portByte writes or reads a port's town, task, goods and settler in one
// byte (a save holds some fifty ports, and the harness saves every state
// it reaches many times), or, should one not fit, as a marker byte and
// numbers.
func (p *packer) portByte(o *Port) {
	const wide = 0xff
	if !p.reading {
		x := o.Town | (o.Good+1)<<3 | (o.Settler+1)<<5
		if o.Tasked {
			x |= 1 << 2
		}
		fits := o.Town >= 0 && o.Town < 4 && o.Good >= -1 && o.Good < 3 && o.Settler >= -1 && o.Settler < 6
		if !fits || x == wide {
			x = wide
		}
		p.room()
		p.buf[p.n] = byte(x)
		p.n++
		if x != wide {
			return
		}
	} else {
		if p.err != nil {
			return
		}
		if len(p.buf) == 0 {
			p.fail("the position ends too soon")
			return
		}
		x := int(p.buf[0])
		p.buf = p.buf[1:]
		if x != wide {
			o.Town, o.Tasked, o.Good, o.Settler = x&3, x&4 != 0, (x>>3)&3-1, x>>5-1
			return
		}
	}
	num(p, &o.Town)
	num(p, &o.Good)
	num(p, &o.Settler)
	p.flag(&o.Tasked)
}

// num writes or reads one number; a number read that does not fit its
// field is damage.
func num[T ~int | ~int8](p *packer, v *T) {
	if !p.reading {
		p.room()
		p.n += binary.PutVarint(p.buf[p.n:], int64(*v))
		return
	}
	if p.err != nil {
		return
	}
	x, n := binary.Varint(p.buf)
	if n <= 0 {
		p.err = errors.New("the position ends too soon")
		return
	}
	p.buf = p.buf[n:]
	if int64(T(x)) != x {
		p.err = fmt.Errorf("%d is out of range", x)
		return
	}
	*v = T(x)
}

func (p *packer) flag(v *bool) {
	x := 0
	if *v {
		x = 1
	}
	num(p, &x)
	if x != 0 && x != 1 {
		p.fail("a yes-or-no field holds %d", x)
	}
	*v = x == 1
}

// options writes or reads the setup's choices in one number: 1 the
// advanced runes, 2 the rulebook's ending. A save from before the ending
// option holds 0 or 1, and reads as before.
func (p *packer) options(advanced, sagaEnd *bool) {
	x := 0
	if *advanced {
		x |= 1
	}
	if *sagaEnd {
		x |= 2
	}
	num(p, &x)
	if x < 0 || x > 3 {
		p.fail("the setup's options hold %d", x)
	}
	*advanced, *sagaEnd = x&1 != 0, x&2 != 0
}

func (p *packer) seed(v *uint64) {
	if !p.reading {
		p.room()
		p.n += binary.PutUvarint(p.buf[p.n:], *v)
		return
	}
	if p.err != nil {
		return
	}
	x, n := binary.Uvarint(p.buf)
	if n <= 0 {
		p.fail("the seed is cut short")
		return
	}
	p.buf, *v = p.buf[n:], x
}

// length writes or reads a list's length; each item takes at least
// itemBytes, so a length the rest cannot hold is damage (and no huge list
// is made from a damaged save).
func (p *packer) length(n, itemBytes int) int {
	num(p, &n)
	if p.reading && p.err == nil && (n < 0 || n*itemBytes > len(p.buf)) {
		p.fail("a list of %d items in %d bytes", n, len(p.buf))
	}
	if p.err != nil {
		return 0
	}
	return n
}

// sized writes or reads a list's length; reading, it makes the list.
func sized[T any](p *packer, s *[]T, itemBytes int) {
	n := p.length(len(*s), itemBytes)
	if p.reading {
		*s = make([]T, n)
	}
}

func list[T ~int | ~int8](p *packer, s *[]T) {
	sized(p, s, 1)
	for i := range *s {
		num(p, &(*s)[i])
	}
}

func lists[T ~int | ~int8](p *packer, s *[][]T) {
	sized(p, s, 1)
	for i := range *s {
		list(p, &(*s)[i])
	}
}

func (p *packer) fail(format string, args ...any) {
	if p.err == nil {
		p.err = fmt.Errorf(format, args...)
	}
}
