package ui

import "image/color"

// Theme is the set of colours every scene draws with, so buttons, panels
// and dialogs look the same everywhere.
type Theme struct {
	Name       string
	Background color.RGBA // the warm dark behind everything
	Panel      color.RGBA // a panel's fill (slightly see-through)
	PanelEdge  color.RGBA // a panel's outline
	Text       color.RGBA // parchment: what players read
	Dim        color.RGBA // secondary text
	Accent     color.RGBA // ember gold: focus, titles, the chosen value
	Hot        color.RGBA // a button under the mouse
	Button     color.RGBA // a button's face
	ButtonEdge color.RGBA
	Disabled   color.RGBA // text of a control that cannot be used
	Good       color.RGBA // ready, saved, won
	Warn       color.RGBA // a banner's fill for problems
	Shade      color.RGBA // dims the scene below an overlay
}

// The palettes the config's [display] palette names.
var (
	Standard = Theme{
		Name:       "standard",
		Background: color.RGBA{20, 11, 9, 255},
		Panel:      color.RGBA{24, 13, 10, 238},
		PanelEdge:  color.RGBA{128, 62, 30, 255},
		Text:       color.RGBA{244, 222, 196, 255},
		Dim:        color.RGBA{176, 146, 126, 255},
		Accent:     color.RGBA{255, 178, 72, 255},
		Hot:        color.RGBA{92, 44, 22, 255},
		Button:     color.RGBA{54, 28, 18, 255},
		ButtonEdge: color.RGBA{150, 80, 40, 255},
		Disabled:   color.RGBA{112, 92, 80, 255},
		Good:       color.RGBA{196, 226, 128, 255},
		Warn:       color.RGBA{96, 52, 0, 240},
		Shade:      color.RGBA{0, 0, 0, 200},
	}
	HighContrast = Theme{
		Name:       "high-contrast",
		Background: color.RGBA{0, 0, 0, 255},
		Panel:      color.RGBA{8, 8, 8, 245},
		PanelEdge:  color.RGBA{255, 255, 255, 255},
		Text:       color.RGBA{255, 255, 255, 255},
		Dim:        color.RGBA{220, 220, 220, 255},
		Accent:     color.RGBA{255, 214, 0, 255},
		Hot:        color.RGBA{70, 70, 0, 255},
		Button:     color.RGBA{30, 30, 30, 255},
		ButtonEdge: color.RGBA{255, 255, 255, 255},
		Disabled:   color.RGBA{150, 150, 150, 255},
		Good:       color.RGBA{120, 255, 120, 255},
		Warn:       color.RGBA{150, 60, 0, 250},
		Shade:      color.RGBA{0, 0, 0, 190},
	}
)

var current = Standard

// T is the theme in use.
func T() *Theme { return &current }

// SetPalette switches the theme by its config name ("standard",
// "high-contrast"); an unknown name gives the standard one.
func SetPalette(name string) {
	current = Standard
	if name == HighContrast.Name {
		current = HighContrast
	}
}

// HighContrastOn tells whether the high-contrast palette is in use.
func HighContrastOn() bool { return current.Name == HighContrast.Name }

// Fade returns col with its alpha (and, premultiplied, its channels)
// scaled by a in 0..1.
func Fade(col color.RGBA, a float64) color.RGBA {
	a = max(0, min(1, a))
	return color.RGBA{uint8(float64(col.R) * a), uint8(float64(col.G) * a), uint8(float64(col.B) * a), uint8(float64(col.A) * a)}
}

// Mix blends two opaque colours: t=0 gives a, t=1 gives b.
func Mix(a, b color.RGBA, t float64) color.RGBA {
	t = max(0, min(1, t))
	m := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t) }
	return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), m(a.A, b.A)}
}

// Shade scales an opaque colour's channels by f (darker below 1, lighter
// above), keeping its alpha.
func Shade(col color.RGBA, f float64) color.RGBA {
	s := func(v uint8) uint8 { return uint8(max(0, min(255, float64(v)*f))) }
	return color.RGBA{s(col.R), s(col.G), s(col.B), col.A}
}

// Noise is a fixed pseudo-random number in [0,1) for texture: the same i
// always gives the same value.
func Noise(i int) float64 {
	x := uint32(i)*2654435761 + 0x9e3779b9
	x ^= x >> 15
	x *= 2246822519
	x ^= x >> 13
	return float64(x%10000) / 10000
}
