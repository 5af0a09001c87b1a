package game

import (
	"math/rand/v2"
	"testing"

	"embers/rules"
	"embers/rules/cronberg"
	"embers/rules/testgames"
)

// playOut plays m to its end with random legal moves, rolling chance.
func playOut(t *testing.T, m *Match, seed uint64) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 1))
	var buf []rules.Move
	for m.State.ToMove() != rules.NoSeat {
		var err error
		if m.State.ToMove() == rules.Chance {
			_, err = m.Roll()
		} else {
			buf = m.State.Legal(buf)
			_, err = m.Play(buf[rng.IntN(len(buf))])
		}
		if err != nil {
			t.Fatal(err)
		}
	}
}

func TestCourseJudgesTheStartEachTurnAndTheEnd(t *testing.T) {
	m, err := NewMatch(cronberg.Game, rules.Setup{Players: 3, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	playOut(t, m, 5)
	course, err := m.Course()
	if err != nil {
		t.Fatal(err)
	}
	moves := 0
	for i, p := range m.History {
		if p.Seat != rules.Chance && (i+1 == len(m.History) || m.History[i+1].Seat != rules.Chance) {
			moves++
		}
	}
	if len(course) != moves+1 {
		t.Fatalf("%d standings for %d turns: want one at the start and one after each", len(course), moves)
	}
	start, err := cronberg.Game.New(m.Setup)
	if err != nil {
		t.Fatal(err)
	}
	first := make([]float64, 3)
	start.(rules.Heuristics).Evaluate(first)
	res := m.State.Result()
	for s := range 3 {
		if course[0][s] != first[s] {
			t.Errorf("seat %d starts at %v, the game judges %v", s, course[0][s], first[s])
		}
		if want := rules.Reward(res, rules.Seat(s)); course[len(course)-1][s] != want {
			t.Errorf("seat %d ends at %v, its reward is %v", s, course[len(course)-1][s], want)
		}
	}
	for i, row := range course {
		for s, v := range row {
			if v < 0 || v > 1 {
				t.Fatalf("standing %d of seat %d is %v, outside 0..1", i, s, v)
			}
		}
	}
}

func TestCourseOfAGameWithoutJudgementIsNil(t *testing.T) {
	m, err := NewMatch(testgames.TicTacToe, rules.Setup{Players: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	playOut(t, m, 2)
	if c, err := m.Course(); c != nil || err != nil {
		t.Fatalf("Course of tic-tac-toe = %v, %v; want nil, nil (it has no Evaluate)", c, err)
	}
}

// judgedGame is a game given a plain judgement (each seat's share of the
// moves played so far), so a course can be checked where chance moves.
type judgedGame struct{ rules.Game }

type judged struct {
	rules.State
	moves *int
}

func (g judgedGame) New(setup rules.Setup) (rules.State, error) {
	st, err := g.Game.New(setup)
	return judged{State: st, moves: new(int)}, err
}

func (j judged) Play(m rules.Move) error { *j.moves++; return j.State.Play(m) }

func (j judged) Evaluate(out []float64) {
	for i := range out {
		out[i] = float64(*j.moves) / 1000
	}
}

func (j judged) RolloutMove(*rand.Rand, []rules.Move) rules.Move { return 0 }

func TestCourseFoldsChanceIntoTheMoveBeforeIt(t *testing.T) {
	m, err := NewMatch(testgames.Brigade, rules.Setup{Players: 2, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	playOut(t, m, 3)
	m.Game = judgedGame{testgames.Brigade}
	course, err := m.Course()
	if err != nil {
		t.Fatal(err)
	}
	var want []float64 // the moves played when each standing is taken: after a run of draws, not inside it
	chance := 0
	for i, p := range m.History {
		if p.Seat == rules.Chance {
			chance++
		}
		if i+1 == len(m.History) || m.History[i+1].Seat != rules.Chance {
			want = append(want, float64(i+1)/1000)
		}
	}
	if chance == 0 {
		t.Fatal("this Bucket Brigade game drew nothing: the test needs chance")
	}
	if m.History[0].Seat != rules.Chance {
		want = append([]float64{0}, want...) // the start, before any move
	}
	if len(course) != len(want) {
		t.Fatalf("%d standings, want %d", len(course), len(want))
	}
	for i, row := range course[:len(course)-1] { // the last is the reward
		if row[0] != want[i] {
			t.Fatalf("standing %d taken after %v moves, want %v: chance must fold into the move before it", i, row[0]*1000, want[i]*1000)
		}
	}
}
