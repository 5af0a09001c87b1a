package tutorial

import (
	"strings"
	"testing"

	"embers/rules"
	"embers/rules/testgames"
)

// brigadeScript teaches with the fire die forced: the first step's setup
// forces a six (calm), the second watches the die show 2 after the
// learner's move (and Blue's pass in the window that opens).
const brigadeScript = `
game = "brigade"
title = "Learn Bucket Brigade"
learner = 0
players = 2

[[step]]
id = "douse"
title = "Douse a house"
text = "The die showed a six: the fire is calm. Douse house 3."
setup = { seed = 1, moves = ["die 6"] }
highlight = ["house:3"]
expect = ["douse 3"]

[[step]]
id = "die"
title = "The fire die"
text = "Blue draws. Then the die shows 2, Blue keeps the shield, and house 2 burns hotter."
watch = ["die 6", "draw", "die 2", "pass"]

[[step]]
id = "look"
title = "Look"
text = "House 2 burns at 2 now."
highlight = ["house:2"]
`

func TestTutorialForcesTheDie(t *testing.T) {
	text := brigadeScript
	sc, err := Parse([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := sc.Check(testgames.Brigade); err != nil {
		t.Fatal(err)
	}
	p, err := sc.Start(2)
	if err != nil {
		t.Fatal(err)
	}
	s, err := sc.Session(testgames.Brigade, p)
	if err != nil {
		t.Fatal(err)
	}
	h := s.Match.History
	if die := h[len(h)-2]; die.Notation != "die 2" || die.Seat != rules.Chance || !strings.Contains(s.Match.State.Dump(), "fire [0 2 1 1 0]") {
		t.Fatalf("after the watched die: %+v\n%s", die, s.Match.State.Dump())
	}
	// A learner's move where chance is to move is refused with what to do.
	bad := strings.Replace(text, `watch = ["die 6", "draw", "die 2", "pass"]`, `watch = ["die 6", "draw"]`, 1)
	bad = strings.Replace(bad, "[[step]]\nid = \"look\"", "[[step]]\nid = \"look\"\nexpect = [\"douse 2\"]", 1)
	sc, _ = Parse([]byte(bad))
	if _, err := sc.Check(testgames.Brigade); err == nil || !strings.Contains(err.Error(), "chance is to move there") {
		t.Fatalf("an expected move at chance: %v", err)
	}
	// An outcome that cannot be is refused by the check.
	sc, _ = Parse([]byte(strings.Replace(text, `"die 2", "pass"]`, `"die 7", "pass"]`, 1)))
	if _, err := sc.Check(testgames.Brigade); err == nil || !strings.Contains(err.Error(), `"die 7" cannot be read`) {
		t.Fatalf("die 7: %v", err)
	}
}
