package fireaxe

import (
	"time"

	fx "embers/rules/fireaxe"
	"embers/scenes/kit"
)

// tables are where the shared board suite checks this board (kit.Suite):
// two players with every kind of event, then three and five.
var tables = []kit.Suite{{
	Players: 2,
	Kinds:   []string{"launch", "sail", "load", "end", "winter"},
	Events: []string{fx.EvLaunch, fx.EvSail, fx.EvWinter, fx.EvLoad, fx.EvTurn, fx.EvRuneDrawn, fx.EvRunePlayed,
		fx.EvWind, fx.EvAttack, fx.EvRaidWon, fx.EvRaidFailed, fx.EvSettleFounded, fx.EvTrade, fx.EvDemand,
		fx.EvGameOver},
}, {
	Players: 3, MouseSeeds: []uint64{5}, KeySeeds: []uint64{6},
	HotSeatSeeds: []uint64{}, AnimateSeeds: []uint64{7}, NoPictures: true,
	Kinds: []string{"launch", "sail", "end"},
}, {
	Players: 5, MouseSeeds: []uint64{8}, KeySeeds: []uint64{9},
	HotSeatSeeds: []uint64{}, AnimateSeeds: []uint64{10}, NoPictures: true,
	Kinds: []string{"launch", "sail", "end"}, Timeout: 180 * time.Second,
}}
