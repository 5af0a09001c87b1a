package boardtest

import (
	"fmt"

	"embers/rules"
	"embers/scenes/ui"
)

// byMouse makes m by clicks: at each of its places in turn (where the
// board's PlacePoint, or its Aimer, says), and in an open chooser where
// the board's Chooser offers m. The mouse rests on each place before the
// click: a board that explains a refusal there (WhyNot) fails, since the
// move is legal.
func byMouse(tb *table, m rules.Move) error {
	pp, ok := tb.board.(PlacePointer)
	if !ok {
		return fmt.Errorf("the board does not say where its places lie: give it PlacePoint (boardtest.PlacePointer)")
	}
	places, err := tb.movePlaces(m)
	if err != nil {
		return err
	}
	n := len(tb.s.Match.History)
	next, chosen := 0, 0
	for range len(places) + 4 + chooserClicks {
		if tb.played(n) {
			return nil
		}
		if ch, ok := tb.board.(Chooser); ok && chosen < chooserClicks {
			if x, y, ok := ch.ChoicePoint(m); ok {
				tb.click(x, y)
				chosen++
				continue
			}
		}
		if next >= len(places) {
			break
		}
		x, y, ok := tb.pointFor(pp, m, places, next)
		next++
		if !ok {
			continue
		}
		tb.step(ui.Input{MouseX: x, MouseY: y, MouseMoved: true})
		if why := whyNot(tb); why != "" {
			return fmt.Errorf("pointing at %s, a place of this legal move, the board explains a refusal: %q", places[next-1], why)
		}
		tb.step(ui.Input{MouseX: x, MouseY: y, Click: true})
	}
	if tb.played(n) {
		return nil
	}
	return fmt.Errorf("clicking at its places %v did not play it (why not: %q)", places, whyNot(tb))
}

// chooserClicks bound the clicks in open choosers for one move: a
// stepper takes one a step (an offering of up to 30 gold).
const chooserClicks = 60

// pointFor is where to click the i-th place of m.
func (tb *table) pointFor(pp PlacePointer, m rules.Move, places []rules.Place, i int) (x, y float64, ok bool) {
	if a, is := tb.board.(Aimer); is {
		if x, y, ok := a.AimPoint(m, i); ok {
			return x, y, true
		}
	}
	return pp.PlacePoint(places[i])
}

// click moves the mouse to (x, y), then clicks there.
func (tb *table) click(x, y float64) {
	tb.step(ui.Input{MouseX: x, MouseY: y, MouseMoved: true})
	tb.step(ui.Input{MouseX: x, MouseY: y, Click: true})
}

// whyNot is the board's explanation of a refusal, when it gives one.
func whyNot(tb *table) string {
	if w, ok := tb.board.(interface{ WhyNot() (string, string) }); ok {
		r, _ := w.WhyNot()
		return r
	}
	return ""
}
