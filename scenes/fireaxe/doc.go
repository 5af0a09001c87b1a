// Package fireaxe draws Fire & Axe's map of the northern seas for the play
// scene, on the board kit (the catalog imports it): the map — sea
// spaces cut by atlas.SeaSpaceAt and tinted by zone, the real coastlines
// (assets/maps), rivers along their courses, ports in their region's
// colours with their values and their region's ticks (a cue that needs no
// colour), the names that fit — painted once per scale
// and zoomed and panned by wheel, keys and drag; the pieces; the strip
// under the map and each seat's row; choosing by place, button and key;
// the route planner and the raid's odds; every event's set piece; each
// longboat's wake over its last turn; the sagas' progress.
//
//	land.go, chart.go          the land polygons; the flat projection on screen, zoom and pan
//	seacells.go, seapaint.go   which space each pixel of water is in; the water painted
//	landpaint.go, maplabels.go land, coasts, rivers, ports; values and names
//	regionmarks.go             each region's ticks on its ports' rims
//	seamap.go                  the map painted into an image, drawn moved while a zoom rests
//	layout.go, strip.go        where things stand; the strip under the map
//	pieces.go, piecesdraw.go   longboats, towns, settlements, goods; where they stand
//	board.go, shapes.go        the Board on the kit; the shapes of the places, lit looks
//	controls.go, keys.go, gestures.go  buttons, the prompt and picking; the keyboard; zoom
//	                           and pan (while the computer plays too)
//	hits.go                    what is clickable beyond the kit's places: the goods aboard,
//	                           the ports over the seas' names, a lit sea's whole cell; the
//	                           port's tasks in either order; the winter's warning
//	panel.go, sagacards.go     each seat's row (its sagas by homeland) and the shared line;
//	                           the saga cards, their tasks ticked off by whoever did them
//	pace.go                    a computer's turn paced: short pauses between its moves
//	seatint.go                 the lit sea spaces' cells tinted
//	planner.go, odds.go        the route planner and the tip of the place pointed at; a raid die's odds
//	anim.go                    the events' animations: sailing, and which set piece each event
//	                           gets, by the type of its payload (rules/fireaxe/events.go)
//	anim_attack.go             dice, a town taken, crew falling, a hall rising
//	anim_table.go              the wind dial, the days track, trades, losses, sagas
//	anim_score.go              the final gold counted up by source
//	wake.go                    each longboat's course in its seat's last turn, dotted on the map
//
// To look at the board, write the test pictures to a folder:
//
//	EMBERS_SHOTS=/tmp/shots xvfb-run -a go test ./scenes/fireaxe -run Picture
package fireaxe

import (
	"embers/game"
	"embers/scenes/kit"
)

func init() {
	kit.Register("fireaxe", func(s *game.Session) kit.Board { return New(s) }, tables...)
}
