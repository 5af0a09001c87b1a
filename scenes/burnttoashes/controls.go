package burnttoashes

import (
	"slices"

	"embers/rules"
	"embers/scenes/play"
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
func buttonRect(p rules.Place) (play.Rect, bool) {
	slot := 0
	switch p {
	case "button:power", "button:stop":
		slot = 1
	case "button:crown":
		return play.Control(6, 58, 80, 32), true
	}
	for _, k := range buttonKeys {
		if k.place == p {
			return play.Control(-float64(slot+1)*172, 58, 164, 32), true
		}
	}
	return play.Rect{}, false
}

// buttons are the turn's legal moves that name a button place.
func (b *Board) buttons(t *play.Turn) []play.Button {
	var out []play.Button
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
		out = append(out, play.Button{Rect: r, Label: label, Face: play.FitFace(ui.Face{Style: ui.Bold, Size: 15}, label, r.W-12),
			Keys: keys, Move: m, Hint: b.ClickHint(m), Hide: true})
	}
	return out
}

// allButtons are the button places' buttons and, while the person may
// offer, the one that lays the stepper's amount.
func (b *Board) allButtons(t *play.Turn) []play.Button {
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
func (b *Board) DrawControls(c *ui.Canvas, t *play.Turn, r play.Rect) {
	b.DrawButtons(c, t, b.allButtons(t))
	b.drawStepper(c, t)
	b.drawSuggestion(c, t)
	title, help := b.prompt(t)
	play.DrawPrompt(c, r, title, help)
}
