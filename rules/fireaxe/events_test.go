package fireaxe

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"embers/rules"
)

// kindPayloads is the payload type of every kind, as events.go documents
// it.
var kindPayloads = map[string]any{
	EvTurn: TurnBegan{}, EvEnd: TurnEnded{}, EvLaunch: Launched{}, EvWinter: Wintered{},
	EvCrewless: DriftedHome{}, EvLoad: Loaded{}, EvSail: Sailed{}, EvStorm: DifficultSailing{},
	EvLoss: Lost{}, EvRunesShuffled: RunesShuffled{}, EvRuneDrawn: RuneDrawn{}, EvRunePlayed: RunePlayed{},
	EvRuneDiscarded: RuneDiscarded{}, EvWind: WindTurned{}, EvDemand: DemandSet{}, EvColonize: Colonized{},
	EvFairWind: FairWind{}, EvCalm: CalmSeas{}, EvRecruit: Recruited{}, EvBerserk: Berserk{},
	EvCargo: CargoTaken{}, EvUnrest: Unrest{}, EvTribute: Tribute{}, EvStormHit: StormHit{},
	EvTrade: Traded{}, EvAttack: AttackBegun{}, EvRaidWon: RaidWon{}, EvRaidFailed: RaidFailed{},
	EvRaidOn: RaidRollsOn{}, EvRaidStop: RaidStopped{}, EvSettleDie: SettleDieRolled{},
	EvSettleDice: SettleDiceRolled{}, EvSettleFounded: SettlementFounded{}, EvSettleKept: SettlementGivenUp{},
	EvSagaWon: SagaWon{}, EvSagaLost: SagaDiscarded{}, EvSagaVoid: SagaDiscarded{}, EvSagaNew: SagaDealt{},
	EvFinal: EndNear{}, EvAgeDie: AgeDie{}, EvGameOver: GameOver{},
}

// eventsOfScenes plays small scenes on the test map for the kinds the
// fixed games leave out or seldom reach: a raid called off, the advanced
// runes, a saga turned over settled, one beyond reach.
func eventsOfScenes(t *testing.T) []rules.Event {
	t.Helper()
	var out []rules.Event
	apply := func(s *State, moves ...string) {
		for _, text := range moves {
			m, err := s.ParseMove(text)
			if err != nil {
				t.Fatal(err)
			}
			ev, err := s.Apply(m)
			if err != nil {
				t.Fatalf("%s: %v", text, err)
			}
			out = append(out, ev...)
		}
	}
	s := newTest(t, 2, "")
	at(t, s, "paris", 2, [3]int{1, 0, 0})
	apply(s, "raid", "die 5", "stop")

	s = newTest(t, 2, "advanced")
	hand(t, s, 0, "unrest", "tribute", "storm")
	s.port(s.node("iceland")).Settler = 1
	s.Supply[1]--
	s.Boats[1] = Boat{At: s.node("atlantic"), Crew: 1, Goods: [3]int{0, 2, 0}}
	s.Goods[1] -= 2
	at(t, s, "iceland", 2, [3]int{})
	apply(s, "play unrest", "play tribute blue", "play storm blue")

	s = newTest(t, 2, "")
	sagasUp(t, s, []string{"s1", "s5", "s7"}, []string{"s15", "s4", "s2"})
	for _, id := range []string{"york", "birka"} {
		s.port(s.node(id)).Town = 0
		s.Towns[1]++
	}
	s.port(s.node("dublin")).Good = 0
	s.Goods[0]--
	at(t, s, "york", 1, [3]int{0, 1, 0})
	apply(s, "trade skins") // s1 completed; s2 turned over settled

	s = newTest(t, 2, "")
	sagasUp(t, s, []string{"s1", "s5", "s7"}, []string{"s4"})
	s.port(s.node("york")).Good = 0
	s.port(s.node("lindisfarne")).Good = 1
	s.Goods[2] = 0 // no tusks for Dublin: s1 is beyond reach
	r := &rules.Recorder{}
	s.checkSagas(r)
	return append(out, r.Events()...)
}

// Every event carries the payload its kind documents, the same type on its
// secret side; a payload's Seat is the event's; a rune drawn is hidden
// from all but its drawer; only a settlement's die before the last is left
// out of the log. The fixed games and the scenes between them tell every
// kind.
func TestEveryKindHasItsPayload(t *testing.T) {
	if testing.Short() {
		t.Skip("plays six whole games")
	}
	var evs []rules.Event
	for _, g := range eventGames {
		evs = append(evs, playGame(t, g.players, g.seed, g.variant)...)
	}
	evs = append(evs, eventsOfScenes(t)...)
	seen := map[string]bool{}
	for _, e := range evs {
		want, ok := kindPayloads[e.Kind]
		if !ok {
			t.Fatalf("event kind %q has no constant in events.go", e.Kind)
		}
		seen[e.Kind] = true
		if reflect.TypeOf(e.Data) != reflect.TypeOf(want) {
			t.Fatalf("%s carries %T, want %T", e.Kind, e.Data, want)
		}
		if e.SecretData != nil && reflect.TypeOf(e.SecretData) != reflect.TypeOf(want) {
			t.Fatalf("%s's secret side carries %T, want %T", e.Kind, e.SecretData, want)
		}
		if f := reflect.ValueOf(e.Data).FieldByName("Seat"); f.IsValid() && rules.Seat(f.Int()) != e.Seat {
			t.Fatalf("%s by seat %d carries seat %d: %+v", e.Kind, e.Seat, f.Int(), e.Data)
		}
		if a, ok := e.Data.(interface{ LogAside() bool }); (ok && a.LogAside()) != (e.Kind == EvSettleDie) {
			t.Fatalf("%s: left out of the log %v", e.Kind, ok && a.LogAside())
		}
		if d, ok := e.Data.(GameOver); ok {
			checkFinalGold(t, d)
		}
		if d, ok := e.Data.(RuneDrawn); ok {
			if sd, _ := e.SecretData.(RuneDrawn); d.Rune != -1 || e.Secret != e.Seat || sd.Rune < 0 || RuneName(sd.Rune) == "" {
				t.Fatalf("a rune drawn shows %d to all and %d to its drawer", d.Rune, sd.Rune)
			}
		}
	}
	for kind := range kindPayloads {
		if !seen[kind] {
			t.Errorf("no event %s in the fixed games and scenes", kind)
		}
	}
}

// checkFinalGold checks the end's gold by source against its score lines,
// read by their words, and the final scores.
func checkFinalGold(t *testing.T, d GameOver) {
	t.Helper()
	want := make([]FinalGold, len(d.Scores))
	for _, l := range d.Lines {
		p := &want[l.Seat]
		switch {
		case strings.HasPrefix(l.What, "the Bloodied Axe"):
			p.Axe += l.Points
		case strings.HasPrefix(l.What, "settlement in"):
			p.Settlements += l.Points
		case strings.HasPrefix(l.What, "sagas of"):
			p.Sagas += l.Points
		default: // gold from play, saga bonuses, Colonization
			p.Voyages += l.Points
		}
		p.Total += l.Points
	}
	if !slices.Equal(want, d.Parts) {
		t.Fatalf("the end's gold by source %+v, want %+v from its lines %+v", d.Parts, want, d.Lines)
	}
	for i, p := range d.Parts {
		if p.Total != d.Scores[i] {
			t.Fatalf("seat %d's gold by source adds up to %d, its score is %d", i, p.Total, d.Scores[i])
		}
	}
}

// playGame plays one of the fixed games (see eventGames) and returns its
// events.
func playGame(t *testing.T, players int, seed uint64, variant string) []rules.Event {
	t.Helper()
	var out []rules.Event
	forEachMove(t, players, seed, variant, func(_ int, evs []rules.Event) { out = append(out, evs...) })
	return out
}
