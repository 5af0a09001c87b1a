package trekronor

import "embers/scenes/ui"

// The still board is painted on the CPU by the shared rasteriser (see
// ui.Raster for why); these names keep the drawing code short.
type (
	raster = ui.Raster
	pt     = ui.Pt
)

func newRaster(w, h int, scale float64) *raster { return ui.NewRaster(w, h, scale) }

func rectPts(x, y, w, h float64) []pt { return ui.RectPts(x, y, w, h) }

func reversed(p []pt) []pt { return ui.Reversed(p) }
