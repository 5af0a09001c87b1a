package games

import (
	"strings"
	"testing"

	"embers/rules/testgames"
)

// A shelf filled by hand: test games stand in for built ones.
func testShelf() *shelf {
	s := &shelf{}
	s.plan("later", "Later Game", "Comes later.")
	s.add(testgames.TicTacToe, "Three in a row.")
	s.plan("bids", "Bids", "Planned, then built.")
	s.add(testgames.Bids, "Sealed bids.")
	return s
}

func TestShelfListsBuiltGamesThenTheComingOnes(t *testing.T) {
	var got []string
	for _, p := range testShelf().menu() {
		got = append(got, p.ID+":"+p.About)
	}
	want := "bids:Sealed bids. tictactoe:Three in a row. later:Comes later."
	if strings.Join(got, " ") != want {
		t.Fatalf("menu %q, want %q (a planned game once built shows once, as built)", strings.Join(got, " "), want)
	}
	if all := testShelf().all(); len(all) != 2 || all[0] != testgames.Bids {
		t.Fatalf("all = %v, want the two built games, Bids first", all)
	}
}

// The five games keep DESIGN.md's order however they register.
func TestShelfKeepsTheFiveGamesInTheirOrder(t *testing.T) {
	s := &shelf{}
	s.plan("burnttoashes", "Burnt to Ashes", "")
	s.add(testgames.Bids, "Sealed bids.")
	s.plan("fireaxe", "Fire & Axe", "")
	s.plan("crownofash", "Crown of Ash", "")
	var got []string
	for _, p := range s.menu() {
		got = append(got, p.ID)
	}
	if want := "bids crownofash fireaxe burnttoashes"; strings.Join(got, " ") != want {
		t.Fatalf("menu %q, want %q", strings.Join(got, " "), want)
	}
	if byMenuOrder(Planned{ID: "trekronor", Name: "Tre Kronor"}, Planned{ID: "cronberg", Name: "Cronberg"}) >= 0 {
		t.Fatal("Tre Kronor must come before Cronberg, as on DESIGN.md's table")
	}
}

func TestShelfLookupSaysWhatIsPlayable(t *testing.T) {
	s := testShelf()
	if g, err := s.lookup("tictactoe"); err != nil || g != testgames.TicTacToe {
		t.Fatalf("lookup tictactoe = %v, %v", g, err)
	}
	cases := map[string]string{
		"later": `game "later" (Later Game) is not built yet; playable now: bids, tictactoe`,
		"chess": `unknown game "chess"; playable games: bids, tictactoe`,
	}
	for id, want := range cases {
		if _, err := s.lookup(id); err == nil || err.Error() != want {
			t.Errorf("lookup %s: %v, want %q", id, err, want)
		}
	}
	if _, err := (&shelf{}).lookup("chess"); err == nil || !strings.Contains(err.Error(), "is scenes/catalog imported?") {
		t.Errorf("an empty shelf says %v, want a pointer to the missing import", err)
	}
}

func TestShelfRefusesAGameRegisteredTwice(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Fatal("a second Tic-tac-toe was registered")
		}
	}()
	testShelf().add(testgames.TicTacToe, "again")
}
