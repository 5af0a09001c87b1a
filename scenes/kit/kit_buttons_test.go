package kit

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/rules"
	"embers/scenes/ui"
)

// A button plays its move by a click or its key while legal; refused, it
// is explained on a click or key; hidden, it is not there at all.
func TestButtonsPlayTheirMoveOrSayWhyNot(t *testing.T) {
	k := NewKit(panelLayers{}, nil, Rect{})
	refusal := &rules.IllegalMove{Reason: "the pile is empty", Rule: "4.2"}
	turn := &Turn{Legal: []rules.Move{7}, Explain: func(m rules.Move) *rules.IllegalMove {
		if m == 7 {
			return nil
		}
		return refusal
	}}
	buttons := []Button{
		{Rect: Control(10, 10, 50, 30), Label: "Seven", Keys: "sS", Move: 7},
		{Rect: Control(70, 10, 50, 30), Label: "Eight", Keys: "e", Move: 8, Hide: true},
		{Rect: Control(130, 10, 50, 30), Label: "Nine", Keys: "n", Move: 9, Hint: "take nine"},
	}
	at := func(b Button, click bool, runes ...rune) *ui.Input {
		x, y := b.Rect.Centre()
		in := &ui.Input{MouseX: x, MouseY: y, Click: click, Runes: runes}
		k.Pick.Begin(turn, in)
		return in
	}
	if m, ok := k.buttonKeys(turn, at(buttons[1], false, 'S'), buttons); !ok || m != 7 {
		t.Errorf("key S: %v %v, want move 7 played", m, ok)
	}
	if _, ok := k.buttonKeys(turn, at(buttons[1], false, 'e'), buttons); ok || k.Pick.Why != "" {
		t.Errorf("the key of a hidden button did something: %v, why %q", ok, k.Pick.Why)
	}
	if _, ok := k.buttonKeys(turn, at(buttons[1], false, 'n'), buttons); ok || k.Pick.Why != "The pile is empty (rule 4.2)" {
		t.Errorf("the key of a refused button: %v, why %q", ok, k.Pick.Why)
	}
	if m, ok, used := k.buttonMouse(turn, at(buttons[0], false), buttons); ok || !used || m != 7 {
		t.Errorf("hovering Seven: %v %v %v, want its move offered, not played", m, ok, used)
	}
	if m, ok, used := k.buttonMouse(turn, at(buttons[0], true), buttons); !ok || !used || m != 7 {
		t.Errorf("clicking Seven: %v %v %v", m, ok, used)
	}
	if _, ok, used := k.buttonMouse(turn, at(buttons[1], true), buttons); ok || !used || k.Pick.Why != "" || k.Pick.Quiet != "" {
		t.Errorf("clicking where a hidden button would be: %v %v, why %q", ok, used, k.Pick.Why)
	}
	if _, ok, _ := k.buttonMouse(turn, at(buttons[2], false), buttons); ok || k.Pick.Quiet == "" {
		t.Errorf("hovering a refused button: %v, note %q", ok, k.Pick.Quiet)
	}
	in := &ui.Input{MouseX: ControlsRect.X - 20, MouseY: ControlsRect.Y - 20, Click: true}
	if _, _, used := k.Buttons(turn, in, buttons); used {
		t.Error("a click outside the controls was taken by the buttons")
	}
	in.Runes = []rune{'s'}
	if m, ok, used := k.Buttons(turn, in, buttons); !ok || !used || m != 7 {
		t.Errorf("key s with the mouse away from the controls: %v %v %v, want move 7 played", m, ok, used)
	}
}

// The click line shrinks before it cuts, and never past 11 points.
func TestClickLineFitsItsRoom(t *testing.T) {
	short, face := clickLine("draw", 400)
	if short != "Click to draw" || face.Size != 14 {
		t.Errorf("a short hint: %q at %v points", short, face.Size)
	}
	long := "lay it on d6 and d7: Orange's token on 28 scores +12; the park on d5 will count"
	text, face := clickLine(long, 300)
	if w, _ := ui.Measure(text, face); w > 300 || face.Size != 11 || !strings.HasSuffix(text, "…") {
		t.Errorf("a long hint in 300: %q (%v wide) at %v points", text, w, face.Size)
	}
	text, face = clickLine("put out this fire", 125)
	if w, _ := ui.Measure(text, face); w > 125 || face.Size >= 14 || face.Size < 11 || text != "Click to put out this fire" {
		t.Errorf("a hint a little too long: %q (%v wide) at %v points, want it whole and smaller", text, w, face.Size)
	}
}

// A button shows its label while legal, its dim label (or its label) while
// not, and nothing at all when hidden.
func TestButtonShowsItsLabelLitOrDim(t *testing.T) {
	cases := []struct {
		b     Button
		legal bool
		label string
		shown bool
	}{
		{Button{Label: "A", Dim: "·"}, true, "A", true},
		{Button{Label: "A", Dim: "·"}, false, "·", true},
		{Button{Label: "Pass (P)"}, false, "Pass (P)", true},
		{Button{Label: "Pass", Hide: true}, false, "", false},
		{Button{Label: "Pass", Hide: true}, true, "Pass", true},
	}
	for _, c := range cases {
		if label, shown := c.b.shows(c.legal); label != c.label || shown != c.shown {
			t.Errorf("%+v, legal %v: shows %q %v, want %q %v", c.b, c.legal, label, shown, c.label, c.shown)
		}
	}
}

// The prompt shrinks before it cuts, never past its least size, and a cut
// prompt is noted (a defect playcheck reports); a prompt that fits is
// written whole and not noted.
func TestPromptFitsItsRoom(t *testing.T) {
	text, face := fitPrompt("Choose one action", ui.Face{Style: ui.Bold, Size: 16}, 13, 300)
	if text != "Choose one action" || face.Size != 16 {
		t.Errorf("a short title: %q at %v points", text, face.Size)
	}
	long := "Sail on, trade a fur in this port, or end the turn and let the next Viking take the sea"
	text, face = fitPrompt(long, ui.Face{Size: 14}, 11, 300)
	if w, _ := ui.Measure(text, face); w > 300 || face.Size != 11 || !strings.HasSuffix(text, "…") {
		t.Errorf("a long help line in 300: %q (%v wide) at %v points", text, w, face.Size)
	}
	hits := &ui.Hits{}
	c := &ui.Canvas{Img: ebiten.NewImage(400, 100), Scale: 1, Hits: hits}
	DrawPrompt(c, Rect{X: 0, Y: 0, W: 312, H: 60}, "Choose one action", long)
	cuts := hits.Cuts()
	if len(cuts) != 1 || cuts[0].Text != long || !cuts[0].Room {
		t.Errorf("the cut help line was noted as %+v, want the whole line once, as a defect", cuts)
	}
	hits.Reset()
	DrawPrompt(c, Rect{X: 0, Y: 0, W: 600, H: 60}, "Choose one action", "Click a sea")
	if cuts := hits.Cuts(); len(cuts) != 0 {
		t.Errorf("a prompt that fits was noted as cut: %+v", cuts)
	}
}

// A turn that begins with the pointer resting where the person last
// clicked gives no quiet note there (that square is usually the one just
// taken, and its note would cover the new turn's buttons) until the
// pointer moves; a click there is still answered.
func TestNoQuietNoteWhereTheTurnBegan(t *testing.T) {
	turn := &Turn{Legal: []rules.Move{1}, Explain: func(rules.Move) *rules.IllegalMove {
		return &rules.IllegalMove{Reason: "your servant stands there"}
	}}
	var p Pick
	hover := func(x, y float64, click bool) {
		p.Begin(turn, &ui.Input{MouseX: x, MouseY: y, Click: click})
		p.Try(turn, 2, "", click)
	}
	hover(100, 100, false)
	if p.Quiet != "" {
		t.Errorf("a quiet note where the turn began: %q", p.Quiet)
	}
	hover(103, 101, false)
	if p.Quiet != "" {
		t.Errorf("a quiet note after a tremor of the pointer: %q", p.Quiet)
	}
	hover(100, 100, true)
	if p.Why != "Your servant stands there" {
		t.Errorf("a click where the turn began: why %q, want the rules' reason", p.Why)
	}
	hover(130, 100, false)
	if p.Quiet == "" {
		t.Error("no quiet note on a refused target once the pointer moved")
	}
	hover(100, 100, false)
	if p.Quiet == "" {
		t.Error("no quiet note back on the first square: the rest ends when the pointer moves")
	}
	next := &Turn{Legal: []rules.Move{1}, Explain: turn.Explain}
	p.Begin(next, &ui.Input{MouseX: 100, MouseY: 100})
	p.Try(next, 2, "", false)
	if p.Quiet != "" {
		t.Errorf("a new turn with the pointer resting: quiet note %q", p.Quiet)
	}
}
