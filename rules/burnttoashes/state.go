package burnttoashes

import (
	"math/rand/v2"

	"embers/rules"
)

// task is one entry of the agenda: what the game does next. Decision tasks
// wait for a seat's move (or chance); the others run by themselves. The
// agenda is a stack: the top task is the one at hand.
type task struct {
	K    int8 `json:"k"`
	Seat int8 `json:"s"`
	A    int8 `json:"a"`
	B    int8 `json:"b"`
}

// Task kinds.
const (
	tkClaim       int8 = iota + 1 // D: claim a province (setup)
	tkStartKnight                 // D: place the start knight (option)
	tkPeek                        // D: choose a stack to look at (setup)
	tkOrder                       // D: put a looked-at stack in order
	tkSetupEnd                    // the stacks not looked at are shuffled
	tkYear                        // a year begins
	tkIncome                      // gold is dealt
	tkLayout                      // D or auto: the regent lays the dragon tiles
	tkTile                        // one dragon tile of the dragon phase
	tkPawn                        // D: place the dragon pawn
	tkOffer                       // D: an offering turn
	tkResolve                     // the tile is turned: held off, or attacks
	tkPick                        // D: take a follower
	tkWindow                      // D: a reaction window
	tkMarkers                     // the attack markers are laid
	tkFights                      // the next fight, or the end of the attacks
	tkFight                       // a fight begins
	tkCombat                      // D: the fight, card by card
	tkUnmark                      // D: a surviving knight lifts a marker
	tkTileEnd                     // the pawn comes back
	tkBuyRound                    // the buy phase begins
	tkBuy                         // D: a buy turn
	tkPlace                       // D: place a knight, sword or shield
	tkBuyEnd                      // no gold is kept
	tkEvents                      // the event phase
	tkDiscard                     // D: the regent discards a face-up follower
	tkRegency                     // the regency passes
	tkFinale                      // the dragon is slain: the power hunt
	tkCrown                       // D: the regent breaks a tie
	tkKeep                        // a bought tile is kept and used
)

// Combat steps (tkCombat's B).
const (
	combatChoose int8 = iota // the fighter may spend power, else a card is turned
	combatCard               // chance turns the next card
	combatStop               // the fighter may stop on three shields
	combatBlow               // the hero window on the deciding card is open
)

// Window kinds (tkWindow's A).
const (
	winDecoy  int8 = iota + 1 // before the markers
	winHermit                 // once the markers lie
	winFight                  // before a fight
	winBlow                   // a fight is about to be decided
	winGift                   // an offering held the dragon off
	winSage                   // before the regency passes
	winAbbot                  // the buyer may undo the purchase
)

// Guard bits of a province.
const (
	gKnight uint8 = 1 << iota
	gSword
	gShield
	gMarker
)

// core is the whole position: every field one byte wide, so its bytes are
// the saved position (codec.go), and a copy of the struct is a deep copy.
// The JSON names only serve a person printing one with encoding/json.
type core struct {
	Players   int8 `json:"players"`
	Coop      bool `json:"coop"`
	StartHelp bool `json:"startHelp"`
	Year      int8 `json:"year"` // 1..5; 6 and on: the final dragon phases
	Regent    int8 `json:"regent"`

	Owner   [Provinces]int8           `json:"owner"` // -1: unclaimed or lost
	Lost    [Provinces]bool           `json:"lost"`
	Quota   [MaxPlayers]int8          `json:"quota"` // provinces still to claim
	Stack   [Provinces][stackMax]Tile `json:"stack"` // bottom first
	StackN  [Provinces]int8           `json:"stackN"`
	Known   [Provinces]uint8          `json:"known"` // seats that know the stack
	Guard   [Provinces]uint8          `json:"guard"`
	MarkOrd [Provinces]int8           `json:"markOrd"`
	Out     [tileKinds]int8           `json:"out"` // tiles turned up from the stacks
	Power   [MaxPlayers]int8          `json:"power"`
	Treas   [MaxPlayers]int8          `json:"treasure"`
	Hand    [MaxPlayers][4]int8       `json:"hand"` // gold cards by value
	HandN   [MaxPlayers]int8          `json:"handN"`
	Offer   [MaxPlayers][4]int8       `json:"offer"`
	OfferN  [MaxPlayers]int8          `json:"offerN"`
	Discard [4]int8                   `json:"discard"`
	AsideN  int8                      `json:"asideN"`
	AsideV  int8                      `json:"asideV"`
	Debt    [MaxPlayers]int8          `json:"debt"`
	Paid    [4]int8                   `json:"paid"`   // the last purchase's cards
	Change  [4]int8                   `json:"change"` // and its change

	Slot  [Paths]int8  `json:"slot"` // dragon tile values; 0 unknown to the viewer
	Red   [Paths]bool  `json:"red"`
	Shown [Paths]bool  `json:"shown"`
	Seen  [Paths]uint8 `json:"seen"` // seats that have scouted the tile
	Pawn  int8         `json:"pawn"` // the space the pawn stands on, -1

	FHand   [MaxPlayers][Kinds]int8 `json:"fHand"`
	FHandN  [MaxPlayers]int8        `json:"fHandN"`
	FDeck   [FollowerN]int8         `json:"fDeck"` // bottom first; -1 unknown
	FDeckN  int8                    `json:"fDeckN"`
	Display [displaySize]int8       `json:"display"` // -1 empty
	FOut    [Kinds]int8             `json:"fOut"`    // played and gone
	Gained  bool                    `json:"gained"`  // a follower was won this year
	Agit    uint8                   `json:"agit"`    // seats that used the agitator this year
	AbbotOn bool                    `json:"abbotOn"`

	HitsOn    int8             `json:"hits"` // hits landed
	Status    uint8            `json:"status"`
	Victor    int8             `json:"victor"`
	Attacks   int8             `json:"attacks"`
	Laid      int8             `json:"laid"` // markers laid this tile
	Decoy     int8             `json:"decoy"`
	FightP    int8             `json:"fightP"` // the province fighting, -1
	Deck      [cardKinds]int8  `json:"deck"`   // combat cards still in the fight's deck
	Shown4    [cardKinds]int8  `json:"shownCards"`
	Last      int8             `json:"last"` // the card just turned, -1
	NoGear    bool             `json:"noGear"`
	Struck    bool             `json:"struck"`  // the hero set the deciding card aside
	Prevent   bool             `json:"prevent"` // a vassal stood in
	Round     int8             `json:"round"`   // offering round, 1..offerRounds
	Changed   bool             `json:"changed"`
	Gift      int8             `json:"gift"` // followers for the top giver
	Gave      [MaxPlayers]int8 `json:"gave"` // each seat's offering, once turned
	SageTo    int8             `json:"sageTo"`
	Top       int8             `json:"top"`
	Final     int8             `json:"final"` // final dragon phases begun
	Hunt      [MaxPlayers]int8 `json:"hunt"`
	Tied      uint8            `json:"tied"`
	Over      bool             `json:"over"`
	DragonWon bool             `json:"dragonWon"`
	Winner    int8             `json:"winner"`

	Agenda  [48]task `json:"agenda"`
	AgendaN int8     `json:"agendaN"`

	Viewer int8 `json:"viewer"` // -2: the full state; else the seat whose view this is

	// The offering round's start (offerround.go), after Viewer so that a
	// version 1 save is this position's first bytes: each ruler's offering
	// by value and its cards when the round began (values masked as the
	// offering is), the rulers who set a new one in this round and in
	// the one before, and whether the round's start is unknown (a version 1 save read
	// mid-round).
	Before     [MaxPlayers][4]int8 `json:"before"`
	BeforeN    [MaxPlayers]int8    `json:"beforeN"`
	Relaid     uint8               `json:"relaid"`
	Prev       uint8               `json:"prev"` // who set a new one in the round before
	Unrecorded bool                `json:"unrecorded"`
}

// State is a position of Burnt to Ashes.
type State struct {
	c     core
	setup rules.Setup
	rng   rand.PCG
	// picked is a move RolloutMove took from this position's legal moves
	// (0: none), which Play then need not list again: a playout plays
	// nothing else, and a legal list was a tenth of a hard decision. It
	// holds for c as it is: every move clears it, and so do View and
	// Determinize, which change c; a whole copy (Clone) keeps it.
	picked rules.Move
	// script binds the rest of an offering round replayed by the AI's
	// search (RoundStart) to what the seat searching saw (offerround.go);
	// all zero in a game.
	script [MaxPlayers]int8
}

const fullState int8 = -2

// offerRounds caps the revising of an offering: see docs, "The offering".
const offerRounds = 3

// finalCap ends the game for the dragon after this many final dragon
// phases (a safety net; see docs, "After the fifth year").
const finalCap = 12

func (s *State) Game() rules.Game   { return Game }
func (s *State) Setup() rules.Setup { return s.setup }
func (s *State) Clone() rules.State { c := *s; return &c }

func (s *State) n() int { return int(s.c.Players) }

// next is the seat after seat, clockwise.
func (s *State) next(seat int) int { return (seat + 1) % s.n() }

func (s *State) top() *task {
	if s.c.AgendaN == 0 {
		return nil
	}
	return &s.c.Agenda[s.c.AgendaN-1]
}

func (s *State) push(tasks ...task) {
	for i := len(tasks) - 1; i >= 0; i-- { // the first task ends on top
		s.c.Agenda[s.c.AgendaN] = tasks[i]
		s.c.AgendaN++
	}
}

func (s *State) pop() { s.c.AgendaN--; s.c.Agenda[s.c.AgendaN] = task{} }

func (s *State) ToMove() rules.Seat {
	t := s.top()
	if s.c.Over || t == nil {
		return rules.NoSeat
	}
	if t.K == tkCombat && t.B == combatCard {
		return rules.Chance
	}
	return rules.Seat(s.mover(t))
}

// gold is the value of the cards in a seat's hand.
func (s *State) gold(seat int) int {
	h := s.c.Hand[seat]
	return int(h[1]) + 2*int(h[2]) + 3*int(h[3])
}

func (s *State) offered(seat int) int {
	o := s.c.Offer[seat]
	return int(o[1]) + 2*int(o[2]) + 3*int(o[3])
}

func (s *State) has(p int, g uint8) bool { return s.c.Guard[p]&g != 0 }

func (s *State) owns(seat, p int) bool { return int(s.c.Owner[p]) == seat && !s.c.Lost[p] }

func bit(seat int) uint8 { return 1 << uint(seat) }

// powerOf is the power a seat can spend: power tiles and treasures.
func (s *State) powerOf(seat int) int { return int(s.c.Power[seat] + s.c.Treas[seat]) }

// r is the state's generator for a draw or a shuffle.
func (s *State) r() *rand.Rand { return rand.New(&s.rng) }
