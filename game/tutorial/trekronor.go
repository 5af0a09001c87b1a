package tutorial

import (
	"strings"

	"embers/rules"
	tk "embers/rules/trekronor"
)

// trekronorNames are Tre Kronor's highlight names:
//
//	d1, a0 ...          a square (lower case: b3 is a square, B3 a hall)
//	A1 ... C3           a hall
//	well:sw ...         a well with its bucket (sw, se, nw, ne)
//	doors:A1            every entrance of a hall
//	area:wells, area:courtyard, area:corridors, area:halls
//	panel:pile          the face-down spread pile; panel:supply the tokens left
//	and the shared panel parts (PanelName).
type trekronorNames struct{}

func init() { Register("trekronor", trekronorNames{}) }

var trekronorAreas = []string{"area:wells", "area:courtyard", "area:corridors", "area:halls"}

func (trekronorNames) Resolve(_ rules.State, name string) error {
	switch {
	case PanelName(name), name == "panel:pile", name == "panel:supply":
		return nil
	case strings.HasPrefix(name, "area:"):
		for _, a := range trekronorAreas {
			if a == name {
				return nil
			}
		}
	case strings.HasPrefix(name, "well:"):
		if TrekronorWell(strings.TrimPrefix(name, "well:")) >= 0 {
			return nil
		}
	case strings.HasPrefix(name, "doors:"):
		if TrekronorHall(strings.TrimPrefix(name, "doors:")) >= 0 {
			return nil
		}
	case TrekronorHall(name) >= 0 || TrekronorSquare(name) >= 0:
		return nil
	}
	return unknownName(name, "d1 (a square, lower case)", "B2 (a hall, upper case)", "well:sw", "doors:A1",
		strings.Join(trekronorAreas, ", "), "panel:pile", "panel:supply", strings.Join(panelParts, ", "))
}

// TrekronorHall is the hall an upper-case name like "B2" names, or -1.
func TrekronorHall(name string) int {
	for h := range tk.NumHalls {
		if tk.Hall(h).ID == name {
			return h
		}
	}
	return -1
}

// TrekronorSquare is the square a lower-case name like "d1" names, or -1.
func TrekronorSquare(name string) int {
	if name != strings.ToLower(name) {
		return -1
	}
	if sq, ok := tk.ParseSquare(name); ok {
		return sq
	}
	return -1
}

// TrekronorWell is the well named sw, se, nw or ne, or -1.
func TrekronorWell(name string) int {
	for w, n := range tk.WellNames {
		if n == name {
			return w
		}
	}
	return -1
}
