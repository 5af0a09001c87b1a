package rulestest

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"embers/rules"
)

// checkPlaces, for a game whose states are rules.Placers: before is the
// state move m was played from, events what it gave, p.s the state after.
// Places are non-empty names without spaces, each listed once; every legal
// move of before names at least one place, each among before's places;
// every place an event names is among the places before or after it (a
// card leaves a hand, a building appears).
func (p *player) checkPlaces(before rules.State, m rules.Move, events []rules.Event) *Failure {
	pb, ok := before.(rules.Placer)
	if !ok {
		return nil
	}
	pa, ok := p.s.(rules.Placer)
	if !ok {
		return p.fail("the state after %q is no longer a rules.Placer", before.FormatMove(m))
	}
	c := placeCaches.Get().(*placeCache)
	defer placeCaches.Put(c)
	was, why := c.before.of(pb.Places(nil))
	if why != "" {
		return p.fail("Places() before %q: %s", before.FormatMove(m), why)
	}
	now, why := c.after.of(pa.Places(nil))
	if why != "" {
		return p.fail("Places() after %q: %s", before.FormatMove(m), why)
	}
	for _, lm := range before.Legal(nil) {
		names := pb.MovePlaces(lm)
		if len(names) == 0 {
			return p.fail("legal move %q names no place", before.FormatMove(lm))
		}
		for _, pl := range names {
			if !was[pl] {
				return p.fail("legal move %q names %q, which is not among Places()", before.FormatMove(lm), pl)
			}
		}
	}
	for i, e := range events {
		for _, pl := range e.Places {
			if !was[pl] && !now[pl] {
				return p.fail("event %d (%s) of %q names %q, which is not among Places() before or after it", i, e.Kind, before.FormatMove(m), pl)
			}
		}
	}
	return nil
}

// placeCaches keep, per worker, the last lists of places and their sets: a
// game's places rarely change from one state to the next, so a set is
// rebuilt (and its names checked) only when its list does.
var placeCaches = sync.Pool{New: func() any { return &placeCache{} }}

type placeCache struct{ before, after placeSet }

type placeSet struct {
	list []rules.Place
	set  map[rules.Place]bool
	why  string // what is wrong with the list, or ""
}

// of returns the set of places and what is wrong with them ("" when
// nothing is).
func (ps *placeSet) of(places []rules.Place) (map[rules.Place]bool, string) {
	if ps.set != nil && slices.Equal(ps.list, places) {
		return ps.set, ps.why
	}
	ps.list = append(ps.list[:0], places...)
	ps.set = make(map[rules.Place]bool, len(places))
	ps.why = ""
	for _, pl := range places {
		switch {
		case pl == "":
			ps.why = "a place is the empty string"
		case strings.ContainsAny(string(pl), " \t\n"):
			ps.why = fmt.Sprintf("place %q holds a space", pl)
		case ps.set[pl]:
			ps.why = fmt.Sprintf("place %q is listed twice", pl)
		}
		if ps.why != "" {
			break
		}
		ps.set[pl] = true
	}
	return ps.set, ps.why
}
