package burnttoashes

import (
	"embers/rules"
	ba "embers/rules/burnttoashes"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// boardPlaces are the places a person points at on the board: provinces,
// dragon spaces, face-up followers and the keep's piles and hands.
var boardPlaces = func() []rules.Place {
	var out []rules.Place
	for p := range ba.Provinces {
		out = append(out, ba.ProvincePlace(p))
	}
	for i := range ba.Paths {
		out = append(out, ba.SpacePlace(i))
	}
	for i := range ba.DisplaySize {
		out = append(out, ba.DisplayPlace(i))
	}
	for _, p := range []rules.Place{"followers", "hand:gold", "offering", "hand:followers", "discard", "combat", "dragon"} {
		out = append(out, p)
	}
	return out
}()

// Input lets the person choose a move: a button in the controls, else a
// place on the board through the kit's picker.
func (b *Board) Input(t *kit.Turn, in *ui.Input) (rules.Move, bool) {
	in = b.keyboard(in)
	b.BeginTurn(t, in)
	if m, ok := b.autoClaim(t); ok {
		return m, true
	}
	if b.stepInput(t, in) {
		return 0, false
	}
	if m, ok, used := b.Buttons(t, in, b.allButtons(t)); used {
		if ok {
			b.claimTaken(t, m)
		}
		return m, ok
	}
	if m, ok, used := b.orderInput(t, in); used {
		return m, ok
	}
	if m, ok, used := b.ChoiceInput(in); used {
		return m, ok
	}
	if p, ok := b.PlaceAt(in.MouseX, in.MouseY, boardPlaces); ok {
		before := b.Pick.Menu
		m, ok := b.PickPlace(t, p, chooserTitle(p), in.Click)
		if mn := b.Pick.Menu; mn != nil && mn != before {
			if opts, ok := b.groupOffers(mn.Opts); ok {
				b.Pick.Menu = kit.NewChooser(mn.Title, b.Pick.MX, b.Pick.MY, opts, mn.Note, b.Area)
			}
		}
		return m, ok
	}
	if in.Click {
		b.pick.Choose()
	}
	return 0, false
}

// keyboard steps the focus between the places the person may use now
// (all of the board's while none is lit), so the arrows never stall on
// ashes; the buttons have their own keys.
func (b *Board) keyboard(in *ui.Input) *ui.Input {
	return b.Keyboard(in, false, func(dx, dy float64, first bool) (float64, float64) {
		places := b.LitPlaces(boardPlaces)
		if len(places) == 0 {
			places = boardPlaces
		}
		return b.FocusPlaces(in.MouseX, in.MouseY, places, places[0], dx, dy, first)
	})
}

// LitLook lights a place the person may use: a warm ring inside a
// province's or hand's ground (drawn under the pieces), just outside a
// card, tile or pile (drawn over their ground).
func (b *Board) LitLook(p rules.Place, _ []rules.Move) []kit.Lit {
	inset := -4.0
	if sp, _ := ba.ParsePlace(p); sp.Kind == ba.ProvinceSpot || p == "hand:gold" || p == "hand:followers" || p == "offering" {
		inset = 2
	}
	return []kit.Lit{
		{Look: kit.Look{Col: kit.LitGold, Width: 3, Inset: inset, A: 1}, Lo: 0.45},
	}
}

// DrawPick rings the keyboard's place (the kit draws the open chooser).
func (b *Board) DrawPick(c *ui.Canvas, t *kit.Turn) {
	if b.Pick.Turn != t || b.Pick.Menu != nil {
		return
	}
	b.DrawFocus(c, b.Focus.Place)
}

// chooserTitle heads the chooser a place opens: its name, short.
func chooserTitle(p rules.Place) string {
	switch sp, _ := ba.ParsePlace(p); sp.Kind {
	case ba.ProvinceSpot:
		return ba.ProvinceName(sp.Index)
	case ba.SpaceSpot:
		return "The dragon tile of " + ba.PathName(sp.Index)
	}
	if t, ok := titles[p]; ok {
		return t
	}
	return "Choose"
}

var titles = map[rules.Place]string{
	"offering": "Your offering", "hand:gold": "Your gold", "hand:followers": "Play a follower",
	"followers": "The follower deck", "discard": "The gold discard pile", "combat": "The fight", "dragon": "The dragon",
}
