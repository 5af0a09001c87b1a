package games_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"embers/rules"
	"embers/rules/games"
)

// maxMoveError is the longest refusal ParseMove may give: the game's list
// of move forms (Burnt to Ashes' is the longest, about 430 bytes) and a
// 60-character excerpt of the input with its length.
const maxMoveError = 700

// TestBadNotationQuotesAnExcerpt: whatever is typed or read from a save,
// every game's ParseMove refuses it in a bounded message, quoting at most a
// marked excerpt of the input (issue 37: a 50 MB move gave a 105 MB error).
// The inputs are legal moves of positions along a random game with a long
// word (64 KiB) after it, in place of its last word, and alone; and a
// megabyte alone.
func TestBadNotationQuotesAnExcerpt(t *testing.T) {
	long := strings.Repeat("x", 1<<16)
	for _, g := range games.All() {
		info := g.Info()
		st, err := g.New(rules.Setup{Players: max(info.MinPlayers, 2), Seed: 5})
		if err != nil {
			t.Fatalf("%s: %v", info.ID, err)
		}
		rng := rand.New(rand.NewPCG(5, 37))
		tried := 0
		for ply := 0; ply < 60 && !st.Result().Over; ply++ {
			legal := st.Legal(nil)
			sample := legal[:min(len(legal), 6)] // six moves of the first position and every tenth after it (a game may be shorter than ten moves)
			if ply%10 != 0 {
				sample = nil
			}
			for _, m := range sample {
				text := st.FormatMove(m)
				f := strings.Fields(text)
				for _, in := range []string{text + " " + long, f[0] + " " + long, strings.Join(append(f[:len(f)-1:len(f)-1], long), " "), long + " " + text} {
					tried++
					if _, err := st.ParseMove(in); err != nil && len(err.Error()) > maxMoveError {
						t.Fatalf("%s: %.40q… gives a refusal of %d bytes: %.300s", info.ID, in, len(err.Error()), err)
					}
				}
			}
			var m rules.Move
			if st.ToMove() == rules.Chance {
				m = st.(rules.Chancer).Roll()
			} else {
				m = legal[rng.IntN(len(legal))]
			}
			if err := st.Play(m); err != nil {
				t.Fatalf("%s: %v", info.ID, err)
			}
		}
		huge := strings.Repeat("x", 1<<20)
		if _, err := st.ParseMove(huge); err == nil || !strings.Contains(err.Error(), "(1048576 characters)") {
			t.Errorf("%s: a megabyte of x is refused without its length: %.300v", info.ID, err)
		}
		if tried == 0 {
			t.Errorf("%s: no move was tried", info.ID)
		}
		t.Logf("%s: %d bad moves refused in at most %d bytes", info.ID, tried, maxMoveError)
	}
}
