package scenes

import (
	"fmt"
	"strings"

	"embers/scenes/ui"
)

// ruleLink is a "§6.2 Scoring ›" on the results screen that opens the
// rules reference at that section.
type ruleLink struct {
	r       ui.Rect
	section string
}

var linkFace = ui.Face{Style: ui.Bold, Size: 14}

// ruleWords says in plain words what each kind of point scored in the
// group: "save marker +1 · steal marker −1".
func (g pointGroup) ruleWords() string {
	var parts []string
	seen := map[string]bool{}
	for i, l := range g.lines {
		what := g.what[i]
		if seen[what] {
			continue
		}
		seen[what] = true
		parts = append(parts, what+" "+strings.Replace(fmt.Sprintf("%+d", l.Points), "-", "−", 1))
	}
	return strings.Join(parts, " · ")
}

// rule is the section the group's points come from ("" when none).
func (g pointGroup) rule() string {
	for _, l := range g.lines {
		if l.Rule != "" {
			return l.Rule
		}
	}
	return ""
}

// sectionTitle names a section from the game's rules reference, "" when
// the game has none.
func (r *Results) sectionTitle(id string) string {
	if r.doc == nil {
		r.doc, _ = LoadRules(r.s.Match.Game.Info().ID)
		if r.doc == nil {
			r.doc = &RulesDoc{}
		}
	}
	if !r.doc.Has(id) {
		return ""
	}
	return r.doc.Sections[r.doc.Find(id)].Title
}

// drawLink paints "§id Title ›" (or "§id ›" when short) ending at x (or
// starting, with ui.Start), remembers it for a click and returns its width.
// Nothing is drawn for a section the rules reference does not have.
func (r *Results) drawLink(c *ui.Canvas, id string, x, y float64, align ui.Align, short bool) float64 {
	title := r.sectionTitle(id)
	if title == "" {
		return 0
	}
	t := ui.T()
	label := "§" + id + " " + title + " ›"
	if short {
		label = "§" + id + " ›"
	}
	w, _ := ui.Measure(label, linkFace)
	if align == ui.End {
		x -= w + 12
	}
	box := ui.Rect{X: x, Y: y - 2, W: w + 12, H: 22}
	fill := t.Button
	if r.hotLink == id {
		fill = t.Hot
	}
	c.FillRoundRect(box.X, box.Y, box.W, box.H, 6, fill)
	c.StrokeRoundRect(box.X, box.Y, box.W, box.H, 6, 1, ui.Fade(t.Accent, 0.7))
	c.Text(label, linkFace, box.X+6, box.Y+3, ui.Start, t.Accent)
	r.links = append(r.links, ruleLink{box, id})
	return box.W
}

// linkInput opens the rules reference at a clicked link.
func (r *Results) linkInput(in *ui.Input) {
	r.hotLink = ""
	for _, l := range r.links {
		if l.r.Contains(in.MouseX, in.MouseY) {
			r.hotLink = l.section
			if in.Click {
				r.app.Push(newRulesRef(r.app, r.s.Match.Game.Info().ID, l.section))
			}
		}
	}
}

// endRule is the section the game's last event names: the rule that
// ended it ("" when none does).
func (r *Results) endRule() string {
	h := r.s.Match.History
	for i := len(h) - 1; i >= 0; i-- {
		for j := len(h[i].Events) - 1; j >= 0; j-- {
			if rule := h[i].Events[j].Rule; rule != "" {
				return rule
			}
		}
	}
	return ""
}
