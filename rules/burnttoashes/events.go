package burnttoashes

import (
	"strconv"

	"embers/rules"
)

// A move's events are recorded through a *rules.Recorder; nil plays
// without them (Play, and the search's playouts), so a move builds an
// event's text and payload only under "if log != nil": Go works out the
// arguments of log.Add before Add can look at its recorder.

// Event kinds, in rules.Event.Kind, each with its payload (Event.Data).
// Provinces, paths, display slots, followers, tiles and combat cards are
// the package's numbers (ProvincePlace, SpacePlace and DisplayPlace name
// them; Follower, Tile, CardDragon ...).
const (
	// Setup.
	EvProvinceClaimed = "province.claimed" // Claimed
	EvKnightPlaced    = "knight.placed"    // KnightPlaced (a start knight)
	EvStacksShuffled  = "stacks.shuffled"  // StacksShuffled

	// The year.
	EvYearBegun       = "year.begun"         // YearBegun
	EvYearFinal       = "year.final"         // FinalPhase
	EvGoldDealt       = "gold.dealt"         // GoldDealt
	EvDebtRepaid      = "debt.repaid"        // GoldCard (a card handed back)
	EvDragonFiercer   = "dragon.fiercer"     // Fiercer
	EvFollowerDropped = "follower.discarded" // FollowerDiscarded
	EvRegencyPassed   = "regency.passed"     // RegencyPassed

	// The dragon phase: the tiles, the pawn, the offering.
	EvDragonLaid     = "dragon.laid"     // TilesLaid
	EvPawnPlaced     = "pawn.placed"     // PawnPlaced
	EvOfferLaid      = "offer.laid"      // Laid (secret: the gold, to the seat alone unless told)
	EvOfferStood     = "offer.stood"     // Stood
	EvDragonTurned   = "dragon.turned"   // Turned (Reveal)
	EvDragonAppeased = "dragon.appeased" // Appeased
	EvDragonAttacks  = "dragon.attacks"  // Attacks
	EvMarkersLaid    = "markers.laid"    // Markers

	// Fights.
	EvFightBegun   = "fight.begun"   // FightBegun
	EvFightPressed = "fight.pressed" // Pressed
	EvPowerSpent   = "power.spent"   // PowerSpent
	EvCardTurned   = "card.turned"   // CardTurned (Reveal)
	EvKnightFell   = "knight.fell"   // KnightFell
	EvDragonHit    = "dragon.hit"    // DragonHit
	EvStatusWon    = "status.won"    // SeatOnly (a dragon fighter now)
	EvFightDrawn   = "fight.drawn"   // AtProvince
	EvFightAverted = "fight.averted" // AtProvince (a vassal stood in)
	EvMarkerLifted = "marker.lifted" // MarkerLifted
	EvProvinceLost = "province.lost" // ProvinceLost (Reveal)

	// The buy phase.
	EvStackLooked   = "stack.looked"   // Looked (secret: the stack)
	EvStackOrdered  = "stack.ordered"  // AtProvince
	EvTileBought    = "tile.bought"    // TileBought (Reveal)
	EvTilePlaced    = "tile.placed"    // TilePlaced
	EvTileDiscarded = "tile.discarded" // TileDiscarded
	EvAttackBought  = "attack.bought"  // AtProvince (a fight at once)
	EvTurnEnded     = "turn.ended"     // SeatOnly
	EvGoldDiscarded = "gold.discarded" // GoldDiscarded

	// Followers.
	EvWindowPassed   = "window.passed"      // SeatOnly
	EvFollowerTaken  = "follower.taken"     // FollowerTaken
	EvFollowerDrawn  = "follower.drawn"     // FollowerDrawn (secret: the follower)
	EvDecoyPlayed    = "decoy.played"       // AtProvince (where the dragon strikes first)
	EvHermitPlayed   = "hermit.played"      // HermitPlayed
	EvBlackKnight    = "blackknight.played" // AtProvince (the fight's province)
	EvVassalPlayed   = "vassal.played"      // AtProvince (the fight's province)
	EvHeroPlayed     = "hero.played"        // HeroPlayed
	EvMonksPlayed    = "monks.played"       // MonksPlayed
	EvSagePlayed     = "sage.played"        // SeatOnly
	EvAbbotPlayed    = "abbot.played"       // TileDiscarded (the bought tile sent away)
	EvAgitatorPlayed = "agitator.played"    // AgitatorPlayed
	EvLenderLent     = "lender.lent"        // GoldCard (a card lent)
	EvMerchantPlayed = "merchant.played"    // MerchantPlayed
	EvTraitorPlayed  = "traitor.played"     // TilePlaced (the tile taken, from Province)
	EvScoutPlayed    = "scout.played"       // Scouted (secret: the tiles)
	EvFarmerPlayed   = "farmer.played"      // Farmed (secret: the cards)

	// The end.
	EvDragonSlain = "dragon.slain" // SeatOnly (the slayer)
	EvPowerHunted = "power.hunted" // Hunted
	EvCrownTied   = "crown.tied"   // CrownTied
	EvCrowned     = "crowned"      // Crowned
	EvDragonWon   = "dragon.won"   // Ended (the dragon wins)
	EvGameOver    = "game.over"    // Ended (after the seventh hit)
)

// SeatOnly is the payload of an event that names nobody but its seat.
type SeatOnly struct{ Seat rules.Seat }

// AtProvince is the payload of an event about one seat's piece, marker or
// stack in one province.
type AtProvince struct {
	Seat     rules.Seat
	Province int
}

// Claimed: Seat claimed Province (its coat of arms goes there).
type Claimed struct {
	Seat     rules.Seat
	Province int
}

// KnightPlaced: Seat set a start knight in Province.
type KnightPlaced struct {
	Seat     rules.Seat
	Province int
}

// StacksShuffled: the stacks of these provinces, which nobody looked at,
// were shuffled.
type StacksShuffled struct{ Provinces []int }

// YearBegun: Year (1 to 5) begins with Regent.
type YearBegun struct {
	Year   int
	Regent rules.Seat
}

// FinalPhase: final dragon phase Phase (after year 5) begins with Regent.
type FinalPhase struct {
	Phase  int
	Regent rules.Seat
}

// GoldDealt: the year's gold was dealt from Regent; Cards are what each
// seat holds now (one card lies aside unseen).
type GoldDealt struct {
	Year   int
	Regent rules.Seat
	Cards  [MaxPlayers]int
}

// GoldCard: one gold card of Value (0 a blank) went between Seat's hand
// and the discard pile: handed back for a debt, or lent by the
// Moneylender.
type GoldCard struct {
	Seat  rules.Seat
	Value int
}

// Fiercer: at the year's end tile Leaves left the dragon tiles and tile
// Comes came in.
type Fiercer struct{ Leaves, Comes int }

// FollowerDiscarded: nobody won a follower this year; Seat sent the
// face-up Follower in display Slot away.
type FollowerDiscarded struct {
	Seat           rules.Seat
	Slot, Follower int
}

// RegencyPassed: the regency went from From to To.
type RegencyPassed struct{ From, To rules.Seat }

// TilesLaid: Seat laid the dragon tiles face down, red on the paths where
// Red is set.
type TilesLaid struct {
	Seat rules.Seat
	Red  [Paths]bool
}

// PawnPlaced: Seat set the dragon pawn on the tile of Path.
type PawnPlaced struct {
	Seat rules.Seat
	Path int
	Red  bool
}

// Laid: Seat laid Gold on Cards face down (Cards 0: took the offering
// back); Told when the team was told the gold (co-op). Gold is 0 in the
// public payload unless told: only Seat's own payload holds it.
type Laid struct {
	Seat        rules.Seat
	Gold, Cards int
	Told        bool
}

// Stood: Seat stood with Cards face down.
type Stood struct {
	Seat  rules.Seat
	Cards int
}

// Turned: the tile of Path turned up to Face; the offering held Sum, Gave
// by seat (public once the tile turns); Settled when the offering became
// final because a round passed with nobody changing rather than because
// its last round ended.
type Turned struct {
	Path, Face, Sum int
	Settled         bool
	Gave            [MaxPlayers]int
}

// Appeased: the offering held the dragon off on Path; Top gave most and
// wins Followers.
type Appeased struct {
	Path      int
	Top       rules.Seat
	Followers int
}

// Attacks: the offering fell Attacks short on Path.
type Attacks struct{ Path, Attacks int }

// Markers: the dragon flew along Path, marking Provinces in order; Missed
// attacks flew past the path's end.
type Markers struct {
	Path      int
	Provinces []int
	Missed    int
}

// FightBegun: Seat's knight in Province faces the dragon, with the gear
// it has.
type FightBegun struct {
	Seat          rules.Seat
	Province      int
	Sword, Shield bool
}

// Pressed: Seat fought on in Province: without spending power, or (Past)
// past the shields.
type Pressed struct {
	Seat     rules.Seat
	Province int
	Past     bool
}

// PowerSpent: Seat spent a power (a treasure when Treasure) and two dragon
// cards went aside.
type PowerSpent struct {
	Seat     rules.Seat
	Treasure bool
}

// CardTurned: a combat card of Card (CardDragon ...) turned up; Shown are
// the cards now showing by kind.
type CardTurned struct {
	Card  int
	Shown [CardKinds]int
}

// DragonHit: Seat's knight in Province won: the dragon took hit Hit of
// Hits.
type DragonHit struct {
	Seat          rules.Seat
	Province, Hit int
}

// KnightFell: Seat's knight in Province fell, with its sword and shield
// unless the Black Knight kept them out of the fight (Gear: they fell too).
type KnightFell struct {
	Seat     rules.Seat
	Province int
	Gear     bool
}

// MarkerLifted: Seat lifted the marker from Province.
type MarkerLifted struct {
	Seat     rules.Seat
	Province int
}

// ProvinceLost: Owner's Province burnt; Stack is what it held, top first.
type ProvinceLost struct {
	Owner    rules.Seat
	Province int
	Stack    []Tile
}

// Looked: Seat looked at the stack of Province; Stack (top first) is in
// Seat's payload only.
type Looked struct {
	Seat     rules.Seat
	Province int
	Stack    []Tile
}

// TileBought: Seat bought Tile off the top of Province's stack for Cost.
type TileBought struct {
	Seat           rules.Seat
	Province, Cost int
	Tile           Tile
}

// TilePlaced: Seat placed Tile in Province (EvTraitorPlayed: took it from
// Province, to place it again).
type TilePlaced struct {
	Seat     rules.Seat
	Province int
	Tile     Tile
}

// TileDiscarded: Seat's Tile left the game (no province free for it, or
// sent away by the Abbot from Province's stack, the gold paid back).
type TileDiscarded struct {
	Seat     rules.Seat
	Province int // -1: none
	Tile     Tile
}

// GoldDiscarded: the gold left in every hand went to the discard pile;
// Cards are how many each seat threw.
type GoldDiscarded struct{ Cards [MaxPlayers]int }

// FollowerTaken: Seat took Follower from display Slot (refilled from the
// deck).
type FollowerTaken struct {
	Seat           rules.Seat
	Slot, Follower int
}

// FollowerDrawn: Seat drew the deck's top follower; Follower is -1 but in
// Seat's payload.
type FollowerDrawn struct {
	Seat     rules.Seat
	Follower int
}

// HermitPlayed: Seat's Hermit sent the knight of From to defend To.
type HermitPlayed struct {
	Seat     rules.Seat
	From, To int
}

// HeroPlayed: Seat's Hero set the combat card Card aside.
type HeroPlayed struct {
	Seat rules.Seat
	Card int
}

// MonksPlayed: Seat's Monks take Followers too.
type MonksPlayed struct {
	Seat      rules.Seat
	Followers int
}

// AgitatorPlayed: Seat's Agitator swapped their Gave for the face-up Took in
// display Slot.
type AgitatorPlayed struct {
	Seat             rules.Seat
	Slot, Gave, Took int
}

// MerchantPlayed: Seat's Merchant swapped the stacks of provinces A and B.
type MerchantPlayed struct {
	Seat rules.Seat
	A, B int
}

// Scouted: Seat's Scout looked at the face-down dragon tiles; Tiles (by
// path, 0 for a tile already shown) are in Seat's payload only.
type Scouted struct {
	Seat  rules.Seat
	Tiles [Paths]int
}

// Farmed: Seat's Farmer swapped Cards gold cards with With; Gave and Got
// (the values) are in Seat's payload only.
type Farmed struct {
	Seat, With rules.Seat
	Cards      int
	Gave, Got  []int
}

// Hunted: Seat found Power in their stacks at the end.
type Hunted struct {
	Seat  rules.Seat
	Power int
}

// CrownTied: Seats tie; Regent chooses who is crowned.
type CrownTied struct {
	Regent rules.Seat
	Seats  []rules.Seat
}

// Crowned: Regent crowned Seat.
type Crowned struct{ Regent, Seat rules.Seat }

// Ended: the game is over; Result is its result.
type Ended struct{ Result rules.Result }

// seatRefs are the seats' placeholders, made once: event text names a
// seat in most lines.
var seatRefs = func() (refs [MaxPlayers]string) {
	for i := range refs {
		refs[i] = rules.SeatRef(rules.Seat(i))
	}
	return refs
}()

func who(seat int) string {
	if seat >= 0 && seat < MaxPlayers {
		return seatRefs[seat]
	}
	return rules.SeatRef(rules.Seat(seat))
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// stackTiles lists a stack top first.
func (s *State) stackTiles(p int) []Tile {
	n := int(s.c.StackN[p])
	out := make([]Tile, n)
	for i := range n {
		out[i] = s.c.Stack[p][n-1-i]
	}
	return out
}

// ended records the end of the game, its result in the payload.
func (s *State) ended(log *rules.Recorder, kind, text string, place rules.Place) {
	if log != nil {
		log.Add(kind, "end", rules.NoSeat, text, Ended{Result: s.Result()}, place)
	}
}
