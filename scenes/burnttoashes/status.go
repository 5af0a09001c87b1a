package burnttoashes

import (
	"fmt"
	"strings"

	"embers/rules"
	ba "embers/rules/burnttoashes"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// The panel's shared status: the year, the kingdom's danger (provinces
// standing, knights on guard and still in the stacks, the dragon's hits
// of seven) and, playing together, the team's score as the round table
// would count it now, its parts on hover.

// status is what the status shows, in words (tested; DrawShared only
// places them).
type status struct {
	year, danger, hits string
	team               string // "" in semi-co-op, before the first year and once the dragon won
	dire               bool   // the kingdom is close to falling: the danger in ember
}

func (m *model) status() status {
	st := status{year: fmt.Sprintf("Year %d of 5", max(1, m.Year))}
	if m.Year > 5 {
		st.year = fmt.Sprintf("Final dragon phase %d", m.Final)
	}
	left, guard := m.provincesLeft(), m.knightsPlaced()
	stacked := fmt.Sprintf("%d in the stacks", m.stackKnights)
	if m.Year > 5 {
		stacked = "no more to buy"
	}
	st.danger = fmt.Sprintf("Provinces %d of %d · knights %d on guard, %s", left, ba.Provinces, guard, stacked)
	st.hits = fmt.Sprintf("of %d hits on the dragon", ba.Hits)
	st.dire = left <= 8 || guard == 0 && m.Year > 5
	if m.Coop && m.Year > 0 && !m.Dragon { // the dragon's win scores nothing
		score, _ := m.teamScore()
		st.team = fmt.Sprintf("team score %d", score)
	}
	return st
}

// teamScore is the rules' co-op score on the position shown.
func (m *model) teamScore() (int, []rules.ScoreLine) {
	return ba.TeamScoreOf(&m.Look, m.startHelp)
}

// teamTip says how the team score is counted, part by part, points
// first: "23: 0 for 0 power x 3 (year 1, ...), 23 for 23 provinces ...".
func (m *model) teamTip() string {
	score, lines := m.teamScore()
	parts := make([]string, len(lines))
	for i, l := range lines {
		parts[i] = fmt.Sprintf("%d for %s", l.Points, l.What)
	}
	return fmt.Sprintf("If the dragon fell now the round table would count %d: %s. "+
		"Each power bought, province saved and hit adds to it; power found on top of your stacks at the end adds more.",
		score, strings.Join(parts, ", "))
}

// teamRect is where the team score stands in the status r.
func teamRect(r kit.Rect) kit.Rect { return kit.Rect{X: r.X + r.W - 150, Y: r.Y - 2, W: 150, H: 20} }

// DrawShared paints the status: the year and the team score, the danger,
// the dragon's hits as a meter.
func (b *Board) DrawShared(c *ui.Canvas, r kit.Rect) {
	st := b.m.status()
	label := ui.Face{Style: ui.Bold, Size: 13}
	c.Text(st.year, label, r.X+4, r.Y+2, ui.Start, kit.FaintText)
	col := kit.FaintText
	if st.dire {
		col = kit.RGB(255, 130, 90)
	}
	// Five and six seats' rows leave two lines before the controls: the
	// dragon's meter then goes beside the year.
	line2, mx, my := r.Y+22, r.X+4, r.Y+44
	if b.m.Players >= 5 {
		line2, mx, my = r.Y+20, r.X+120, r.Y+2
	}
	c.Text(st.danger, ui.Face{Size: 13}, r.X+4, line2, ui.Start, col)
	b.Meter(c, mx, my, b.m.Hits, ba.Hits, 14, emberCol, st.hits)
	if st.team != "" {
		c.Text(st.team, label, r.X+r.W-8, r.Y+2, ui.End, goldCol)
	}
}

// PanelHint explains the team score under the pointer, part by part;
// elsewhere the kit's hint.
func (b *Board) PanelHint(x, y float64) string {
	if r := b.Status; r.W > 0 && teamRect(r).Contains(x, y) && b.m.status().team != "" {
		return b.m.teamTip()
	}
	return b.Kit.PanelHint(x, y)
}
