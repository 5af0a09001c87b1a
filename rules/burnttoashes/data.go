package burnttoashes

import (
	_ "embed"
	"fmt"

	"github.com/BurntSushi/toml"
)

// The kingdom and the counted components, read once from the TOML files
// beside the package (the project's design; see docs/rules/burnttoashes.md).

const (
	Provinces   = 24 // the kingdom's provinces
	Paths       = 4  // dragon paths, one per dragon tile space
	PathLen     = Provinces / Paths
	Kinds       = 15 // kinds of follower, two cards each
	FollowerN   = 2 * Kinds
	GoldN       = 25 // gold cards
	CombatN     = 36 // combat cards
	Hits        = 7  // hit markers on the dragon
	MaxPlayers  = 6
	stackMax    = 5 // a stack: three tiles, a knight, and a power at an entry
	displaySize = 3 // followers lying face up
)

// Tile is a city tile's kind.
type Tile int8

const (
	NoTile Tile = iota // an empty slot, or a tile the viewer cannot see
	Knight
	Power
	Sword
	Shield
	Attack // a dragon attack
	Treasure
	tileKinds
)

// Combat card symbols, in the order of their chance outcomes.
const (
	CardDragon = iota
	CardKnight
	CardSword
	CardShield
	cardKinds
)

// Follower kinds, in the order of followers.toml.
const (
	Abbot = iota
	Agitator
	Farmer
	Hermit
	Lender
	Trader
	Hero
	Merchant
	Monks
	Scout
	Decoy
	BlackKnight
	Vassal
	Traitor
	Sage
)

// FollowerInfo is one kind of follower as followers.toml writes it.
type FollowerInfo struct {
	ID    string `toml:"id"`
	Name  string `toml:"name"`
	Phase string `toml:"phase"`
	Text  string `toml:"text"`
}

var (
	//go:embed kingdom.toml
	kingdomData []byte
	//go:embed components.toml
	componentData []byte
	//go:embed followers.toml
	followerData []byte

	provinceName [Provinces]string
	pathName     [Paths]string
	pathID       [Paths]string
	baseTiles    [tileKinds]int // the 72 shuffled tiles of the base game
	coopTiles    [tileKinds]int // the same for co-op
	combatDeck   [cardKinds]int
	goldDeck     [4]int // cards of value 0, 1, 2, 3
	dragonReward [9]int // followers for holding off tile 1..8
	followers    [Kinds]FollowerInfo
)

var tileNames = [tileKinds]string{"unknown", "knight", "power", "sword", "shield", "dragon", "treasure"}

func init() {
	for _, load := range []func() error{loadKingdom, loadComponents, loadFollowers} {
		if err := load(); err != nil {
			panic("burnttoashes data: " + err.Error())
		}
	}
}

func loadKingdom() error {
	var doc struct {
		Path []struct {
			ID        string   `toml:"id"`
			Name      string   `toml:"name"`
			Provinces []string `toml:"provinces"`
		} `toml:"path"`
	}
	if _, err := toml.Decode(string(kingdomData), &doc); err != nil {
		return err
	}
	if len(doc.Path) != Paths {
		return fmt.Errorf("kingdom.toml: want %d paths, found %d", Paths, len(doc.Path))
	}
	for i, p := range doc.Path {
		if len(p.Provinces) != PathLen {
			return fmt.Errorf("kingdom.toml: path %q has %d provinces, want %d", p.ID, len(p.Provinces), PathLen)
		}
		pathID[i], pathName[i] = p.ID, p.Name
		copy(provinceName[i*PathLen:], p.Provinces)
	}
	return nil
}

func loadComponents() error {
	var doc struct {
		Tiles map[string]int `toml:"tiles"`
		Coop  struct {
			Out       []string `toml:"out"`
			Treasures int      `toml:"treasures"`
		} `toml:"coop"`
		Combat map[string]int `toml:"combat"`
		Gold   map[string]int `toml:"gold"`
		Dragon []struct {
			Value  int `toml:"value"`
			Reward int `toml:"reward"`
		} `toml:"dragon"`
	}
	if _, err := toml.Decode(string(componentData), &doc); err != nil {
		return err
	}
	total := 0
	for name, n := range doc.Tiles {
		k := tileByName(name)
		if k == NoTile || k == Treasure {
			return fmt.Errorf("components.toml: unknown tile %q", name)
		}
		baseTiles[k] = n
		total += n
	}
	if total != 3*Provinces {
		return fmt.Errorf("components.toml: %d shuffled tiles, want %d", total, 3*Provinces)
	}
	coopTiles = baseTiles
	for _, name := range doc.Coop.Out {
		coopTiles[tileByName(name)]--
	}
	coopTiles[Treasure] = doc.Coop.Treasures
	if len(doc.Coop.Out) != doc.Coop.Treasures {
		return fmt.Errorf("components.toml: co-op takes out %d tiles for %d treasures", len(doc.Coop.Out), doc.Coop.Treasures)
	}
	for i, name := range []string{"dragon", "knight", "sword", "shield"} {
		combatDeck[i] = doc.Combat[name]
	}
	if combatDeck[0]+combatDeck[1]+combatDeck[2]+combatDeck[3] != CombatN {
		return fmt.Errorf("components.toml: combat cards do not add up to %d", CombatN)
	}
	sum, value := 0, 0
	for i, name := range []string{"zero", "one", "two", "three"} {
		goldDeck[i] = doc.Gold[name]
		sum += goldDeck[i]
		value += i * goldDeck[i]
	}
	if sum != GoldN || value != GoldN || goldDeck[3] != 1 {
		return fmt.Errorf("components.toml: %d gold cards worth %d; want %d cards averaging 1 with one 3", sum, value, GoldN)
	}
	if len(doc.Dragon) != 8 {
		return fmt.Errorf("components.toml: want 8 dragon tiles")
	}
	for i, d := range doc.Dragon {
		if d.Value != i+1 || d.Reward < 1 {
			return fmt.Errorf("components.toml: dragon tile %d is out of order or gives no reward", i+1)
		}
		dragonReward[d.Value] = d.Reward
	}
	return nil
}

func loadFollowers() error {
	var doc struct {
		Follower []FollowerInfo `toml:"follower"`
	}
	if _, err := toml.Decode(string(followerData), &doc); err != nil {
		return err
	}
	if len(doc.Follower) != Kinds {
		return fmt.Errorf("followers.toml: want %d kinds, found %d", Kinds, len(doc.Follower))
	}
	copy(followers[:], doc.Follower)
	return nil
}

func tileByName(name string) Tile {
	for k, n := range tileNames {
		if n == name && k > 0 {
			return Tile(k)
		}
	}
	return NoTile
}

// Follower describes a kind of follower.
func Follower(kind int) FollowerInfo { return followers[kind] }

// ProvinceName is a province's name on the map.
func ProvinceName(p int) string { return provinceName[p] }

// pathOf is the path a province lies on, and its position there (0 = entry).
func pathOf(p int) (path, pos int) { return p / PathLen, p % PathLen }
