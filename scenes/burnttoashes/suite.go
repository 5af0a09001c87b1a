package burnttoashes

import (
	ba "embers/rules/burnttoashes"
	"embers/scenes/play"
)

// tables are where the shared board suite checks this board (play.Suite):
// the moves people must play and the events the animated games must show.
var tables = []play.Suite{{
	Kinds:  []string{"claim", "offer", "buy"},
	Events: []string{ba.EvProvinceClaimed, ba.EvPawnPlaced, ba.EvOfferLaid, ba.EvDragonTurned, ba.EvMarkersLaid, ba.EvProvinceLost, ba.EvDragonWon},
}}
