package fireaxe

import (
	"math/rand/v2"

	"embers/rules"
)

// Sizes of the game's components (the rules summary and NOTES.md §4a).
const (
	MinSeats     = 2
	MaxSeats     = 5
	CrewEach     = 15 // crewmen per player
	GoodsEach    = 11 // tokens of each kind of goods (33 in all)
	HandLimit    = 3  // runes a player may hold
	DaysPerTurn  = 7
	RoundCap     = 15 // our safeguard: after this round a die after every turn may end the game (AgeEnds)
	SetAside     = 3  // sagas of each Era set aside unseen at setup (the rulebook): 18 in the deck
	SafetyRound  = 80 // with the rulebook's ending (ending=sagas): a game whose deck is not spent by this round's end ends then
	AgeEnds      = 1  // the face of the age die that ends the game
	FinalRounds  = 3
	AxeBonus     = 3 // gold per town for the Bloodied Axe
	SagaFirst    = 10
	SagaSecond   = 5
	DemandBonus  = 2
	MaxDice      = 3
	NumGoods     = 3
	noGood       = -1
	noSeat       = -1
	inWinter     = -1 // a longboat's place in the Wintering box
	hiddenCard   = -1 // a card the viewer cannot see
	hiddenAmount = -1 // a treasure the viewer cannot see
)

// sagaEndKeep is, with the rulebook's ending (ending=sagas), how many sagas
// of each Era are kept in the deck at each player count (the rest, at least
// three, set aside): the deck is three times it (docs/rules/fireaxe.md, The
// end, why each count's).
var sagaEndKeep = [MaxSeats + 1]int{2: 3, 3: 4, 4: 4, 5: 4}

// Goods, by index.
var goodNames = [NumGoods]string{"furs", "skins", "tusks"}

// LoadLimit is the crew and goods a longboat may carry out of the Wintering
// box in each Era (1-3).
var LoadLimit = [4]int{0, 5, 6, 7}

// Phase is what the decision at hand is about.
type Phase int8

const (
	phTurn      Phase = iota // the player to move does their day's business
	phLoss                   // the player chooses what difficult sailing takes
	phRaidDie                // chance rolls the next raid die
	phRaidOn                 // the raider rolls on or stops
	phSettleDie              // chance rolls the settlement's dice, one after another
	phCrewless               // a settlement would leave the longboat crewless: found it or keep the crewman
	phOver
	phAgeDie // chance rolls whether the Viking age ends (after round 15); after phOver, so saved phases keep their numbers
)

// Boat is a player's longboat card and where the longboat is.
type Boat struct {
	At    int           `json:"at"` // a node, or inWinter
	Crew  int           `json:"crew"`
	Goods [NumGoods]int `json:"goods"`
}

// Load is the crew and goods aboard.
func (b *Boat) Load() int { return b.Crew + b.Goods[0] + b.Goods[1] + b.Goods[2] }

// Port is what stands in one foreign port.
type Port struct {
	Town     int  `json:"town"`     // 0 none, 1 small, 2 large
	Treasure int  `json:"treasure"` // the gold under the town (hiddenAmount in a view)
	Good     int  `json:"good"`     // the goods token traded here, or noGood
	Settler  int  `json:"settler"`  // the seat whose settlement stands here, or noSeat
	Tasked   bool `json:"tasked"`   // a task was done here this turn
}

// Attack is a raid or a settlement attempt in progress.
type Attack struct {
	Port   int   `json:"port"`
	Value  int   `json:"value"` // the port's value for this attack (−1 with goods)
	Bonus  int   `json:"bonus"` // added to each die (Berserkers)
	Dice   int   `json:"dice"`  // dice still to roll (raid: at most; settlement: exactly)
	Rolled []int `json:"rolled"`
}

// Turn is what the player to move has done this turn.
type Turn struct {
	Days    int  `json:"days"`    // days used (loading, drawing, moving)
	Sailed  int  `json:"sailed"`  // of them, days moved: what difficult sailing counts
	Extra   int  `json:"extra"`   // days added by Fair Wind
	Calm    int  `json:"calm"`    // clear sailing days added by Calm Seas
	Berserk int  `json:"berserk"` // die bonus waiting for the next attack
	Loaded  bool `json:"loaded"`  // loaded in the Wintering box: must launch
	Losses  int  `json:"losses"`  // losses still to take (phLoss)
}

// core is the whole position, as saved.
type core struct {
	Players  int           `json:"players"`
	Advanced bool          `json:"advanced"`
	SagaEnd  bool          `json:"sagaEnd,omitempty"` // the rulebook's ending only (ending=sagas): no age die, a far safety net
	Seed     uint64        `json:"seed"`
	Phase    Phase         `json:"phase"`
	Seat     int           `json:"seat"`  // the player whose turn it is
	Round    int           `json:"round"` // 1, 2, ...
	Turns    int           `json:"turns"` // turns ended so far
	Final    int           `json:"final"` // turns left in the final rounds (the deck spent), or -1 before they begin
	Era      int           `json:"era"`
	Wind     int           `json:"wind"` // quarter turns clockwise from the start
	Demand   int           `json:"demand"`
	Turn     Turn          `json:"turn"`
	Attack   *Attack       `json:"attack,omitempty"`
	Gold     []int         `json:"gold"`
	Towns    []int         `json:"towns"`  // town models taken, per seat
	Supply   []int         `json:"supply"` // crewmen at home, per seat
	Goods    [NumGoods]int `json:"goods"`  // tokens in the general supply
	Boats    []Boat        `json:"boats"`
	Ports    []Port        `json:"ports"` // by port index (atlas order)
	Hands    [][]int8      `json:"hands"` // rune kinds held
	Runes    []int8        `json:"runes"` // the rune deck, top last
	Discard  []int8        `json:"discard"`
	SagaDeck []int         `json:"sagaDeck"` // top last
	SagaUp   []int         `json:"sagaUp"`   // face up
	Removed  []int         `json:"removed"`  // set aside at setup, unseen
	SagaOut  []int         `json:"sagaOut"`  // discarded as impossible or already fulfilled
	Won      [][]int       `json:"won"`      // sagas completed, per seat
	Colony   []int         `json:"colony"`   // gold from Colonization, per seat (for the breakdown)
	Bonus    []int         `json:"bonus"`    // gold from saga bonuses, per seat
}

// State is a game of Fire & Axe.
type State struct {
	core
	b      *board
	g      *fireGame
	rng    rand.PCG
	viewer rules.Seat // NoSeat: the full state; a seat or the public: a view
	masked bool
}

func (s *State) Game() rules.Game { return s.g }

func (s *State) Setup() rules.Setup {
	o := rules.Options{}
	if s.Advanced {
		o[optAdvanced] = "on"
	}
	if s.SagaEnd {
		o[optEnding] = endSagas
	}
	return rules.Setup{Players: s.Players, Variant: rules.FormatVariant(s.g.Info(), o), Seed: s.Seed}
}

func (s *State) ToMove() rules.Seat {
	switch s.Phase {
	case phOver:
		return rules.NoSeat
	case phRaidDie, phSettleDie, phAgeDie:
		return rules.Chance
	}
	return rules.Seat(s.Seat)
}

func (s *State) boat() *Boat { return &s.Boats[s.Seat] }

// port is the state of port node n.
func (s *State) port(n int) *Port { return &s.Ports[n-s.b.nSpaces] }

// SeatLabel names a seat by its sail's colour.
func (s *State) SeatLabel(seat rules.Seat) string {
	if seat < 0 || int(seat) >= len(seatColours) {
		return "?"
	}
	return seatColours[seat]
}

var seatColours = []string{"Red", "Blue", "Green", "Yellow", "Black"}

// Clone is a deep copy.
func (s *State) Clone() rules.State { return s.clone() }

// clone copies every list into one new array of ints and one of int8s,
// each list cut to its own length and capacity (so an append moves it out
// rather than into its neighbour): two allocations instead of some twenty,
// and the harness and the AI clone at every turn.
func (s *State) clone() *State {
	c := *s
	ints := append(make([]*[]int, 0, 20), &c.Gold, &c.Towns, &c.Supply, &c.SagaDeck, &c.SagaUp, &c.Removed, &c.SagaOut, &c.Colony, &c.Bonus)
	c.Won = append([][]int(nil), s.Won...)
	for i := range c.Won {
		ints = append(ints, &c.Won[i])
	}
	if s.Attack != nil {
		a := *s.Attack
		c.Attack = &a
		ints = append(ints, &a.Rolled)
	}
	copyInto(ints)
	c.Hands = append([][]int8(nil), s.Hands...)
	small := append(make([]*[]int8, 0, 8), &c.Runes, &c.Discard)
	for i := range c.Hands {
		small = append(small, &c.Hands[i])
	}
	copyInto(small)
	c.Boats = append([]Boat(nil), s.Boats...)
	c.Ports = append([]Port(nil), s.Ports...)
	return &c
}

// copyInto gives each list a copy of itself, all in one new array.
func copyInto[T int | int8](lists []*[]T) {
	n := 0
	for _, l := range lists {
		n += len(*l)
	}
	all := make([]T, n)
	for _, l := range lists {
		k := copy(all, *l)
		*l, all = all[:k:k], all[k:]
	}
}
