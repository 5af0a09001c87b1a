package scenes

import (
	"fmt"
	"strings"

	"embers/assets"
	"embers/game/version"
)

// credits is assets/licences/credits.toml: the parts Embers is built from.
type credits struct {
	Parts []creditPart `toml:"part"`
}

// creditPart is one part: what it is and does for Embers, the Go modules
// it is (space-separated; "std" for Go itself), and its licence files.
type creditPart struct {
	Title  string   `toml:"title"`
	Module string   `toml:"module"`
	Text   string   `toml:"text"`
	Files  []string `toml:"files"`

	licences []string // the files' texts, read by parseCredits
}

// parseCredits reads the credits and each part's licence files, and checks
// each part has a title, a text and licence files that are shipped (the
// first part, Embers itself, has none of its own).
func parseCredits(data []byte, file func(string) (string, error)) ([]creditPart, error) {
	var c credits
	err := decodeStrict(data, &c)
	for i := range c.Parts {
		p := &c.Parts[i]
		switch {
		case err != nil:
		case p.Title == "" || strings.TrimSpace(p.Text) == "":
			err = fmt.Errorf("part %d needs a title and a text", i+1)
		case i > 0 && len(p.Files) == 0:
			err = fmt.Errorf("%s: a part names its licence files", p.Title)
		}
		for _, f := range p.Files {
			var text string
			if err == nil {
				text, err = file(f)
			}
			p.licences = append(p.licences, text)
		}
	}
	if err == nil && len(c.Parts) == 0 {
		err = fmt.Errorf("no part")
	}
	if err != nil {
		return nil, fmt.Errorf("credits (assets/licences/credits.toml): %w", err)
	}
	return c.Parts, nil
}

// aboutDoc is the About page as a document of sections, one a part, each
// part's text followed by its licences in full.
func aboutDoc() (*RulesDoc, error) {
	parts, err := parseCredits(assets.Credits(), assets.LicenceFile)
	if err != nil {
		return nil, err
	}
	doc := &RulesDoc{Name: "Embers", About: version.Get().String() + ". What it is made of, each part with its licence in full."}
	for i, p := range parts {
		text := strings.TrimSpace(p.Text)
		for _, l := range p.licences {
			text += "\n\n" + plainLicence(l)
		}
		doc.Sections = append(doc.Sections, RuleSection{ID: fmt.Sprintf("part%d", i+1), Title: p.Title, Text: text})
	}
	return doc, nil
}

// plainLicence makes a licence file read as plain paragraphs: a notice's
// Markdown code fences go, and its headings lose their marks.
func plainLicence(s string) string {
	var out []string
	for _, l := range strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n") {
		switch t := strings.TrimSpace(l); {
		case strings.HasPrefix(t, "```"):
			continue
		case strings.HasPrefix(t, "#"):
			out = append(out, "", strings.TrimSpace(strings.TrimLeft(t, "#")), "")
		default:
			out = append(out, l)
		}
	}
	return strings.TrimSpace(strings.Join(out, "\n"))
}

// newAbout opens the About page: what Embers is built from, each part with
// its licence, in the rules reference's reader.
func newAbout(app *App) *RulesRef {
	doc, err := aboutDoc()
	r := newReader(app, doc, err, "")
	r.heading = "About Embers"
	return r
}
