package kindling

import (
	"image/color"
	"strconv"

	"embers/rules"
	kd "embers/rules/testgames/kindling"
	"embers/scenes/kit"
)

// area is the hearth's rectangle on the screen.
var area = kit.Rect{X: 20, Y: 20, W: 680, H: 680}

// logRect is where log i lies: five side by side across the hearth.
func logRect(i int) kit.Rect {
	return kit.Rect{X: area.X + 30 + float64(i)*126, Y: area.Y + 240, W: 116, H: 260}
}

// logs are the logs' places, left to right.
var logs = kit.PlaceList(kd.Logs, kd.LogPlace)

// Shapes is where a place lies: a log's rectangle.
func (b *Board) Shapes(p rules.Place) []kit.Shape {
	if s := kd.ParsePlace(p); s.Kind == kd.LogSpot {
		return []kit.Shape{kit.RectShape(logRect(s.Index), 12)}
	}
	return nil
}

// The hearth's colours.
var (
	hearth    = color.RGBA{44, 30, 24, 255}
	stone     = color.RGBA{92, 78, 66, 255}
	embersBed = color.RGBA{70, 36, 22, 255}
	bark      = color.RGBA{120, 78, 44, 255}
	ash       = color.RGBA{110, 106, 100, 255}
	smoke     = color.RGBA{170, 170, 170, 255}
)

// looks are the kit's rings round the logs: the pointing and the hint
// outside a log, a seat's last move just inside it, two seats' marks
// nested.
var looks = kit.Looks{
	Point:    kit.Look{Col: smoke, Width: 3, Inset: -2, A: 1},
	Mark:     kit.Look{Width: 3, Inset: 9, A: 0.9},
	Hint:     kit.Look{Col: kit.HintColour, Width: 4, Inset: -3, A: 1},
	Focus:    kit.Look{Inset: -2},
	MarkStep: 4,
	MarkDisc: true,
}

func itoa(n int) string { return strconv.Itoa(n) }
