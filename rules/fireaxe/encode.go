package fireaxe

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"embers/rules"
	"embers/rules/fireaxe/atlas"
)

const (
	encodingFormat  = "embers/fireaxe-state"
	encodingVersion = 1
)

type stateJSON struct {
	rules.Header
	core
	Ports  string       `json:"ports"` // town,treasure,good,settler,tasked per port, space between ports (shadows core's)
	RNG    []byte       `json:"rng"`
	Viewer *int         `json:"viewer,omitempty"` // set on a seat's view (-1: the public's)
	Map    *atlas.Atlas `json:"map,omitempty"`    // a map other than the game's own (tests)
}

// Encode writes the state as JSON with its format and version.
func (s *State) Encode() []byte {
	j := stateJSON{Header: rules.Header{Format: encodingFormat, Version: encodingVersion}, core: s.core}
	j.RNG, _ = s.rng.MarshalBinary()
	j.Ports = formatPorts(s.Ports)
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

// Decode reads a state written by Encode. Damaged input is an error.
func (g *fireGame) Decode(data []byte) (st rules.State, err error) {
	defer func() {
		if r := recover(); r != nil {
			st, err = nil, fmt.Errorf("fireaxe: the saved game is damaged (%v)", r)
		}
	}()
	var j stateJSON
	if err := rules.DecodeStrict(data, &j, &j.Header, encodingFormat, encodingVersion); err != nil {
		return nil, fmt.Errorf("fireaxe: %v", err)
	}
	game := g
	if j.Map != nil && !g.holds(j.Map) {
		game = On(j.Map).(*fireGame)
	}
	b, err := game.boardOrErr()
	if err != nil {
		return nil, err
	}
	s := &State{core: j.core, b: b, g: game, viewer: rules.NoSeat}
	if s.Ports, err = parsePorts(j.Ports, len(b.at.Ports)); err != nil {
		return nil, fmt.Errorf("fireaxe: the saved ports are damaged: %v", err)
	}
	if err := s.rng.UnmarshalBinary(j.RNG); err != nil {
		return nil, fmt.Errorf("fireaxe: the saved generator is damaged: %v", err)
	}
	if j.Viewer != nil {
		s.viewer, s.masked = rules.Seat(*j.Viewer), true
		return s, s.checkShape()
	}
	if err := s.Check(); err != nil {
		return nil, fmt.Errorf("fireaxe: the saved game does not add up: %v", err)
	}
	return s, nil
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

// formatPorts writes the ports compactly: a save holds some fifty of them,
// and the harness encodes every state it reaches.
func formatPorts(ports []Port) string {
	buf := make([]byte, 0, 12*len(ports))
	for i, p := range ports {
		if i > 0 {
			buf = append(buf, ' ')
		}
		tasked := 0
		if p.Tasked {
			tasked = 1
		}
		for k, v := range [5]int{p.Town, p.Treasure, p.Good, p.Settler, tasked} {
			if k > 0 {
				buf = append(buf, ',')
			}
			buf = strconv.AppendInt(buf, int64(v), 10)
		}
	}
	return string(buf)
}

func parsePorts(text string, n int) ([]Port, error) {
	fields := strings.Fields(text)
	if len(fields) != n {
		return nil, fmt.Errorf("%d ports for a map of %d", len(fields), n)
	}
	out := make([]Port, n)
	for i, f := range fields {
		parts := strings.Split(f, ",")
		if len(parts) != 5 {
			return nil, fmt.Errorf("port %d: %q is not town,treasure,good,settler,tasked", i, f)
		}
		var v [5]int
		for k, x := range parts {
			var err error
			if v[k], err = strconv.Atoi(x); err != nil {
				return nil, fmt.Errorf("port %d: %q is not a number", i, x)
			}
		}
		if v[4] != 0 && v[4] != 1 {
			return nil, fmt.Errorf("port %d: tasked is %d", i, v[4])
		}
		out[i] = Port{Town: v[0], Treasure: v[1], Good: v[2], Settler: v[3], Tasked: v[4] == 1}
	}
	return out, nil
}
