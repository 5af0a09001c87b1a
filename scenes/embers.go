package scenes

import (
	"image/color"
	"math"
	"math/rand/v2"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// ember is one glowing dot drifting up from the bottom of the screen.
type ember struct {
	x, y   float64 // position
	vy     float64 // rise per tick (negative: up)
	sway   float64 // amplitude of the sideways drift
	phase  float64 // where in its sway it started
	size   float64 // core radius
	life   int     // ticks since it appeared
	maxAge int     // ticks until it fades out
}

// embersField is the drifting background of embers. It is seeded, so the
// same tick count always gives the same picture.
type embersField struct {
	rng    *rand.Rand
	embers []ember
	tick   int
	glow   *ebiten.Image // a soft round glow, drawn once
}

func newEmbersField(seed uint64, count int) *embersField {
	f := &embersField{rng: rand.New(rand.NewPCG(seed, 0x656d626572)), glow: newGlow()}
	for range count {
		e := f.spawn()
		e.life = f.rng.IntN(e.maxAge) // start mid-flight so the first frame is full
		e.y += e.vy * float64(e.life)
		f.embers = append(f.embers, e)
	}
	return f
}

func (f *embersField) spawn() ember {
	r := f.rng
	return ember{
		x: r.Float64() * Width, y: Height + 10 + r.Float64()*40,
		vy: -(0.4 + r.Float64()*1.1), sway: 6 + r.Float64()*18, phase: r.Float64() * 2 * math.Pi,
		size: 0.8 + r.Float64()*2.2, maxAge: 420 + r.IntN(420),
	}
}

// update moves every ember one tick and replaces those that burnt out.
func (f *embersField) update() {
	f.tick++
	for i := range f.embers {
		e := &f.embers[i]
		e.life++
		e.y += e.vy
		if e.life >= e.maxAge || e.y < -20 {
			f.embers[i] = f.spawn()
		}
	}
}

// heat is an ember's brightness from 0 to 1: it flares up, then fades.
func (e *ember) heat(tick int) float64 {
	age := float64(e.life) / float64(e.maxAge)
	fade := math.Min(1, age*8) * (1 - age*age)
	flicker := 0.8 + 0.2*math.Sin(float64(tick)*0.21+e.phase*3)
	return math.Max(0, fade*flicker)
}

func (f *embersField) draw(dst *ebiten.Image) {
	for i := range f.embers {
		e := &f.embers[i]
		h := e.heat(f.tick)
		if h <= 0.01 {
			continue
		}
		x := float32(e.x + e.sway*math.Sin(float64(e.life)*0.02+e.phase))
		y := float32(e.y)
		r := float32(e.size)
		// the glow, added onto what is below it, then the hot core
		op := &ebiten.DrawImageOptions{Blend: ebiten.BlendLighter}
		scale := float64(r) * 7 / glowRadius
		op.GeoM.Translate(-glowRadius, -glowRadius)
		op.GeoM.Scale(scale, scale)
		op.GeoM.Translate(float64(x), float64(y))
		op.ColorScale.Scale(1, 0.45, 0.12, 1)
		op.ColorScale.ScaleAlpha(float32(0.7 * h))
		dst.DrawImage(f.glow, op)
		vector.FillCircle(dst, x, y, r, warm(255, 220, 150, 0.95*h), true)
	}
}

// glowRadius is the radius of the glow image in pixels.
const glowRadius = 64

// newGlow paints a soft white disc once: brightest in the middle, fading
// smoothly to nothing at the rim. Its colour is set when it is drawn.
func newGlow() *ebiten.Image {
	const d = 2 * glowRadius
	pix := make([]byte, 4*d*d)
	for y := range d {
		for x := range d {
			dx, dy := (float64(x)+0.5-glowRadius)/glowRadius, (float64(y)+0.5-glowRadius)/glowRadius
			v := math.Max(0, 1-math.Sqrt(dx*dx+dy*dy))
			a := clamp8(255 * v * v)
			i := 4 * (y*d + x)
			pix[i], pix[i+1], pix[i+2], pix[i+3] = a, a, a, a // premultiplied white
		}
	}
	img := ebiten.NewImage(d, d)
	img.WritePixels(pix)
	return img
}

// warm is a colour with alpha a in 0..1, premultiplied as Ebitengine wants.
func warm(r, g, b uint8, a float64) color.RGBA {
	a = math.Max(0, math.Min(1, a))
	return color.RGBA{uint8(float64(r) * a), uint8(float64(g) * a), uint8(float64(b) * a), uint8(255 * a)}
}
