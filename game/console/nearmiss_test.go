package console

import (
	"io"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"embers/game"
	"embers/rules"

	_ "embers/rules/burnttoashes"
	_ "embers/rules/cronberg"
	_ "embers/rules/crownofash"
	_ "embers/rules/fireaxe"
)

// fiveGames are the games Embers ships, with a player count each.
var fiveGames = []struct {
	id      string
	players int
}{{"trekronor", 3}, {"cronberg", 2}, {"crownofash", 2}, {"fireaxe", 2}, {"burnttoashes", 2}}

// nearMisses are the lines that differ from text by one character: each
// character left out, changed, or one added, from a sample of characters
// (a letter, a digit, a space, a dot, a slash).
func nearMisses(text string) []string {
	const alphabet = "x1 ./"
	var out []string
	for i := range len(text) + 1 {
		for _, c := range alphabet {
			out = append(out, text[:i]+string(c)+text[i:])
			if i < len(text) {
				out = append(out, text[:i]+string(c)+text[i+1:])
			}
		}
		if i < len(text) {
			out = append(out, text[:i]+text[i+1:])
		}
	}
	return out
}

// positions plays a random game of id and returns its states at a few
// points along it: the start, early, the middle game.
func positions(t *testing.T, g rules.Game, players int) []rules.State {
	t.Helper()
	st, err := g.New(rules.Setup{Players: players, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(3, 37))
	var out []rules.State
	for ply := 0; ply <= 60 && !st.Result().Over; ply++ {
		if ply == 0 || ply == 12 || ply == 60 {
			out = append(out, st.Clone())
		}
		var m rules.Move
		if st.ToMove() == rules.Chance {
			m = st.(rules.Chancer).Roll()
		} else {
			l := st.Legal(nil)
			m = l[rng.IntN(len(l))]
		}
		if err := st.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// TestNoMoveOrNearMissWritesAFile: no line that legal lists, nor any line
// one character away from one, writes a file, in any of the five games at
// three points of a game; nor do the lines issue 37 found writing one
// (Tre Kronor's "save A4", "save A1 A2", "save A1 stak"; "save B2"
// elsewhere).
func TestNoMoveOrNearMissWritesAFile(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	env := testEnv()
	found := []string{"save A4", "save A1 A2", "save A1 stak", "save A1", "save B2", ":save B2", "save", "save .json/"}
	lines := 0
	for _, gg := range fiveGames {
		g, err := env.Lookup(gg.id)
		if err != nil {
			t.Fatal(err)
		}
		for _, st := range positions(t, g, gg.players) {
			legal := st.Legal(nil)
			stride := max(1, len(legal)/40) // at most about 40 moves of a position
			texts := append([]string(nil), found...)
			for i := 0; i < len(legal); i += stride {
				text := st.FormatMove(legal[i])
				texts = append(texts, text)
				texts = append(texts, nearMisses(text)...)
			}
			for _, line := range texts {
				c := &console{m: &game.Match{Game: g, Setup: st.Setup(), State: st.Clone(), Seats: make([]game.SeatInfo, gg.players)},
					out: io.Discard, lookup: env.Lookup, aiLevel: "random"}
				c.command(strings.TrimSpace(line))
				lines++
				if entries, _ := os.ReadDir(dir); len(entries) > 0 {
					t.Fatalf("%s: the line %q wrote %s", gg.id, line, entries[0].Name())
				}
			}
		}
	}
	t.Logf("%d lines, no file written", lines)
}

// TestAMegabyteLineGetsAShortAnswer: a line of 1 MiB, as a bare word, after
// each command's word and after a move's first word, is answered in at most
// a few hundred bytes in every game (issue 37: a 2 MiB reply).
func TestAMegabyteLineGetsAShortAnswer(t *testing.T) {
	for _, gg := range fiveGames {
		for _, pre := range []string{"", ":", "save ", ":save ", "look ", "load ", "new ", "new 2 ", "ai ", "ai random ", "view ",
			"play ", "undo ", "save A1 ", "sail ", "battle r3 ", "claim ", "token "} {
			line := pre + strings.Repeat("x", maxLine-len(pre))
			code, out, errOut := runCmd(line+"\n", "-game", gg.id, "-players", string(rune('0'+gg.players)))
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			_, reply, _ := strings.Cut(out, "Type help for the commands.\n")
			_, reply, _ = strings.Cut(reply, "\n") // after the status line
			if len(reply) > 600 || reply == "" {
				t.Errorf("%s, %q and a megabyte: a reply of %d bytes: %.700s", gg.id, pre, len(reply), reply)
			}
		}
	}
}
