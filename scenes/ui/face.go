package ui

import (
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"embers/assets"
)

// Style is a typeface of the program.
type Style int

// The typefaces (Go's own fonts, licence in assets/fonts).
const (
	Regular Style = iota
	Bold
	Mono
)

// Face is a typeface at a logical size in pixels. It is a small value:
// make one wherever it is needed, e.g. ui.Face{Style: ui.Bold, Size: 24}.
type Face struct {
	Style Style
	Size  float64
}

type faceKey struct {
	style Style
	size  float64
}

var (
	facesMu sync.Mutex
	faces   = map[faceKey]*text.GoTextFace{}
)

// real returns the text/v2 face for this face at a canvas scale (cached).
func (f Face) real(scale float64) *text.GoTextFace {
	k := faceKey{f.Style, f.Size * scale}
	facesMu.Lock()
	defer facesMu.Unlock()
	if g, ok := faces[k]; ok {
		return g
	}
	src := assets.LoadFonts()
	s := src.Regular
	switch f.Style {
	case Bold:
		s = src.Bold
	case Mono:
		s = src.Mono
	}
	g := &text.GoTextFace{Source: s, Size: k.size}
	faces[k] = g
	return g
}
