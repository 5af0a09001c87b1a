package scenes

import (
	"fmt"
	"strings"

	"embers/scenes/ui"
)

// titleBanner is the strip at the top of the title that tells of problems:
// why saved games cannot be kept or a game could not be continued (whole,
// on as many lines as it takes), or the settings file's problems, each
// with its key and line. It is laid out once, when the title is made.
type titleBanner struct {
	head   []string // the first lines, bold
	items  []string // the settings problems, two to a row
	height float64
}

const (
	bannerLineH, bannerColW = 21.0, 600.0
	bannerMaxHead           = 5 // lines of a problem shown; the terminal has it whole
)

var bannerHeadFace = ui.Face{Style: ui.Bold, Size: 16}

// newTitleBanner lays out problem (already cut to a sane length) or, when
// there is none, the settings warnings.
func newTitleBanner(problem string, warnings []string) titleBanner {
	var b titleBanner
	switch {
	case problem != "":
		b.head = ui.Wrap(problem, bannerHeadFace, Width-60)
		if len(b.head) > bannerMaxHead {
			b.head = append(b.head[:bannerMaxHead-1], fitText(strings.Join(b.head[bannerMaxHead-1:], " "), bannerHeadFace, Width-60))
		}
	case len(warnings) > 0:
		head, items := settingsProblems(warnings)
		b.head = []string{fitText(clipOutside(head), bannerHeadFace, Width-60)}
		for _, it := range items {
			b.items = append(b.items, fitText(clipOutside(it), ui.SmallFace, bannerColW))
		}
	default:
		return b
	}
	b.height = 14 + bannerLineH*float64(len(b.head)+(len(b.items)+1)/2)
	return b
}

// settingsProblems is the banner's first line and its items (at most four)
// for the settings file's warnings.
func settingsProblems(w []string) (string, []string) {
	path, _, found := strings.Cut(w[0], " line ")
	if !found { // a problem with no line: "path: ..."
		path, _, _ = strings.Cut(w[0], ": ")
	}
	head := "A problem in your settings file " + path + ": that setting keeps its default."
	if len(w) > 1 {
		head = fmt.Sprintf("%d problems in your settings file %s: those settings keep their defaults.", len(w), path)
	}
	if strings.Contains(w[len(w)-1], "could not be read, so every setting has its default") {
		head = "Your settings file " + path + " could not be read: every setting has its default."
	}
	var items []string
	for i, s := range w {
		if i == 4 {
			items[3] = fmt.Sprintf("... and %d more: the terminal lists them all", len(w)-3)
			break
		}
		if _, rest, ok := strings.Cut(s, " line "); ok {
			s = "line " + rest
		}
		s = strings.TrimSuffix(s, "; using the default")
		s = strings.TrimSuffix(s, " (see the built-in config.toml for every setting)")
		items = append(items, s)
	}
	return head, items
}

// draw paints the banner at the top of the screen.
func (b *titleBanner) draw(c *ui.Canvas) {
	if b.height == 0 {
		return
	}
	th := ui.T()
	c.Block(0, 0, Width, b.height, th.Warn)
	c.Block(0, b.height, Width, 1.5, th.Accent)
	for i, l := range b.head {
		c.Text(l, bannerHeadFace, 30, 6+bannerLineH*float64(i), ui.Start, th.Text)
	}
	top := 6 + bannerLineH*float64(len(b.head))
	for i, it := range b.items {
		x := 30 + float64(i%2)*(bannerColW+20)
		c.Text(it, ui.SmallFace, x, top+bannerLineH*float64(i/2), ui.Start, th.Text)
	}
}
