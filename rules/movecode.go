package rules

// MoveCode is how a game packs a move into a Move: its kind and up to three
// operands, each a field at a bit offset with a width. Every game packs and
// unpacks its moves through a MoveCode of its own layout (a Move's value is
// the game's business; the AI orders moves by it, so a layout is kept once
// chosen), and a board learns a move's parts only through the game's typed
// accessors, never by reading these bits or the notation.
type MoveCode struct {
	Kind Field
	Args [3]Field // unused: zero width
}

// Field is one part of a packed move (see Bits).
type Field struct {
	at   uint8
	mask uint64
}

// Bits is the field at bit at, bits wide (at most 63).
func Bits(at, bits uint8) Field { return Field{at: at, mask: 1<<bits - 1} }

// put and get shift by at&63 so the compiler drops its check for a shift
// of 64 or more: a field is read in every playout's every move.
func (f Field) put(v int) uint64 { return (uint64(v) & f.mask) << (f.at & 63) }
func (f Field) get(m Move) int   { return int(uint64(m) >> (f.at & 63) & f.mask) }

// Pack packs kind and three operands (zero where the layout has fewer);
// each value is cut to its field's width. Pack and Unpack are written out,
// not looped: the AI's playouts pack and read moves millions of times a
// decision.
func (c *MoveCode) Pack(kind, a, b, d int) Move {
	return Move(c.Kind.put(kind) | c.Args[0].put(a) | c.Args[1].put(b) | c.Args[2].put(d))
}

// KindOf reads a packed move's kind.
func (c *MoveCode) KindOf(m Move) int { return c.Kind.get(m) }

// Arg reads operand i of a packed move.
func (c *MoveCode) Arg(m Move, i int) int { return c.Args[i].get(m) }

// Unpack reads a packed move's kind and its first three operands.
func (c *MoveCode) Unpack(m Move) (kind, a, b, d int) {
	return c.Kind.get(m), c.Args[0].get(m), c.Args[1].get(m), c.Args[2].get(m)
}

// Fits reports whether m sets no bit outside the code's fields (a number
// read from a file or typed by a person may).
func (c *MoveCode) Fits(m Move) bool {
	return m&^c.Pack(-1, -1, -1, -1) == 0
}

// Layout is the code with a kind field and up to three operand fields.
func Layout(kind Field, args ...Field) MoveCode {
	c := MoveCode{Kind: kind}
	copy(c.Args[:], args)
	return c
}
