// Package fireaxe is Fire & Axe: A Viking Saga (Ragnar Brothers' Viking
// Fury, 2004; Asmodee, 2007) for 2 to 5 players: longboats sail out of
// Norway, Sweden and Denmark to trade furs, skins and tusks, raid towns and
// found settlements across Europe, and whoever completes a saga takes it.
// docs/rules/fireaxe.md is the rules as played here, with every choice made
// where the rules summary is silent.
//
// The map, the sagas and the towns are the atlas (rules/fireaxe/atlas);
// the compass and the Navigation Incident Table are compass.toml, the 33
// runes runes.toml. The rules read an Atlas and never name a port: On(a)
// plays them on any map (the tests build small ones by hand).
//
// The parts of the contract it implements: rules.Chancer (every die is a
// chance move, "die 4"), rules.Placer, rules.Heuristics, rules.Pruner,
// rules.Explainer, rules.Course (how a game ended, for sim), and
// rules.SearchTuner on the Game. It has secrets (the runes in hand, the
// decks' order, the towns' treasures) and two options: "advanced" (the nine
// advanced runes) and "ending" ("die", the age die after round 15, the
// default; "sagas", the rulebook's ending alone, a deck of 9 sagas at two
// players and 12 at three to five, and a safety net after round 80).
//
// Apply returns a move's events, recorded through rules.Recorder: each kind
// is an exported constant in events.go (EvSail, EvTrade, EvRaidWon, ...)
// with a payload type of its own (Sailed, Traded, RaidWon, ...) that holds
// what a board needs to animate it; a settlement's dice before the last
// (SettleDieRolled) ask the log to leave them out (LogAside), the last one
// tells them all. Play and the AI's playouts pass no recorder and build no
// event text.
//
// A turn is a run of moves by one seat, each day's a move:
//
//	load crew            a crewman aboard in the Wintering box (a day)
//	load skins           a good aboard (a day)
//	launch norway        to a home port, free
//	sail north_sea       a day's sailing
//	sail york            into a port
//	trade skins          a task: the port's value in gold, +2 in demand
//	raid                 a task: then chance rolls "die 5", and the raider
//	roll on / stop       chooses after each failed die
//	settle 2             a task: two dice rolled together
//	play fairwind wind cw  a rune, turning the wind a quarter
//	winter / end         to the Wintering box, or end the turn
package fireaxe
