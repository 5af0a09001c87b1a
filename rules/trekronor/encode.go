package trekronor

import (
	"encoding/json"
	"fmt"

	"embers/rules"
)

const (
	encodingFormat  = "embers/trekronor-state"
	encodingVersion = 1
)

type stateJSON struct {
	rules.Header
	Players      int           `json:"players"`
	Seed         uint64        `json:"seed"`
	First        int           `json:"first"`
	ToMove       int           `json:"toMove"`
	Phase        string        `json:"phase"`
	End          string        `json:"end,omitempty"`
	View         *int          `json:"view,omitempty"`
	Servants     []servantJSON `json:"servants"`
	CorridorFire []string      `json:"corridorFire"`
	Halls        []hallJSON    `json:"halls"`
	Buckets      []string      `json:"buckets"`
	Hand         []int         `json:"hand"`
	FireSupply   int           `json:"fireSupply"`
	AshSupply    int           `json:"ashSupply"`
	Pile         []pileJSON    `json:"pile"`
	BrokeOne     []int         `json:"brokeOne,omitempty"` // seats whose last answer to a pile of one broke it
	KeptOne      []int         `json:"keptOne,omitempty"`  // ... kept it
}

// Lists, not maps: the encoding is canonical without sorting, and fast.
type servantJSON struct {
	Square string `json:"square"`
	Seat   int    `json:"seat"`
}

type hallJSON struct {
	ID    string     `json:"id"`
	Cells []cellJSON `json:"cells"`
}

type cellJSON struct {
	Fire    bool         `json:"fire,omitempty"`
	Ash     bool         `json:"ash,omitempty"`
	Markers []markerJSON `json:"markers,omitempty"`
}

type markerJSON struct {
	Owner int    `json:"owner"`
	Kind  string `json:"kind"`
}

type pileJSON struct {
	Owner int    `json:"owner"`
	Value string `json:"value"`
	Known []int  `json:"known"`
}

var (
	phaseNames = []string{"action", "spread", "over"}
	endNames   = []string{"", "fire-out", "halls-full", "no-fire", "no-ash"}
	kindNames  = []string{"", "save", "steal", "?"}
)

// Encode writes the state as JSON with its format and version.
func (s *State) Encode() []byte {
	j := stateJSON{Header: rules.Header{Format: encodingFormat, Version: encodingVersion}, Players: int(s.players), Seed: s.seed,
		First: int(s.first), ToMove: int(s.toMove), Phase: phaseNames[s.phase], End: endNames[s.end],
		Servants: []servantJSON{}, CorridorFire: []string{}, Halls: make([]hallJSON, 0, NumHalls),
		Buckets: []string{}, FireSupply: int(s.fireSupply), AshSupply: int(s.ashSupply), Pile: []pileJSON{}}
	if s.masked {
		v := int(s.viewer)
		j.View = &v
	}
	for sq := range NumSquares {
		if o := s.owner(sq); o >= 0 {
			j.Servants = append(j.Servants, servantJSON{SquareName(sq), int(o)})
		}
		if s.fire.has(sq) {
			j.CorridorFire = append(j.CorridorFire, SquareName(sq))
		}
	}
	for h := range NumHalls {
		cells := make([]cellJSON, hallSlots)
		for i, c := range s.cells[h] {
			cells[i] = cellJSON{Fire: c.Fire, Ash: c.Ash}
			for k := range c.N {
				cells[i].Markers = append(cells[i].Markers, markerJSON{int(c.M[k].Owner), kindNames[c.M[k].Kind]})
			}
		}
		j.Halls = append(j.Halls, hallJSON{hallID(h), cells})
	}
	for w, b := range s.bucket {
		if b {
			j.Buckets = append(j.Buckets, WellNames[w])
		}
	}
	for seat := range int(s.players) {
		j.Hand = append(j.Hand, int(s.hand[seat]))
	}
	for _, e := range s.pile[:s.pileN] {
		p := pileJSON{Owner: int(e.Owner), Value: valueNames[e.Value], Known: []int{}}
		for seat := range int(s.players) {
			if e.Known&(1<<seat) != 0 {
				p.Known = append(p.Known, seat)
			}
		}
		j.Pile = append(j.Pile, p)
	}
	j.BrokeOne, j.KeptOne = seatList(s.brokeOne, s.players), seatList(s.keptOne, s.players)
	out, _ := json.Marshal(j) // cannot fail: plain values only
	return out
}

func (game) Decode(data []byte) (rules.State, error) {
	s, err := decodeState(data)
	if err != nil {
		return nil, fmt.Errorf("trekronor: cannot read saved state: %w", err)
	}
	if err := s.Check(); err != nil {
		return nil, fmt.Errorf("cannot read saved state: %w", err)
	}
	return s, nil
}

func decodeState(data []byte) (*State, error) {
	var j stateJSON
	if err := rules.DecodeStrict(data, &j, &j.Header, encodingFormat, encodingVersion); err != nil {
		return nil, err
	}
	if j.Players < 3 || j.Players > MaxSeats {
		return nil, fmt.Errorf("players is %d; must be 3 to 5", j.Players)
	}
	s := newState(j.Players, j.Seed)
	seat := func(v int, what string) (rules.Seat, error) {
		if v < 0 || v >= j.Players {
			return 0, fmt.Errorf("%s is seat %d; seats are 0 to %d", what, v, j.Players-1)
		}
		return rules.Seat(v), nil
	}
	var err error
	if s.first, err = seat(j.First, "first"); err != nil {
		return nil, err
	}
	if s.toMove, err = seat(j.ToMove, "toMove"); err != nil {
		return nil, err
	}
	if err := s.readPhase(j); err != nil {
		return nil, err
	}
	for _, f := range []func(stateJSON) error{s.readBoard, s.readHalls, s.readSupply, s.readPile} {
		if err := f(j); err != nil {
			return nil, err
		}
	}
	return s, nil
}

func index(names []string, v string) int {
	for i, n := range names {
		if n == v {
			return i
		}
	}
	return -1
}

func (s *State) readPhase(j stateJSON) error {
	p, e := index(phaseNames, j.Phase), index(endNames, j.End)
	if p < 0 {
		return fmt.Errorf("phase %q unknown; use action, spread or over", j.Phase)
	}
	if e < 0 {
		return fmt.Errorf("end %q unknown; use fire-out, halls-full, no-fire or no-ash", j.End)
	}
	s.phase, s.end = phase(p), endReason(e)
	if j.View != nil {
		if *j.View < -1 || *j.View >= j.Players {
			return fmt.Errorf("view is seat %d; use -1 (public) to %d", *j.View, j.Players-1)
		}
		s.masked, s.viewer = true, rules.Seat(*j.View)
	}
	return nil
}

func (s *State) readBoard(j stateJSON) error {
	for _, sv := range j.Servants {
		name, owner := sv.Square, sv.Seat
		sq, ok := ParseSquare(name)
		if !ok || owner < 0 || owner >= j.Players {
			return fmt.Errorf("servant %q of seat %d: need a square a0..j9 and a seat 0..%d", name, owner, j.Players-1)
		}
		if s.owner(sq) >= 0 {
			return fmt.Errorf("square %s holds two servants", name)
		}
		s.putServant(sq, rules.Seat(owner))
	}
	for _, name := range j.CorridorFire {
		sq, ok := ParseSquare(name)
		if !ok {
			return fmt.Errorf("corridor fire on %q: not a square", name)
		}
		s.fire = s.fire.or(squareBit(sq))
	}
	s.bucket = [NumWells]bool{}
	for _, name := range j.Buckets {
		w, ok := parseWell(name)
		if !ok {
			return fmt.Errorf("bucket on %q: the wells are sw, se, nw, ne", name)
		}
		s.bucket[w] = true
	}
	if len(j.Hand) != j.Players {
		return fmt.Errorf("hand lists %d seats; want %d", len(j.Hand), j.Players)
	}
	for i, n := range j.Hand {
		if n < 0 || n > int(servantsEach[j.Players]) {
			return fmt.Errorf("seat %d holds %d servants; at most %d", i, n, servantsEach[j.Players])
		}
		s.hand[i] = uint8(n)
	}
	return nil
}

func (s *State) readHalls(j stateJSON) error {
	if len(j.Halls) != NumHalls {
		return fmt.Errorf("%d halls listed; want all 9 (A1..C3)", len(j.Halls))
	}
	var seen [NumHalls]bool
	for _, hj := range j.Halls {
		id, cells := hj.ID, hj.Cells
		h, ok := parseHall(id)
		if !ok || len(cells) != hallSlots || seen[h] {
			return fmt.Errorf("hall %q: need each id A1..C3 once, with 4 squares", id)
		}
		seen[h] = true
		for i, c := range cells {
			if len(c.Markers) > 2 {
				return fmt.Errorf("hall %s square %d holds %d markers; at most 2", id, i, len(c.Markers))
			}
			cell := Cell{Fire: c.Fire, Ash: c.Ash, N: uint8(len(c.Markers))}
			for k, m := range c.Markers {
				kind := index(kindNames, m.Kind)
				if kind <= 0 || m.Owner < 0 || m.Owner >= j.Players {
					return fmt.Errorf("hall %s square %d: marker kind %q of seat %d; use save, steal or ?", id, i, m.Kind, m.Owner)
				}
				cell.M[k] = Marker{rules.Seat(m.Owner), Kind(kind)}
			}
			s.cells[h][i] = cell
		}
	}
	s.recount()
	return nil
}

func (s *State) readSupply(j stateJSON) error {
	if j.FireSupply < 0 || j.FireSupply > TotalFire || j.AshSupply < 0 || j.AshSupply > TotalAsh {
		return fmt.Errorf("supply of %d fire and %d ash is out of range", j.FireSupply, j.AshSupply)
	}
	s.fireSupply, s.ashSupply = uint8(j.FireSupply), uint8(j.AshSupply)
	return nil
}

func (s *State) readPile(j stateJSON) error {
	if len(j.Pile) > maxPile {
		return fmt.Errorf("pile holds %d markers; at most %d", len(j.Pile), maxPile)
	}
	for i, p := range j.Pile {
		v := index(valueNames[:], p.Value)
		if v < 0 || p.Owner < 0 || p.Owner >= j.Players {
			return fmt.Errorf("pile marker %d: value %q of seat %d; use A, B, C, 1, 2, 3 or ?", i, p.Value, p.Owner)
		}
		e := PileEntry{Owner: rules.Seat(p.Owner), Value: uint8(v)}
		for _, k := range p.Known {
			if k < 0 || k >= j.Players {
				return fmt.Errorf("pile marker %d is known by seat %d, who is not playing", i, k)
			}
			e.Known |= 1 << k
		}
		s.pile[i] = e
	}
	s.pileN = uint8(len(j.Pile))
	return s.readAnswers(j)
}

// seatList lists the seats whose bit is set in mask.
func seatList(mask uint8, players int8) []int {
	var out []int
	for seat := range int(players) {
		if mask&(1<<seat) != 0 {
			out = append(out, seat)
		}
	}
	return out
}

// readAnswers reads how seats last answered a pile of one (noteAnswer).
func (s *State) readAnswers(j stateJSON) error {
	for _, l := range []struct {
		seats []int
		mask  *uint8
	}{{j.BrokeOne, &s.brokeOne}, {j.KeptOne, &s.keptOne}} {
		for _, seat := range l.seats {
			if seat < 0 || seat >= j.Players {
				return fmt.Errorf("brokeOne or keptOne lists seat %d; seats are 0 to %d", seat, j.Players-1)
			}
			*l.mask |= 1 << seat
		}
	}
	if s.brokeOne&s.keptOne != 0 {
		return fmt.Errorf("a seat is in both brokeOne and keptOne; its last answer to a pile of one is one or the other")
	}
	return nil
}
