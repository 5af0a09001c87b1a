package tutorial

import (
	"strconv"
	"testing"

	"embers/rules"
	cb "embers/rules/cronberg"
)

func cronbergScript(t *testing.T) *Script {
	return loadScript(t, "../../assets/tutorials/cronberg.toml")
}

// cronbergAt is the Cronberg state where step id starts, or, with played,
// once its own expected or watched moves are played too.
func cronbergAt(t *testing.T, sc *Script, id string, played bool) *cb.State {
	t.Helper()
	return positionAt(t, sc, cb.Game, id, played).(*cb.State)
}

func crossing(t *testing.T, name string) int {
	c, ok := cb.ParseCrossing(name)
	if !ok {
		t.Fatalf("no crossing %s", name)
	}
	return c
}

func triangle(t *testing.T, name string) int {
	tr, ok := cb.ParseTriangle(name)
	if !ok {
		t.Fatalf("no triangle %s", name)
	}
	return tr
}

// The Cronberg tutorial's positions are what its narration says they are
// (the rulebook's examples C1-C7).
func TestCronbergTutorialTellsTheTruth(t *testing.T) {
	sc := cronbergScript(t)
	const orange, blue, green, yellow = rules.Seat(0), rules.Seat(1), rules.Seat(2), rules.Seat(3)

	// token: 17 touches five free triangles, the guard b9 among them, not yet awake.
	s := cronbergAt(t, sc, "token", false)
	free := 0
	for _, tr := range cb.CrossingTriangles(crossing(t, "17")) {
		if s.Free(tr) {
			free++
		}
	}
	if free != 5 || !s.Free(triangle(t, "b9")) || s.Activated(triangle(t, "b9")) {
		t.Errorf("token: 17 has %d free triangles, guard free %v awake %v", free, s.Free(triangle(t, "b9")), s.Activated(triangle(t, "b9")))
	}
	// draw: the City Hall comes up; lay: it covers both parks.
	if s = cronbergAt(t, sc, "draw", true); s.Drawn() < 0 || cb.Tile(s.Drawn()).Name != "City Hall" {
		t.Errorf("draw: drew tile %d, want the City Hall", s.Drawn())
	}
	if s = cronbergAt(t, sc, "lay", true); s.Free(triangle(t, "a4")) || s.Free(triangle(t, "a5")) {
		t.Error("lay: the parks a4 and a5 are still free")
	}
	// surround: Blue's token on 7 scores -2 and goes home.
	if s = cronbergAt(t, sc, "surround", true); s.Track(blue) != -2 || s.TokenAt(crossing(t, "7")) != rules.NoSeat || s.TokensInHand(blue) != 4 {
		t.Errorf("surround: Blue on %d with %d in hand", s.Track(blue), s.TokensInHand(blue))
	}
	// guard: Blue's token on 10 goes home unscored; 10, 16, 17 closed.
	s = cronbergAt(t, sc, "guard", true)
	if s.Track(blue) != 0 || s.TokenAt(crossing(t, "10")) != rules.NoSeat || !s.Activated(triangle(t, "b9")) {
		t.Errorf("guard: Blue on %d, token on 10 %v", s.Track(blue), s.TokenAt(crossing(t, "10")))
	}
	for _, c := range []string{"10", "16", "17"} {
		if !s.Closed(crossing(t, c)) {
			t.Errorf("guard: crossing %s is open", c)
		}
	}
	// last-building: +2 for Orange, Yellow's token driven off 25.
	if s = cronbergAt(t, sc, "last-building", true); s.Track(orange) != 2 || s.TokenAt(crossing(t, "25")) != rules.NoSeat || s.PileLeft() != 0 {
		t.Errorf("last-building: Orange on %d, 25 holds %v, %d left in the pile", s.Track(orange), s.TokenAt(crossing(t, "25")), s.PileLeft())
	}
	// last-token ends the game: 22, 4, 8, 14 and Orange wins.
	s = cronbergAt(t, sc, "last-token", true)
	if r := s.Result(); s.ToMove() != rules.NoSeat || r.Scores[0] != 22 || r.Scores[1] != 4 || r.Scores[2] != 8 || r.Scores[3] != 14 || len(r.Winners) != 1 || r.Winners[0] != orange {
		t.Errorf("last-token: the game ends with %+v", r)
	}
	// coat: Blue's token on 10 would score 17; park: Yellow's on 2 would score 6.
	if f, ok := cronbergAt(t, sc, "coat", false).FinalPreview(crossing(t, "10")); !ok || !f.Coat || f.Owner != blue || f.Points != 17 {
		t.Errorf("coat: %+v", f)
	}
	if f, ok := cronbergAt(t, sc, "park", false).FinalPreview(crossing(t, "2")); !ok || f.Parks != 1 || f.Owner != yellow || f.Points != 6 {
		t.Errorf("park: %+v", f)
	}
	// final: the same end as last-token, with its labels' numbers.
	s = cronbergAt(t, sc, "final", false)
	want := map[string]struct {
		seat   rules.Seat
		points int
	}{"8": {orange, 20}, "13": {yellow, 14}, "5": {blue, 4}, "2": {green, 8}}
	step := sc.Steps[sc.Index("final")]
	for name, w := range want {
		f, ok := s.FinalPreview(crossing(t, name))
		if !ok || f.Owner != w.seat || f.Points != w.points || step.Labels[name] != strconv.Itoa(w.points) {
			t.Errorf("final: %s scores %+v, labelled %q; want seat %d with %d", name, f, step.Labels[name], w.seat, w.points)
		}
	}
}
