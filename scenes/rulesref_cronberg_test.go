package scenes

import (
	"errors"
	"math/rand/v2"
	"testing"

	"embers/game"
	"embers/rules"
	"embers/rules/cronberg"
	"embers/scenes/ui"
)

// cronbergSections plays random Cronberg games at 2, 3 and 4 players and
// collects every section an event names, and every section a refused move
// names: now and then every token, draw, lay and pass is tried.
func cronbergSections(t *testing.T) map[string]string {
	t.Helper()
	named := map[string]string{}
	tries := []rules.Move{cronberg.DrawMove(), cronberg.PassMove(), rules.Move(1 << 40)}
	for c := range cronberg.NumCrossings {
		tries = append(tries, cronberg.TokenMove(c))
	}
	for tr := range cronberg.NumTriangles {
		for _, u := range cronberg.TriangleNeighbours(tr) {
			tries = append(tries, cronberg.LayMove(tr, u))
		}
	}
	refused := func(err error) {
		var im *rules.IllegalMove
		if errors.As(err, &im) {
			named[im.Rule] = "refusal: " + im.Reason
		}
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for seed := uint64(1); seed <= 9; seed++ {
		st, err := cronberg.Game.New(rules.Setup{Players: 2 + int(seed%3), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for st.ToMove() != rules.NoSeat {
			if rng.IntN(3) == 0 {
				for _, m := range tries {
					_, err := st.Clone().Apply(m)
					refused(err)
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
		_, err = st.Apply(cronberg.PassMove()) // "the game is over"
		refused(err)
	}
	return named
}

// Cronberg's rules reference has every section its events and refusals
// name, so every "why not" and every log line opens the right section.
func TestCronbergRulesReferenceHasEverySectionNamed(t *testing.T) {
	doc, err := LoadRules("cronberg")
	if err != nil {
		t.Fatal(err)
	}
	named := cronbergSections(t)
	for _, want := range []string{"3", "3.1", "3.2", "3.3", "3.4", "4", "4.1"} {
		if _, ok := named[want]; !ok {
			t.Errorf("the games never named section %s: the test plays too little", want)
		}
	}
	for id, by := range named {
		if !doc.Has(id) {
			t.Errorf("section %q (named by %s) is not in the rules reference", id, by)
		}
	}
	for _, id := range []string{"1", "2", "3", "3.1", "3.2", "3.3", "3.4", "4", "4.1", "4.2", "4.3"} {
		if !doc.Has(id) {
			t.Errorf("section %s is missing", id)
		}
	}
}

// In a Cronberg game, the pause menu's Rules opens Cronberg's reference.
func TestPauseRulesOpensCronbergsReference(t *testing.T) {
	a, _ := testApp(t)
	s, err := game.NewSession(cronberg.Game, rules.Setup{Players: 3, Seed: 1},
		[]game.SeatInfo{{Name: "Ann"}, {Name: "Bo", Level: "easy", Colour: 1}, {Name: "Cy", Level: "easy", Colour: 2}}, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Cancel()
	p := newPause(a, s, nil)
	a.Push(p)
	rulesB := p.form.Items[2].(*ui.Button)
	if rulesB.Label != "Rules" || rulesB.Disabled {
		t.Fatalf("the pause menu's rules button: %+v", rulesB)
	}
	rulesB.OnClick()
	ref, ok := a.Top().(*RulesRef)
	if !ok || ref.err != nil || ref.doc.Game != "cronberg" || ref.Section() != "1" {
		t.Fatalf("Rules opened %T (%+v)", a.Top(), ref)
	}
}
