package kit

import (
	"image/color"
	"math"
	"strings"

	"embers/rules"
	"embers/scenes/ui"
)

// Pick is a person's choice in progress on a board: what the thing under
// the mouse would do (Hint) or is (Info), and why a move the person tried
// is refused (Why). The rules' reason is given only for a move tried — a
// click, or Enter on the keyboard's place — so pointing at a target never
// shows a red refusal: hovering one the rules refuse gives a quiet note
// (Quiet) at most. A Chooser (Menu) opens where several moves share one
// target.
type Pick struct {
	Turn   *Turn // the turn the board's sorted targets belong to
	MX, MY float64
	Why    string   // the rules' reason for the move tried, with its rule
	Hint   string   // what a click on the thing under the mouse would do
	Info   string   // what the thing under the mouse is
	Quiet  string   // the target under the mouse is refused: a quiet note
	Menu   *Chooser // the open chooser, or nil
	whyAt  [2]float64
	// restAt is where the pointer rested when the turn began, and resting
	// whether it is still there: the square a person just clicked is
	// usually refused in the turn after (a servant stands on it now), and
	// its quiet note would sit over the buttons the new turn opens beside
	// it. No quiet note is given until the pointer moves.
	restAt  [2]float64
	resting bool
}

// Reset forgets the choice in progress.
func (p *Pick) Reset() { *p = Pick{} }

// Begin starts a frame of the person's input at the (possibly keyboard
// steered) pointer in. It reports whether t is a new turn, for which the
// board sorts its targets afresh. A refusal stays while the pointer rests
// where it was given, so the mouse can read it.
func (p *Pick) Begin(t *Turn, in *ui.Input) (fresh bool) {
	fresh = p.Turn != t
	if fresh {
		p.Reset()
		p.Turn = t
		p.restAt, p.resting = [2]float64{in.MouseX, in.MouseY}, true
	}
	p.MX, p.MY = in.MouseX, in.MouseY
	if p.resting && p.movedFrom(p.restAt) {
		p.resting = false
	}
	p.Hint, p.Info, p.Quiet = "", "", ""
	if p.movedFrom(p.whyAt) {
		p.Why = ""
	}
	return fresh
}

// movedFrom reports whether the pointer is more than a tremor (6 points)
// away from at.
func (p *Pick) movedFrom(at [2]float64) bool {
	return math.Abs(p.MX-at[0])+math.Abs(p.MY-at[1]) > 6
}

// Try offers move m for the thing under the pointer: a legal move is
// played on a click (hint says what the click would do); one the rules
// refuse is explained after a click, and noted quietly on hover.
func (p *Pick) Try(t *Turn, m rules.Move, hint string, click bool) (rules.Move, bool) {
	if t.IsLegal(m) {
		p.Hint = hint
		return m, click
	}
	if im := t.Explain(m); im != nil {
		p.Refuse(Reason(im), click)
	}
	return 0, false
}

// Refuse says why the thing under the pointer cannot be used: the reason
// on a click, a quiet note on hover.
func (p *Pick) Refuse(why string, click bool) {
	if why == "" { // the rules say nothing of it: a click still gets an answer
		if !click {
			return
		}
		why = NothingHere
	}
	if click {
		p.Why, p.whyAt = why, [2]float64{p.MX, p.MY}
		return
	}
	if p.resting {
		return
	}
	p.Quiet = "Not open to you now: click to see why"
}

// NothingHere is the answer to a click on something that does nothing now
// and of which the rules say nothing more.
const NothingHere = "Nothing to do there now: the lit places and buttons are what you can do"

// Clear drops the hint, note and refusal (the person backed out).
func (p *Pick) Clear() { p.Why, p.Hint, p.Info, p.Quiet, p.Menu = "", "", "", "", nil }

// Reason is the rules' explanation as a person reads it: capitalised (but
// not a place name like "d4") and with its rule section.
func Reason(im *rules.IllegalMove) string {
	s := im.Reason
	if len(s) > 1 && s[0] >= 'a' && s[0] <= 'z' && s[1] >= 'a' {
		s = string(s[0]-'a'+'A') + s[1:]
	}
	if im.Rule != "" {
		s += " (rule " + im.Rule + ")"
	}
	return s
}

// WhyNot is the refusal shown now, split into the rules' reason and its
// section ("" when none is shown), so the play scene can link it to the
// rules reference.
func (k *Kit) WhyNot() (reason, rule string) {
	why := k.Pick.Why
	if i := strings.LastIndex(why, " (rule "); i >= 0 && strings.HasSuffix(why, ")") {
		return why[:i], why[i+len(" (rule ") : len(why)-1]
	}
	return why, ""
}

// The colours of what a pick says beside the mouse.
var (
	WhyColour   = color.RGBA{255, 150, 120, 255}
	TipColour   = color.RGBA{240, 222, 190, 255}
	QuietColour = color.RGBA{178, 164, 148, 255}
)

// QuietNote is the quiet note on the refused target under the mouse ("":
// none), for a board whose own tip at the mouse says more of that target
// (a port's value and region): the board writes the note in its tip, and
// the kit draws no second tip with it this frame. A refusal after a click
// (Pick.Why) is still the kit's to show.
func (k *Kit) QuietNote() string {
	if k.Pick.Quiet == "" || k.Pick.Why != "" {
		return ""
	}
	k.quietTold = true
	return k.Pick.Quiet
}

// DrawTips writes beside the mouse the refusal, else what the thing under
// it is, else (with hints) what a click would do, else the quiet note
// (unless the board's own tip told it: quietTold).
func (p *Pick) DrawTips(c *ui.Canvas, hints, quietTold bool) {
	switch {
	case p.Why != "":
		Tooltip(c, p.MX, p.MY, p.Why, WhyColour)
	case p.Menu != nil:
	case p.Info != "":
		Tooltip(c, p.MX, p.MY, p.Info, TipColour)
	case p.Hint != "" && hints:
		Tooltip(c, p.MX, p.MY, p.Hint, TipColour)
	case p.Quiet != "" && !quietTold:
		Tooltip(c, p.MX, p.MY, p.Quiet, QuietColour)
	}
}

// Choices are the options of a chooser for legal moves, labelled by
// describe.
func Choices(moves []rules.Move, describe func(rules.Move) string) []Option {
	var opts []Option
	for _, m := range moves {
		opts = append(opts, Option{Label: describe(m), Move: m})
	}
	return opts
}
