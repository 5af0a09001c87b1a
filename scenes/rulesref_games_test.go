package scenes

import (
	"errors"
	"maps"
	"math/rand/v2"
	"slices"
	"testing"

	"embers/rules"
	"embers/rules/games"
	"embers/scenes/ui"
)

// playedFor are, by game, the setups its random games are played from and
// sections the games must name (so a test that plays too little fails),
// for games that need more than their smallest and largest table. Every
// registered game is read, listed here or not.
var playedFor = map[string]struct {
	setups []rules.Setup
	must   []string
}{
	"crownofash": {[]rules.Setup{{Players: 1, Variant: "deck=medium"}, {Players: 2}, {Players: 3, Variant: "deck=easy"}, {Players: 4}},
		[]string{"turn", "gather", "build", "combat", "combat-cards", "raise", "round", "turn-order", "ai-turn"}},
	"fireaxe": {[]rules.Setup{{Players: 2}, {Players: 3}, {Players: 5}},
		[]string{"turn", "loading", "movement", "runes", "trading", "final scoring"}},
	"burnttoashes": {[]rules.Setup{{Players: 1}, {Players: 3}, {Players: 4, Variant: "mode=semi"}},
		[]string{"offer", "attack", "buy"}},
}

// setupsOf are the tables game g is played at for its reference: those
// listed in playedFor, else its smallest and largest.
func setupsOf(g rules.Game) ([]rules.Setup, []string) {
	if p, ok := playedFor[g.Info().ID]; ok {
		return p.setups, p.must
	}
	info := g.Info()
	return []rules.Setup{{Players: info.MinPlayers}, {Players: info.MaxPlayers}}, nil
}

// sectionsNamed plays random games from the setups and collects every
// section an event names and every section a refused move names: at each
// position a random number, and every move that was legal one move before,
// is tried (a space just taken, a card just played, a phase just left).
func sectionsNamed(t *testing.T, g rules.Game, setups []rules.Setup) map[string]string {
	t.Helper()
	named := map[string]string{}
	refused := func(err error) {
		var im *rules.IllegalMove
		if errors.As(err, &im) {
			named[im.Rule] = "refusal: " + im.Reason
		}
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for i, setup := range setups {
		setup.Seed = uint64(i + 1)
		st, err := g.New(setup)
		if err != nil {
			t.Fatal(err)
		}
		var before []rules.Move
		for plies := 0; st.ToMove() != rules.NoSeat && plies < 3000; plies++ {
			_, err := st.Clone().Apply(rules.Move(rng.Uint64()))
			refused(err)
			for _, m := range before {
				_, err := st.Clone().Apply(m)
				refused(err)
			}
			legal := st.Legal(nil)
			before = append(before[:0], legal...)
			ev, err := st.Apply(legal[rng.IntN(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range ev {
				named[e.Rule] = "event " + e.Kind
			}
		}
		if len(before) > 0 && st.ToMove() == rules.NoSeat {
			_, err := st.Apply(before[0]) // "the game is over"
			refused(err)
		}
	}
	return named
}

// Every rules reference loads with the program's loader, and has every
// section its game's events and refusals name, so every "why not" and
// every log line opens the right section.
func TestEveryRulesReferenceHasEverySectionNamed(t *testing.T) {
	for _, g := range games.All() {
		id := g.Info().ID
		t.Run(id, func(t *testing.T) {
			doc, err := LoadRules(id)
			if err != nil {
				t.Fatal(err)
			}
			setups, must := setupsOf(g)
			named := sectionsNamed(t, g, setups)
			for _, want := range must {
				if _, ok := named[want]; !ok {
					t.Errorf("the games never named section %q: the test plays too little", want)
				}
			}
			t.Logf("named: %v", slices.Sorted(maps.Keys(named)))
			for sec, by := range named {
				if sec == "" {
					t.Errorf("an event or refusal names no section (%s)", by)
				} else if !doc.Has(sec) {
					t.Errorf("section %q (named by %s) is not in the rules reference", sec, by)
				}
			}
		})
	}
}

// A reference longer than the list scrolls it to keep the chosen section in
// view: opened at Burnt to Ashes' last section, the list shows it, a click
// on the top row chooses the section shown there, and the wheel over the
// list scrolls it.
func TestLongRulesListScrolls(t *testing.T) {
	a, _ := testApp(t)
	a.Push(a.Menus().Rules("burnttoashes", "sage"))
	ref := a.Top().(*RulesRef)
	n := len(ref.doc.Sections)
	if n <= rrRows {
		t.Fatalf("Burnt to Ashes has %d sections and the list shows %d: the test needs a longer reference", n, rrRows)
	}
	if ref.sel != n-1 || ref.first > ref.sel || ref.sel >= ref.first+rrRows {
		t.Fatalf("opened at %s: section %d chosen, rows %d-%d shown", ref.Section(), ref.sel, ref.first, ref.first+rrRows-1)
	}
	if err := a.Step(ui.Input{MouseX: rrListX + 40, MouseY: rrTop + 10, Click: true}); err != nil {
		t.Fatal(err)
	}
	if ref.sel != ref.first || ref.first != n-rrRows {
		t.Errorf("a click on the top row chose section %d with row %d on top, want %d", ref.sel, ref.first, n-rrRows)
	}
	if err := a.Step(ui.Input{MouseX: rrListX + 40, MouseY: rrTop + 10, Wheel: 1}); err != nil {
		t.Fatal(err)
	}
	if ref.first != n-rrRows-2 {
		t.Errorf("the wheel over the list left row %d on top, want %d", ref.first, n-rrRows-2)
	}
}

// Every row of every reference's list fits its column: a section number in
// its own, the title after it and inside the list.
func TestRulesListRowsFit(t *testing.T) {
	for _, g := range games.All() {
		id := g.Info().ID
		doc, err := LoadRules(id)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range doc.Sections {
			num, x := rowLabel(s)
			if w, _ := ui.Measure(num, rrIDFace); w > rrIDW || (num != "" && x < rrListX+12+w) {
				t.Errorf("%s: the section number %q (%.0f wide) runs into its title at %.0f", id, num, w, x)
			}
			if w, _ := ui.Measure(s.Title, rrRow); x+w > rrListX+rrListW-8 {
				t.Errorf("%s: the title %q runs out of the list", id, s.Title)
			}
		}
	}
}
