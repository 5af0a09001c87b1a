package fireaxe

import "embers/scenes/ui"

// mapFrame is where the map stands on the 1280 × 720 canvas: the left and
// top of the screen, leaving a column on the right for the sagas and the
// players' longboat cards and a strip below for the days track and the
// wind dial (drawn by the panels).
var mapFrame = ui.Rect{X: 6, Y: 6, W: 952, H: 620}
