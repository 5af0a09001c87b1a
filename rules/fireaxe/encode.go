package fireaxe

import (
	"encoding/json"
	"fmt"

	"embers/rules"
	"embers/rules/fireaxe/atlas"
)

const (
	encodingFormat  = "embers/fireaxe-state"
	encodingVersion = 2 // 1 wrote the position as JSON field by field (encode_v1.go still reads it)
)

type stateJSON struct {
	rules.Header
	Core   []byte       `json:"core"` // the position (codec.go)
	RNG    []byte       `json:"rng"`
	Viewer *int         `json:"viewer,omitempty"` // set on a seat's view (-1: the public's)
	Map    *atlas.Atlas `json:"map,omitempty"`    // a map other than the game's own (tests)
}

// Encode writes the state as JSON with its format and version.
func (s *State) Encode() []byte {
	j := stateJSON{Header: rules.Header{Format: encodingFormat, Version: encodingVersion}, Core: s.core.marshal()}
	j.RNG, _ = s.rng.MarshalBinary()
	if s.masked {
		v := int(s.viewer)
		j.Viewer = &v
	}
	if s.g != Game {
		j.Map = s.b.at
	}
	out, err := json.Marshal(j)
	if err != nil {
		panic("fireaxe: encode: " + err.Error()) // every field is plain data: cannot happen
	}
	return out
}

// Decode reads a state written by Encode, of this version or the one
// before. Damaged input is an error.
func (g *fireGame) Decode(data []byte) (st rules.State, err error) {
	defer func() {
		if r := recover(); r != nil {
			st, err = nil, fmt.Errorf("fireaxe: the saved game is damaged (%v)", r)
		}
	}()
	var j stateJSON
	if err := rules.DecodeStrict(data, &j, &j.Header, encodingFormat, encodingVersion); err != nil {
		if isVersion1(data) {
			return g.decodeV1(data)
		}
		return nil, fmt.Errorf("fireaxe: %v", err)
	}
	var c core
	if err := c.unmarshal(j.Core); err != nil {
		return nil, fmt.Errorf("fireaxe: the saved position is damaged: %v", err)
	}
	return g.restore(c, j.RNG, j.Viewer, j.Map)
}

// restore makes a state of a decoded position and checks it.
func (g *fireGame) restore(c core, rng []byte, viewer *int, m *atlas.Atlas) (rules.State, error) {
	game := g.gameFor(m)
	b, err := game.boardOrErr()
	if err != nil {
		return nil, err
	}
	s := &State{core: c, b: b, g: game, viewer: rules.NoSeat}
	if len(s.Ports) != len(b.at.Ports) {
		return nil, fmt.Errorf("fireaxe: the saved game has %d ports for a map of %d", len(s.Ports), len(b.at.Ports))
	}
	if err := s.rng.UnmarshalBinary(rng); err != nil {
		return nil, fmt.Errorf("fireaxe: the saved generator is damaged: %v", err)
	}
	if viewer != nil {
		s.viewer, s.masked = rules.Seat(*viewer), true
		return s, s.checkShape()
	}
	if err := s.Check(); err != nil {
		return nil, fmt.Errorf("fireaxe: the saved game does not add up: %v", err)
	}
	return s, nil
}

// gameFor is the game played on map m: this one, unless a save names
// another map (tests).
func (g *fireGame) gameFor(m *atlas.Atlas) *fireGame {
	if m != nil && !g.holds(m) {
		return On(m).(*fireGame)
	}
	return g
}

// holds reports whether the game is already played on map a (so a test's
// saves decode onto the test's own game).
func (g *fireGame) holds(a *atlas.Atlas) bool {
	b, err := g.boardOrErr()
	if err != nil || g == Game {
		return false
	}
	x, _ := json.Marshal(b.at)
	y, _ := json.Marshal(a)
	return string(x) == string(y)
}
