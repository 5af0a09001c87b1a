package rules

import "testing"

// The layouts the games use, packed and read back, and written down by
// hand: a kind in the low byte with byte operands above it, and a kind in
// the top bits with 16-bit operands below it.
func TestMoveCodePacksAndReadsBack(t *testing.T) {
	low := Layout(Bits(0, 8), Bits(8, 8), Bits(16, 8), Bits(24, 40))
	m := low.Pack(3, 0x41, 0x02, 0x1_0000_0001)
	if want := Move(0x03 | 0x41<<8 | 0x02<<16 | 0x1_0000_0001<<24); m != want {
		t.Fatalf("low layout packs %#x, want %#x", m, want)
	}
	if k, a, b, d := low.Unpack(m); k != 3 || a != 0x41 || b != 2 || d != 0x1_0000_0001 {
		t.Errorf("low layout reads back %d %#x %d %#x", k, a, b, d)
	}
	high := Layout(Bits(48, 16), Bits(32, 16), Bits(16, 16), Bits(0, 16))
	m = high.Pack(7, 300, 2, 0)
	if want := Move(7<<48 | 300<<32 | 2<<16); m != want {
		t.Fatalf("high layout packs %#x, want %#x", m, want)
	}
	if high.KindOf(m) != 7 || high.Arg(m, 0) != 300 || high.Arg(m, 1) != 2 || high.Arg(m, 2) != 0 {
		t.Errorf("high layout reads back %d %d %d %d", high.KindOf(m), high.Arg(m, 0), high.Arg(m, 1), high.Arg(m, 2))
	}
	if m := low.Pack(1, 0x1ff, 0, 0); low.Arg(m, 0) != 0xff || low.Arg(m, 1) != 0 {
		t.Errorf("an operand wider than its field spills: %#x", m)
	}
	if !low.Fits(low.Pack(255, 255, 255, 1<<39)) {
		t.Errorf("Fits: a full low layout does not fit")
	}
	two := Layout(Bits(0, 8), Bits(8, 8))
	if two.Fits(two.Pack(1, 2, 0, 0) | 1<<16) {
		t.Errorf("Fits: a bit above the last field is not refused")
	}
}
