package scenes

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"embers/assets"
	"embers/rules/games"
)

// Title is the first screen: the name, the five games and how to try them.
type Title struct {
	field    *embersField
	backdrop *ebiten.Image
	games    []games.Planned
	warnings []string
	faces    titleFaces
}

type titleFaces struct {
	name, sub, row, small, mono *text.GoTextFace
}

// The title's colours.
var (
	gold      = color.RGBA{255, 178, 72, 255}
	parchment = color.RGBA{244, 222, 196, 255}
	ashGrey   = color.RGBA{168, 140, 122, 255}
	readyTint = color.RGBA{196, 226, 128, 255}
	panelFill = color.RGBA{16, 8, 6, 170}
	panelLine = color.RGBA{120, 56, 26, 255}
)

// NewTitle makes the title screen. warnings (from the config) are shown in a
// banner at the top.
func NewTitle(warnings []string) *Title {
	f := assets.LoadFonts()
	return &Title{
		field:    newEmbersField(7, 140),
		backdrop: newBackdrop(),
		games:    games.Plan(),
		warnings: warnings,
		faces: titleFaces{
			name: assets.Face(f.Bold, 140), sub: assets.Face(f.Regular, 28),
			row: assets.Face(f.Regular, 26), small: assets.Face(f.Regular, 19), mono: assets.Face(f.Mono, 17),
		},
	}
}

// Update advances the drifting embers.
func (t *Title) Update() error {
	t.field.update()
	return nil
}

// Draw paints the title.
func (t *Title) Draw(screen *ebiten.Image) {
	screen.DrawImage(t.backdrop, nil)
	t.field.draw(screen)
	t.drawName(screen)
	centred(screen, "Five tabletop games about fire and ash, played together on one screen", t.faces.sub, 272, parchment)
	t.drawGames(screen)
	t.drawTryIt(screen)
	centred(screen, "This is an early build: the board scenes come next.   Esc quits.", t.faces.small, 690, ashGrey)
	t.drawWarnings(screen)
}

func (t *Title) drawName(screen *ebiten.Image) {
	const y = 96
	// a wide, soft halo behind the name, a dark shadow, then the letters
	op := &ebiten.DrawImageOptions{Blend: ebiten.BlendLighter}
	op.GeoM.Translate(-glowRadius, -glowRadius)
	op.GeoM.Scale(5.5, 2)
	op.GeoM.Translate(Width/2, y+84)
	op.ColorScale.Scale(1, 0.35, 0.08, 1)
	op.ColorScale.ScaleAlpha(0.5)
	screen.DrawImage(t.field.glow, op)
	drawText(screen, "Embers", t.faces.name, Width/2+3, y+5, text.AlignCenter, color.RGBA{40, 8, 2, 200})
	drawText(screen, "Embers", t.faces.name, Width/2, y, text.AlignCenter, gold)
}

func (t *Title) drawGames(screen *ebiten.Image) {
	const x, y, w, rowH = 330, 320, 620, 40
	h := float32(len(t.games)*rowH + 24)
	vector.FillRect(screen, x, y, w, h, panelFill, false)
	vector.StrokeRect(screen, x, y, w, h, 1.5, panelLine, true)
	for i, g := range t.games {
		ry := float64(y + 12 + i*rowH)
		status, tint, nameTint := "coming", ashGrey, ashGrey
		if g.Game != nil {
			status, tint, nameTint = "rules and AI ready", readyTint, parchment
		}
		drawText(screen, g.Name, t.faces.row, x+28, ry+4, text.AlignStart, nameTint)
		drawText(screen, status, t.faces.small, x+w-28, ry+8, text.AlignEnd, tint)
	}
}

func (t *Title) drawTryIt(screen *ebiten.Image) {
	const y = 576
	vector.FillRect(screen, 180, y-14, Width-360, 100, panelFill, false)
	vector.StrokeRect(screen, 180, y-14, Width-360, 100, 1, panelLine, true)
	centred(screen, "Try it now, without a window:", t.faces.small, y, parchment)
	centred(screen, "go run . sim -game trekronor -players 4 -seats hard,random,random,random -games 20", t.faces.mono, y+34, gold)
	centred(screen, "go run . rules -game trekronor", t.faces.mono, y+60, gold)
}

func (t *Title) drawWarnings(screen *ebiten.Image) {
	if len(t.warnings) == 0 {
		return
	}
	vector.FillRect(screen, 0, 0, Width, 32, color.RGBA{90, 50, 0, 230}, false)
	msg := "Your settings file has a problem"
	if n := len(t.warnings); n > 1 {
		msg = fmt.Sprintf("Your settings file has %d problems", n)
	}
	msg += ": those settings keep their defaults. The terminal names each line."
	centred(screen, msg, t.faces.small, 5, color.RGBA{255, 220, 150, 255})
}

func drawText(dst *ebiten.Image, s string, face *text.GoTextFace, x, y float64, align text.Align, clr color.Color) {
	op := &text.DrawOptions{}
	op.GeoM.Translate(x, y)
	op.PrimaryAlign = align
	op.ColorScale.ScaleWithColor(clr)
	text.Draw(dst, s, face, op)
}

func centred(dst *ebiten.Image, s string, face *text.GoTextFace, y float64, clr color.Color) {
	drawText(dst, s, face, Width/2, y, text.AlignCenter, clr)
}
