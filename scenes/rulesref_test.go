package scenes

import (
	"errors"
	"math/rand/v2"
	"testing"

	"embers/rules"
	"embers/rules/trekronor"
	"embers/scenes/ui"
)

// namedSections plays random Tre Kronor games and collects every section
// an event names, and every section a refused move names: at each position
// every place, move, douse, marker, spread and pass is tried.
func namedSections(t *testing.T) map[string]string {
	t.Helper()
	named := map[string]string{}
	rng := rand.New(rand.NewPCG(1, 2))
	var tries []rules.Move
	for sq := range trekronor.NumSquares {
		tries = append(tries, trekronor.PlaceMove(sq), trekronor.MoveMove(sq, (sq+1)%trekronor.NumSquares), trekronor.MoveMove(sq, sq))
		for w := range trekronor.NumWells {
			tries = append(tries, trekronor.DouseSquareMove(sq, w))
		}
	}
	for h := range trekronor.NumHalls {
		for w := range trekronor.NumWells {
			tries = append(tries, trekronor.DouseHallMove(h, w))
		}
		for _, stack := range []bool{false, true} {
			tries = append(tries, trekronor.MarkerMove(trekronor.KindSave, h, stack), trekronor.MarkerMove(trekronor.KindSteal, h, stack))
		}
	}
	for v := range 6 {
		tries = append(tries, trekronor.SpreadMove(v))
	}
	tries = append(tries, trekronor.PassMove, rules.Move(1<<40))
	for seed := uint64(1); seed <= 8; seed++ {
		st, _ := trekronor.Game.New(rules.Setup{Players: 3 + int(seed%3), Seed: seed})
		for st.ToMove() != rules.NoSeat {
			if rng.IntN(4) == 0 {
				for _, m := range tries {
					_, err := st.Clone().Apply(m)
					var im *rules.IllegalMove
					if errors.As(err, &im) {
						named[im.Rule] = "refusal: " + im.Reason
					}
				}
			}
			legal := st.Legal(nil)
			ev, err := st.Apply(legal[rng.IntN(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range ev {
				named[e.Rule] = "event " + e.Kind
			}
		}
		if _, err := st.Apply(trekronor.PassMove); err != nil { // "the game is over"
			var im *rules.IllegalMove
			if errors.As(err, &im) {
				named[im.Rule] = "refusal: " + im.Reason
			}
		}
	}
	return named
}

// The rules reference has every section an event or a refused move names,
// so every "why not" and every log line can link to it.
func TestRulesReferenceHasEverySectionNamed(t *testing.T) {
	doc, err := LoadRules("trekronor")
	if err != nil {
		t.Fatal(err)
	}
	named := namedSections(t)
	for _, want := range []string{"5", "5.1", "5.2", "5.4.1", "5.4.2", "6.1"} {
		if _, ok := named[want]; !ok {
			t.Errorf("the games never named section %s: the test plays too little", want)
		}
	}
	for id, by := range named {
		if !doc.Has(id) {
			t.Errorf("section %q (named by %s) is not in the rules reference", id, by)
		}
	}
}

func TestRulesReferenceFindsTheNearestSection(t *testing.T) {
	doc, err := LoadRules("trekronor")
	if err != nil {
		t.Fatal(err)
	}
	for id, want := range map[string]string{"5.3": "5.3", "5.4": "5.4.1", "5.4.9": "5", "": "1", "9": "1", "6.2.1": "6.2"} {
		if got := doc.Sections[doc.Find(id)].ID; got != want {
			t.Errorf("Find(%q) = %s, want %s", id, got, want)
		}
	}
	if _, err := LoadRules("nosuchgame"); err == nil {
		t.Error("a game without a reference loads one")
	}
}

// The reference opens at a section, the arrow keys and a click on the list
// choose another, and Back closes it, from the pause menu too.
func TestRulesReferenceScene(t *testing.T) {
	a, p := pausedGame(t)
	a.Push(p)
	rulesB := p.form.Items[2].(*ui.Button)
	if rulesB.Label != "Rules" || rulesB.Disabled {
		t.Fatalf("the pause menu's rules button: %+v", rulesB)
	}
	rulesB.OnClick()
	ref, ok := a.Top().(*RulesRef)
	if !ok || ref.Section() != "1" {
		t.Fatalf("Rules opened %T", a.Top())
	}
	a.Pop()
	a.Push(a.Menus().Rules("trekronor", "5.3"))
	ref = a.Top().(*RulesRef)
	if ref.Section() != "5.3" || len(ref.lines) < 5 {
		t.Fatalf("opened at %q with %d lines, want 5.3", ref.Section(), len(ref.lines))
	}
	press(t, a, ui.Input{Down: true})
	if ref.Section() != "5.4.1" {
		t.Errorf("Down chose %q, want 5.4.1", ref.Section())
	}
	if err := a.Step(ui.Input{MouseX: rrListX + 40, MouseY: rrTop + 2*rrRowH + 10, Click: true}); err != nil {
		t.Fatal(err)
	}
	if ref.Section() != ref.doc.Sections[2].ID {
		t.Errorf("a click on the third row chose %q", ref.Section())
	}
	press(t, a, ui.Input{Back: true, AnyKey: true})
	if a.Top() != ui.Scene(p) {
		t.Errorf("Esc on the reference left %T on top, want the pause menu", a.Top())
	}
}
