package fireaxe

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"embers/rules"
	"embers/rules/fireaxe/atlas"
)

// Version 1 of the save wrote the position as JSON field by field, and the
// ports as one string. Saves of that version still load: a game someone
// has not finished is never thrown away.

type stateJSONv1 struct {
	rules.Header
	core
	Ports  string       `json:"ports"` // town,treasure,good,settler,tasked per port, space between ports (shadows core's)
	RNG    []byte       `json:"rng"`
	Viewer *int         `json:"viewer,omitempty"`
	Map    *atlas.Atlas `json:"map,omitempty"`
}

// isVersion1 reports whether data is headed as a version 1 save (read only
// when the save is not of this version, so it costs nothing otherwise).
func isVersion1(data []byte) bool {
	var h rules.Header
	return json.Unmarshal(data, &h) == nil && h.Format == encodingFormat && h.Version == 1
}

func (g *fireGame) decodeV1(data []byte) (rules.State, error) {
	var j stateJSONv1
	if err := rules.DecodeStrict(data, &j, &j.Header, encodingFormat, 1); err != nil {
		return nil, fmt.Errorf("fireaxe: %v", err)
	}
	b, err := g.gameFor(j.Map).boardOrErr()
	if err != nil {
		return nil, err
	}
	if j.core.Ports, err = parsePorts(j.Ports, len(b.at.Ports)); err != nil {
		return nil, fmt.Errorf("fireaxe: the saved ports are damaged: %v", err)
	}
	return g.restore(j.core, j.RNG, j.Viewer, j.Map)
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
