package trekronor

import "embers/rules"

// Event kinds, in rules.Event.Kind.
const (
	EvServantPlaced   = "servant.placed"   // ServantPlaced
	EvServantMoved    = "servant.moved"    // ServantMoved
	EvServantHome     = "servant.home"     // ServantSentHome
	EvPassed          = "turn.passed"      // Passed
	EvFireDoused      = "fire.doused"      // FireDoused
	EvMarkerPlaced    = "marker.placed"    // MarkerPlaced
	EvSpreadPlaced    = "spread.placed"    // SpreadPlaced
	EvPileChecked     = "pile.checked"     // PileChecked
	EvPileRevealed    = "pile.revealed"    // PileRevealed
	EvFireLanded      = "fire.landed"      // FireLanded
	EvCorridorFire    = "fire.corridor"    // CorridorFire
	EvFireSpreads     = "fire.spreads"     // FireSpreads
	EvFireBlocked     = "fire.blocked"     // FireSpreads (the far hall already holds 4)
	EvBucketsReturned = "buckets.returned" // BucketsReturned
	EvGameWon         = "game.won"         // GameEnded
	EvGameLost        = "game.lost"        // GameEnded
	EvHallScored      = "hall.scored"      // HallScore
)

// Event payloads. Squares are board indexes (SquareName names them), halls
// 0..8 (Hall(h).ID), slots 0..3 within a hall, wells 0..3 (WellNames).

// ServantPlaced: a servant came from Seat's hand onto Square.
type ServantPlaced struct {
	Seat   rules.Seat
	Square int
}

// ServantMoved: Seat moved a servant.
type ServantMoved struct {
	Seat     rules.Seat
	From, To int
}

// ServantSentHome: fire on Square sent Seat's servant back to hand.
type ServantSentHome struct {
	Seat   rules.Seat
	Square int
}

// Passed: Seat had no possible action.
type Passed struct{ Seat rules.Seat }

// FireDoused: a fire was put out in Hall/Slot (Hall -1: on corridor Square)
// with the bucket of Well, which is now taken until the next spread.
type FireDoused struct {
	Seat       rules.Seat
	Hall, Slot int
	Square     int
	Well       int
}

// MarkerPlaced: a face-down marker; Kind is KindUnknown except for its owner.
type MarkerPlaced struct {
	Seat       rules.Seat
	Hall, Slot int
	Stacked    bool
	Kind       Kind
}

// SpreadPlaced: a face-down spread marker went on the pile; Value is "?"
// except for its owner.
type SpreadPlaced struct {
	Seat  rules.Seat
	Value string
}

// PileMarker is one spread marker shown to someone.
type PileMarker struct {
	Owner rules.Seat
	Value string
}

// PileChecked: Seat looked at the pile; Seen is filled only for Seat.
type PileChecked struct {
	Seat    rules.Seat
	Spreads bool
	Seen    []PileMarker
}

// PileRevealed: the pile held letters and numbers; Fires[h] tokens go to hall h.
type PileRevealed struct {
	Markers []PileMarker
	Fires   [NumHalls]int
}

// FireLanded: a fire token landed on Hall/Slot (with a new ash when NewAsh).
type FireLanded struct {
	Hall, Slot, Square int
	NewAsh             bool
}

// CorridorFire: a hall's fifth fire put a lone fire on corridor Square.
type CorridorFire struct {
	From, Square int
}

// FireSpreads: fire from hall From passed burning Square to hall To
// (EvFireBlocked: To already held 4 fire and took nothing).
type FireSpreads struct {
	From, Square, To int
}

// BucketsReturned: the buckets went back on these wells.
type BucketsReturned struct{ Wells []int }

// GameEnded: the castle was saved (Won) or burnt down.
type GameEnded struct {
	Won     bool
	Reason  string
	Winners []rules.Seat // on a saved castle, the seats with the best score
}
