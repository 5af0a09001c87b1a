package burnttoashes

import (
	ba "embers/rules/burnttoashes"
	"embers/scenes/kit"
)

// tables are where the shared board suite checks this board (kit.Suite):
// the moves people must play and the events the animated games must show.
var tables = []kit.Suite{{
	Kinds:  []string{"claim", "offer", "buy"},
	Events: []string{ba.EvProvinceClaimed, ba.EvPawnPlaced, ba.EvOfferLaid, ba.EvDragonTurned, ba.EvMarkersLaid, ba.EvProvinceLost, ba.EvDragonWon},
}}
