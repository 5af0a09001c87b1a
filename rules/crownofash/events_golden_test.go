package crownofash

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"embers/rules"
)

var updateEvents = flag.Bool("update-events", false, "write testdata/events.jsonl from the rules as they are")

// recordedGames are the games TestEventsAsRecorded plays by seeded random
// moves: at every table size, with and without the AI deck and turns
// round the table.
var recordedGames = []struct {
	players int
	variant string
	seed    uint64
}{{1, "deck=hard", 1}, {2, "", 2}, {3, "deck=medium,clockwise", 3}, {4, "", 4},
	{1, "deck=easy", 5}, {2, "deck=hard", 6}, {3, "", 7}, {4, "clockwise", 8}}

// recorded is what a test compares of an event: everything but the
// payloads (the board's to read; their types are the rules' to change).
type recorded struct {
	Kind       string
	Rule       string
	Seat       rules.Seat
	Text       string
	Places     []rules.Place `json:",omitempty"`
	Reveal     bool          `json:",omitempty"`
	Secret     rules.Seat
	SecretText string `json:",omitempty"`
}

// recordEvents plays the recorded games to their end and writes each
// move, then each of its events, a line each.
func recordEvents(t *testing.T) []byte {
	t.Helper()
	var out bytes.Buffer
	for _, g := range recordedGames {
		s := newGame(t, g.players, g.variant, g.seed)
		rng := rand.New(rand.NewPCG(g.seed, 42))
		fmt.Fprintf(&out, "# game: %d players, %q, seed %d\n", g.players, g.variant, g.seed)
		for !s.GameOver() {
			var m rules.Move
			if s.ToMove() == rules.Chance {
				m = rules.SampleOutcome(s.Outcomes(nil), rng)
			} else {
				legal := s.Legal(nil)
				m = legal[rng.IntN(len(legal))]
			}
			fmt.Fprintf(&out, "# move %s\n", s.FormatMove(m))
			evs, err := s.Apply(m)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range evs {
				line, err := json.Marshal(recorded{Kind: e.Kind, Rule: e.Rule, Seat: e.Seat, Text: e.Text, Places: e.Places,
					Reveal: e.Reveal, Secret: e.Secret, SecretText: e.SecretText})
				if err != nil {
					t.Fatal(err)
				}
				out.Write(line)
				out.WriteByte('\n')
			}
		}
	}
	return out.Bytes()
}

// The rules record the same events — kinds, rules, seats, texts, places,
// reveals, secrets — as the recording in testdata/events.jsonl made
// before the events were typed (issue 42), over eight seeded games of
// random legal moves (some 1,300 moves, every kind of event).
func TestEventsAsRecorded(t *testing.T) {
	path := filepath.Join("testdata", "events.jsonl")
	got := recordEvents(t)
	if *updateEvents {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	g, w := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
	for i := range min(len(g), len(w)) {
		if g[i] != w[i] {
			t.Fatalf("line %d differs:\n got %s\nwant %s", i+1, g[i], w[i])
		}
	}
	if len(g) != len(w) {
		t.Fatalf("%d lines recorded, want %d", len(g), len(w))
	}
}

// Every event carries its kind's payload (events.go), no two kinds the
// same type, the card laid its own for the lord that laid it.
func TestEventsCarryTheirPayloads(t *testing.T) {
	want := map[string]any{EvGold: GoldTaken{}, EvGather: Gathered{}, EvTax: Taxed{}, EvBuild: Built{},
		EvRefresh: Refreshed{}, EvRaise: Raised{}, EvRaisePass: Passed{}, EvDefend: Defended{}, EvTake: Took{},
		EvResurrect: Resurrected{}, EvBattle: Attacked{}, EvCardLaid: CardLaid{}, EvCardsShown: CardsShown{},
		EvDie: Rolled{}, EvBattleWon: Won{}, EvCasualty: Lost{}, EvAIRegion: RegionNamed{}, EvAIAction: ActionTurned{},
		EvScored: Scored{}, EvDecider: DeciderSet{}, EvPick: Picked{}, EvOrder: Ordered{}, EvGameOver: rules.Result{}}
	types := map[string]string{}
	for kind, w := range want {
		if other, ok := types[fmt.Sprintf("%T", w)]; ok {
			t.Errorf("%s and %s share the payload %T: a board could not tell them by type", kind, other, w)
		}
		types[fmt.Sprintf("%T", w)] = kind
	}
	seen := map[string]bool{}
	for _, g := range recordedGames {
		s := newGame(t, g.players, g.variant, g.seed)
		playOut(t, s, rand.New(rand.NewPCG(g.seed, 42)), func(evs []rules.Event) {
			for _, e := range evs {
				w, ok := want[e.Kind]
				if !ok {
					t.Fatalf("event kind %q is not one of events.go's", e.Kind)
				}
				if fmt.Sprintf("%T", e.Data) != fmt.Sprintf("%T", w) {
					t.Fatalf("%s carries %T, want %T", e.Kind, e.Data, w)
				}
				if e.Kind == EvCardLaid {
					if c, ok := e.SecretData.(OwnCardLaid); !ok || c.Lord != e.Data.(CardLaid).Lord {
						t.Fatalf("card.laid's secret is %#v, want the lord's own card", e.SecretData)
					}
				}
				seen[e.Kind] = true
			}
		})
	}
	if len(seen) < len(want)-1 { // a resurrection is rare in random games
		t.Errorf("the games showed %d kinds of %d", len(seen), len(want))
	}
}
