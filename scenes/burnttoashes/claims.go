package burnttoashes

import (
	"embers/rules"
	ba "embers/rules/burnttoashes"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// Claiming the kingdom a province a click is slow (24 claims, 12 of them
// the person's at two players), so the board suggests a claim that keeps
// the person's share spread over the four paths and their depths, and
// offers to go on claiming by that suggestion: one click and every later
// claim of that seat is made as its turn comes, one province at a time in
// the rules' order (Der Spielaufbau). Until then a click on any lit
// province claims it instead.

// claimable are the provinces the turn's claims may take.
func claimable(t *kit.Turn) []int {
	var out []int
	for _, m := range t.Legal {
		if p, ok := ba.ClaimOf(m); ok {
			out = append(out, p)
		}
	}
	return out
}

// suggestClaim is the province the board suggests seat claims among
// free: on the path where the seat holds fewest, at the depth (entry,
// front, hinterland) where it holds fewest, the deepest of those; -1 for
// none.
func suggestClaim(owner *[ba.Provinces]int, seat int, free []int) int {
	var onPath [ba.Paths]int
	var inBand [3]int
	for p, o := range owner {
		if o == seat {
			path, pos := pathOf(p)
			onPath[path]++
			inBand[band(pos)]++
		}
	}
	best, bestKey := -1, 0
	for _, p := range free {
		path, pos := pathOf(p)
		key := onPath[path]*100 + inBand[band(pos)]*10 + (ba.PathLen - 1 - pos)
		if best < 0 || key < bestKey {
			best, bestKey = p, key
		}
	}
	return best
}

// band is a position's depth along its path: the entry, the front (two
// provinces behind it), the hinterland.
func band(pos int) int {
	switch {
	case pos == 0:
		return 0
	case pos <= 2:
		return 1
	}
	return 2
}

// suggested is the claim the board suggests for the person of turn t;
// none while a tutorial points at what to claim (its highlights).
func (b *Board) suggested(t *kit.Turn) (rules.Move, int, bool) {
	seat := int(t.Seat)
	if seat < 0 || seat >= ba.MaxPlayers || b.Highlights.Active {
		return 0, -1, false
	}
	p := suggestClaim(&b.m.Owner, seat, claimable(t))
	for _, m := range t.Legal {
		if q, ok := ba.ClaimOf(m); ok && q == p {
			return m, p, true
		}
	}
	return 0, -1, false
}

// autoClaim is the claim the board makes at once for a seat that asked it
// to claim for them.
func (b *Board) autoClaim(t *kit.Turn) (rules.Move, bool) {
	if s := int(t.Seat); s < 0 || s >= ba.MaxPlayers || !b.claimFor[s] {
		return 0, false
	}
	m, _, ok := b.suggested(t)
	return m, ok
}

// claimRect is the button that claims by the suggestion from now on.
var claimRect = kit.Control(-172*2, 58, 172*2-8, 32)

// claimButton claims the suggested province and every later one of the
// seat by the suggestion (key a).
func (b *Board) claimButton(t *kit.Turn) (kit.Button, bool) {
	m, _, ok := b.suggested(t)
	if !ok {
		return kit.Button{}, false
	}
	label := "Claim the rest for me"
	return kit.Button{Rect: claimRect, Label: label, Face: kit.FitFace(ui.Face{Style: ui.Bold, Size: 15}, label, claimRect.W-12),
		Keys: "aA", Move: m, Hide: true,
		Hint: "Claims " + ba.ProvinceName(suggestClaim(&b.m.Owner, int(t.Seat), claimable(t))) +
			" now and each of your claims to come, one at a turn: a share spread over the four paths, entries and hinterland alike"}, true
}

// claimTaken notes that the seat pressed the claim button (m came from
// the turn's buttons): its later claims are made by the suggestion.
func (b *Board) claimTaken(t *kit.Turn, m rules.Move) {
	if _, ok := ba.ClaimOf(m); ok && t.Seat >= 0 && int(t.Seat) < ba.MaxPlayers {
		b.claimFor[t.Seat] = true
	}
}

// drawSuggestion rings the suggested province with the hint's look.
func (b *Board) drawSuggestion(c *ui.Canvas, t *kit.Turn) {
	if _, p, ok := b.suggested(t); ok {
		r := provRect(p)
		b.RingRect(c, r, -3, 10, 3.5, kit.HintColour, 1)
		c.Text("suggested", ui.Face{Style: ui.Bold, Size: 10}, r.X+r.W/2, r.Y+r.H-37, ui.Center, kit.HintColour)
	}
}
