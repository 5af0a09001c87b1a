package fireaxe

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"embers/rules"
	"embers/rules/rulestest"
)

// newTest is a fresh game on the hand-built map.
func newTest(t *testing.T, players int, variant string) *State {
	t.Helper()
	st, err := On(testAtlas()).New(rules.Setup{Players: players, Seed: 7, Variant: variant})
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// policyPly plays one ply as the AI's playouts do: chance rolls its die,
// a player moves by the rollout policy.
func policyPly(tb testing.TB, s *State, rng *rand.Rand) {
	tb.Helper()
	var m rules.Move
	if s.ToMove() == rules.Chance {
		m = s.Roll()
	} else {
		m = s.RolloutMove(rng, nil)
	}
	if err := s.Play(m); err != nil {
		tb.Fatal(err)
	}
}

// node is the index of a space or port of the test map.
func (s *State) node(id string) int {
	n, ok := s.b.byID[id]
	if !ok {
		panic("no node " + id)
	}
	return n
}

// at puts the mover's longboat somewhere with a crew and goods, as a
// position written down by hand; the crew comes from the player's supply.
func at(t *testing.T, s *State, where string, crew int, goods [NumGoods]int) {
	t.Helper()
	b := s.boat()
	s.Supply[s.Seat] += b.Crew - crew
	for g := range NumGoods {
		s.Goods[g] += b.Goods[g] - goods[g]
	}
	b.Crew, b.Goods = crew, goods
	b.At = inWinter
	if where != "wintering" {
		b.At = s.node(where)
	}
	mustCheck(t, s)
}

// sagasUp lays exactly these sagas face up (by id) and puts the rest in the
// deck (deck: by id, top last) or out of play.
func sagasUp(t *testing.T, s *State, up []string, deck []string) {
	t.Helper()
	s.SagaUp, s.SagaDeck, s.Removed, s.SagaOut = []int{}, []int{}, []int{}, []int{}
	used := map[int]bool{}
	for _, id := range up {
		s.SagaUp = append(s.SagaUp, s.b.sagaIdx[id])
		used[s.b.sagaIdx[id]] = true
	}
	for _, id := range deck {
		s.SagaDeck = append(s.SagaDeck, s.b.sagaIdx[id])
		used[s.b.sagaIdx[id]] = true
	}
	for i := range s.b.at.Sagas {
		if !used[i] {
			s.Removed = append(s.Removed, i)
		}
	}
	mustCheck(t, s)
}

func mustCheck(t *testing.T, s *State) {
	t.Helper()
	if err := s.Check(); err != nil {
		t.Fatalf("position does not add up: %v\n%s", err, s.Dump())
	}
}

// play applies moves in notation, failing on any refusal or a position
// that does not add up (rulestest.Play); it returns the events' texts.
func play(t *testing.T, s *State, moves ...string) []string {
	t.Helper()
	var texts []string
	for _, e := range rulestest.Play(t, s, moves...) {
		texts = append(texts, e.Text)
	}
	return texts
}

// refused expects a move to be refused with a reason containing want.
func refused(t *testing.T, s *State, move, want string) {
	t.Helper()
	m, err := s.ParseMove(move)
	if err != nil {
		t.Fatal(err)
	}
	before := s.Encode()
	_, err = s.Apply(m)
	if err == nil {
		t.Fatalf("%q was accepted; want refused (%s)", move, want)
	}
	if !strings.Contains(err.Error(), want) {
		t.Fatalf("%q refused with %q; want %q", move, err, want)
	}
	if string(before) != string(s.Encode()) {
		t.Fatalf("refusing %q changed the state", move)
	}
}

func legalText(s *State) []string {
	var out []string
	for _, m := range s.Legal(nil) {
		out = append(out, s.FormatMove(m))
	}
	slices.Sort(out)
	return out
}

func hasLegal(s *State, move string) bool { return slices.Contains(legalText(s), move) }

// hand gives seat exactly these runes (by id), taken from the deck, the old
// hand going back into it.
func hand(t *testing.T, s *State, seat int, ids ...string) {
	t.Helper()
	s.Runes = append(s.Runes, s.Hands[seat]...)
	s.Hands[seat] = []int8{}
	for _, id := range ids {
		k := -1
		for i, r := range runes {
			if r.ID == id {
				k = i
			}
		}
		i := slices.Index(s.Runes, int8(k))
		if i < 0 {
			t.Fatalf("no %s left in the deck", id)
		}
		s.Runes = slices.Delete(s.Runes, i, i+1)
		s.Hands[seat] = append(s.Hands[seat], int8(k))
	}
	mustCheck(t, s)
}
