package trekronor

import "math/bits"

// squares is a set of board squares, one bit per square index (y*10+x):
// squares 0..63 in lo, 64..99 in hi. Chains, free ground and fire are sets,
// so growing a chain or finding every square next to a servant is a few
// word operations instead of a walk over the board.
type squares struct{ lo, hi uint64 }

const hiSquares = 1<<(NumSquares-64) - 1 // the 36 bits of hi that are squares

func squareBit(sq int) squares {
	if sq < 64 {
		return squares{lo: 1 << sq}
	}
	return squares{hi: 1 << (sq - 64)}
}

func (a squares) or(b squares) squares     { return squares{a.lo | b.lo, a.hi | b.hi} }
func (a squares) and(b squares) squares    { return squares{a.lo & b.lo, a.hi & b.hi} }
func (a squares) andNot(b squares) squares { return squares{a.lo &^ b.lo, a.hi &^ b.hi} }
func (a squares) empty() bool              { return a.lo|a.hi == 0 }
func (a squares) meets(b squares) bool     { return a.lo&b.lo|a.hi&b.hi != 0 }
func (a squares) count() int               { return bits.OnesCount64(a.lo) + bits.OnesCount64(a.hi) }

func (a squares) has(sq int) bool {
	if sq < 64 {
		return a.lo&(1<<sq) != 0
	}
	return a.hi&(1<<(sq-64)) != 0
}

// lowest is the lowest square in the set, or -1 when it is empty.
func (a squares) lowest() int {
	if a.lo != 0 {
		return bits.TrailingZeros64(a.lo)
	}
	if a.hi != 0 {
		return 64 + bits.TrailingZeros64(a.hi)
	}
	return -1
}

// next removes and returns the lowest square (a must not be empty):
// for sq := set.lowest(); ... is written `for !set.empty() { sq := set.next() }`.
func (a *squares) next() int {
	if a.lo != 0 {
		sq := bits.TrailingZeros64(a.lo)
		a.lo &= a.lo - 1
		return sq
	}
	sq := bits.TrailingZeros64(a.hi)
	a.hi &= a.hi - 1
	return 64 + sq
}

// grown is the set with every square orthogonally next to one of its squares.
func (a squares) grown() squares {
	up := squares{a.lo << Width, a.hi<<Width | a.lo>>(64-Width)}
	down := squares{a.lo>>Width | a.hi<<(64-Width), a.hi >> Width}
	east := squares{a.lo << 1, a.hi<<1 | a.lo>>63}.andNot(fileA)
	west := squares{a.lo>>1 | a.hi<<63, a.hi >> 1}.andNot(fileJ)
	g := a.or(up).or(down).or(east).or(west)
	g.hi &= hiSquares
	return g
}

// flood returns the squares of within that connect orthogonally to seed
// (seed must be in within): one chain of servants.
func flood(seed int, within squares) squares {
	x := squareBit(seed)
	for {
		y := x.grown().and(within)
		if y == x {
			return x
		}
		x = y
	}
}

// Square sets fixed by the board, filled once by layGround and layEntrances.
var (
	fileA, fileJ squares           // the left and right columns
	ground       squares           // courtyard and corridor: where servants may stand
	nearWell     [NumWells]squares // the squares next to each well
	nearAnyWell  squares
	doors        squares // every entrance square
)

func laySquareSets() {
	for sq := range NumSquares {
		b := squareBit(sq)
		switch x := sq % Width; x {
		case 0:
			fileA = fileA.or(b)
		case Width - 1:
			fileJ = fileJ.or(b)
		}
		if a := area[sq]; a == Courtyard || a == Corridor {
			ground = ground.or(b)
		}
		for w := range NumWells {
			if wellNext[sq]&(1<<w) != 0 {
				nearWell[w] = nearWell[w].or(b)
				nearAnyWell = nearAnyWell.or(b)
			}
		}
		if entranceOf[sq] != 0 {
			doors = doors.or(b)
		}
	}
}
