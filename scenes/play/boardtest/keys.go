package boardtest

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"embers/rules"
	"embers/scenes/ui"
)

// arrow is a key that moves the keyboard's focus, with the way it was
// last seen to move it on screen (learnt: a board may count rows upwards).
type arrow struct {
	name   string
	in     ui.Input
	dx, dy float64
}

func arrows() []arrow {
	return []arrow{
		{"Left", ui.Input{Left: true, Prev: true}, -1, 0},
		{"Right", ui.Input{Right: true, Next: true}, 1, 0},
		{"Up", ui.Input{Up: true, Prev: true}, 0, -1},
		{"Down", ui.Input{Down: true, Next: true}, 0, 1},
	}
}

var (
	enter = ui.Input{Confirm: true, AnyKey: true}
	tab   = ui.Input{Tab: true, Next: true, AnyKey: true}
)

// retries is how often one arrow is tried from one focus: a focus that
// names a large place (a hall) may stay on it for a key or two.
const retries = 3

// keyLimit bounds the keys pressed for one move.
const keyLimit = 400

// byKeys makes m with the keyboard alone: the arrows (and Tab) move the
// focus to each of m's places in turn and Enter picks them; a chooser's
// focus moves with Down; a place with a shortcut key gets that key.
func byKeys(tb *table, m rules.Move) error {
	fo, ok := tb.board.(Focuser)
	if !ok {
		return fmt.Errorf("the board does not say where its keyboard focus is: give it Focus (boardtest.Focuser)")
	}
	places, err := tb.movePlaces(m)
	if err != nil {
		return err
	}
	nav := navigator{tb: tb, arrows: arrows()}
	n := len(tb.s.Match.History)
	next := 0
	for range keyLimit {
		if tb.played(n) {
			return nil
		}
		if ck, ok := tb.board.(ChoiceKeyer); ok {
			if in, open := ck.ChoiceKey(m); open {
				tb.press(in)
				continue
			}
		}
		if cf, ok := tb.board.(ChoiceFocuser); ok {
			if cur, open := cf.ChoiceFocus(); open {
				hit := cur == m
				if cl, ok := tb.board.(ChoiceLeader); ok {
					hit = hit || cl.FocusLeadsTo(m)
				}
				tb.press(map[bool]ui.Input{true: enter, false: {Down: true, Next: true, AnyKey: true}}[hit])
				continue
			}
		}
		if next >= len(places) {
			return fmt.Errorf("Enter at each of its places %v did not play it (why not: %q)", places, whyNot(tb))
		}
		if sc, ok := tb.board.(Shortcutter); ok {
			if in, ok := sc.Shortcut(places[next]); ok {
				tb.press(in)
				next++
				continue
			}
		}
		focus := fo.FocusedPlaces()
		switch {
		case len(focus) == 0:
			if nav.shown++; nav.shown > 3 {
				return fmt.Errorf("no keyboard focus shows after %d arrow keys", nav.shown)
			}
			tb.press(ui.Input{Down: true, Next: true, AnyKey: true})
		case next+len(focus) <= len(places) && slices.Equal(focus, places[next:next+len(focus)]):
			tb.press(enter)
			next += len(focus)
			nav.tried = nil
		default:
			if err := nav.towards(focus, places[next]); err != nil {
				return err
			}
		}
	}
	if tb.played(n) {
		return nil
	}
	return fmt.Errorf("%d keys did not play it", keyLimit)
}

// press runs one tick with a key down (the mouse stays where it was).
func (tb *table) press(in ui.Input) {
	in.MouseX, in.MouseY = tb.app.In.MouseX, tb.app.In.MouseY
	in.AnyKey = true
	tb.step(in)
}

// navigator moves the focus towards a place, one key at a time, by the
// arrow that points best that way on screen and has not yet been tried
// from where the focus stands.
type navigator struct {
	tb     *table
	arrows []arrow
	tried  map[string]int // focus + key pressed there: how often
	shown  int            // keys pressed to make the focus show
}

func (nv *navigator) towards(focus []rules.Place, goal rules.Place) error {
	fo := nv.tb.board.(Focuser)
	pp, _ := nv.tb.board.(PlacePointer)
	if nv.tried == nil {
		nv.tried = map[string]int{}
	}
	here := placesKey(focus)
	if focus[0] == goal { // the right place, another side: Tab turns it
		if nv.tried[here+"|Tab"] > 6 {
			return fmt.Errorf("Tab does not reach %s from %s", goal, here)
		}
		nv.tried[here+"|Tab"]++
		nv.tb.press(tab)
		return nil
	}
	if pp == nil {
		return fmt.Errorf("the board does not say where its places lie: give it PlacePoint (boardtest.PlacePointer)")
	}
	fx, fy, ok1 := pp.PlacePoint(focus[0])
	gx, gy, ok2 := pp.PlacePoint(goal)
	if !ok1 || !ok2 {
		return fmt.Errorf("the focus on %s cannot be led to %s: one has no point", focus[0], goal)
	}
	best, bestCos := -1, math.Inf(-1)
	for i, a := range nv.arrows {
		if nv.tried[here+"|"+a.name] >= retries {
			continue
		}
		if c := cosine(a.dx, a.dy, gx-fx, gy-fy); c > bestCos {
			best, bestCos = i, c
		}
	}
	if best < 0 {
		return fmt.Errorf("no arrow leads the focus from %s towards %s", here, goal)
	}
	a := &nv.arrows[best]
	nv.tried[here+"|"+a.name]++
	nv.tb.press(a.in)
	if now := fo.FocusedPlaces(); len(now) > 0 && now[0] != focus[0] {
		if nx, ny, ok := pp.PlacePoint(now[0]); ok { // learn which way this key goes
			d := math.Hypot(nx-fx, ny-fy)
			a.dx, a.dy = a.dx+(nx-fx)/d, a.dy+(ny-fy)/d
		}
	}
	return nil
}

func cosine(ax, ay, bx, by float64) float64 {
	la, lb := math.Hypot(ax, ay), math.Hypot(bx, by)
	if la == 0 || lb == 0 {
		return 0
	}
	return (ax*bx + ay*by) / (la * lb)
}

func placesKey(ps []rules.Place) string {
	s := make([]string, len(ps))
	for i, p := range ps {
		s[i] = string(p)
	}
	return strings.Join(s, ",")
}
