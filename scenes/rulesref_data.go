package scenes

import (
	"fmt"
	"strings"

	"github.com/BurntSushi/toml"

	"embers/assets"
)

// RuleSection is one section of a game's rules reference.
type RuleSection struct {
	ID    string `toml:"id"`    // the rulebook's section number, as events and refusals name it
	Title string `toml:"title"` // a few words
	Text  string `toml:"text"`  // paragraphs split by blank lines; "- " starts a bullet
}

// RulesDoc is a game's rules reference: its rules in our own words, by
// section (assets/rules/<id>.toml).
type RulesDoc struct {
	Game     string        `toml:"game"`
	Name     string        `toml:"name"`
	About    string        `toml:"about"`
	Sections []RuleSection `toml:"section"`
}

// decodeStrict reads TOML data into v and refuses a key v has no field
// for, naming it (a misspelt key in shipped data is an error, not a
// silently missing value).
func decodeStrict(data []byte, v any) error {
	md, err := toml.Decode(string(data), v)
	if err == nil && len(md.Undecoded()) > 0 {
		err = fmt.Errorf("unknown key %s", md.Undecoded()[0])
	}
	return err
}

// LoadRules reads and checks the rules reference of a game.
func LoadRules(gameID string) (*RulesDoc, error) {
	data, err := assets.RulesReference(gameID)
	if err != nil {
		return nil, err
	}
	var doc RulesDoc
	if err := decodeStrict(data, &doc); err != nil {
		return nil, fmt.Errorf("rules reference of %s: %w", gameID, err)
	}
	if doc.Game != gameID {
		return nil, fmt.Errorf("rules reference of %s says it is for %q", gameID, doc.Game)
	}
	seen := map[string]bool{}
	for i, s := range doc.Sections {
		switch {
		case s.ID == "" || s.Title == "" || strings.TrimSpace(s.Text) == "":
			return nil, fmt.Errorf("rules reference of %s: section %d needs an id, a title and a text", gameID, i+1)
		case seen[s.ID]:
			return nil, fmt.Errorf("rules reference of %s: section %s appears twice", gameID, s.ID)
		}
		seen[s.ID] = true
	}
	return &doc, nil
}

// Find returns the index of the section with this id, or of the nearest
// one that holds it ("5.4" finds "5.4.1"; "5.4.9" finds "5.4"), or 0.
func (d *RulesDoc) Find(id string) int {
	for i, s := range d.Sections {
		if s.ID == id {
			return i
		}
	}
	for i, s := range d.Sections {
		if strings.HasPrefix(s.ID, id+".") {
			return i
		}
	}
	best, bestLen := 0, 0
	for i, s := range d.Sections {
		if strings.HasPrefix(id, s.ID+".") && len(s.ID) > bestLen {
			best, bestLen = i, len(s.ID)
		}
	}
	return best
}

// Has reports whether the reference has a section with exactly this id.
func (d *RulesDoc) Has(id string) bool {
	for _, s := range d.Sections {
		if s.ID == id {
			return true
		}
	}
	return false
}

// paragraphs splits a section's text into paragraphs and bullets, each
// with its line breaks joined.
func paragraphs(text string) []string {
	var out []string
	for _, block := range strings.Split(strings.TrimSpace(text), "\n\n") {
		var cur []string
		flush := func() {
			if len(cur) > 0 {
				out = append(out, strings.Join(cur, " "))
				cur = nil
			}
		}
		for _, line := range strings.Split(block, "\n") {
			line = strings.TrimSpace(line)
			if strings.HasPrefix(line, "- ") {
				flush()
			}
			if line != "" {
				cur = append(cur, line)
			}
		}
		flush()
	}
	return out
}
