package scenes

import (
	"embers/rules"
	"embers/scenes/ui"
)

// The new-game screen offers each of the game's options (rules.Info.Options)
// on its own: an on/off option as a toggle, an option with values as a
// stepper, in one row beside the training toggle. The choices make the
// setup's variant in canonical form (rules.FormatVariant); the game's New
// refuses a combination it does not offer, and the screen says why.

// optionAbout ties an option widget to the words that explain it.
type optionAbout struct {
	w    ui.Widget
	text func() string
}

// optionRowMax is how many widgets the row holds: three options and
// training. No game of the five offers more.
const optionRowMax = 4

func (n *NewGame) addOptions(f *ui.Form, info rules.Info) {
	fitOptions(n.plan[n.game].Game, n.players, n.opts)
	y := n.optionsY() + 4
	n.about = n.about[:0]
	k := min(len(info.Options), optionRowMax-1) + 1
	w := (ngW - 32 - 14*float64(k-1)) / float64(k)
	at := func(i int) ui.Rect { return ui.Rect{X: ngX + 16 + float64(i)*(w+14), Y: y, W: w, H: 44} }
	for i, o := range info.Options[:k-1] {
		f.Add(n.optionWidget(o, at(i)))
	}
	// training: unlimited undo, hints always at hand, slower computer moves
	train, label := ui.Rect{X: ngX + 240, Y: y, W: 540, H: 44}, "Training: undo anything, hints, slower AI"
	switch {
	case k == 2:
		train, label = at(1), "Training (undo, hints)"
	case k > 2:
		train, label = at(k-1), "Training"
	}
	t := &ui.Toggle{Rect: train, Label: label, On: n.train, OnChange: func(on bool) { n.train = on }}
	f.Add(t)
	n.about = append(n.about, optionAbout{t, func() string {
		return "Training: undo anything, hints whenever you like, and the computer moves more slowly."
	}})
}

// fitOptions moves the options the game's New refuses at this player
// count to the first values it accepts, so the screen never offers a game
// that cannot start: Crown of Ash alone is played against its AI deck (the
// default, none, is refused at one player, so a level is chosen), and four
// players leave the deck out again. The game decides; the screen only asks.
func fitOptions(g rules.Game, players int, opts rules.Options) {
	info := g.Info()
	accepted := func() bool {
		_, err := g.New(rules.Setup{Players: players, Variant: rules.FormatVariant(info, opts)})
		return err == nil
	}
	if accepted() {
		return
	}
	for _, o := range info.Options {
		if len(o.Values) == 0 {
			continue
		}
		was, had := opts[o.ID]
		for i, c := range o.Values {
			delete(opts, o.ID)
			if i > 0 { // the first value is the default, left out of the variant
				opts[o.ID] = c.ID
			}
			if accepted() {
				return
			}
		}
		delete(opts, o.ID)
		if had {
			opts[o.ID] = was
		}
	}
}

// optionWidget is one option's toggle or stepper.
func (n *NewGame) optionWidget(o rules.Option, r ui.Rect) ui.Widget {
	if len(o.Values) == 0 {
		t := &ui.Toggle{Rect: r, Label: o.Name, On: n.opts.On(o.ID), OnChange: func(on bool) {
			delete(n.opts, o.ID)
			if on {
				n.opts[o.ID] = "on"
			}
		}}
		n.about = append(n.about, optionAbout{t, func() string { return o.Name + ": " + o.About + "." }})
		return t
	}
	names := make([]string, len(o.Values))
	index := 0
	for i, c := range o.Values {
		names[i] = c.Name
		if c.ID == n.opts.Value(o.ID, o.Values[0].ID) {
			index = i
		}
	}
	st := &ui.Stepper{Rect: r, Label: o.Name, Options: names, Index: index, ValueW: r.W * 0.55, OnChange: func(i int) {
		delete(n.opts, o.ID)
		if i > 0 { // the first value is the default, left out of the variant
			n.opts[o.ID] = o.Values[i].ID
		}
	}}
	n.about = append(n.about, optionAbout{st, func() string {
		c := o.Values[st.Index]
		return o.Name + ", " + c.Name + ": " + c.About + " (" + o.About + ")."
	}})
	return st
}

// optionAbout is what the option under the mouse or the focus means, or "".
func (n *NewGame) optionAbout() string {
	for _, a := range n.about {
		if n.form.Focused() == a.w || n.form.Hovered() == a.w {
			return a.text()
		}
	}
	return ""
}
