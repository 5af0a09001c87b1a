package scenes

import (
	"errors"
	"maps"
	"math/rand/v2"
	"slices"
	"testing"

	"embers/rules"
	"embers/rules/burnttoashes"
	"embers/rules/crownofash"
	"embers/rules/fireaxe"
)

// referenceGames are the games whose rules reference these tests read with
// the program's own loader, the setups their random games are played from,
// and sections the games must name (so a test that plays too little fails).
// Tre Kronor and Cronberg have their own tests (rulesref_test.go,
// rulesref_cronberg_test.go).
var referenceGames = []struct {
	game   rules.Game
	setups []rules.Setup
	must   []string
}{
	{crownofash.Game, []rules.Setup{{Players: 1, Variant: "deck=medium"}, {Players: 2}, {Players: 3, Variant: "deck=easy"}, {Players: 4}},
		[]string{"turn", "gather", "build", "combat", "combat-cards", "raise", "round", "turn-order", "ai-turn"}},
	{fireaxe.Game, []rules.Setup{{Players: 2}, {Players: 3}, {Players: 5}},
		[]string{"turn", "loading", "movement", "runes", "trading", "final scoring"}},
	{burnttoashes.Game, []rules.Setup{{Players: 1}, {Players: 3}, {Players: 4, Variant: "mode=semi"}},
		[]string{"offer", "attack", "buy"}},
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
	for _, rg := range referenceGames {
		id := rg.game.Info().ID
		t.Run(id, func(t *testing.T) {
			doc, err := LoadRules(id)
			if err != nil {
				t.Fatal(err)
			}
			named := sectionsNamed(t, rg.game, rg.setups)
			for _, want := range rg.must {
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
