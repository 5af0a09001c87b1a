package crownofash

import (
	"math/rand/v2"

	"embers/rules"
)

// phase is what the game waits for.
type phase int8

const (
	phPlace     phase = iota // the lord to move places a minion
	phDefend                 // a lord chooses a region's defenders
	phWild                   // a lord chooses the kind of a special ingredient
	phResurrect              // a lord takes a fighter back from the graveyard
	phCardAtt                // the attacker lays a combat card face down
	phCardDef                // the defender lays a combat card face down
	phAICard                 // chance: the AI deck's combat card
	phDieAtt                 // chance: the attacker's die card roll
	phDieDef                 // chance: the defender's die card roll
	phCasualty               // the winner loses a fighter to a 0 card
	phRaise                  // the lord whose turn it is may raise a fighter
	phAIRegion               // chance: the AI deck's region die
	phAIAction               // chance: the AI deck's action card
	phDecider                // chance: a roll-off for who decides the order
	phOrder                  // the decider sets the next round's order
	phOver
	numPhases
)

// Special values of small fields.
const (
	none       = -1 // no lord, no card, no tile
	hiddenCard = 9  // a face-down combat card this view cannot see
	hiddenFate = 9  // a Fate card this view cannot see
	hiddenTile = 64 // + tier: a tile face down in the stack (its back shows the tier)
	hiddenFtr  = 64 // a fighter face down in a tier deck
	kingLord   = -2 // the King defends the citadel
)

// todo is a step still owed in the current turn, done in order: a
// decision of its lord, or settled at once when there is nothing to
// choose (or the lord is the AI deck, which follows its own rules).
type todo struct {
	Kind  int8 `json:"k"`
	Lord  int8 `json:"l"`
	Where int8 `json:"w"` // a region (or the citadel) for defend and casualty
	N     int8 `json:"n"` // special ingredients still to choose
}

const (
	tDefend int8 = iota
	tWild
	tResurrect
	tCasualty
	tRaise
)

// cardHand is a lord's five combat cards: in hand, or discarded face up
// with only the top one visible.
type cardHand struct {
	In     uint8   `json:"in"`    // bit c: card c is in hand
	N      int8    `json:"n"`     // cards in hand (public)
	Disc   [5]int8 `json:"disc"`  // discards, the top at DiscN-1
	DiscN  int8    `json:"discN"` // discards
	Hidden bool    `json:"hidden,omitempty"`
}

// battle is the combat in progress.
type battle struct {
	On      bool `json:"on"`
	Att     int8 `json:"att"`
	Def     int8 `json:"def"`   // a lord, or kingLord
	Where   int8 `json:"where"` // a region 0-5, or citadel
	Pos     int8 `json:"pos"`   // the citadel's position, or none
	AttCard int8 `json:"attCard"`
	DefCard int8 `json:"defCard"`
	AttDie  int8 `json:"attDie"`
	DefDie  int8 `json:"defDie"`
}

// core is everything a position holds but its generator; its fields are
// exported for the save format (encode.go).
type core struct {
	Seats int8 `json:"seats"`
	Lords int8 `json:"lords"` // seats, plus the AI deck when it plays
	AI    int8 `json:"ai"`    // the AI deck's lord (the last), or none
	Level int8 `json:"level"` // the AI's citadel fighter tier, 0 without it
	Clock bool `json:"clockwise,omitempty"`

	Round  int8    `json:"round"` // 1-4
	Turn   int8    `json:"turn"`  // turns taken this round
	Order  [4]int8 `json:"order"` // lords in this round's order
	Phase  phase   `json:"phase"`
	Todo   [8]todo `json:"todo"`
	TodoN  int8    `json:"todoN"`
	Fight  battle  `json:"battle"`
	Viewer int8    `json:"view"` // none: the full state; else the seat this view is for (or NoSeat's -1 with Masked)
	Mask   bool    `json:"masked,omitempty"`
	Picks  [4]int8 `json:"picks"` // the order picked so far for the next round
	PickN  int8    `json:"pickN"`
	Decid  int8    `json:"decider"`
	Tied   uint8   `json:"tied"` // lords in the roll-off for who decides
	Fate   [4]int8 `json:"fate"`

	VP      [4]int16             `json:"vp"`
	VPBy    [4][numSources]int16 `json:"vpBy"`
	Res     [4][numRes]int16     `json:"res"`
	Hand    [4]uint64            `json:"hand"`
	Grave   [4]uint64            `json:"grave"`
	Cards   [4]cardHand          `json:"cards"`
	Minions [4]int8              `json:"minions"` // minions not yet placed

	GatherBy [Regions][2]int8 `json:"gatherBy"`
	CombatBy [Regions][2]int8 `json:"combatBy"`
	Flank    [2]int8          `json:"flank"`
	Front    [4]int8          `json:"front"`
	GoldN    [4]int8          `json:"goldN"`
	BuildN   [4]int8          `json:"buildN"`
	Refresh  [4]bool          `json:"refresh"`

	Ctrl  [Regions + 1]int8   `json:"ctrl"` // the controller of each region and the citadel
	King  bool                `json:"king"`
	Def   [Regions + 1]uint64 `json:"def"`
	Top   [Regions]int8       `json:"top"` // the top tile of each region's stack
	Built [Regions]uint32     `json:"built"`
	Table uint64              `json:"table"` // attacking fighters in the battle
	FBox  uint64              `json:"fbox"`  // starting fighters of colours not at the table

	Row    [RowSize]int8 `json:"row"`
	Stack  [20]int8      `json:"stack"` // the structure stack, top at StackN-1
	StackN int8          `json:"stackN"`
	Aside  uint32        `json:"aside"`
	TBox   uint32        `json:"tbox"`

	Display [DisplaySlots]int8 `json:"display"`
	Deck    [Tiers][8]int8     `json:"deck"` // each tier deck, top at DeckN-1
	DeckN   [Tiers]int8        `json:"deckN"`

	AIActs   uint8 `json:"aiActs"` // AI action cards not yet used since the last shuffle
	AIRegion int8  `json:"aiRegion"`
	AIAction int8  `json:"aiAction"`
	Track    int8  `json:"track"` // the Fighter track's square
}

// VP sources, for the end-of-game breakdown.
const (
	srcStructures = iota
	srcCitadel
	srcCombat
	srcGather // the AI deck's resources as VP
	srcResources
	srcFate
	numSources
)

var sourceNames = [numSources]string{"structures", "the citadel", "combat cards", "resources taken as VP", "resources left", "Fate card"}

// State is a position of Crown of Ash.
type State struct {
	core
	setup rules.Setup
	rng   rand.PCG
}

func (s *State) Game() rules.Game   { return Game }
func (s *State) Setup() rules.Setup { return s.setup }
func (s *State) Clone() rules.State { c := *s; return &c }

// isAI reports whether lord l is the AI deck.
func (s *State) isAI(l int8) bool { return l >= 0 && l == s.AI }

// current is the lord whose turn it is.
func (s *State) current() int8 { return s.Order[int(s.Turn)%int(s.Lords)] }

// turns is how many turns a round has: each lord places four minions.
func (s *State) turns() int8 { return s.Lords * Minions }

// dashed reports whether the dashed spaces are open: three or four lords.
func (s *State) dashed() bool { return s.Lords >= 3 }

// spaces is how many gather or combat spaces a region offers now.
func (s *State) spaces() int {
	if s.dashed() {
		return 2
	}
	return 1
}

func (s *State) ToMove() rules.Seat {
	switch s.Phase {
	case phPlace, phRaise:
		return rules.Seat(s.current())
	case phDefend, phWild, phResurrect, phCasualty:
		return rules.Seat(s.Todo[0].Lord)
	case phCardAtt:
		return rules.Seat(s.Fight.Att)
	case phCardDef:
		return rules.Seat(s.Fight.Def)
	case phOrder:
		return rules.Seat(s.Decid)
	case phOver:
		return rules.NoSeat
	}
	return rules.Chance
}

// rand is the state's generator, for shuffles and draws.
func (s *State) rand() *rand.Rand { return rand.New(&s.rng) }

func popcount(x uint64) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}
