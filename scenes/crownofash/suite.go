package crownofash

import "embers/scenes/kit"

// events are those every table's animated games must show.
var events = []string{"gather", "build", "battle", "card.laid", "cards.shown", "battle.won", "raise", "round.scored", "game.over"}

// tables are where the shared board suite checks this board (kit.Suite):
// three lords, two with the AI deck, and four.
var tables = []kit.Suite{{
	Players: 3, Kinds: []string{"gather", "build", "battle"}, Events: events,
}, {
	Players: 2, Variant: "deck=easy", Kinds: []string{"gather", "battle"},
	Events: append(append([]string(nil), events...), "ai.region", "ai.action"), AnimateSeeds: []uint64{4, 5}, NoPictures: true,
}, {
	Players: 4, Kinds: []string{"gather", "battle"}, Events: events, AnimateSeeds: []uint64{4}, NoPictures: true,
}}
