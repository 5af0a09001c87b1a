package game

import (
	"bytes"
	"strings"
	"testing"

	"embers/config"
	"embers/rules"
	"embers/rules/testgames"
)

func brigadeSession(t *testing.T, variant string, levels ...string) *Session {
	t.Helper()
	seats := make([]SeatInfo, len(levels))
	for i, l := range levels {
		seats[i] = SeatInfo{Level: l, Name: []string{"Anna", "Bo", "Cy", "Di"}[i], Colour: i}
	}
	s, err := NewSession(testgames.Brigade, rules.Setup{Players: len(levels), Variant: variant, Seed: 4}, seats, Options{})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestRollRecordsTheOutcomeAsARevealedMove(t *testing.T) {
	s := brigadeSession(t, "", "", "easy")
	if s.ToMove() != rules.Chance || s.Name(s.ToMove()) != "chance" {
		t.Fatalf("to move %d (%s), want chance", s.ToMove(), s.Name(s.ToMove()))
	}
	want := s.Match.State.(rules.Chancer).Roll()
	if m, ok := s.Automatic(); !ok || m != want {
		t.Fatalf("Automatic at chance = %v, %v; want the generator's %q", m, ok, s.Match.State.FormatMove(want))
	}
	if err := s.Think(rules.Chance, config.AIConfig{}); err == nil {
		t.Fatal("nobody may think for chance")
	}
	ev, err := s.Roll()
	if err != nil {
		t.Fatal(err)
	}
	p := s.Match.History[0]
	if p.Seat != rules.Chance || p.Notation != s.Match.State.FormatMove(want) || !p.Reveal || ev[0].Kind != "die.rolled" {
		t.Fatalf("history %+v, want the outcome %q by chance, as a reveal", p, s.Match.State.FormatMove(want))
	}
	if _, err := s.Roll(); err != ErrNoChance {
		t.Fatalf("rolling again when a seat decides: %v", err)
	}
	if err := s.Match.Undo(); err == nil || !strings.Contains(err.Error(), "chance result") {
		t.Fatalf("undo over a roll: %v", err)
	}
}

// TestAForcedOutcomeReplaysExactly forces the die to a face the generator
// would not give, plays on, and replays the moves in notation (what a save
// holds; package saves writes and reads them).
func TestAForcedOutcomeReplaysExactly(t *testing.T) {
	s := brigadeSession(t, "start=fierce,wind", "", "")
	st := s.Match.State
	forced := "die 1"
	if st.FormatMove(st.(rules.Chancer).Roll()) == forced {
		forced = "die 2"
	}
	if _, err := s.Match.PlayText(forced); err != nil {
		t.Fatal(err)
	}
	for range 12 {
		if m, ok := s.Automatic(); ok {
			s.Play(m)
			continue
		}
		legal := s.Match.State.Legal(nil)
		s.Play(legal[len(legal)-1])
	}
	notes := s.Match.Notations()
	if notes[0] != forced {
		t.Fatalf("the moves begin %q, want the forced %q", notes[0], forced)
	}
	back, err := Replay(testgames.Brigade, s.Match.Setup, notes)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(back.State.Encode(), s.Match.State.Encode()) || back.Setup != s.Match.Setup {
		t.Fatalf("the replayed game differs:\n%s\nwant:\n%s", back.State.Dump(), s.Match.State.Dump())
	}
	if h := back.History[0]; h.Notation != forced || h.Seat != rules.Chance || !h.Reveal {
		t.Fatalf("first move after replay %+v", h)
	}
}

// windowFor plays s on until a person's window opens in which what they may
// play is want moves long (1: only the pass).
func windowFor(t *testing.T, s *Session, want int) {
	t.Helper()
	for range 400 {
		st := s.Match.State
		if st.ToMove() == rules.NoSeat {
			break
		}
		if _, open := st.(rules.Reactor).Window(); open && s.IsHuman(st.ToMove()) && len(st.Legal(nil)) == want {
			return
		}
		if st.ToMove() == rules.Chance {
			s.Roll()
			continue
		}
		legal := st.Legal(nil)
		s.Play(legal[len(s.Match.History)%len(legal)])
	}
	t.Fatalf("no window with %d moves for a person came up", want)
}

func TestWindowPolicy(t *testing.T) {
	alone := brigadeSession(t, "", "easy", "", "easy")
	windowFor(t, alone, 1)
	m, ok := alone.Automatic()
	if !ok || m != testgames.BrigadePass {
		t.Fatalf("the only person holds no shield: Automatic = %v, %v; want the pass", m, ok)
	}
	chosen := brigadeSession(t, "", "easy", "", "easy")
	windowFor(t, chosen, 1)
	alone.Play(m)
	chosen.Play(testgames.BrigadePass)
	if a, c := alone.Log(rules.NoSeat), chosen.Log(rules.NoSeat); strings.Join(a, "\n") != strings.Join(c, "\n") ||
		alone.Match.History[len(alone.Match.History)-1].Notation != "pass" {
		t.Fatalf("an automatic pass must read as a chosen one:\n%v\n%v", a, c)
	}
	holder := brigadeSession(t, "", "easy", "", "easy")
	windowFor(t, holder, 2)
	if _, ok := holder.Automatic(); ok {
		t.Fatal("a person holding a shield must be asked")
	}
	table := brigadeSession(t, "", "", "", "easy")
	windowFor(t, table, 1)
	if _, ok := table.Automatic(); ok {
		t.Fatal("two people at a game with secrets: every window is shown, or the handoffs tell who holds a card")
	}
	if !table.NeedsHandoff() {
		t.Fatal("the window comes after the handoff like any person's turn")
	}
	open := sessionOf(t, openBrigade{testgames.Brigade}, "", "", "easy")
	windowFor(t, open, 1)
	if m, ok := open.Automatic(); !ok || m != testgames.BrigadePass {
		t.Fatal("in a game without secrets an empty window passes at once")
	}
}

// openBrigade is Bucket Brigade with its hands taken as public.
type openBrigade struct{ rules.Game }

func (g openBrigade) Info() rules.Info {
	i := g.Game.Info()
	i.Secrets = false
	return i
}

func TestRecapTellsWhatChanceBrought(t *testing.T) {
	s := brigadeSession(t, "", "", "random")
	for _, m := range []string{"die 6", "douse 2", "die 6", "douse 3"} { // calm dice: no window
		if _, err := s.Match.PlayText(m); err != nil {
			t.Fatal(err)
		}
	}
	s.Roll()
	lines := s.Recap(0)
	if len(lines) != 1 || lines[0].Did != "Bo douses house 3 (fire 0)." || !strings.HasPrefix(lines[0].Then, "The fire die shows ") {
		t.Fatalf("recap %+v: want Bo's douse, then the die", lines)
	}
}
