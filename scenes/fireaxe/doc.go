// Package fireaxe draws Fire & Axe's map of the northern seas for the play
// scene. Work in progress (issue 19): so far the map itself — sea spaces cut
// by atlas.SeaSpaceAt and tinted by zone, the real coastlines
// (assets/maps), rivers along their courses, ports in their region's colours
// with their values, and the names — painted once per canvas scale. The
// board (pieces, panels, gestures, animations) comes next; until it plays a
// whole game the catalog keeps the rules-only import.
//
//	land.go       the land polygons (assets/maps), read and cut into rows
//	chart.go      the flat projection (atlas.Flat) placed on the screen
//	seacells.go   which sea space each pixel of water is in
//	seapaint.go   the water: zone tints, borders, the shade along coasts
//	landpaint.go  land, coasts, rivers, ports
//	maplabels.go  values and names
//	seamap.go     all of it painted once into an image (play.Still)
//	layout.go     where the map stands on the screen
//
// To look at the map, write the test pictures to a folder:
//
//	EMBERS_SHOTS=/tmp/shots xvfb-run -a go test ./scenes/fireaxe -run Picture
package fireaxe

import (
	"embers/game"
	"embers/scenes/play"
)

func init() {
	play.Register("fireaxe", func(s *game.Session) play.Board { return New(s) })
}
