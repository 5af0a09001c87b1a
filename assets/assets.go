// Package assets holds what the program shows and plays: fonts now; images,
// sound and tutorial scripts later. Everything is built into the program.
package assets

import (
	"bytes"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"
)

// Fonts are the typefaces of the program: the Go fonts by Bigelow & Holmes,
// under the licence in fonts/LICENSE-gofont.
type Fonts struct {
	Regular, Bold, Mono *text.GoTextFaceSource
}

var (
	fontsOnce sync.Once
	fonts     Fonts
)

// LoadFonts parses the built-in fonts once.
func LoadFonts() Fonts {
	fontsOnce.Do(func() {
		fonts = Fonts{Regular: mustSource(goregular.TTF), Bold: mustSource(gobold.TTF), Mono: mustSource(gomono.TTF)}
	})
	return fonts
}

func mustSource(ttf []byte) *text.GoTextFaceSource {
	s, err := text.NewGoTextFaceSource(bytes.NewReader(ttf))
	if err != nil {
		panic("built-in font cannot be read: " + err.Error())
	}
	return s
}

// Face returns a face of the given source and size in pixels.
func Face(src *text.GoTextFaceSource, size float64) *text.GoTextFace {
	return &text.GoTextFace{Source: src, Size: size}
}
