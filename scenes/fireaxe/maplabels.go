package fireaxe

import (
	"image/color"
	"strconv"

	"embers/rules/fireaxe/atlas"
	"embers/scenes/play"
	"embers/scenes/ui"
)

// The map's words: a port's value inside its disc, its name beside it, a
// sea space's name at its anchor, a river's along its course.
var (
	valueFace  = ui.Face{Style: ui.Bold, Size: 8}
	portFace   = ui.Face{Style: ui.Regular, Size: 9}
	seaFace    = ui.Face{Style: ui.Bold, Size: 9}
	portInk    = play.RGB(58, 42, 28)
	seaInk     = play.RGBA(30, 44, 70, 190)
	riverInk   = play.RGBA(34, 70, 120, 220)
	valueInk   = play.RGB(24, 18, 14)
	valueLight = play.RGB(250, 246, 236)
)

// writeLabels writes the names and values over the painted map.
func writeLabels(cv *ui.Canvas, a *atlas.Atlas, c chart) {
	for _, s := range a.Spaces {
		p := c.at(s.At)
		if s.River {
			cv.Text(s.Name, seaFace, p.X+5, p.Y-5, ui.Start, riverInk)
			continue
		}
		cv.TextCentered(s.Name, seaFace, p.X, p.Y, seaInk)
	}
	for _, pt := range a.Ports {
		p := c.at(pt.At)
		if pt.Value > 0 {
			cv.TextCentered(strconv.Itoa(pt.Value), valueFace, p.X, p.Y-0.5, valueOn(portColour(a, pt)))
		}
		cv.Text(pt.Name, portFace, p.X+portSize(pt)+3, p.Y-6, ui.Start, portInk)
	}
}

// valueOn is ink that reads on a fill: dark on light colours, light on dark.
func valueOn(fill color.RGBA) color.RGBA {
	if int(fill.R)*3+int(fill.G)*6+int(fill.B) > 1300 {
		return valueInk
	}
	return valueLight
}
