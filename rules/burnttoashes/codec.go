package burnttoashes

import (
	"fmt"
	"unsafe"
)

// The position travels as a compact run of bytes (base64 in the save's
// JSON): every field of core is one byte wide (int8, uint8, bool, Tile), so
// the struct has no padding and its bytes are exactly its fields in
// declaration order. The harness encodes every state a dozen times; JSON
// field by field cost it three quarters of its time. Decoding copies the
// bytes back, checks every yes-or-no byte, and Check does the rest.

const coreSize = int(unsafe.Sizeof(core{}))

func (c *core) marshal() []byte {
	return append([]byte(nil), unsafe.Slice((*byte)(unsafe.Pointer(c)), coreSize)...)
}

func (c *core) unmarshal(b []byte) error {
	if len(b) != coreSize {
		return fmt.Errorf("the position holds %d bytes; this version writes %d", len(b), coreSize)
	}
	var in core
	copy(unsafe.Slice((*byte)(unsafe.Pointer(&in)), coreSize), b)
	for _, f := range in.flags() {
		if v := *(*byte)(unsafe.Pointer(f)); v > 1 {
			return fmt.Errorf("a yes-or-no field holds %d", v)
		}
	}
	*c = in
	return nil
}

// flags lists every yes-or-no field, for the decoder's check.
func (c *core) flags() []*bool {
	out := []*bool{&c.Coop, &c.StartHelp, &c.Gained, &c.AbbotOn, &c.NoGear, &c.Struck,
		&c.Prevent, &c.Changed, &c.Over, &c.DragonWon, &c.Unrecorded}
	for p := range Provinces {
		out = append(out, &c.Lost[p])
	}
	for i := range Paths {
		out = append(out, &c.Red[i], &c.Shown[i])
	}
	return out
}
