package cronberg

import "embers/rules"

type phase uint8

const (
	phaseTurn phase = iota // the mover places a token, draws, or passes
	phaseLay               // the mover lays the rhombus just drawn
	phaseOver
)

// noTile marks an empty tile slot; unknownTile a face-down tile in a view.
const (
	noTile      = -1
	unknownTile = NumRhombi
)

// State is a position of Cronberg. It is a plain value (arrays only) so
// that a copy is a deep copy.
type State struct {
	players int8
	toMove  rules.Seat
	phase   phase
	seed    uint64
	masked  bool       // a view: the pile's order is hidden
	viewer  rules.Seat // whose view, when masked

	tile   [NumTriangles]int8 // the rhombus covering a triangle, or noTile
	mate   [NumTriangles]int8 // the other triangle of that rhombus, or -1
	active [NumTriangles]bool // a free triangle that can no longer be covered
	closed [NumCrossings]bool // next to an activated guard
	token  [NumCrossings]int8 // 0 free, else seat+1
	hand   [MaxSeats]uint8    // tokens in hand

	pile  [NumRhombi]int8 // face-down tiles, pile[pileN-1] on top
	pileN int8
	drawn int8 // the tile drawn and not yet laid, or noTile
	laid  int8 // rhombi on the board

	carried [MaxSeats]int32 // track points from earlier games of a series
	score   [MaxSeats]int32 // points scored in this game

	log  [maxLog]Scoring // every scoring of this game, in order
	logN uint8
}

// maxLog bounds the scorings of a game: at most four surrounded tokens per
// rhombus laid, and one final scoring per token.
const maxLog = NumRhombi*4 + MaxSeats*TokensEach

// Scoring is one token scored: during play (Final false) when it was
// surrounded, or at the final scoring.
type Scoring struct {
	Seat     int8
	Crossing int8
	Final    bool
	Points   int16
}

var _ rules.State = (*State)(nil)

// Game returns the game module.
func (s *State) Game() rules.Game { return Game }

// Clone returns an independent copy.
func (s *State) Clone() rules.State { c := *s; return &c }

// Seat colours in seat order, as the window shows them.
var (
	colourNames   = [MaxSeats]string{"Orange", "Blue", "Green", "Yellow"}
	colourLetters = [MaxSeats]byte{'O', 'B', 'G', 'Y'}
)

// Setup returns the setup the game started from.
func (s *State) Setup() rules.Setup {
	st := rules.Setup{Players: int(s.players), Seed: s.seed}
	for i := range int(s.players) {
		st.Scores[i] = int(s.carried[i])
	}
	return st
}

// ToMove is the seat to decide, or NoSeat when the game is over.
func (s *State) ToMove() rules.Seat {
	if s.phase == phaseOver {
		return rules.NoSeat
	}
	return s.toMove
}

// SeatLabel names a seat by its colour.
func (s *State) SeatLabel(seat rules.Seat) string {
	if seat < 0 || int(seat) >= int(s.players) {
		return "nobody"
	}
	return colourNames[seat]
}

// Players is how many seats play.
func (s *State) Players() int { return int(s.players) }

// TokenAt returns the owner of the token on crossing c, or NoSeat.
func (s *State) TokenAt(c int) rules.Seat { return rules.Seat(s.token[c]) - 1 }

// TokensInHand is how many tokens seat holds.
func (s *State) TokensInHand(seat rules.Seat) int { return int(s.hand[seat]) }

// TileOn returns the rhombus covering triangle t and the other triangle it
// covers, or -1, -1 when t is free.
func (s *State) TileOn(t int) (tile, mate int) { return int(s.tile[t]), int(s.mate[t]) }

// Free reports whether triangle t is not covered (isolated ones included).
func (s *State) Free(t int) bool { return s.tile[t] == noTile }

// Activated reports whether free triangle t can no longer be covered (and
// so, for a guard, park or coat of arms, has taken effect).
func (s *State) Activated(t int) bool { return s.active[t] }

// Closed reports whether crossing c touches an activated guard: no token
// may stand there again.
func (s *State) Closed(c int) bool { return s.closed[c] }

// Drawn returns the rhombus drawn and waiting to be laid, or -1.
func (s *State) Drawn() int { return int(s.drawn) }

// Laying reports whether the mover has drawn and must now lay the rhombus.
func (s *State) Laying() bool { return s.phase == phaseLay }

// PileLeft is how many rhombi are still face down.
func (s *State) PileLeft() int { return int(s.pileN) }

// Laid is how many rhombi lie on the board.
func (s *State) Laid() int { return int(s.laid) }

// Track is seat's position on the score track: points carried from earlier
// games of a series plus this game's points.
func (s *State) Track(seat rules.Seat) int { return int(s.carried[seat] + s.score[seat]) }

// GamePoints is what seat scored in this game alone.
func (s *State) GamePoints(seat rules.Seat) int { return int(s.score[seat]) }

// ValuesAt lists the rhombus corners pointing at crossing c: one entry per
// rhombus touching it, with its value there.
func (s *State) ValuesAt(c int) []CornerValue {
	var out []CornerValue
	for _, t8 := range crossTri[c][:crossTriN[c]] {
		t := int(t8)
		tile := int(s.tile[t])
		if tile == noTile {
			continue
		}
		m := int(s.mate[t])
		if cornerIndex(m, c) >= 0 {
			if m < t {
				continue // the blunt corner was listed with its first triangle
			}
			out = append(out, CornerValue{Tile: tile, Triangles: []int{t, m}, Value: rhombi[tile].Blunt()})
			continue
		}
		out = append(out, CornerValue{Tile: tile, Triangles: []int{t}, Value: rhombi[tile].Sharp()})
	}
	return out
}

// sumAt adds the corner values pointing at c (absolute values when abs),
// without allocating.
func (s *State) sumAt(c int, abs bool) int {
	sum := 0
	for _, t8 := range crossTri[c][:crossTriN[c]] {
		t := int(t8)
		tile := s.tile[t]
		if tile == noTile {
			continue
		}
		m := int(s.mate[t])
		v := rhombi[tile].Sharp()
		if cornerIndex(m, c) >= 0 {
			if m < t {
				continue
			}
			v = rhombi[tile].Blunt()
		}
		if abs && v < 0 {
			v = -v
		}
		sum += v
	}
	return sum
}

// surrounded reports whether every triangle at crossing c is covered.
func (s *State) surrounded(c int) bool {
	for _, t := range crossTri[c][:crossTriN[c]] {
		if s.tile[t] == noTile {
			return false
		}
	}
	return true
}

// hasFree reports whether crossing c touches a free triangle.
func (s *State) hasFree(c int) bool { return !s.surrounded(c) }

// Scorings lists every token scored in this game, in order.
func (s *State) Scorings() []Scoring { return append([]Scoring(nil), s.log[:s.logN]...) }
