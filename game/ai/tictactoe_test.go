package ai

import (
	"testing"

	"embers/rules"
	"embers/rules/testgames"
)

func tttPosition(t *testing.T, rows string) *testgames.TTTState {
	t.Helper()
	s, err := testgames.NewTTT(rows)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestTakesImmediateWin(t *testing.T) {
	for _, c := range []struct{ rows, want string }{
		{"XX./OO./...", "c1"}, // X to move: the top row, not the block at c2
		{"OO./XX./X..", "c1"}, // O to move: the win beats blocking X at c2
		{"X.O/XO./...", "a3"}, // X to move: the left column
		{"O.X/OX./.X.", "a3"}, // O to move: the left column, though X has two threats
	} {
		s := tttPosition(t, c.rows)
		for _, l := range []Level{Medium, Hard} {
			d := New(l, 3).Choose(s, s.ToMove())
			if got := s.FormatMove(d.Move); got != c.want {
				t.Errorf("%s in %s (%s to move): played %s, want the win %s", l, c.rows, s.SeatLabel(s.ToMove()), got, c.want)
			}
			if d.Value < 0.9 {
				t.Errorf("%s in %s: value %v for a won position, want ≥ 0.9", l, c.rows, d.Value)
			}
		}
	}
}

func TestBlocksImmediateLoss(t *testing.T) {
	for _, c := range []struct{ rows, want string }{
		{"XX./.O./...", "c1"}, // O must block the top row
		{"X../XO./...", "a3"}, // O must block the left column
		{"O../.X./X..", "c1"}, // O must block X's rising diagonal
		{"OO./X../X..", "c1"}, // X must block the top row (the left column is O's)
	} {
		s := tttPosition(t, c.rows)
		for seed := uint64(1); seed <= 5; seed++ {
			d := New(Hard, seed).Choose(s, s.ToMove())
			if got := s.FormatMove(d.Move); got != c.want {
				t.Errorf("hard (seed %d) in %s: played %s, want the block %s", seed, c.rows, got, c.want)
			}
		}
	}
}

// playTTT plays one game and returns the result.
func playTTT(t *testing.T, x, o *Player) rules.Result {
	t.Helper()
	s, _ := testgames.TicTacToe.New(rules.Setup{Players: 2})
	players := []*Player{x, o}
	for s.ToMove() != rules.NoSeat {
		seat := s.ToMove()
		if err := s.Play(players[seat].Choose(s, seat).Move); err != nil {
			t.Fatal(err)
		}
	}
	return s.Result()
}

// duel plays games between a and b, alternating who starts, and returns a's
// wins, draws and losses.
func duel(t *testing.T, a, b *Player, games int) (wins, draws, losses int) {
	for i := range games {
		seatA := rules.Seat(i % 2)
		var r rules.Result
		if seatA == 0 {
			r = playTTT(t, a, b)
		} else {
			r = playTTT(t, b, a)
		}
		switch {
		case len(r.Winners) == 2:
			draws++
		case r.Won(seatA):
			wins++
		default:
			losses++
		}
	}
	return
}

func TestHardNeverLosesToRandom(t *testing.T) {
	games := 200
	if testing.Short() {
		games = 40
	}
	w, d, l := duel(t, New(Hard, 11), New(Random, 12), games)
	t.Logf("hard vs random over %d games: %d wins, %d draws, %d losses", games, w, d, l)
	if l > 0 {
		t.Errorf("hard lost %d of %d games to random", l, games)
	}
	if w < games*3/4 {
		t.Errorf("hard won only %d of %d games against random", w, games)
	}
}

func TestMediumBeatsRandomWidely(t *testing.T) {
	w, d, l := duel(t, New(Medium, 21), New(Random, 22), 100)
	t.Logf("medium vs random over 100 games: %d wins, %d draws, %d losses", w, d, l)
	if w < 75 || l > 3 {
		t.Errorf("medium vs random: %d wins, %d losses; want ≥ 75 wins and ≤ 3 losses", w, l)
	}
}

func TestEasyIsBeatableButBeatsRandom(t *testing.T) {
	w, _, l := duel(t, New(Easy, 31), New(Random, 32), 100)
	hw, _, hl := duel(t, New(Hard, 33), New(Easy, 34), 100)
	t.Logf("easy vs random: %d wins %d losses; hard vs easy: %d wins %d losses", w, l, hw, hl)
	if w < 55 || w <= l*3 {
		t.Errorf("easy vs random: %d wins, %d losses; want a clear edge", w, l)
	}
	if hl > 0 || hw < 3 {
		t.Errorf("hard vs easy: %d wins, %d losses; hard should win some and never lose", hw, hl)
	}
}
