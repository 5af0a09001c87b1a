package cronberg

import (
	"encoding/json"
	"fmt"

	"embers/rules"
)

const (
	encodingFormat  = "embers/cronberg-state"
	encodingVersion = 1
)

type stateJSON struct {
	rules.Header
	Players int           `json:"players"`
	Seed    uint64        `json:"seed"`
	ToMove  int           `json:"toMove"`
	Phase   string        `json:"phase"`
	View    *int          `json:"view,omitempty"`
	Carried []int         `json:"carried"`
	Hand    []int         `json:"hand"`
	Tokens  []tokenJSON   `json:"tokens"`
	Rhombi  []rhombusJSON `json:"rhombi"`
	Active  []string      `json:"active"`
	Pile    []int         `json:"pile"` // bottom first
	Drawn   int           `json:"drawn"`
	Log     []scoringJSON `json:"log"`
}

type tokenJSON struct {
	Crossing string `json:"crossing"`
	Seat     int    `json:"seat"`
}

type rhombusJSON struct {
	Tile int       `json:"tile"`
	On   [2]string `json:"on"`
}

type scoringJSON struct {
	Seat     int    `json:"seat"`
	Crossing string `json:"crossing"`
	Final    bool   `json:"final,omitempty"`
	Points   int    `json:"points"`
}

var phaseNames = []string{"turn", "lay", "over"}

// Encode writes the state as JSON with its format and version.
func (s *State) Encode() []byte {
	j := stateJSON{Header: rules.Header{Format: encodingFormat, Version: encodingVersion}, Players: int(s.players), Seed: s.seed,
		ToMove: int(s.toMove), Phase: phaseNames[s.phase], Tokens: []tokenJSON{}, Rhombi: []rhombusJSON{},
		Active: []string{}, Pile: []int{}, Drawn: int(s.drawn), Log: []scoringJSON{}}
	if s.masked {
		v := int(s.viewer)
		j.View = &v
	}
	for i := range int(s.players) {
		j.Carried = append(j.Carried, int(s.carried[i]))
		j.Hand = append(j.Hand, int(s.hand[i]))
	}
	for c := range NumCrossings {
		if s.token[c] != 0 {
			j.Tokens = append(j.Tokens, tokenJSON{Crossing: crossNames[c], Seat: int(s.token[c]) - 1})
		}
	}
	for t := range NumTriangles {
		if s.tile[t] != noTile && int(s.mate[t]) > t {
			j.Rhombi = append(j.Rhombi, rhombusJSON{Tile: int(s.tile[t]), On: [2]string{triName[t], triName[s.mate[t]]}})
		}
		if s.active[t] {
			j.Active = append(j.Active, triName[t])
		}
	}
	for _, tile := range s.pile[:s.pileN] {
		j.Pile = append(j.Pile, int(tile))
	}
	for _, e := range s.log[:s.logN] {
		j.Log = append(j.Log, scoringJSON{Seat: int(e.Seat), Crossing: crossNames[e.Crossing], Final: e.Final, Points: int(e.Points)})
	}
	out, err := json.Marshal(j)
	if err != nil {
		panic("cronberg: encode: " + err.Error())
	}
	return out
}

// Decode reads a state written by Encode; bad input gives an error.
func (game) Decode(data []byte) (rules.State, error) {
	var j stateJSON
	if err := rules.DecodeStrict(data, &j, &j.Header, encodingFormat, encodingVersion); err != nil {
		return nil, fmt.Errorf("cronberg: cannot read saved state: %w", err)
	}
	s, err := j.state()
	if err != nil {
		return nil, fmt.Errorf("cronberg: damaged state: %v", err)
	}
	if err := s.Check(); err != nil {
		return nil, fmt.Errorf("cronberg: inconsistent state: %v", err)
	}
	return s, nil
}

func (j *stateJSON) state() (*State, error) {
	if j.Players < 2 || j.Players > MaxSeats {
		return nil, fmt.Errorf("%d players", j.Players)
	}
	s := newState(j.Players, j.Seed)
	s.toMove = rules.Seat(j.ToMove)
	if err := j.fillHeader(s); err != nil {
		return nil, err
	}
	for _, f := range []func(*State) error{j.fillTokens, j.fillRhombi, j.fillPile, j.fillLog} {
		if err := f(s); err != nil {
			return nil, err
		}
	}
	return s, nil
}

func (j *stateJSON) fillHeader(s *State) error {
	found := false
	for p, name := range phaseNames {
		if name == j.Phase {
			s.phase, found = phase(p), true
		}
	}
	if !found {
		return fmt.Errorf("phase %q", j.Phase)
	}
	if j.View != nil {
		s.masked, s.viewer = true, rules.Seat(*j.View)
	}
	if len(j.Carried) != j.Players || len(j.Hand) != j.Players {
		return fmt.Errorf("carried scores and hands need one entry per seat")
	}
	for i := range j.Players {
		if j.Hand[i] < 0 || j.Hand[i] > TokensEach {
			return fmt.Errorf("seat %d holds %d tokens", i, j.Hand[i])
		}
		s.hand[i], s.carried[i] = uint8(j.Hand[i]), int32(j.Carried[i])
	}
	return nil
}

func (j *stateJSON) fillTokens(s *State) error {
	for _, tk := range j.Tokens {
		c, ok := ParseCrossing(tk.Crossing)
		if !ok || tk.Seat < 0 || tk.Seat >= j.Players || s.token[c] != 0 {
			return fmt.Errorf("token %+v", tk)
		}
		s.token[c] = int8(tk.Seat + 1)
	}
	return nil
}

func (j *stateJSON) fillRhombi(s *State) error {
	for _, r := range j.Rhombi {
		t, ok1 := ParseTriangle(r.On[0])
		u, ok2 := ParseTriangle(r.On[1])
		if !ok1 || !ok2 || !Adjacent(t, u) || r.Tile < 0 || r.Tile >= NumRhombi || s.tile[t] != noTile || s.tile[u] != noTile {
			return fmt.Errorf("rhombus %+v", r)
		}
		s.tile[t], s.tile[u] = int8(r.Tile), int8(r.Tile)
		s.mate[t], s.mate[u] = int8(u), int8(t)
		s.laid++
	}
	for _, name := range j.Active {
		t, ok := ParseTriangle(name)
		if !ok {
			return fmt.Errorf("activated triangle %q", name)
		}
		s.active[t] = true
		if triKind[t] == Guard {
			for _, c := range triCorner[t] {
				s.closed[c] = true
			}
		}
	}
	return nil
}

func (j *stateJSON) fillPile(s *State) error {
	if len(j.Pile) > NumRhombi {
		return fmt.Errorf("a pile of %d", len(j.Pile))
	}
	for i := range s.pile {
		s.pile[i] = noTile
	}
	for i, tile := range j.Pile {
		if tile < 0 || tile >= NumRhombi {
			return fmt.Errorf("pile tile %d", tile)
		}
		s.pile[i] = int8(tile)
	}
	s.pileN = int8(len(j.Pile))
	if j.Drawn < noTile || j.Drawn >= NumRhombi {
		return fmt.Errorf("drawn tile %d", j.Drawn)
	}
	s.drawn = int8(j.Drawn)
	return nil
}

func (j *stateJSON) fillLog(s *State) error {
	if len(j.Log) > maxLog {
		return fmt.Errorf("%d scorings", len(j.Log))
	}
	for _, e := range j.Log {
		c, ok := ParseCrossing(e.Crossing)
		if !ok || e.Seat < 0 || e.Seat >= j.Players || e.Points < -1<<15 || e.Points >= 1<<15 {
			return fmt.Errorf("scoring %+v", e)
		}
		s.log[s.logN] = Scoring{Seat: int8(e.Seat), Crossing: int8(c), Final: e.Final, Points: int16(e.Points)}
		s.logN++
		s.score[e.Seat] += int32(e.Points)
	}
	return nil
}
