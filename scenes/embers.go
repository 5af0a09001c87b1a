package scenes

import (
	"math"
	"math/rand/v2"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/scenes/ui"
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
	dot    *ebiten.Image // a hot core, drawn once
}

func newEmbersField(seed uint64, count int) *embersField {
	f := &embersField{rng: rand.New(rand.NewPCG(seed, 0x656d626572)), glow: newGlow(), dot: newDot()}
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

// draw paints every glow, then every hot core: two batches of the same
// images with one blend each, so the field costs two draw calls.
func (f *embersField) draw(c *ui.Canvas) {
	for pass := range 2 {
		for i := range f.embers {
			e := &f.embers[i]
			h := e.heat(f.tick)
			if h <= 0.01 {
				continue
			}
			x := e.x + e.sway*math.Sin(float64(e.life)*0.02+e.phase)
			op := &ebiten.DrawImageOptions{Blend: ebiten.BlendLighter}
			if pass == 0 { // the glow, added onto what is below it
				scale := e.size * 7 / glowRadius
				op.GeoM.Translate(-glowRadius, -glowRadius)
				op.GeoM.Scale(scale, scale)
				op.ColorScale.Scale(1, 0.45, 0.12, 1)
				op.ColorScale.ScaleAlpha(float32(0.7 * h))
				op.GeoM.Translate(x, e.y)
				c.DrawImage(f.glow, op)
				continue
			}
			scale := e.size / dotRadius
			op.Blend = ebiten.BlendSourceOver
			op.GeoM.Translate(-dotRadius, -dotRadius)
			op.GeoM.Scale(scale, scale)
			op.ColorScale.Scale(1, 220.0/255, 150.0/255, 1)
			op.ColorScale.ScaleAlpha(float32(0.95 * h))
			op.GeoM.Translate(x, e.y)
			c.DrawImage(f.dot, op)
		}
	}
}

// dotRadius is the radius of the core image in pixels.
const dotRadius = 16

// newDot paints a white disc with a soft, antialiased rim once.
func newDot() *ebiten.Image {
	const d = 2 * dotRadius
	pix := make([]byte, 4*d*d)
	for y := range d {
		for x := range d {
			dx, dy := float64(x)+0.5-dotRadius, float64(y)+0.5-dotRadius
			a := clamp8(255 * (dotRadius - math.Sqrt(dx*dx+dy*dy)))
			i := 4 * (y*d + x)
			pix[i], pix[i+1], pix[i+2], pix[i+3] = a, a, a, a
		}
	}
	img := ebiten.NewImage(d, d)
	img.WritePixels(pix)
	return img
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
