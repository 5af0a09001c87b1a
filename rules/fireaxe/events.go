package fireaxe

import (
	"embers/rules"
	"embers/rules/fireaxe/atlas"
)

// Event kinds, in rules.Event.Kind, each with its payload type (Data). The
// events are recorded through rules.Recorder; Play and the AI's playouts
// pass a nil recorder, and every site checks it before building a line.
const (
	EvTurn          = "turn"           // TurnBegan
	EvEnd           = "end"            // TurnEnded
	EvLaunch        = "launch"         // Launched
	EvWinter        = "winter"         // Wintered
	EvCrewless      = "crewless"       // DriftedHome
	EvLoad          = "load"           // Loaded
	EvSail          = "sail"           // Sailed
	EvStorm         = "storm"          // DifficultSailing (days beyond the clear ones)
	EvLoss          = "loss"           // Lost
	EvRunesShuffled = "runes.shuffle"  // RunesShuffled
	EvRuneDrawn     = "rune.draw"      // RuneDrawn (the rune for its drawer only)
	EvRunePlayed    = "rune.play"      // RunePlayed
	EvRuneDiscarded = "rune.discard"   // RuneDiscarded
	EvWind          = "wind"           // WindTurned
	EvDemand        = "demand"         // DemandSet
	EvColonize      = "colonize"       // Colonized
	EvFairWind      = "fairwind"       // FairWind
	EvCalm          = "calm"           // CalmSeas
	EvRecruit       = "recruit"        // Recruited
	EvBerserk       = "berserk"        // Berserk
	EvCargo         = "cargo"          // CargoTaken
	EvUnrest        = "unrest"         // Unrest
	EvTribute       = "tribute"        // Tribute
	EvStormHit      = "storm.hit"      // StormHit (the Storm rune)
	EvTrade         = "trade"          // Traded
	EvAttack        = "attack"         // AttackBegun
	EvRaidWon       = "raid.won"       // RaidWon
	EvRaidFailed    = "raid.failed"    // RaidFailed
	EvRaidOn        = "raid.on"        // RaidRollsOn
	EvRaidStop      = "raid.stop"      // RaidStopped
	EvSettleDie     = "settle.die"     // SettleDieRolled (left out of the log: the last die tells it)
	EvSettleDice    = "settle.dice"    // SettleDiceRolled
	EvSettleFounded = "settle.founded" // SettlementFounded
	EvSettleKept    = "settle.kept"    // SettlementGivenUp
	EvSagaWon       = "saga.won"       // SagaWon
	EvSagaLost      = "saga.lost"      // SagaDiscarded (a face-up saga beyond reach)
	EvSagaVoid      = "saga.void"      // SagaDiscarded (turned over settled or beyond reach)
	EvSagaNew       = "saga.new"       // SagaDealt
	EvFinal         = "final"          // EndNear
	EvAgeDie        = "age.die"        // AgeDie
	EvGameOver      = "game.over"      // GameOver
)

// Payloads. Ports and sagas are named by their atlas ids (PortPlace makes a
// port's place); goods by index (Goods names them); rune kinds by index
// (RuneName names them; -1 is a card not shown).

// TurnBegan: Seat's turn begins, in Round.
type TurnBegan struct {
	Seat  rules.Seat
	Round int
}

// TurnEnded: Seat ended the turn where the longboat stands.
type TurnEnded struct{ Seat rules.Seat }

// Launched: Seat's longboat left the Wintering box for home port Port.
type Launched struct {
	Seat rules.Seat
	Port string
}

// Wintered: Seat's longboat went into the Wintering box (the turn ends).
type Wintered struct{ Seat rules.Seat }

// DriftedHome: Seat's longboat lost its last crewman and drifted to the
// Wintering box, its goods lost.
type DriftedHome struct{ Seat rules.Seat }

// Loaded: Seat took a crewman (Crewman) or a good of kind Good aboard in
// the Wintering box; Load of Limit are aboard afterwards.
type Loaded struct {
	Seat        rules.Seat
	Crewman     bool
	Good        int
	Load, Limit int
}

// Sailed: Seat's longboat sailed to To (a space or a port, as BoatAt names
// it) on the turn's Day.
type Sailed struct {
	Seat rules.Seat
	To   rules.Place
	Day  int
}

// DifficultSailing: Seat's longboat at To sailed Beyond days past the
// zone's clear sailing days and owes the sea Losses crewmen or goods.
type DifficultSailing struct {
	Seat           rules.Seat
	To             rules.Place
	Beyond, Losses int
}

// Lost: Seat lost a crewman (Crewman) or a good of kind Good to the sea.
type Lost struct {
	Seat    rules.Seat
	Crewman bool
	Good    int
}

// RunesShuffled: the spent runes became the new deck.
type RunesShuffled struct{ Cards int }

// RuneDrawn: Seat drew a rune at a home port; Rune is its kind for Seat
// alone (the secret side), -1 for everyone else.
type RuneDrawn struct {
	Seat rules.Seat
	Rune int8
}

// RunePlayed: Seat played a rune of kind Rune (its effect follows).
type RunePlayed struct {
	Seat rules.Seat
	Rune int8
}

// RuneDiscarded: Seat discarded a rune of kind Rune, for its wind only.
type RuneDiscarded struct {
	Seat rules.Seat
	Rune int8
}

// WindTurned: Seat turned the wind dial a quarter, Turn +1 clockwise or −1
// back; the +1 now blows towards Zone.
type WindTurned struct {
	Seat rules.Seat
	Turn int
	Zone atlas.Zone
}

// DemandSet: Seat's rune put goods of kind Good in demand.
type DemandSet struct {
	Seat rules.Seat
	Good int
}

// Colonized: Seat earned Gold from its settlements.
type Colonized struct {
	Seat rules.Seat
	Gold int
}

// FairWind: Seat has a day more this turn.
type FairWind struct{ Seat rules.Seat }

// CalmSeas: Seat has two more clear sailing days this turn.
type CalmSeas struct{ Seat rules.Seat }

// Recruited: Seat took a crewman aboard by a rune.
type Recruited struct{ Seat rules.Seat }

// Berserk: Seat's next attack adds Add to each die.
type Berserk struct {
	Seat rules.Seat
	Add  int
}

// CargoTaken: Seat took a good of kind Good aboard by a rune.
type CargoTaken struct {
	Seat rules.Seat
	Good int
}

// Unrest: Seat's rune sent Owner's settlers in Port home.
type Unrest struct {
	Seat, Owner rules.Seat
	Port        string
}

// Tribute: Seat took Gold from From.
type Tribute struct {
	Seat, From rules.Seat
	Gold       int
}

// StormHit: Seat's Storm took a crewman (Crewman) or a good of kind Good
// from Target's longboat.
type StormHit struct {
	Seat, Target rules.Seat
	Crewman      bool
	Good         int
}

// Traded: Seat traded a good of kind Good in Port for Gold (InDemand: the
// good in demand, 2 more).
type Traded struct {
	Seat     rules.Seat
	Port     string
	Good     int
	Gold     int
	InDemand bool
}

// AttackBegun: Seat raids (Raid) or tries to settle Port with Dice dice;
// a die must beat Value.
type AttackBegun struct {
	Seat        rules.Seat
	Port        string
	Raid        bool
	Dice, Value int
}

// RaidWon: Seat's die Face sacked Port: its town and Gold of treasure.
type RaidWon struct {
	Seat rules.Seat
	Port string
	Face int
	Gold int
}

// RaidFailed: Seat's die Face failed against Port: a crewman falls.
type RaidFailed struct {
	Seat rules.Seat
	Port string
	Face int
}

// RaidRollsOn: Seat rolls the raid on Port's next die.
type RaidRollsOn struct {
	Seat rules.Seat
	Port string
}

// RaidStopped: Seat called the raid on Port off.
type RaidStopped struct {
	Seat rules.Seat
	Port string
}

// SettleDieRolled: one of Seat's settlement dice before the last, showing Face;
// the log leaves it out (the last die's event tells them all).
type SettleDieRolled struct {
	Seat rules.Seat
	Face int
}

// LogAside reports that the log leaves the event out (game.LogAside).
func (SettleDieRolled) LogAside() bool { return true }

// SettleDiceRolled: the last of Seat's settlement dice on Port: Dice are all the
// faces rolled (the last is the die just rolled), Won of them beat the
// port and Failed crewmen fall.
type SettleDiceRolled struct {
	Seat        rules.Seat
	Port        string
	Dice        []int
	Won, Failed int
}

// SettlementFounded: Seat founded a settlement in Port.
type SettlementFounded struct {
	Seat rules.Seat
	Port string
}

// SettlementGivenUp: Seat kept the last crewman aboard: no settlement in
// Port.
type SettlementGivenUp struct {
	Seat rules.Seat
	Port string
}

// SagaWon: Seat completed Saga and took it with Bonus gold.
type SagaWon struct {
	Seat  rules.Seat
	Saga  string
	Bonus int
}

// SagaDiscarded: Saga was discarded, beyond reach (EvSagaLost, from the
// face-up row; EvSagaVoid, as it was turned over).
type SagaDiscarded struct{ Saga string }

// SagaDealt: Saga was turned face up into box Box (0 to 2).
type SagaDealt struct {
	Saga string
	Box  int
}

// EndNear: the end is in sight: the saga deck is spent (Rounds final
// rounds follow, AgeDie false), or round RoundCap is over and the age die
// is rolled after every turn from now on (AgeDie).
type EndNear struct {
	AgeDie bool
	Rounds int
}

// AgeDie: the age die showed Face; Over when it ended the Viking age.
type AgeDie struct {
	Face int
	Over bool
}

// GameOver: the end of the game (Why): every seat's final gold, the
// winners, the final scoring line by line (the Result's) and each seat's
// gold by source (Parts, by seat), for the board to count up.
type GameOver struct {
	Scores  []int
	Winners []rules.Seat
	Lines   []rules.ScoreLine
	Parts   []FinalGold
	Why     string
}

// FinalGold is one seat's final gold by source, as the final scoring adds
// it up: the gold of play (trades, treasure, saga bonuses, Colonization),
// the Bloodied Axe, the settlements and the saga majorities.
type FinalGold struct {
	Voyages, Axe, Settlements, Sagas int
	Total                            int
}

// mover is the seat to move, as events name it.
func (s *State) mover() rules.Seat { return rules.Seat(s.Seat) }

// who is seat's reference in an event's text.
func who(seat int) string {
	if seat >= 0 && seat < MaxSeats {
		return seatRefs[seat]
	}
	return rules.SeatRef(rules.Seat(seat))
}

// seatRefs are the seats' references, made once rather than at every event.
var seatRefs = func() (refs [MaxSeats]string) {
	for i := range refs {
		refs[i] = rules.SeatRef(rules.Seat(i))
	}
	return refs
}()
