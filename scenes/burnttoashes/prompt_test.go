package burnttoashes

import (
	"strings"
	"testing"

	"embers/rules"
	ba "embers/rules/burnttoashes"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// The mouse's tip over a button adds to the button's words what the click
// does, or says nothing: never the label again in small letters ("offer
// 1 gold" over "Lay 1 gold", "stand with your offering" over "Stand"), as
// it is drawn over the prompt.
func TestButtonTipsAddToTheLabel(t *testing.T) {
	s := offeringSession(t)
	_, sc, b := turnScene(t, s)
	defer sc.Close()
	bs := b.allButtons(b.Pick.Turn)
	if len(bs) < 2 {
		t.Fatalf("an offering turn shows %d buttons, want the lay button and Stand", len(bs))
	}
	for _, bt := range bs {
		if bt.Hint != "" && echoes(bt.Hint, bt.Label) || strings.EqualFold(bt.Hint, b.MoveLabel(bt.Move)) {
			t.Errorf("the tip %q over %q says its words again", bt.Hint, bt.Label)
		}
		if bt.Hint == "" {
			t.Errorf("the tip over %q says nothing of what it does", bt.Label)
		}
	}
	for _, c := range []struct{ tip, label string }{
		{"stand with your offering", "Stand"}, {"offer 1 gold", "Offer 1 gold"}, {"end your buy turn", "End your buy turn"},
	} {
		if !echoes(c.tip, c.label) {
			t.Errorf("%q over %q is taken for news", c.tip, c.label)
		}
	}
	if echoes("Play no follower", "Pass") || echoes("Keeps your gold for the buy phase", "Stand") {
		t.Error("a tip that says what the click does is taken for an echo")
	}
}

// A follower played from the hand that needs a second click: once the
// hand is clicked the prompt says what the next click is for (the
// Moneylender's two clicks had the same prompt before and after the
// first), and so does the regent's layout after the first red space.
func TestPromptFollowsTheSecondClick(t *testing.T) {
	s := offeringSession(t)
	_, sc, b := turnScene(t, s)
	defer sc.Close()
	v := s.Match.State.(*ba.State)
	moves := func(texts ...string) []rules.Move {
		var out []rules.Move
		for _, text := range texts {
			m, err := v.ParseMove(text)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, m)
		}
		return out
	}
	turn := &kit.Turn{View: v, Legal: moves("lender", "end")}
	before, _ := b.prompt(turn)
	b.pick.Choose("hand:followers")
	title, help := b.prompt(turn)
	if title == before || !strings.Contains(title, "Moneylender") || !strings.Contains(help, "discard pile") {
		t.Errorf("the Moneylender chosen, the prompt reads %q, %q (before: %q)", title, help, before)
	}
	fits(t, help)
	turn.Legal = moves("lender", "merchant a1 b2", "end")
	title, help = b.prompt(turn)
	if title != "Play a follower" || !strings.Contains(help, "Moneylender") || !strings.Contains(help, "Merchant") {
		t.Errorf("two followers that go on, the prompt reads %q, %q", title, help)
	}
	fits(t, help)
	b.pick.Choose("hand:followers", "a1")
	if _, help := b.prompt(turn); !strings.Contains(help, "other province") {
		t.Errorf("the Merchant's first province chosen, the prompt reads %q", help)
	}
	b.pick.Choose()
	// The Decoy's window: it is played on a province, not on the followers
	// (the prompt said "Click your followers", and a click there was refused).
	turn.Legal = moves("pass", "decoy a1")
	if _, help := b.prompt(turn); !strings.Contains(help, "Decoy") || !strings.Contains(help, "province") {
		t.Errorf("the Decoy's window reads %q", help)
	} else {
		fits(t, help)
	}
	// A window says what its follower does (the prompt said only "Click
	// your followers to play one now, or pass").
	for text, who := range map[string]string{"abbot": "Abbot", "sage": "Sage", "hero": "Hero", "vassal": "Vassal"} {
		turn.Legal = moves("pass", text)
		if _, help := b.prompt(turn); !strings.Contains(help, who+" (") {
			t.Errorf("the %s's window reads %q", who, help)
		} else {
			fits(t, help)
		}
	}
	turn.Legal = moves("layout ab", "layout ac", "layout bc")
	first, _ := b.prompt(turn)
	b.pick.Choose("space:a")
	if title, help := b.prompt(turn); title != first || !strings.Contains(help, "last red tile") {
		t.Errorf("the first red space chosen, the prompt reads %q, %q", title, help)
	}
}

// fits fails t when the prompt's help runs past the controls.
func fits(t *testing.T, help string) {
	t.Helper()
	if w, _ := ui.Measure(help, ui.Face{Size: 14}); w > kit.ControlsRect.W-12 {
		t.Errorf("the prompt %q runs %.0f wide, past the controls' %.0f", help, w, kit.ControlsRect.W-12)
	}
}
