package fireaxe

import "embers/scenes/ui"

// The board's area is the left of the screen (the kit's panel holds the
// right from x = 720). The map stands at its top, as wide as the area and
// as high as the whole map's shape asks (−62° to 50°, 28° to 74° on the
// flat projection, 1.53 : 1); the strip below it holds the days track, the
// wind dial, the goods in demand and the three sagas. Zoom and pan move the
// map inside its frame.
var (
	boardArea = ui.Rect{X: 12, Y: 12, W: 696, H: 696}
	mapFrame  = ui.Rect{X: boardArea.X, Y: boardArea.Y, W: boardArea.W, H: 454}
	stripArea = ui.Rect{X: boardArea.X, Y: mapFrame.Y + mapFrame.H + 8, W: boardArea.W, H: boardArea.H - mapFrame.H - 8}
)
