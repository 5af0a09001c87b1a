package fireaxe

import (
	"encoding/json"
	"flag"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"

	"embers/rules"
	"embers/rules/rulestest"
)

// recordEvents rewrites testdata/events.jsonl.gz from the rules as they are:
// go test ./rules/fireaxe -run TestSameEvents -record-events
var recordEvents = flag.Bool("record-events", false, "rewrite testdata/events.jsonl.gz")

// eventGames are the fixed games whose events are kept in testdata: whole
// games of random legal moves (busyMove; chance rolled as the game rolls it)
// on the real map, at two, three and five players, with and without the
// advanced runes and the rulebook's ending.
var eventGames = []struct {
	players int
	seed    uint64
	variant string
}{
	{2, 1, ""},
	{3, 2, "advanced"},
	{5, 3, "advanced,ending=sagas"},
	{4, 4, "ending=sagas"},
	{2, 5, "advanced,ending=sagas"},
	{3, 6, "advanced"},
}

// eventLine is what a recording keeps of one event: all a player or a
// board sees of it but the payload (the same payload in a new type is the
// point of the check; its fields are checked by what the board draws).
type eventLine struct {
	Game       int           `json:"game"`
	Ply        int           `json:"ply"`
	Kind       string        `json:"kind"`
	Rule       string        `json:"rule"`
	Seat       rules.Seat    `json:"seat"`
	Text       string        `json:"text"`
	Places     []rules.Place `json:"places,omitempty"`
	Reveal     bool          `json:"reveal,omitempty"`
	Secret     rules.Seat    `json:"secret"`
	SecretText string        `json:"secretText,omitempty"`
	Aside      bool          `json:"aside,omitempty"`
}

// playEventGames plays the fixed games and returns every event's line.
func playEventGames(t *testing.T) []eventLine {
	t.Helper()
	var out []eventLine
	for gi, g := range eventGames {
		forEachMove(t, g.players, g.seed, g.variant, func(ply int, evs []rules.Event) {
			for _, e := range evs {
				a, _ := e.Data.(interface{ LogAside() bool })
				out = append(out, eventLine{Game: gi, Ply: ply, Kind: e.Kind, Rule: e.Rule, Seat: e.Seat, Text: e.Text,
					Places: e.Places, Reveal: e.Reveal, Secret: e.Secret, SecretText: e.SecretText,
					Aside: a != nil && a.LogAside()})
			}
		})
	}
	return out
}

// forEachMove plays a whole game of busyMove's random legal moves on the
// real map (chance rolled as the game rolls it) and hands each move's
// events to fn with the move's number.
func forEachMove(t *testing.T, players int, seed uint64, variant string, fn func(ply int, evs []rules.Event)) {
	t.Helper()
	st, err := Game.New(rules.Setup{Players: players, Seed: seed, Variant: variant})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	rng := rand.New(rand.NewPCG(seed, 42))
	var buf []rules.Move
	for ply := 0; s.Phase != phOver; ply++ {
		if ply > 20000 {
			t.Fatalf("%d players, seed %d: no end after %d moves", players, seed, ply)
		}
		var m rules.Move
		if s.ToMove() == rules.Chance {
			m = s.Roll()
		} else {
			buf = s.Legal(buf[:0])
			m = busyMove(buf, rng)
		}
		evs, err := s.Apply(m)
		if err != nil {
			t.Fatal(err)
		}
		fn(ply, evs)
	}
}

// TestSameEvents plays fixed games and finds every event's kind, rule,
// seat, text, places, reveal, secret and log aside as recorded before the
// events became typed payloads (testdata/events.jsonl.gz): the same games
// tell the same story.
func TestSameEvents(t *testing.T) {
	if testing.Short() {
		t.Skip("plays six whole games")
	}
	got := playEventGames(t)
	path := filepath.Join("testdata", "events.jsonl.gz")
	if *recordEvents {
		lines := make([]string, len(got))
		kinds := map[string]int{}
		for i, l := range got {
			b, err := json.Marshal(l)
			if err != nil {
				t.Fatal(err)
			}
			lines[i] = string(b)
			kinds[l.Kind]++
		}
		rulestest.WriteRecording(t, path, lines)
		t.Logf("%d events: %v", len(got), kinds)
		return
	}
	var want []eventLine
	for _, line := range rulestest.ReadRecording(t, path) {
		var l eventLine
		if err := json.Unmarshal([]byte(line), &l); err != nil {
			t.Fatal(err)
		}
		want = append(want, l)
	}
	for i := range max(len(got), len(want)) {
		switch {
		case i >= len(got):
			t.Fatalf("event %d missing: want %+v", i, want[i])
		case i >= len(want):
			t.Fatalf("event %d more than recorded: got %+v", i, got[i])
		case !sameLine(got[i], want[i]):
			t.Fatalf("event %d differs:\n got  %+v\n want %+v", i, got[i], want[i])
		}
	}
}

func sameLine(a, b eventLine) bool {
	return a.Game == b.Game && a.Ply == b.Ply && a.Kind == b.Kind && a.Rule == b.Rule && a.Seat == b.Seat &&
		a.Text == b.Text && slices.Equal(a.Places, b.Places) && a.Reveal == b.Reveal && a.Secret == b.Secret &&
		a.SecretText == b.SecretText && a.Aside == b.Aside
}

// busyMove picks one of the legal moves at random, a trade, a raid or a
// settlement far more often than the rest and the end of a turn far less,
// so that short games still complete sagas and roll attacks (the AI's own
// policy is not used: it changes with the AI, the recording must not).
func busyMove(legal []rules.Move, rng *rand.Rand) rules.Move {
	weight := func(m rules.Move) int {
		switch k, _, _, _ := unpack(m); k {
		case mvTrade, mvRaid, mvSettle, mvRollOn, mvFound:
			return 40
		case mvSail:
			return 4
		case mvStop, mvPlay:
			return 8
		case mvEnd, mvWinter:
			return 1
		}
		return 2
	}
	total := 0
	for _, m := range legal {
		total += weight(m)
	}
	n := rng.IntN(total)
	for _, m := range legal {
		if n -= weight(m); n < 0 {
			return m
		}
	}
	return legal[len(legal)-1]
}
