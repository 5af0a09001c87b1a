package cronberg

import "embers/rules"

// Rule sections, as numbered in docs/rules/cronberg.md (the rulebook's
// headings in order): events and refusals name them.
const (
	RuleSetup      = "2"   // getting started
	RuleTurn       = "3"   // one turn: token or rhombus, pass only when neither
	RuleToken      = "3.1" // placing a token
	RuleRhombus    = "3.2" // drawing and laying a rhombus
	RuleScoring    = "3.3" // intermediate scoring of a surrounded token
	RuleActivation = "3.4" // isolated triangles activate; guards drive tokens off
	RuleEnd        = "4"   // the end: nobody can act
	RuleFinal      = "4.1" // final scoring: coats of arms and parks
	RuleWinner     = "4.2" // the winner and the tie rule
	RuleSeries     = "4.3" // several games in a row
)

// Event kinds, in rules.Event.Kind, with their payload type.
const (
	EvTokenPlaced   = "token.placed"       // TokenPlaced
	EvTileDrawn     = "tile.drawn"         // TileDrawn (Reveal: the pile's order is secret)
	EvTileLaid      = "tile.laid"          // TileLaid
	EvTokenScored   = "token.scored"       // TokenScored (a surrounded token, during play)
	EvTokenReturned = "token.returned"     // TokenReturned
	EvGuard         = "guard.activated"    // GuardActivated
	EvActivated     = "triangle.activated" // TriangleActivated (a park or a coat of arms)
	EvIsolated      = "triangle.isolated"  // TriangleActivated (a plain triangle: no effect)
	EvPileEmpty     = "pile.empty"         // PileEmpty
	EvPassed        = "turn.passed"        // Passed
	EvFinalScored   = "token.final"        // FinalScore
	EvGameOver      = "game.over"          // GameOver
)

// Payloads. Crossings and triangles are 0-based indexes (CrossingName and
// TriangleName give the printed labels); tiles index Tile.

// TokenPlaced: Seat put a token from hand on Crossing.
type TokenPlaced struct {
	Seat     rules.Seat
	Crossing int
	InHand   int // tokens Seat holds afterwards
}

// TileDrawn: Seat drew Tile from the face-down pile and turned it up.
type TileDrawn struct {
	Seat         rules.Seat
	Tile         int
	Name         string
	Blunt, Sharp int // the corner values: blunt corners and sharp corners
	PileLeft     int // tiles still face down afterwards
}

// TileLaid: Seat laid Tile on Triangles; Corners are its four corner values
// at their crossings (blunt, blunt, sharp, sharp; see Corners).
type TileLaid struct {
	Seat      rules.Seat
	Tile      int
	Name      string
	Triangles [2]int
	Corners   [4]Corner
}

// CornerValue is one rhombus corner pointing at a crossing: the tile, the
// triangles of it that touch the crossing (one for a sharp corner, two for
// a blunt one), and the value printed there.
type CornerValue struct {
	Tile      int
	Triangles []int
	Value     int
}

// TokenScored: Owner's token on Crossing was surrounded and scored Sum, the
// corner values pointing at it added up; Track is Owner's score afterwards.
type TokenScored struct {
	Owner    rules.Seat
	Crossing int
	Values   []CornerValue
	Sum      int
	Track    int
}

// TokenReturned: Owner's token left Crossing and went back to hand, because
// it was scored (Driven false) or driven away by a guard (Driven true).
type TokenReturned struct {
	Owner    rules.Seat
	Crossing int
	Driven   bool
}

// GuardActivated: the guard on Triangle can no longer be covered; its three
// Crossings are closed and the tokens there (Driven, by owner) leave.
type GuardActivated struct {
	Triangle  int
	Crossings [3]int
	Driven    []DrivenToken
}

// DrivenToken is one token a guard drove away.
type DrivenToken struct {
	Owner    rules.Seat
	Crossing int
}

// TriangleActivated: the free Triangle of Kind can no longer be covered.
// Parks and coats of arms count at the final scoring; a plain one does
// nothing (EvIsolated).
type TriangleActivated struct {
	Triangle int
	Kind     Kind
}

// PileEmpty: the last rhombus is laid; every free triangle is now beyond
// covering and activates (the events that follow).
type PileEmpty struct{ Free int }

// Passed: Seat could neither place a token nor lay a rhombus.
type Passed struct {
	Seat   rules.Seat
	Reason string
}

// FinalScore: Owner's token on Crossing touches Parks activated parks and
// (Coat) an activated coat of arms. Values are the corner values pointing
// at it; Counted the same after the coat of arms (absolute values); Sum
// their total; Multiplier 1, 2, 4 or 8; Points = Sum × Multiplier; Track is
// Owner's score afterwards.
type FinalScore struct {
	Owner      rules.Seat
	Crossing   int
	Values     []CornerValue
	Coat       bool
	Parks      int
	Counted    []int
	Sum        int
	Multiplier int
	Points     int
	Track      int
}

// GameOver: nobody can act. Scores are the track positions (with points
// carried from earlier games of a series); Winners after the tie rule.
type GameOver struct {
	Scores  []int
	Winners []rules.Seat
	Reason  string
}
