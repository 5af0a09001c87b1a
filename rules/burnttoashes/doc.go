// Package burnttoashes is Burnt to Ashes (Schutt und Asche): 1 to 6 rulers
// defend a kingdom of 24 provinces against a dragon, together (co-op, the
// default; solo is co-op) or as rivals (mode=semi), for five years of
// income, dragon phase, buy phase and events, then dragon phases until the
// last knight falls or the seventh hit slays the dragon.
//
// The rules as the program plays them, with every choice the German
// rulebook leaves open, are in docs/rules/burnttoashes.md; the designed
// components (provinces and paths, tiles, cards, followers) are the TOML
// files beside this package.
//
// The contract's optional parts it meets: rules.Chancer (each combat card
// is chance to move, weighted by the cards left), rules.Reactor (the
// followers played in another ruler's turn), rules.Pruner, rules.Placer,
// rules.Heuristics, rules.Explainer and rules.Describer; the game's
// rules.Game is a rules.SearchTuner.
//
// Apply records a move's events through a rules.Recorder (Play and the
// search record none). events.go names every kind (EvProvinceClaimed,
// EvDragonTurned, ...) with its payload, a typed struct in Event.Data that
// holds what a board needs to animate it (who, which province or path,
// the tile, the card, the follower, the gold); a secret's payload for its
// seat is in Event.SecretData. testdata/events.txt.gz is a recording of
// whole games, move by move, that TestEventsAsRecorded plays again.
//
// A game in notation begins (two players):
//
//	claim a1; claim b1; ... ; look a1; order a1 KPSHP; ...; pawn c; offer 2; stand; stand; ...
package burnttoashes
