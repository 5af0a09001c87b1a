package burnttoashes

import "embers/scenes/play"

// tables are where the shared board suite checks this board (play.Suite):
// the moves people must play and the events the animated games must show.
var tables = []play.Suite{{
	Kinds:  []string{"claim", "offer", "buy"},
	Events: []string{"province.claimed", "pawn.placed", "offer.laid", "dragon.turned", "markers.laid", "province.lost", "dragon.won"},
}}
