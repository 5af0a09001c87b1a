package tutorial

import (
	"strings"

	"embers/rules"
	cb "embers/rules/cronberg"
)

// cronbergNames are Cronberg's highlight names:
//
//	17                    a crossing (1..54, as the board numbers them)
//	c3                    a triangle (row a..h from the top, place from the left)
//	building:c3           the building (rhombus) lying on triangle c3, once laid
//	area:town             every triangle of the town
//	area:parks, area:guards, area:coats   every triangle of one kind
//	castle                the castle hill in the middle
//	track                 the score track round the walls
//	pile                  the face-down pile of buildings (on the board)
//	panel:legend          the panel's key to parks, guards and coats of arms
//	and the shared panel parts (PanelName).
type cronbergNames struct{}

func init() { Register("cronberg", cronbergNames{}) }

// cronbergAreas are the area names and the kind of triangle each covers.
var cronbergAreas = map[string]cb.Kind{"area:parks": cb.Park, "area:guards": cb.Guard, "area:coats": cb.Coat}

// CronbergArea tells which triangles an area name covers: every one
// (all), or those of one kind; ok is false for a name that is no area.
func CronbergArea(name string) (kind cb.Kind, all, ok bool) {
	if name == "area:town" {
		return cb.Plain, true, true
	}
	kind, ok = cronbergAreas[name]
	return kind, false, ok
}

// CronbergPlaces are the board's names that are not a crossing or a triangle.
var CronbergPlaces = []string{"castle", "track", "pile", "panel:legend"}

func (cronbergNames) Resolve(_ rules.State, name string) error {
	if PanelName(name) || CronbergCrossing(name) >= 0 || CronbergTriangle(name) >= 0 {
		return nil
	}
	if _, _, ok := CronbergArea(name); ok {
		return nil
	}
	for _, p := range CronbergPlaces {
		if p == name {
			return nil
		}
	}
	if t, ok := strings.CutPrefix(name, "building:"); ok && CronbergTriangle(t) >= 0 {
		return nil
	}
	return unknownName(name, "17 (a crossing, 1 to 54)", "c3 (a triangle, rows a to h)", "building:c3 (the building on c3)",
		"area:town, area:parks, area:guards, area:coats", strings.Join(CronbergPlaces, ", "), strings.Join(panelParts, ", "))
}

// CronbergCrossing is the crossing a name like "17" names, or -1.
func CronbergCrossing(name string) int {
	if name == "" || name[0] < '1' || name[0] > '9' {
		return -1
	}
	if c, ok := cb.ParseCrossing(name); ok {
		return c
	}
	return -1
}

// CronbergTriangle is the triangle a lower-case name like "c3" names, or -1.
func CronbergTriangle(name string) int {
	if len(name) < 2 || name[0] < 'a' || name[0] > 'h' {
		return -1
	}
	if t, ok := cb.ParseTriangle(name); ok {
		return t
	}
	return -1
}
