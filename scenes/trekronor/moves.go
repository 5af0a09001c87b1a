package trekronor

import (
	"strings"

	"embers/rules"
	tk "embers/rules/trekronor"
)

// decoded is a move read back from its notation.
type decoded struct {
	kind  string // place, move, douse, save, steal, pass, spread
	a, b  int    // squares (place, move, douse of a corridor) or the value (spread)
	hall  int    // the hall of a douse or marker, else -1
	well  int    // the well of a douse, else -1
	stack bool
}

var notation tk.State // FormatMove needs no position

// decode reads a move through the game's notation.
func decode(m rules.Move) decoded {
	f := strings.Fields(notation.FormatMove(m))
	d := decoded{a: -1, b: -1, hall: -1, well: -1}
	if len(f) == 0 {
		return d
	}
	d.kind = f[0]
	switch d.kind {
	case "place":
		d.a, _ = tk.ParseSquare(f[1])
	case "move":
		d.a, _ = tk.ParseSquare(f[1])
		d.b, _ = tk.ParseSquare(f[2])
	case "douse":
		d.hall = hallIndex(f[1])
		if d.hall < 0 {
			d.a, _ = tk.ParseSquare(f[1])
		}
		for w, n := range tk.WellNames {
			if n == f[2] {
				d.well = w
			}
		}
	case "save", "steal":
		d.hall = hallIndex(f[1])
		d.stack = len(f) > 2
	case "spread":
		d.a = int(valueIndex(f[1]))
	}
	return d
}

// hallIndex reads a hall id like "A1", or -1 (lower-case names a square).
func hallIndex(s string) int {
	for h := range tk.NumHalls {
		if tk.Hall(h).ID == s {
			return h
		}
	}
	return -1
}

var wellWords = map[string]string{"sw": "south-west", "se": "south-east", "nw": "north-west", "ne": "north-east"}

// wellName names well w for people.
func wellName(w int) string {
	if w < 0 || w >= tk.NumWells {
		return "?"
	}
	return wellWords[tk.WellNames[w]]
}

// describe says what move m does, in a few words for a button.
func describe(m rules.Move) string {
	d := decode(m)
	switch d.kind {
	case "douse":
		return "Put out a fire with the " + wellName(d.well) + " bucket"
	case "save", "steal":
		s := "Lay a " + d.kind + " marker face-down"
		if d.stack {
			s = "Stack a " + d.kind + " marker on a lone one"
		}
		return s
	case "pass":
		return "Pass (nothing else is possible)"
	}
	return notation.FormatMove(m)
}
