package burnttoashes

import (
	"slices"
	"strings"

	"embers/rules"
	ba "embers/rules/burnttoashes"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// buttonKeys are the rules' button places in the order their buttons
// stand from the right of the controls, with the key that presses each.
var buttonKeys = []struct {
	place rules.Place
	keys  string
}{
	{"button:pass", "pP"}, {"button:stand", "sS"}, {"button:end", "eE"}, {"button:draw", "dD"},
	{"button:on", "oO"}, {"button:power", "wW"}, {"button:stop", "xX"}, {"button:crown", ""},
}

// shortLabels name the buttons (the hint under the mouse says more).
var shortLabels = map[rules.Place]string{
	"button:pass": "Pass", "button:stand": "Stand", "button:end": "End my turn", "button:draw": "Turn a card",
	"button:power": "Spend a power", "button:stop": "Stop: a draw", "button:on": "Fight on",
}

// buttonRect is where the button of place p stands (crowning takes one
// small button per seat, see buttons).
func buttonRect(p rules.Place) (kit.Rect, bool) {
	slot := 0
	switch p {
	case "button:power", "button:stop":
		slot = 1
	case "button:crown":
		return kit.Control(6, 58, 80, 32), true
	}
	for _, k := range buttonKeys {
		if k.place == p {
			return kit.Control(-float64(slot+1)*172, 58, 164, 32), true
		}
	}
	return kit.Rect{}, false
}

// buttons are the turn's legal moves that name a button place.
func (b *Board) buttons(t *kit.Turn) []kit.Button {
	var out []kit.Button
	crowns := 0
	for _, m := range t.Legal {
		ps := b.Placer.MovePlaces(m)
		if len(ps) != 1 {
			continue
		}
		i := slices.IndexFunc(buttonKeys, func(k struct {
			place rules.Place
			keys  string
		}) bool {
			return k.place == ps[0]
		})
		if i < 0 {
			continue
		}
		r, _ := buttonRect(ps[0])
		keys := buttonKeys[i].keys
		if ps[0] == "button:crown" {
			r.X += float64(crowns) * 86
			crowns++
			keys = string(rune('0' + crowns))
		}
		label := b.MoveLabel(m)
		if short, ok := shortLabels[ps[0]]; ok {
			label = short
		}
		out = append(out, kit.Button{Rect: r, Label: label, Face: kit.FitFace(ui.Face{Style: ui.Bold, Size: 15}, label, r.W-12),
			Keys: keys, Move: m, Hint: b.buttonTip(t, m, label), Hide: true})
	}
	return out
}

// buttonTip is what the mouse resting on a button adds to its label: what
// the click does beyond the label's words (the rules' WhyMove), or nothing
// when that would only say the label again in small letters: the tip is
// drawn over the prompt, and an echo hides it for nothing.
func (b *Board) buttonTip(t *kit.Turn, m rules.Move, label string) string {
	v, ok := t.View.(*ba.State)
	if !ok {
		return ""
	}
	why := rules.Names(v.WhyMove(m), b.Names())
	switch ba.KindOf(m) {
	case ba.KindEnd:
		return "Gold left in your hand is lost when the phase ends"
	case ba.KindDraw:
		return "Three knights, or swords with a sword, win"
	case ba.KindPower:
		return "Two dragon cards leave this fight; the power is spent"
	case ba.KindOn:
		return "No draw: on until the knight wins or falls"
	case ba.KindOffer:
		return b.layTip()
	}
	if echoes(why, label) {
		return ""
	}
	return capital(why)
}

// layTip is the lay button's tip: who learns what of the cards laid
// (docs/rules "What the table is told"), short enough for one line.
func (b *Board) layTip() string {
	if b.m.Coop {
		return "Face down, and you tell the team what they hold"
	}
	return "Face down: the others see only how many cards"
}

// echoes reports whether tip says no more than label: the same words, or
// the label's words with a filler after them ("stand with your offering"
// under "Stand" says nothing new; "play no follower" under "Pass" does).
func echoes(tip, label string) bool {
	tip, label = strings.ToLower(strings.TrimSpace(tip)), strings.ToLower(strings.TrimSpace(label))
	return tip == "" || tip == label || strings.HasPrefix(tip, label+" ") || strings.HasPrefix(label, tip)
}

// capital writes s from a capital letter, as a tip begins.
func capital(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// allButtons are the button places' buttons and, while the person may
// offer, the one that lays the stepper's amount.
func (b *Board) allButtons(t *kit.Turn) []kit.Button {
	bs := b.buttons(t)
	if lay, ok := b.layButton(t); ok {
		bs = append(bs, lay)
	}
	if claim, ok := b.claimButton(t); ok {
		bs = append(bs, claim)
	}
	return bs
}

// DrawControls paints the prompt and buttons of the person's turn.
func (b *Board) DrawControls(c *ui.Canvas, t *kit.Turn, r kit.Rect) {
	b.DrawButtons(c, t, b.allButtons(t))
	b.drawStepper(c, t)
	b.drawSuggestion(c, t)
	title, help := b.prompt(t)
	kit.DrawPrompt(c, r, title, help)
}
