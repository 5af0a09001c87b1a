package burnttoashes

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"embers/rules"
	"embers/rules/rulestest"
)

var updateEvents = flag.Bool("update-events", false, "play the games of TestEventsAsRecorded anew and write testdata/events.txt.gz")

const eventsFile = "testdata/events.txt.gz"

// replayGame is one recorded game: its setup, and how many moves in ten
// were chosen at random (10: all; most followers are played, the dragon
// wins), the others by the AI's playout policy (fights, hits, the finale).
// The recording keeps the moves, so a change to the policy changes no
// recorded game.
type replayGame struct {
	setup  rules.Setup
	random int
}

var replayGames = []replayGame{
	{rules.Setup{Players: 1, Variant: "mode=coop", Seed: 11}, 10},
	{rules.Setup{Players: 2, Variant: "mode=semi", Seed: 12}, 10},
	{rules.Setup{Players: 3, Variant: "mode=coop,start", Seed: 13}, 10},
	{rules.Setup{Players: 4, Variant: "mode=semi,start", Seed: 14}, 10},
	{rules.Setup{Players: 5, Variant: "mode=coop", Seed: 15}, 10},
	{rules.Setup{Players: 6, Variant: "mode=semi", Seed: 16}, 10},
	{rules.Setup{Players: 1, Variant: "mode=coop,start", Seed: 21}, 0},
	{rules.Setup{Players: 3, Variant: "mode=semi", Seed: 22}, 0},
	{rules.Setup{Players: 4, Variant: "mode=semi,start", Seed: 23}, 0},
	{rules.Setup{Players: 5, Variant: "mode=coop", Seed: 24}, 0},
	{rules.Setup{Players: 5, Variant: "mode=coop", Seed: 116}, 0}, // a follower discarded, a tile with no room
	{rules.Setup{Players: 3, Variant: "mode=coop", Seed: 137}, 3}, // the Black Knight, an attack bought
	{rules.Setup{Players: 3, Variant: "mode=coop", Seed: 118}, 3}, // a fight drawn on the shields
}

// eventLine is an event as the recording holds it: kind, rule, seat,
// places, reveal, the secret's seat, the text and the secret text.
func eventLine(e rules.Event) string {
	places := make([]string, len(e.Places))
	for i, p := range e.Places {
		places[i] = string(p)
	}
	return fmt.Sprintf("event\t%s\t%s\t%d\t%s\t%v\t%d\t%s\t%s", e.Kind, e.Rule, e.Seat,
		strings.Join(places, ","), e.Reveal, e.Secret, e.Text, e.SecretText)
}

// recordGames plays replayGames to their ends and writes each game's
// setup, then each move ("move" and its notation) followed by its events.
func recordGames(t *testing.T) []string {
	var out []string
	for _, g := range replayGames {
		st, err := Game.New(g.setup)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		rng := rand.New(rand.NewPCG(g.setup.Seed, 42))
		out = append(out, fmt.Sprintf("game\t%d\t%s\t%d", g.setup.Players, g.setup.Variant, g.setup.Seed))
		for ply := 0; !s.c.Over; ply++ {
			if ply > 20000 {
				t.Fatalf("%v: no end after %d moves", g.setup, ply)
			}
			var m rules.Move
			switch {
			case s.ToMove() == rules.Chance:
				m = s.Roll()
			case g.random == 10 || g.random > 0 && rng.IntN(10) < g.random:
				legal := s.Legal(nil)
				m = legal[rng.IntN(len(legal))]
			default:
				m = s.RolloutMove(rng, nil)
			}
			out = append(out, "move\t"+s.FormatMove(m))
			evs, err := s.Apply(m)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range evs {
				out = append(out, eventLine(e))
			}
		}
	}
	return out
}

// The rules record the same events, move for move, as the recording in
// testdata, made before the events took typed payloads: each recorded
// game is played again from its moves, and every event's kind, rule,
// seat, places, reveal, secret and both texts must match. Run with
// -update-events to record anew after a change meant to alter what the
// log says. Each event carries its kind's payload (checkPayload).
func TestEventsAsRecorded(t *testing.T) {
	if *updateEvents {
		rulestest.WriteRecording(t, eventsFile, recordGames(t))
		return
	}
	want := rulestest.ReadRecording(t, eventsFile)
	var s *State
	var got []string
	kinds := map[string]bool{}
	flush := func(at int) {
		for i, g := range got {
			if at+i >= len(want) || want[at+i] != g {
				w := "(nothing)"
				if at+i < len(want) {
					w = want[at+i]
				}
				t.Fatalf("line %d differs:\n got: %q\nwant: %q", at+i+1, g, w)
			}
		}
	}
	for i := 0; i < len(want); {
		f := strings.Split(want[i], "\t")
		switch f[0] {
		case "game":
			players, _ := strconv.Atoi(f[1])
			seed, _ := strconv.ParseUint(f[3], 10, 64)
			st, err := Game.New(rules.Setup{Players: players, Variant: f[2], Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			s = st.(*State)
			i++
		case "move":
			m, err := s.ParseMove(f[1])
			if err != nil {
				t.Fatalf("line %d: %v", i+1, err)
			}
			evs, err := s.Apply(m)
			if err != nil {
				t.Fatalf("line %d: %v", i+1, err)
			}
			got = got[:0]
			for _, e := range evs {
				got = append(got, eventLine(e))
				kinds[e.Kind] = true
				checkPayload(t, e)
			}
			flush(i + 1)
			i += 1 + len(got)
			if i < len(want) && strings.HasPrefix(want[i], "event\t") {
				t.Fatalf("line %d: an event recorded that the move no longer makes: %q", i+1, want[i])
			}
		default:
			t.Fatalf("line %d: %q", i+1, want[i])
		}
	}
	if len(kinds) < 58 { // all but the crown's tie and the crowning after it
		t.Errorf("the recording shows %d kinds of event; it showed 58", len(kinds))
	}
	t.Logf("%d lines the same, %d kinds of event", len(want), len(kinds))
}

// payloads are the payload type of each kind of event (events.go).
var payloads = map[string]any{
	EvProvinceClaimed: Claimed{}, EvKnightPlaced: KnightPlaced{}, EvStacksShuffled: StacksShuffled{},
	EvYearBegun: YearBegun{}, EvYearFinal: FinalPhase{}, EvGoldDealt: GoldDealt{}, EvDebtRepaid: GoldCard{},
	EvDragonFiercer: Fiercer{}, EvFollowerDropped: FollowerDiscarded{}, EvRegencyPassed: RegencyPassed{},
	EvDragonLaid: TilesLaid{}, EvPawnPlaced: PawnPlaced{}, EvOfferLaid: Laid{}, EvOfferStood: Stood{},
	EvDragonTurned: Turned{}, EvDragonAppeased: Appeased{}, EvDragonAttacks: Attacks{}, EvMarkersLaid: Markers{},
	EvFightBegun: FightBegun{}, EvFightPressed: Pressed{}, EvPowerSpent: PowerSpent{}, EvCardTurned: CardTurned{},
	EvKnightFell: KnightFell{}, EvDragonHit: DragonHit{}, EvStatusWon: SeatOnly{}, EvFightDrawn: AtProvince{},
	EvFightAverted: AtProvince{}, EvMarkerLifted: MarkerLifted{}, EvProvinceLost: ProvinceLost{},
	EvStackLooked: Looked{}, EvStackOrdered: AtProvince{}, EvTileBought: TileBought{}, EvTilePlaced: TilePlaced{},
	EvTileDiscarded: TileDiscarded{}, EvAttackBought: AtProvince{}, EvTurnEnded: SeatOnly{}, EvGoldDiscarded: GoldDiscarded{},
	EvWindowPassed: SeatOnly{}, EvFollowerTaken: FollowerTaken{}, EvFollowerDrawn: FollowerDrawn{},
	EvDecoyPlayed: AtProvince{}, EvHermitPlayed: HermitPlayed{}, EvBlackKnight: AtProvince{}, EvVassalPlayed: AtProvince{},
	EvHeroPlayed: HeroPlayed{}, EvMonksPlayed: MonksPlayed{}, EvSagePlayed: SeatOnly{}, EvAbbotPlayed: TileDiscarded{},
	EvAgitatorPlayed: AgitatorPlayed{}, EvLenderLent: GoldCard{}, EvMerchantPlayed: MerchantPlayed{},
	EvTraitorPlayed: TilePlaced{}, EvScoutPlayed: Scouted{}, EvFarmerPlayed: Farmed{},
	EvDragonSlain: SeatOnly{}, EvPowerHunted: Hunted{}, EvCrownTied: CrownTied{}, EvCrowned: Crowned{},
	EvDragonWon: Ended{}, EvGameOver: Ended{},
}

// checkPayload: e carries its kind's payload, for everyone and for the
// seat its secret is for.
func checkPayload(t *testing.T, e rules.Event) {
	t.Helper()
	want, ok := payloads[e.Kind]
	if !ok {
		t.Fatalf("%s: no payload type listed for the kind", e.Kind)
	}
	for _, viewer := range []rules.Seat{rules.NoSeat, e.Secret} {
		if got := e.For(viewer).Data; reflect.TypeOf(got) != reflect.TypeOf(want) {
			t.Fatalf("%s: the payload seen by %d is %T, want %T", e.Kind, viewer, got, want)
		}
	}
}
