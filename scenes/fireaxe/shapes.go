package fireaxe

import (
	"strings"

	"embers/rules"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// Shapes are the shapes each place covers: a space a disc round its
// anchor, a port its disc, the strip's boxes, the buttons, and the
// mover's crew, goods and runes in their panel row.
func (b *Board) Shapes(p rules.Place) []play.Shape {
	if ll, ok := b.pieces.where[p]; ok {
		at := b.sea.chart.at(ll)
		if !mapFrame.Contains(at.X, at.Y) {
			return nil
		}
		r := 16.0
		if strings.HasPrefix(string(p), "port:") {
			r = portRadius + 4
		}
		return []play.Shape{play.CircleShape(at.X, at.Y, r)}
	}
	rect := func(r ui.Rect) []play.Shape { return []play.Shape{play.RectShape(play.Rect(r), 6)} }
	switch p {
	case "wintering":
		return rect(winterBox)
	case "wind":
		return []play.Shape{play.CircleShape(windCentre.X, windCentre.Y, windRadius)}
	case "demand":
		return rect(demandBox)
	case "deck:sagas":
		return rect(sagaDeck)
	case "deck:runes":
		return rect(runeDeck)
	case "dice":
		return rect(diceBox)
	case "saga:1", "saga:2", "saga:3":
		return rect(sagaBoxes[p[5]-'1'])
	}
	if r, ok := buttonRects[p]; ok {
		return []play.Shape{play.RectShape(r, 6)}
	}
	if r, ok := b.cargoRect(p); ok {
		return []play.Shape{play.RectShape(r, 4)}
	}
	return nil
}
