package fireaxe

import (
	"errors"
	"strings"
	"testing"

	"embers/game"
	"embers/rules"
	fx "embers/rules/fireaxe"
	"embers/scenes/kit"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// The tip on the longboat's port where it may settle with 1, 2 or more
// dice, and nothing else, says what a click there does: it opens the
// chooser of the dice (the last playtest read "Click to settle with 1
// die", and the click opened the chooser instead).
func TestSettlePortHintSaysTheChooserOpens(t *testing.T) {
	var s *game.Session
	settles := func() int { // the settlements open, when no other task is
		n := 0
		for _, m := range s.Match.State.Legal(nil) {
			if _, ok := fx.SettleDice(m); ok {
				n++
			}
			if f := s.Match.State.FormatMove(m); strings.HasPrefix(f, "raid") || strings.HasPrefix(f, "trade") {
				return 0
			}
		}
		return n
	}
	for seed := uint64(1); s == nil || settles() < 2; seed++ {
		if seed == 10 {
			t.Fatal("no seat could settle with a choice of dice, and nothing else, in 9 games")
		}
		var err error
		if s, err = playtest.Session("fireaxe", []string{"easy", "easy"}, seed, 0); err != nil {
			t.Fatal(err)
		}
		for s.ToMove() != rules.NoSeat && settles() < 2 {
			if err := playtest.PlayAhead(s, 1, seed); err != nil {
				t.Fatal(err)
			}
		}
	}
	st := s.Match.State
	seat := st.ToMove()
	turn := &kit.Turn{Seat: seat, View: st.View(seat), Legal: st.Legal(nil), Explain: func(m rules.Move) *rules.IllegalMove {
		_, err := st.Clone().Apply(m)
		var im *rules.IllegalMove
		if errors.As(err, &im) {
			return im
		}
		return nil
	}}
	b := New(s)
	b.Reset(turn.View, seat)
	port := st.(*fx.State).BoatAt(int(seat))
	x, y, ok := b.PlaceCentre(port)
	if !ok {
		t.Fatalf("the longboat's port %s is not on the map", port)
	}
	if m, ok := b.Input(turn, &ui.Input{MouseX: x, MouseY: y}); ok {
		t.Fatalf("pointing at %s played %s", port, st.FormatMove(m))
	}
	name, want := b.portName(port), "choose how many dice to settle "+b.portName(port)+" with"
	if b.Pick.Hint != want {
		t.Fatalf("pointing at %s the hint is %q, want %q", name, b.Pick.Hint, want)
	}
	if m, ok := b.Input(turn, &ui.Input{MouseX: x, MouseY: y, Click: true}); ok || b.Pick.Menu == nil {
		t.Fatalf("a click on %s played %v (%s) and opened no chooser", name, ok, st.FormatMove(m))
	}
	if want := "Settle " + name + ": with how many dice?"; b.Pick.Menu.Title != want {
		t.Fatalf("the chooser asks %q, want %q", b.Pick.Menu.Title, want)
	}
}

// Hidden Cargo's chooser reads at a glance: its ways differing only by
// the wind are one row each, a good a row and the discard one, each with
// the wind left, turned clockwise (+1) or back (−1) on its stepper, as
// the note under the rows says; it was a flat list of twelve rows.
func TestRuneChooserGroupsTheWind(t *testing.T) {
	for seed := uint64(1); seed < 30; seed++ {
		s, err := playtest.Session("fireaxe", []string{"easy", "easy"}, seed, 0)
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; n < 400 && s.ToMove() != rules.NoSeat; n++ {
			var cargo []rules.Move
			for _, m := range s.Match.State.Legal(nil) {
				if _, _, ok := fx.RuneWind(m); ok && strings.Contains(s.Match.State.FormatMove(m), " cargo") {
					cargo = append(cargo, m)
				}
			}
			if len(cargo) < 12 {
				if err := playtest.PlayAhead(s, 1, seed); err != nil {
					t.Fatal(err)
				}
				continue
			}
			b := New(s)
			b.Reset(s.Match.State.View(s.ToMove()), s.ToMove())
			winds := map[string][]int{}
			for _, o := range b.Options(cargo) {
				if o.Group == "" {
					t.Fatalf("%q is a row of its own", o.Label)
				}
				winds[o.Group] = append(winds[o.Group], o.Amount)
			}
			if len(winds) > 4 {
				t.Fatalf("Hidden Cargo's %d ways make %d rows, want 4 at most", len(cargo), len(winds))
			}
			if _, note := b.MoreChoices(&kit.Turn{Seat: s.ToMove(), View: s.Match.State.View(s.ToMove())}, "rune:cargo", cargo); note != windNote {
				t.Fatalf("under the rows the chooser says %q, want what − and + do", note)
			}
			for g, w := range winds {
				if len(w) != 3 || w[0]+w[1]+w[2] != 0 {
					t.Fatalf("the row %s turns the wind by %v, want -1, 0 and +1", g, w)
				}
			}
			return
		}
	}
	t.Skip("no seat could play Hidden Cargo in 29 games")
}

// A chance is told rounded, but no chance short of certain reads as
// certain, nor as none.
func TestChanceWords(t *testing.T) {
	for p, want := range map[float64]string{1: "100% chance", 1 - 1.0/216: "over 99% chance", 0.875: "88% chance", 0.5: "50% chance", 0.004: "under 1% chance", 0: "0% chance"} {
		if got := chanceWords(p); got != want {
			t.Errorf("chanceWords(%v) = %q, want %q", p, got, want)
		}
	}
}
