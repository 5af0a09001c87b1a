package crownofash

import (
	_ "embed"
	"fmt"

	"github.com/BurntSushi/toml"
)

// Resources: the four basic kinds (a fighter's kind is one of them), gold,
// and the two things a reward may give that are not kept on a mat.
const (
	Bone = iota
	Ash
	Blood
	Sulphur
	Gold
	numRes
	itemWild = numRes     // a special ingredient: any basic resource
	itemVP   = numRes + 1 // a victory point
)

// Kinds is the number of fighter kinds (the basic resources).
const Kinds = 4

var resNames = [...]string{"bone", "ash", "blood", "sulphur", "gold", "wild", "vp"}

// Counts of the game's components (rulebook, "Components").
const (
	Regions       = 6
	Positions     = 3  // the citadel's attack positions
	NumFighters   = 36 // 24 raisable, then 12 starting
	NumRaisable   = 24
	NumTiles      = 24 // 4 starting, 12 tier I, 8 tier II
	NumStarting   = 4
	NumCards      = 5 // combat cards per lord
	NumActions    = 5 // AI action cards
	NumFates      = 6
	MaxLords      = 4
	Minions       = 4
	ControlTokens = 7
	Rounds        = 4
	DisplaySlots  = 6
	Tiers         = 3
	RowSize       = 4
	citadel       = Regions // the citadel's index among the places that hold defenders
)

// Fighter is one fighter card.
type Fighter struct {
	Code   string         `toml:"code"`
	Name   string         `toml:"name"`
	KindS  string         `toml:"kind"`
	Attack int            `toml:"attack"`
	Tier   int            `toml:"tier"`   // 1-3; 0 for a starting fighter
	Colour int            `toml:"colour"` // 1-4 for a starting fighter
	CostM  map[string]int `toml:"cost"`
	Kind   int            `toml:"-"`
	Cost   [Kinds]int     `toml:"-"`
}

// Tile is one structure tile.
type Tile struct {
	Code      string   `toml:"code"`
	Name      string   `toml:"name"`
	Tier      int      `toml:"tier"` // 0 starting, 1 or 2
	Region    int      `toml:"region"`
	CostG     int      `toml:"cost"`
	VP        int      `toml:"vp"`
	YieldS    []string `toml:"yield"`
	TaxS      []string `toml:"tax"`
	Resurrect bool     `toml:"resurrect"`
	Yield     []int    `toml:"-"`
	Tax       []int    `toml:"-"`
}

// CombatCard is one of the five combat cards.
type CombatCard struct {
	Code     string   `toml:"code"`
	Value    int      `toml:"value"`
	Die      bool     `toml:"die"`
	WinS     []string `toml:"win"`
	LoseS    []string `toml:"lose"`
	Casualty bool     `toml:"casualty"`
	Win      []int    `toml:"-"`
	Lose     []int    `toml:"-"`
}

// ActionCard is one AI action card: what the AI tries, left to right.
type ActionCard struct {
	Name   string   `toml:"name"`
	Player []string `toml:"player"`
	Own    []string `toml:"own"`
}

// Region is one of the six outer regions; Position one of the citadel's
// three attack positions.
type Region struct {
	Name  string `toml:"name"`
	Short string `toml:"short"`
}

type Position struct {
	Name     string `toml:"name"`
	Short    string `toml:"short"`
	Modifier int    `toml:"modifier"`
	Once     bool   `toml:"once"`
}

//go:embed board.toml
var boardData string

//go:embed fighters.toml
var fighterData string

//go:embed structures.toml
var tileData string

//go:embed cards.toml
var cardData string

var (
	fighters    [NumFighters]Fighter
	tiles       [NumTiles]Tile
	combatCards [NumCards]CombatCard
	actionCards [NumActions]ActionCard
	regions     [Regions]Region
	positions   [Positions]Position
	citadelVP   [2][Rounds]int // [0] two lords, [1] three or four
	kingAttack  int
	fighterTrk  []int
	attackOf    [NumFighters]int8 // each fighter's attack and kind, for Strength
	kindOf      [NumFighters]int8
	gatherSlots int
	combatSlots int
	goldSpace   int
)

func init() {
	for _, load := range []func() error{loadBoard, loadFighters, loadTiles, loadCards} {
		if err := load(); err != nil {
			panic("crownofash: embedded data: " + err.Error())
		}
	}
}

func resIndex(name string, allowed int) (int, error) {
	for i, n := range resNames[:allowed] {
		if n == name {
			return i, nil
		}
	}
	return 0, fmt.Errorf("unknown item %q; use %v", name, resNames[:allowed])
}

func resList(names []string, allowed int) ([]int, error) {
	out := make([]int, len(names))
	for i, n := range names {
		r, err := resIndex(n, allowed)
		if err != nil {
			return nil, err
		}
		out[i] = r
	}
	return out, nil
}

func loadBoard() error {
	var doc struct {
		Gather   int        `toml:"gather_spaces"`
		Combat   int        `toml:"combat_spaces"`
		Slots    int        `toml:"defender_slots"`
		Gold     int        `toml:"gold_space"`
		Region   []Region   `toml:"region"`
		Position []Position `toml:"position"`
	}
	if _, err := toml.Decode(boardData, &doc); err != nil {
		return err
	}
	if len(doc.Region) != Regions || len(doc.Position) != Positions || doc.Gather != 2 || doc.Combat != 2 || doc.Slots != 2 {
		return fmt.Errorf("board.toml: want 6 regions, 3 positions, 2 gather, combat and defender spaces")
	}
	copy(regions[:], doc.Region)
	copy(positions[:], doc.Position)
	gatherSlots, combatSlots, goldSpace = doc.Gather, doc.Combat, doc.Gold
	return nil
}

func loadFighters() error {
	var doc struct{ Fighter []Fighter }
	if _, err := toml.Decode(fighterData, &doc); err != nil {
		return err
	}
	if len(doc.Fighter) != NumFighters {
		return fmt.Errorf("fighters.toml: want %d fighters, found %d", NumFighters, len(doc.Fighter))
	}
	for i, f := range doc.Fighter {
		k, err := resIndex(f.KindS, Kinds)
		if err != nil {
			return fmt.Errorf("fighter %s: %v", f.Code, err)
		}
		f.Kind = k
		for name, n := range f.CostM {
			r, err := resIndex(name, Kinds)
			if err != nil {
				return fmt.Errorf("fighter %s: %v", f.Code, err)
			}
			f.Cost[r] = n
		}
		raisable := i < NumRaisable
		if raisable != (f.Tier >= 1 && f.Tier <= Tiers) || raisable == (f.Colour >= 1 && f.Colour <= MaxLords) {
			return fmt.Errorf("fighter %s: raisable fighters come first with a tier, then starting ones with a colour", f.Code)
		}
		fighters[i] = f
		attackOf[i], kindOf[i] = int8(f.Attack), int8(f.Kind)
	}
	return nil
}

func loadTiles() error {
	var doc struct{ Tile []Tile }
	if _, err := toml.Decode(tileData, &doc); err != nil {
		return err
	}
	if len(doc.Tile) != NumTiles {
		return fmt.Errorf("structures.toml: want %d tiles, found %d", NumTiles, len(doc.Tile))
	}
	for i, t := range doc.Tile {
		var err error
		if t.Yield, err = resList(t.YieldS, itemWild+1); err != nil {
			return fmt.Errorf("tile %s: %v", t.Code, err)
		}
		if t.Tax, err = resList(t.TaxS, numRes); err != nil {
			return fmt.Errorf("tile %s: %v", t.Code, err)
		}
		want := 1
		switch {
		case i < NumStarting:
			want = 0
		case i >= NumStarting+12:
			want = 2
		}
		if t.Tier != want || (want == 0 && (t.Region < 1 || t.Region > Regions)) {
			return fmt.Errorf("tile %s: tiles come 4 starting (with a region), 12 of tier I, 8 of tier II", t.Code)
		}
		tiles[i] = t
	}
	return nil
}

func loadCards() error {
	var doc struct {
		Combat  []CombatCard `toml:"combat"`
		Action  []ActionCard `toml:"action"`
		Citadel struct {
			Two  []int `toml:"two"`
			More []int `toml:"more"`
			King int   `toml:"king"`
		} `toml:"citadel"`
		Track struct {
			Tiers []int `toml:"tiers"`
		} `toml:"track"`
	}
	if _, err := toml.Decode(cardData, &doc); err != nil {
		return err
	}
	if len(doc.Combat) != NumCards || len(doc.Action) != NumActions || len(doc.Citadel.Two) != Rounds ||
		len(doc.Citadel.More) != Rounds || len(doc.Track.Tiers) == 0 {
		return fmt.Errorf("cards.toml: want 5 combat cards, 5 action cards, 4 citadel values per side and a track")
	}
	for i, c := range doc.Combat {
		var err error
		if c.Win, err = resList(c.WinS, itemVP+1); err != nil {
			return fmt.Errorf("combat card %s: %v", c.Code, err)
		}
		if c.Lose, err = resList(c.LoseS, itemVP+1); err != nil {
			return fmt.Errorf("combat card %s: %v", c.Code, err)
		}
		combatCards[i] = c
	}
	for i, a := range doc.Action {
		for _, act := range append(append([]string{}, a.Player...), a.Own...) {
			if aiActionIndex(act) < 0 {
				return fmt.Errorf("action card %s: unknown action %q", a.Name, act)
			}
		}
		actionCards[i] = a
	}
	copy(citadelVP[0][:], doc.Citadel.Two)
	copy(citadelVP[1][:], doc.Citadel.More)
	kingAttack = doc.Citadel.King
	fighterTrk = doc.Track.Tiers
	return nil
}

// aiActionNames are the actions an AI action card may list.
var aiActionNames = [...]string{"gather", "attack", "citadel", "build"}

func aiActionIndex(name string) int {
	for i, n := range aiActionNames {
		if n == name {
			return i
		}
	}
	return -1
}

// FighterByCode finds a fighter by its code, or -1.
func FighterByCode(code string) int {
	for i, f := range fighters {
		if f.Code == code {
			return i
		}
	}
	return -1
}

// TileByCode finds a structure tile by its code, or -1.
func TileByCode(code string) int {
	for i, t := range tiles {
		if t.Code == code {
			return i
		}
	}
	return -1
}
