package fireaxe

import (
	"fmt"
	"math/rand/v2"
	"sync"

	"embers/rules"
	"embers/rules/fireaxe/atlas"
)

// fireGame is the module over one map: the real atlas for the program, a
// small hand-built one in tests.
type fireGame struct {
	once  sync.Once
	load  func() (*atlas.Atlas, error)
	board *board
	err   error
}

// Game is the Fire & Axe module, on the designed map of Europe.
var Game rules.Game = &fireGame{load: loadAtlas}

// On is the module over another atlas (tests build small maps by hand).
func On(a *atlas.Atlas) rules.Game {
	return &fireGame{load: func() (*atlas.Atlas, error) { return a, nil }}
}

func (g *fireGame) boardOrErr() (*board, error) {
	g.once.Do(func() {
		a, err := g.load()
		if err != nil {
			g.err = fmt.Errorf("fireaxe: the map does not load: %v", err)
			return
		}
		if g.board, err = newBoard(a); err != nil {
			g.err = fmt.Errorf("fireaxe: %v", err)
		}
	})
	return g.board, g.err
}

// The option ids: the advanced runes, and the ending with its values.
const (
	optAdvanced = "advanced"
	optEnding   = "ending"
	endDie      = "die"
	endSagas    = "sagas"
)

func (g *fireGame) Info() rules.Info {
	return rules.Info{ID: "fireaxe", Name: "Fire & Axe: A Viking Saga", MinPlayers: MinSeats, MaxPlayers: MaxSeats,
		Secrets: true,
		Options: []rules.Option{{ID: optAdvanced, Name: "Advanced runes",
			About: "add the 9 runes for experienced players: Unrest, Storm and Tribute"},
			{ID: optEnding, Name: "The end", About: "what ends the Viking age", Values: []rules.Choice{
				{ID: endDie, Name: "Age die",
					About: "from round 16 a die after every turn may end the game: about 16 to 18 rounds"},
				{ID: endSagas, Name: "Sagas",
					About: "the rulebook's ending, a longer game: 9 sagas at 2 players, 12 at 3 to 5, then three final rounds; about 26 rounds at 2 or 3 players, 21 at 4, 17 at 5"},
			}}}}
}

// New sets up a game (rules summary, "Set Up"): three sagas of each Era set
// aside unseen, the deck in Era order with three face up, towns and their
// treasures on the starred and the large ports, skins in demand, the wind's
// +1 to the south, one rune each, and 1, 2, 3 ... gold by seat.
func (g *fireGame) New(setup rules.Setup) (rules.State, error) {
	b, err := g.boardOrErr()
	if err != nil {
		return nil, err
	}
	if setup.Players < MinSeats || setup.Players > MaxSeats {
		return nil, fmt.Errorf("fireaxe: %d players asked for; choose 2 to 5", setup.Players)
	}
	o, err := rules.ParseVariant(g.Info(), setup.Variant)
	if err != nil {
		return nil, fmt.Errorf("fireaxe: %v", err)
	}
	for _, sc := range setup.Scores {
		if sc != 0 {
			return nil, fmt.Errorf("fireaxe: the game is not played in series; leave the carried scores at zero")
		}
	}
	s := newState(g, b, setup.Players, o.On(optAdvanced), setup.Seed)
	s.SagaEnd = o.Value(optEnding, endDie) == endSagas
	r := rand.New(&s.rng)
	s.dealSagas(r)
	s.placeTowns(r)
	s.Runes = runeDeck(s.Advanced)
	r.Shuffle(len(s.Runes), func(i, j int) { s.Runes[i], s.Runes[j] = s.Runes[j], s.Runes[i] })
	for i := range s.Players {
		s.Hands[i] = append(s.Hands[i], s.Runes[len(s.Runes)-1])
		s.Runes = s.Runes[:len(s.Runes)-1]
	}
	s.revealSagas(nil)
	return s, nil
}

// newState is the table before anything is shuffled: longboats in the
// Wintering box with one crewman each, the rest of the crew at home.
func newState(g *fireGame, b *board, players int, advanced bool, seed uint64) *State {
	s := &State{g: g, b: b, viewer: rules.NoSeat}
	s.rng = *rand.NewPCG(seed, seed^0x66697265617865)
	s.Players, s.Advanced, s.Seed = players, advanced, seed
	s.Round, s.Final, s.Era, s.Demand = 1, -1, 1, 1 // skins in demand
	s.Goods = [NumGoods]int{GoodsEach, GoodsEach, GoodsEach}
	for i := range players {
		s.Gold = append(s.Gold, i+1)
		s.Towns = append(s.Towns, 0)
		s.Supply = append(s.Supply, CrewEach-1)
		s.Boats = append(s.Boats, Boat{At: inWinter, Crew: 1})
		s.Colony = append(s.Colony, 0)
		s.Bonus = append(s.Bonus, 0)
	}
	s.Hands = make([][]int8, players)
	s.Won = make([][]int, players)
	for i := range s.Hands {
		s.Hands[i] = []int8{}
		s.Won[i] = []int{}
	}
	s.Ports = make([]Port, len(b.at.Ports))
	for i := range s.Ports {
		s.Ports[i] = Port{Good: noGood, Settler: noSeat}
	}
	s.Runes, s.Discard = []int8{}, []int8{}
	s.SagaDeck, s.SagaUp, s.Removed, s.SagaOut = []int{}, []int{}, []int{}, []int{}
	return s
}

// dealSagas shuffles each Era's sagas, sets three aside (with the
// rulebook's ending, ending=sagas, all but sagaEndKeep's count for the
// players: of the real map's nine, six at 2 players, a deck of 9, and five
// at 3 to 5, a deck of 12) and stacks the deck with the first Era on top.
func (s *State) dealSagas(r *rand.Rand) {
	for era := 3; era >= 1; era-- {
		var pile []int
		for i, sg := range s.b.at.Sagas {
			if sg.Era == era {
				pile = append(pile, i)
			}
		}
		r.Shuffle(len(pile), func(i, j int) { pile[i], pile[j] = pile[j], pile[i] })
		cut := min(SetAside, len(pile))
		if s.SagaEnd {
			cut = max(cut, len(pile)-sagaEndKeep[s.Players])
		}
		s.Removed = append(s.Removed, pile[:cut]...)
		s.SagaDeck = append(s.SagaDeck, pile[cut:]...) // the top is the slice's end
	}
}

// placeTowns shuffles the treasures under the small and the large towns.
func (s *State) placeTowns(r *rand.Rand) {
	place := func(ports []int, treasures []int, kind int) {
		t := append([]int(nil), treasures...)
		r.Shuffle(len(t), func(i, j int) { t[i], t[j] = t[j], t[i] })
		for i, n := range ports {
			p := s.port(n)
			p.Town, p.Treasure = kind, t[i]
		}
	}
	place(s.b.smalls, s.b.at.SmallTreasures, 1)
	place(s.b.larges, s.b.at.LargeTreasures, 2)
}
