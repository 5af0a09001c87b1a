package fireaxe

import (
	_ "embed"
	"fmt"

	"github.com/BurntSushi/toml"

	"embers/rules/fireaxe/atlas"
)

//go:embed compass.toml
var compassTOML string

//go:embed runes.toml
var runesTOML string

// Compass is the clear sailing days of each zone, the wind dial and the
// Navigation Incident Table (compass.toml, our design).
type Compass struct {
	Clear     [4]int // by atlas.Zones index (N, E, S, W)
	Sectors   [4]int // the dial's modifiers, clockwise from the sector that starts south
	Start     int    // the zone index the first sector points at when the game begins
	Incidents []int  // losses on the 1st, 2nd ... day beyond the limit
}

// Rune is one kind of rune card.
type Rune struct {
	ID, Name, Short, Effect, Text string
	Count                         int
	Advanced                      bool
}

// The effects runes.toml may name.
var runeEffects = []string{"demand", "colonize", "fairwind", "calm", "recruit", "berserk", "cargo", "unrest", "storm", "tribute"}

var (
	compass Compass
	runes   []Rune // kinds, in file order; a card's kind is its index
)

func init() {
	var err error
	if compass, err = parseCompass(compassTOML); err != nil {
		panic("fireaxe: compass.toml: " + err.Error())
	}
	if runes, err = parseRunes(runesTOML); err != nil {
		panic("fireaxe: runes.toml: " + err.Error())
	}
}

func parseCompass(text string) (Compass, error) {
	var raw struct {
		Clear map[string]int `toml:"clear"`
		Wind  struct {
			Sectors []int  `toml:"sectors"`
			Start   string `toml:"start"`
		} `toml:"wind"`
		Incidents struct {
			Losses []int `toml:"losses"`
		} `toml:"incidents"`
	}
	var c Compass
	md, err := toml.Decode(text, &raw)
	if err != nil {
		return c, err
	}
	if und := md.Undecoded(); len(und) > 0 {
		return c, fmt.Errorf("unknown key %s", und[0])
	}
	for i, z := range atlas.Zones {
		v, ok := raw.Clear[string(z)]
		if !ok || v < 0 {
			return c, fmt.Errorf("clear sailing days for zone %s missing or negative", z)
		}
		c.Clear[i] = v
	}
	if len(raw.Wind.Sectors) != 4 {
		return c, fmt.Errorf("the wind dial has %d sectors; it has four", len(raw.Wind.Sectors))
	}
	copy(c.Sectors[:], raw.Wind.Sectors)
	if c.Start = zoneIndex(atlas.Zone(raw.Wind.Start)); c.Start < 0 {
		return c, fmt.Errorf("the wind dial starts at %q; name a zone N, E, S or W", raw.Wind.Start)
	}
	if len(raw.Incidents.Losses) == 0 {
		return c, fmt.Errorf("the Navigation Incident Table is empty")
	}
	c.Incidents = raw.Incidents.Losses
	return c, nil
}

func parseRunes(text string) ([]Rune, error) {
	var raw struct {
		Rune []struct {
			ID       string `toml:"id"`
			Name     string `toml:"name"`
			Short    string `toml:"short"`
			Effect   string `toml:"effect"`
			Count    int    `toml:"count"`
			Advanced bool   `toml:"advanced"`
			Text     string `toml:"text"`
		} `toml:"rune"`
	}
	md, err := toml.Decode(text, &raw)
	if err != nil {
		return nil, err
	}
	if und := md.Undecoded(); len(und) > 0 {
		return nil, fmt.Errorf("unknown key %s", und[0])
	}
	var out []Rune
	for _, r := range raw.Rune {
		known := false
		for _, e := range runeEffects {
			known = known || e == r.Effect
		}
		if !known || r.Count < 1 || r.ID == "" || r.Name == "" || r.Text == "" {
			return nil, fmt.Errorf("rune %q: needs an id, a name, a text, a count of at least 1 and a known effect (got %q)", r.ID, r.Effect)
		}
		if n := len([]rune(r.Short)); n < 1 || n > 6 {
			return nil, fmt.Errorf("rune %q: short is the word on a card in a hand, 1 to 6 letters (got %q)", r.ID, r.Short)
		}
		out = append(out, Rune{ID: r.ID, Name: r.Name, Short: r.Short, Effect: r.Effect, Text: r.Text, Count: r.Count, Advanced: r.Advanced})
	}
	if len(out) == 0 || len(out) > 15 {
		return nil, fmt.Errorf("%d kinds of rune; between 1 and 15", len(out))
	}
	return out, nil
}

// runeDeck lists the cards of a game by kind: every basic card, and the
// advanced ones when that variant is on.
func runeDeck(advanced bool) []int8 {
	var deck []int8
	for k := range runes {
		for range deckCount(k, advanced) {
			deck = append(deck, int8(k))
		}
	}
	return deck
}

// deckCount is how many cards of kind k a game's deck holds.
func deckCount(k int, advanced bool) int {
	if runes[k].Advanced && !advanced {
		return 0
	}
	return runes[k].Count
}

func runeKind(effect string) int {
	for k, r := range runes {
		if r.Effect == effect {
			return k
		}
	}
	return -1
}
