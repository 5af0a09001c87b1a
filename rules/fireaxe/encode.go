package fireaxe

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"strconv"

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

// Encode writes the state as JSON with its format and version. On the
// game's own map it writes the few fields by hand, the same bytes as
// json.Marshal (a test holds them to it), at a fraction of the cost: the
// harness encodes every state it reaches many times.
func (s *State) Encode() []byte {
	if s.g == Game {
		return s.encodeByHand()
	}
	out, err := json.Marshal(s.saved())
	if err != nil {
		panic("fireaxe: encode: " + err.Error()) // every field is plain data: cannot happen
	}
	return out
}

func (s *State) encodeByHand() []byte {
	c := s.core.marshal()
	rng, _ := s.rng.MarshalBinary()
	b64 := base64.StdEncoding
	out := make([]byte, 0, 96+b64.EncodedLen(len(c))+b64.EncodedLen(len(rng)))
	out = fmt.Appendf(out, `{"format":%q,"version":%d,"core":"`, encodingFormat, encodingVersion)
	out = b64.AppendEncode(out, c)
	out = append(out, `","rng":"`...)
	out = b64.AppendEncode(out, rng)
	out = append(out, '"')
	if s.masked {
		out = strconv.AppendInt(append(out, `,"viewer":`...), int64(s.viewer), 10)
	}
	return append(out, '}')
}

// saved is the state as the JSON Encode writes.
func (s *State) saved() stateJSON {
	j := stateJSON{Header: rules.Header{Format: encodingFormat, Version: encodingVersion}, Core: s.core.marshal()}
	j.RNG, _ = s.rng.MarshalBinary()
	if s.masked {
		v := int(s.viewer)
		j.Viewer = &v
	}
	if s.g != Game {
		j.Map = s.b.at
	}
	return j
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
