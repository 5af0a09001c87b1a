package kindling

import (
	kd "embers/rules/testgames/kindling"
	"embers/scenes/kit"
)

// tables are where the shared board suite checks this board: two
// players, both kinds of move played and every event shown.
var tables = []kit.Suite{{
	Players: 2,
	Kinds:   []string{"light", "smother"},
	Events:  []string{kd.EvLit, kd.EvSmothered, kd.EvEnded},
}}
