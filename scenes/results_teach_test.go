package scenes

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"embers/game"
	"embers/rules"
	"embers/rules/trekronor"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// scoringExample is the rulebook's scoring example (§6.2) one douse before
// the end: the last fire is in B3, Blue's chain reaches it from the nw well.
// The last move is played, so the game ends as the rulebook's table says.
func scoringExample(t *testing.T) *game.Session {
	t.Helper()
	data, err := os.ReadFile("testdata/trekronor-scoring-example.json")
	if err != nil {
		t.Fatal(err)
	}
	st, err := trekronor.Game.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	seats := []game.SeatInfo{{Name: "Blue", Colour: 1}, {Name: "Yellow", Colour: 3, Level: "easy"},
		{Name: "Red", Colour: 4, Level: "easy"}, {Name: "Green", Colour: 2, Level: "easy"}}
	s, err := game.NewSession(trekronor.Game, rules.Setup{Players: 4, Seed: 1}, seats, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s.Match.State = st
	if _, err := s.Match.PlayText("douse B3 nw"); err != nil {
		t.Fatal(err)
	}
	return s
}

// The teaching end screen groups the points by hall with the hall's ash,
// says in plain words what each kind of marker scored there, and links to
// the scoring rule.
func TestResultsTeachTheScoring(t *testing.T) {
	a, _ := testApp(t)
	s := scoringExample(t)
	r := newResults(a, s)
	if got := r.res.Scores; len(got) != 4 || got[0] != 3 || got[1] != 4 || got[2] != -1 || got[3] != 5 {
		t.Fatalf("scores %v, want the rulebook's 3, 4, -1, 5", got)
	}
	words := map[string]string{}
	for _, g := range r.groups {
		words[g.where] = g.ruleWords()
		if g.rule() != "6.2" {
			t.Errorf("%s: points by rule %q", g.where, g.rule())
		}
	}
	for where, want := range map[string]string{
		"B3, The Hall of State (1 ash)": "save marker +2",
		"B1, The Kitchens (3 ash)":      "steal marker +1 · save marker −1",
		"A1, The Armoury (2 ash)":       "save marker +1 · steal marker −1",
		"B2, The Wind (4 ash)":          "steal marker +2",
	} {
		if words[where] != want {
			t.Errorf("%s: %q, want %q", where, words[where], want)
		}
	}
	if r.sectionTitle("6.2") != "Scoring" || r.endRule() != "6.2" {
		t.Errorf("the scoring rule is %q, the end's rule %q", r.sectionTitle("6.2"), r.endRule())
	}
	playtest.OnUI(t, func() {
		img := playtest.Picture(r)
		if dir := os.Getenv("EMBERS_SHOT_DIR"); dir != "" {
			if err := playtest.WritePNG(filepath.Join(dir, "results-teaching.png"), img); err != nil {
				t.Error(err)
			}
		}
	})
	if len(r.links) == 0 {
		if os.Getenv("DISPLAY") == "" {
			return // not drawn without a display
		}
		t.Fatal("no rules link drawn")
	}
	l := r.links[0]
	a.Push(r)
	for range resultsSettle { // a press in the first half second is held back
		if err := a.Step(ui.Input{MouseX: l.r.X + 4, MouseY: l.r.Y + 4}); err != nil {
			t.Fatal(err)
		}
	}
	if err := a.Step(ui.Input{MouseX: l.r.X + 4, MouseY: l.r.Y + 4, Click: true}); err != nil {
		t.Fatal(err)
	}
	ref, ok := a.Top().(*RulesRef)
	if !ok {
		t.Fatalf("the link opened %T, not the rules", a.Top())
	}
	if ref.Section() != "6.2" {
		t.Fatalf("the link opened the rules at %q", strings.TrimSpace(ref.Section()))
	}
}
