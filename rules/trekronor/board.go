package trekronor

import (
	_ "embed"
	"fmt"

	"github.com/BurntSushi/toml"
)

// Board size and component counts.
const (
	Width      = 10 // squares per row
	NumSquares = Width * Width
	NumHalls   = 9
	NumWells   = 4
	MaxSeats   = 5
	TotalFire  = 18
	TotalAsh   = 27
	hallSlots  = 4 // squares per hall
)

// Area is what kind of ground a square is.
type Area uint8

// The four kinds of ground.
const (
	Well Area = iota
	Courtyard
	Corridor
	HallFloor
)

// WellNames are the wells in index order: the corners a0, j0, a9, j9.
var WellNames = [NumWells]string{"sw", "se", "nw", "ne"}

var wellSquare = [NumWells]int{0, 9, 90, 99}

// HallInfo is one hall of the castle as written in board.toml.
type HallInfo struct {
	ID        string   `toml:"id"`
	Name      string   `toml:"name"`
	Entrances []string `toml:"entrances"`
}

//go:embed board.toml
var boardData []byte

// geometry, filled once at init from the formula and board.toml.
var (
	halls      [NumHalls]HallInfo
	area       [NumSquares]Area
	hallOf     [NumSquares]int8 // hall index of a hall square, else -1
	slotOf     [NumSquares]int8 // 0..3 within its hall, else -1
	hallSq     [NumHalls][hallSlots]int8
	nbr        [NumSquares][4]int8
	nbrN       [NumSquares]uint8
	wellNext   [NumSquares]uint8  // bit w set: square touches well w
	entranceOf [NumSquares]uint16 // bit h set: square is an entrance of hall h
	entr       [NumHalls][4]int8  // entrance squares in listed order
	entrN      [NumHalls]uint8
	beyond     [NumHalls][4]int8 // the other hall next to each entrance
)

func init() {
	if err := buildBoard(); err != nil {
		panic("trekronor: board.toml: " + err.Error())
	}
	namePlaces()
}

func buildBoard() error {
	nameAll()
	var doc struct {
		Hall []HallInfo `toml:"hall"`
	}
	if _, err := toml.Decode(string(boardData), &doc); err != nil {
		return err
	}
	if len(doc.Hall) != NumHalls {
		return fmt.Errorf("want %d halls, found %d", NumHalls, len(doc.Hall))
	}
	layGround()
	for h, hi := range doc.Hall {
		if hi.ID != hallID(h) {
			return fmt.Errorf("hall %d is %q, want %q (halls go A1,A2,A3,B1,...)", h, hi.ID, hallID(h))
		}
		halls[h] = hi
		if err := layEntrances(h, hi.Entrances); err != nil {
			return fmt.Errorf("hall %s: %w", hi.ID, err)
		}
	}
	laySquareSets()
	layDoorSets()
	return nil
}

// hallIDs and squareNames are built once so naming never allocates.
var (
	hallIDs     [NumHalls]string
	squareNames [NumSquares]string
)

func nameAll() {
	for h := range hallIDs {
		hallIDs[h] = string(rune('A'+h/3)) + string(rune('1'+h%3))
	}
	for sq := range squareNames {
		squareNames[sq] = string(rune('a'+sq%Width)) + string(rune('0'+sq/Width))
	}
}

// hallID gives the id of hall h: column letter, row number ("A1").
func hallID(h int) string { return hallIDs[h] }

func layGround() {
	for sq := range NumSquares {
		x, y := sq%Width, sq/Width
		hallOf[sq], slotOf[sq] = -1, -1
		switch {
		case (x == 0 || x == 9) && (y == 0 || y == 9):
			area[sq] = Well
		case x == 0 || x == 9 || y == 0 || y == 9:
			area[sq] = Courtyard
		case x%3 == 0 || y%3 == 0:
			area[sq] = Corridor
		default:
			area[sq] = HallFloor
			col, row := (x-1)/3, (y-1)/3
			h := col*3 + row
			slot := 0
			if (y-1)%3 == 0 { // bottom row of the hall
				slot = 2
			}
			slot += (x - 1) % 3
			hallOf[sq], slotOf[sq] = int8(h), int8(slot)
			hallSq[h][slot] = int8(sq)
		}
		for _, d := range [4][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}} {
			nx, ny := x+d[0], y+d[1]
			if nx < 0 || ny < 0 || nx >= Width || ny >= Width {
				continue
			}
			nbr[sq][nbrN[sq]] = int8(ny*Width + nx)
			nbrN[sq]++
		}
	}
	for w, wsq := range wellSquare {
		for _, n := range neighbours(wsq) {
			wellNext[n] |= 1 << w
		}
	}
}

func layEntrances(h int, names []string) error {
	if len(names) < 2 || len(names) > 4 {
		return fmt.Errorf("%d entrances; a hall has 2 to 4", len(names))
	}
	for _, name := range names {
		sq, ok := ParseSquare(name)
		if !ok || area[sq] != Corridor {
			return fmt.Errorf("entrance %q is not a corridor square", name)
		}
		other := -1
		touches := false
		for _, n := range neighbours(sq) {
			switch hallOf[n] {
			case -1:
			case int8(h):
				touches = true
			default:
				other = int(hallOf[n])
			}
		}
		if !touches || other < 0 {
			return fmt.Errorf("entrance %q must lie between this hall and another", name)
		}
		i := entrN[h]
		entr[h][i], beyond[h][i] = int8(sq), int8(other)
		entrN[h]++
		entranceOf[sq] |= 1 << h
	}
	return nil
}

func neighbours(sq int) []int8 { return nbr[sq][:nbrN[sq]] }

// SquareName gives the name of square index sq (y*10+x), e.g. 31 is "b3".
func SquareName(sq int) string {
	if sq < 0 || sq >= NumSquares {
		return "??"
	}
	return squareNames[sq]
}

// ParseSquare reads a square name like "d1" (case-insensitive).
func ParseSquare(s string) (int, bool) {
	if len(s) != 2 {
		return 0, false
	}
	f, r := s[0]|0x20, s[1]
	if f < 'a' || f > 'j' || r < '0' || r > '9' {
		return 0, false
	}
	return int(r-'0')*Width + int(f-'a'), true
}

// SquareArea tells what kind of ground square sq is.
func SquareArea(sq int) Area { return area[sq] }

// Hall returns hall h (0..8 in the order A1,A2,A3,B1,B2,B3,C1,C2,C3).
func Hall(h int) HallInfo { return halls[h] }

// HallSquare returns the board square of slot 0..3 of hall h
// (0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right).
func HallSquare(h, slot int) int { return int(hallSq[h][slot]) }

// HallAt returns the hall and slot of a hall square, or -1, -1.
func HallAt(sq int) (hall, slot int) { return int(hallOf[sq]), int(slotOf[sq]) }

// EntranceSquares returns hall h's entrance squares in their listed order.
func EntranceSquares(h int) []int {
	out := make([]int, entrN[h])
	for i := range out {
		out[i] = int(entr[h][i])
	}
	return out
}

// HallBeyond returns the hall on the far side of entrance i of hall h.
func HallBeyond(h, i int) int { return int(beyond[h][i]) }

// WellSquare returns the corner square of well w.
func WellSquare(w int) int { return wellSquare[w] }

// parseHall reads a hall id like "A1" (case-insensitive).
func parseHall(s string) (int, bool) {
	if len(s) != 2 {
		return 0, false
	}
	c, r := s[0]&^0x20, s[1]
	if c < 'A' || c > 'C' || r < '1' || r > '3' {
		return 0, false
	}
	return int(c-'A')*3 + int(r-'1'), true
}

func parseWell(s string) (int, bool) {
	for w, n := range WellNames {
		if len(s) == 2 && s[0]|0x20 == n[0] && s[1]|0x20 == n[1] {
			return w, true
		}
	}
	return 0, false
}
