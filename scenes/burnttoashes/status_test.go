package burnttoashes

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"embers/rules"
	ba "embers/rules/burnttoashes"
	"embers/scenes/kit"
	"embers/scenes/play/playtest"
)

// playRollouts plays a game of the rules' quick policy with the variant
// given, handing every position to see.
func playRollouts(t *testing.T, players int, variant string, seed uint64, see func(s *ba.State)) {
	t.Helper()
	st, err := ba.Game.New(rules.Setup{Players: players, Variant: variant, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*ba.State)
	rng := rand.New(rand.NewPCG(seed, 1))
	for i := 0; s.ToMove() != rules.NoSeat && i < 4000; i++ {
		see(s)
		m := s.RolloutMove(rng, nil)
		if s.ToMove() == rules.Chance {
			m = s.Roll()
		}
		if _, err := s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
}

// The team score shown is the rules' round-table score at every position
// of real co-op games at 1 and 3 players, its tip names every part; the
// whole status reads the same from every seat's view, from an onlooker's
// and from a determinized view (what the view hides cannot move it).
func TestTeamScoreShownIsTheTables(t *testing.T) {
	for _, tc := range []struct {
		players int
		variant string
	}{{1, ""}, {3, ""}, {3, "start"}} {
		shown := map[int]bool{}
		playRollouts(t, tc.players, tc.variant, 21, func(s *ba.State) {
			full := modelOf(s.View(rules.NoSeat).(*ba.State))
			st := full.status()
			look := s.Look()
			if look.Year == 0 {
				if st.team != "" {
					t.Fatalf("%d players: a team score %q before the first year", tc.players, st.team)
				}
				return
			}
			want, lines := s.TeamScore()
			if st.team != fmt.Sprintf("team score %d", want) {
				t.Fatalf("%d players %q, year %d: shown %q, the table counts %d", tc.players, tc.variant, look.Year, st.team, want)
			}
			tip := full.teamTip()
			for _, l := range lines {
				if !strings.Contains(tip, fmt.Sprintf("%d for %s", l.Points, l.What)) {
					t.Fatalf("the tip %q leaves out %q", tip, l.What)
				}
			}
			shown[want] = true
			for seat := rules.Seat(0); int(seat) < tc.players; seat++ {
				v := s.View(seat).(*ba.State)
				d := v.Determinize(seat, rand.New(rand.NewPCG(uint64(seat), 3))).(*ba.State)
				for _, other := range []*ba.State{v, d} {
					m := modelOf(other)
					if got := m.status(); got != st {
						t.Fatalf("seat %d reads %+v where the table shows %+v", seat, got, st)
					}
				}
			}
		})
		if len(shown) < 3 {
			t.Errorf("%d players %q: the team score took only %v; the game showed little", tc.players, tc.variant, shown)
		}
	}
}

// Rivals have no team score: nothing of it shows in semi-co-op.
func TestNoTeamScoreForRivals(t *testing.T) {
	playRollouts(t, 3, "mode=semi", 4, func(s *ba.State) {
		m := modelOf(s.View(0).(*ba.State))
		if st := m.status(); st.team != "" {
			t.Fatalf("rivals are shown %q", st.team)
		}
	})
}

// The pointer on the team score shows its parts; elsewhere in the status
// it does not.
func TestTeamScoreTipOnHover(t *testing.T) {
	s, err := playtest.SessionWith("burnttoashes", "", []string{"", "easy", "easy"}, 8, 60)
	if err != nil {
		t.Fatal(err)
	}
	b := New(s)
	b.Status = kit.Rect{X: 730, Y: 190, W: 520, H: 64}
	x, y := teamRect(b.Status).Centre()
	tip := b.PanelHint(x, y)
	score, _ := s.Match.State.(*ba.State).TeamScore()
	if b.m.Year == 0 || !strings.Contains(tip, "If the dragon fell now") || !strings.Contains(tip, fmt.Sprintf("would count %d:", score)) {
		t.Fatalf("year %d: the team score's tip reads %q, want its parts and %d in all", b.m.Year, tip, score)
	}
	if got := b.PanelHint(b.Status.X+20, b.Status.Y+30); strings.Contains(got, "round table") {
		t.Fatalf("the danger line shows the team score's tip %q", got)
	}
}

// Once the dragon has won nothing is scored: no team score shows.
func TestNoTeamScoreOnceTheDragonWins(t *testing.T) {
	m := model{Look: ba.Look{Players: 3, Coop: true, Year: 6, Final: 2}}
	if st := m.status(); st.team == "" {
		t.Fatalf("the team score is missing while the game goes on: %+v", st)
	}
	m.Over, m.Dragon = true, true
	if st := m.status(); st.team != "" {
		t.Fatalf("the dragon won, yet %q shows", st.team)
	}
}
