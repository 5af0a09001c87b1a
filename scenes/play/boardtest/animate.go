package boardtest

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/rules"
	"embers/scenes/kit"
	"embers/scenes/play"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// animTicks is how long the suite asks each event's animation to last,
// and settleBound how many times that it may take to settle.
const (
	animTicks   = 32
	settleBound = 20
)

// animateGame plays a whole game of quick AI seats and gives every event,
// as viewer sees it, to two boards: one animating it over animTicks ticks,
// tick by tick, one at once, the last of each move with the position the
// move leaves (kit.MoveEnder), as the play scene gives them. The first
// must be busy, then settle within the bound; the second must not be busy
// at all. After each move, where
// the board keeps a model (Modeller), both models must equal the one the
// viewer's view gives.
func animateGame(t *testing.T, gameID string, o Options, seed uint64, viewer rules.Seat, seen map[string]int) {
	t.Helper()
	levels := seats(o.Players, 0)
	s, err := playtest.SessionWith(gameID, o.Variant, levels, seed, 0)
	if err != nil {
		t.Fatal(err)
	}
	app := playtest.NewApp()
	slow := play.NewWith(app, s, play.Options{NoAI: true, Instant: true}).Board()
	fast := play.NewWith(app, s, play.Options{NoAI: true, Instant: true}).Board()
	for _, b := range []kit.Board{slow, fast} {
		b.Reset(s.Match.State.View(viewer), viewer)
	}
	still := map[string]bool{}
	fr := &frames{t: t}
	defer fr.free()
	for step := 0; s.ToMove() != rules.NoSeat; step++ {
		n := len(s.Match.History)
		if err := playtest.PlayAhead(s, 1, seed+uint64(step)); err != nil {
			t.Fatal(err)
		}
		events := s.Match.History[n].Events
		for i, e := range events {
			e = e.For(viewer)
			draw := fr.draw
			if seen[e.Kind] > 0 {
				draw = nil
			}
			if i == len(events)-1 { // as the play scene does, the move's last event comes with the position it leaves
				endsMove(slow, s.Match.State.View(viewer))
				endsMove(fast, s.Match.State.View(viewer))
			}
			if err := animates(slow, e, draw); err != nil && !still[e.Kind] {
				t.Errorf("seed %d, seat %d's view: %v", seed, viewer, err)
				still[e.Kind] = true
			}
			if fast.Animate(e, 0); fast.Busy() {
				t.Fatalf("seed %d: %s at instant speed leaves the board busy", seed, e.Kind)
			}
			seen[e.Kind]++
		}
		for name, b := range map[string]kit.Board{"animated": slow, "instant": fast} {
			if err := modelMatches(b, s.Match.State.View(viewer), o.ModelSkip); err != nil {
				t.Fatalf("seed %d, seat %d's view, after %q the %s board's model: %v", seed, viewer, s.Match.Notations()[n], name, err)
			}
		}
	}
	if slow.Banner() == "" || fast.Banner() == "" {
		t.Error("the game is over and the board has no banner")
	}
}

// endsMove tells b, when it asks (kit.MoveEnder), the position a move
// leaves, before the move's last event.
func endsMove(b kit.Board, after rules.State) {
	if me, ok := b.(kit.MoveEnder); ok {
		me.EndsMove(after)
	}
}

// animates plays e over animTicks ticks: the board must be busy at once
// and settle within the bound. draw, when not nil, draws the board in the
// middle of the animation.
func animates(b kit.Board, e rules.Event, draw func(kit.Board)) error {
	b.Animate(e, animTicks)
	if !b.Busy() {
		return fmt.Errorf("%s (%q) is not animated", e.Kind, e.Text)
	}
	for ticks := 0; b.Busy(); ticks++ {
		if ticks > animTicks*settleBound {
			return fmt.Errorf("%s asked for %d ticks is still animating after %d", e.Kind, animTicks, ticks)
		}
		if draw != nil && ticks == animTicks/2 {
			draw(b)
		}
		b.Tick()
	}
	return nil
}

// frames draws a board mid-animation where a display exists (a missing
// sprite or a bad shape would panic there), on one image kept for the run.
type frames struct {
	t   *testing.T
	img *ebiten.Image
}

func (f *frames) draw(b kit.Board) {
	if !playtest.HasDisplay() {
		return
	}
	playtest.OnUI(f.t, func() {
		if f.img == nil {
			f.img = ebiten.NewImage(ui.Width, ui.Height)
		}
		c := ui.NewCanvas(f.img, 1)
		b.Draw(c, nil)
		b.DrawOver(c, nil)
	})
}

func (f *frames) free() {
	if f.img != nil {
		playtest.OnUI(f.t, func() { f.img.Deallocate() })
	}
}

// modelMatches compares, for a Modeller, the model shown with the one the
// view gives, and names the first field that differs.
func modelMatches(b kit.Board, view rules.State, skip []string) error {
	m, ok := b.(Modeller)
	if !ok {
		return nil
	}
	shown, want := m.Models(view)
	return diffModels(reflect.ValueOf(shown), reflect.ValueOf(want), skip)
}

// diffModels names the fields of two models (structs of one type) whose
// values print differently, but those in skip, looking into an embedded
// struct's fields; unexported fields are read by reflect.
func diffModels(got, want reflect.Value, skip []string) error {
	if got.Type() != want.Type() {
		return fmt.Errorf("the models are of two types, %s and %s", got.Type(), want.Type())
	}
	if got.Kind() != reflect.Struct {
		if g, w := fmt.Sprint(got), fmt.Sprint(want); g != w {
			return fmt.Errorf("shows %s, the view %s", g, w)
		}
		return nil
	}
	var diffs []string
	for i := range got.NumField() {
		f := got.Type().Field(i)
		if slices.Contains(skip, f.Name) {
			continue
		}
		if f.Anonymous && f.Type.Kind() == reflect.Struct { // a model embedded beside more: its own fields
			if err := diffModels(got.Field(i), want.Field(i), skip); err != nil {
				diffs = append(diffs, err.Error())
			}
			continue
		}
		if g, w := fmt.Sprint(got.Field(i)), fmt.Sprint(want.Field(i)); g != w {
			diffs = append(diffs, fmt.Sprintf("field %s shows %s, the view gives %s", got.Type().Field(i).Name, short(g), short(w)))
		}
	}
	if diffs != nil {
		return errors.New(strings.Join(diffs, "; "))
	}
	return nil
}

func short(s string) string {
	if len(s) > 160 {
		return s[:160] + "..."
	}
	return s
}
