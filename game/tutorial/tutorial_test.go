package tutorial

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"embers/rules"
	tk "embers/rules/trekronor"
)

func loadScript(t *testing.T, path string) *Script {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

func trekronorScript(t *testing.T) *Script {
	return loadScript(t, "../../assets/tutorials/trekronor.toml")
}

// positionAt is the state of game g where step id starts, or, with played,
// once the step's first expected move and its watched moves are played too.
func positionAt(t *testing.T, sc *Script, g rules.Game, id string, played bool) rules.State {
	t.Helper()
	i := sc.Index(id)
	if i < 0 {
		t.Fatalf("no step %q", id)
	}
	p, err := sc.Start(i)
	if err != nil {
		t.Fatal(err)
	}
	s, err := sc.Session(g, p)
	if err != nil {
		t.Fatal(err)
	}
	st := s.Match.State
	if !played {
		return st
	}
	step := sc.Steps[i]
	for _, text := range append(append([]string(nil), step.Expect[:min(1, len(step.Expect))]...), step.Watch...) {
		m, err := st.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := st.Apply(m); err != nil {
			t.Fatalf("%s: %s: %v", id, text, err)
		}
	}
	return st
}

// stateAt is the Tre Kronor state where the step with id starts.
func stateAt(t *testing.T, sc *Script, id string) *tk.State {
	t.Helper()
	return positionAt(t, sc, tk.Game, id, false).(*tk.State)
}

// afterStep is the state once step id's own moves are played.
func afterStep(t *testing.T, sc *Script, id string) *tk.State {
	t.Helper()
	return positionAt(t, sc, tk.Game, id, true).(*tk.State)
}

func TestTrekronorTutorialPassesItsCheck(t *testing.T) {
	sc := trekronorScript(t)
	lines, err := sc.Check(tk.Game)
	if err != nil {
		t.Fatal(err)
	}
	if len(lines) != len(sc.Steps) {
		t.Fatalf("%d lines for %d steps", len(lines), len(sc.Steps))
	}
}

// The positions the narration describes are the ones the rules build.
func TestTrekronorTutorialTellsTheTruth(t *testing.T) {
	sc := trekronorScript(t)
	hall := func(id string) int { s, _ := tk.ParsePlace(rules.Place(id)); return s.Index }
	sq := func(name string) int { s, _ := tk.ParsePlace(rules.Place(name)); return s.Index }

	s := stateAt(t, sc, "douse") // the 5.1 chain, and A1 with two fires
	for _, name := range []string{"b0", "c0", "d0", "d1"} {
		if s.ServantAt(sq(name)) == rules.NoSeat {
			t.Errorf("douse: no servant on %s", name)
		}
	}
	if s.HallFire(hall("A1")) != 2 || s.ToMove() != 0 {
		t.Errorf("douse: A1 has %d fires, %d to move; the step says two fires and Blue to move", s.HallFire(hall("A1")), s.ToMove())
	}
	s = stateAt(t, sc, "pile") // after save, douse, steal
	if f, a := s.HallFire(hall("A1")), s.HallAsh(hall("A1")); f != 1 || a != 2 || len(s.Pile()) != 3 {
		t.Errorf("pile: A1 %d fire %d ash, pile of %d; the narration says 1, 2 and A, A, B", f, a, len(s.Pile()))
	}
	s = stateAt(t, sc, "reach") // after Green's 1
	if s.HallAsh(hall("A1")) != 3 || s.HallFire(hall("B1")) != 1 || !s.Bucket(0) {
		t.Errorf("reach: A1 ash %d, B1 fire %d, sw bucket %v", s.HallAsh(hall("A1")), s.HallFire(hall("B1")), s.Bucket(0))
	}
	s = stateAt(t, sc, "fifth")
	if s.HallFire(hall("A2")) != 4 || len(s.Pile()) != 1 || s.ServantAt(sq("c3")) != 0 || s.ServantAt(sq("d5")) != 3 {
		t.Errorf("fifth: A2 fire %d, pile %d, c3 %d, d5 %d", s.HallFire(hall("A2")), len(s.Pile()), s.ServantAt(sq("c3")), s.ServantAt(sq("d5")))
	}
	s = stateAt(t, sc, "beyond")
	for _, door := range []string{"c3", "d5", "b6"} {
		if !s.FireAt(sq(door)) || s.ServantAt(sq(door)) != rules.NoSeat {
			t.Errorf("beyond: door %s fire %v servant %d", door, s.FireAt(sq(door)), s.ServantAt(sq(door)))
		}
	}
	before := stateAt(t, sc, "beyond")
	s = afterStep(t, sc, "beyond")
	for _, h := range []string{"A1", "A3", "B2"} {
		if s.HallFire(hall(h)) != before.HallFire(hall(h))+1 {
			t.Errorf("beyond: %s went from %d to %d fires, the narration says one more", h, before.HallFire(hall(h)), s.HallFire(hall(h)))
		}
	}
	s = afterStep(t, sc, "end") // the rulebook's scoring example
	r := s.Result()
	if s.ToMove() != rules.NoSeat || r.Lost || !slices.Equal(r.Scores, []int{3, 4, -1, 5}) {
		t.Fatalf("end: over %v lost %v scores %v; the rulebook's example is 3, 4, -1, 5", s.ToMove() == rules.NoSeat, r.Lost, r.Scores)
	}
	ash := 0
	for h := range tk.NumHalls {
		ash += s.HallAsh(h)
	}
	if ash != 22 {
		t.Errorf("the example has 22 ash, the position %d", ash)
	}
}

func TestBrokenScriptFailsNamingTheStep(t *testing.T) {
	sc := loadScript(t, "../../assets/tutorials/testdata/broken.toml")
	lines, err := sc.Check(tk.Game)
	var se *StepError
	if !errors.As(err, &se) || se.ID != "bad-place" || se.Step != 2 {
		t.Fatalf("want a StepError for step 3 bad-place, got %v", err)
	}
	if msg := err.Error(); !strings.Contains(msg, `step 3 "bad-place" (A servant out of reach)`) || !strings.Contains(msg, "place c0") {
		t.Errorf("the message does not name the step and the move: %s", msg)
	}
	if len(lines) != 2 {
		t.Errorf("the two good steps should report before the bad one: %v", lines)
	}
}

func TestCheckFindsEachKindOfProblem(t *testing.T) {
	base := func() *Script {
		return &Script{Game: "trekronor", Title: "t", Players: 4, Steps: []Step{
			{ID: "a", Title: "A", Text: "x", Setup: &Setup{Seed: 1}},
			{ID: "b", Title: "B", Text: "y"},
		}}
	}
	cases := map[string]func(*Script){
		"unique":         func(s *Script) { s.Steps[1].ID = "a" },
		"names nothing":  func(s *Script) { s.Steps[1].Highlight = []string{"k4"} },
		"is not legal":   func(s *Script) { s.Steps[1].Watch = []string{"spread A"} },
		"cannot be read": func(s *Script) { s.Steps[0].Setup.Moves = []string{"jump b0"} },
		"is to move there": func(s *Script) {
			s.Steps[0].Setup.Moves = []string{"place b0", "spread A"}
			s.Steps[1].Expect = []string{"place c0"}
		},
		"own setup":        func(s *Script) { s.Steps[0].Expect = []string{"place b0", "place a1"} },
		"must be the last": func(s *Script) { s.Steps[0].Guided = &Guided{Level: "easy"} },
		"no narration":     func(s *Script) { s.Steps[1].Text = " " },
		"label \"zz\"":     func(s *Script) { s.Steps[1].Labels = map[string]string{"zz": "?"} },
		"more than one of": func(s *Script) { s.Steps[1].Expect = []string{"place b0"}; s.Steps[1].Watch = []string{"place b0"} },
	}
	for want, breakIt := range cases {
		sc := base()
		breakIt(sc)
		_, err := sc.Check(tk.Game)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v", want, err)
		}
	}
	if _, err := base().Check(tk.Game); err != nil {
		t.Fatalf("the base script is sound: %v", err)
	}
}

func TestParseRejectsUnknownKeys(t *testing.T) {
	_, err := Parse([]byte("game = \"trekronor\"\n[[step]]\nid = \"a\"\ntitel = \"typo\"\n"))
	if err == nil || !strings.Contains(err.Error(), "step.titel") {
		t.Fatalf("want the unknown key named, got %v", err)
	}
}

func TestJudgeCorrectsGently(t *testing.T) {
	sc := trekronorScript(t)
	i := sc.Index("place")
	st := stateAt(t, sc, "place")
	mv := func(text string) rules.Move {
		m, err := st.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	if ok, msg := sc.Judge(st, i, mv("place b0")); !ok || msg != "" {
		t.Fatalf("the expected move was refused: %s", msg)
	}
	ok, msg := sc.Judge(st, i, mv("place e5"))
	if ok || !strings.HasPrefix(msg, "Not quite: ") || !strings.Contains(msg, "(rule 5.1)") || !strings.Contains(msg, sc.Steps[i].Goal) {
		t.Errorf("an illegal move: %q", msg)
	}
	ok, msg = sc.Judge(st, i, mv("place a1"))
	if ok || !strings.Contains(msg, "allowed, but this step asks you to "+sc.Steps[i].Goal) {
		t.Errorf("a legal other move: %q", msg)
	}
}

func TestProgressRemembersTheStep(t *testing.T) {
	p := ProgressIn(t.TempDir())
	if p.Step("trekronor") != "" {
		t.Fatal("a fresh folder remembers a step")
	}
	if err := p.Save("trekronor", "douse"); err != nil {
		t.Fatal(err)
	}
	if err := p.Save("cronberg", "welcome"); err != nil {
		t.Fatal(err)
	}
	if got := ProgressIn(filepath.Dir(p.Path)).Step("trekronor"); got != "douse" {
		t.Fatalf("remembered %q", got)
	}
	if err := p.Save("trekronor", ""); err != nil || p.Step("trekronor") != "" || p.Step("cronberg") != "welcome" {
		t.Fatalf("forgetting one game: %v %q %q", err, p.Step("trekronor"), p.Step("cronberg"))
	}
	os.WriteFile(p.Path, []byte("{broken"), 0o644)
	if p.Step("cronberg") != "" {
		t.Fatal("a damaged file gave a step")
	}
}
