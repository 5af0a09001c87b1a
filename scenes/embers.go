package scenes

import (
	"math"
	"math/rand/v2"
	"sync"

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
// same tick count always gives the same picture. The embers are few and
// slow: the window draws them a few times a second (ui.Drifting), and a
// frame repaints only the small squares they cover (Title.Patch).
type embersField struct {
	rng    *rand.Rand
	embers []ember
	tick   int
	drawn  []ui.Rect // the square each ember covered when last drawn
}

// emberCount is how many embers drift behind the title.
const emberCount = 48

var (
	emberImagesOnce sync.Once
	emberGlow       *ebiten.Image
	emberDot        *ebiten.Image
)

// emberImages are the glow and the core, painted once for the whole run.
func emberImages() (glow, dot *ebiten.Image) {
	emberImagesOnce.Do(func() { emberGlow, emberDot = newGlow(), newDot() })
	return emberGlow, emberDot
}

func newEmbersField(seed uint64, count int) *embersField {
	f := &embersField{rng: rand.New(rand.NewPCG(seed, 0x656d626572))}
	for range count {
		e := f.spawn()
		e.life = f.rng.IntN(e.maxAge) // start mid-flight so the first frame is full
		f.embers = append(f.embers, e)
	}
	return f
}

// spawn lights a new ember anywhere over the lower five sixths of the
// screen, more of them lower down: slow as they are, they would not rise
// far from the bottom in their short lives.
func (f *embersField) spawn() ember {
	r := f.rng
	return ember{
		x: r.Float64() * Width, y: Height * (0.15 + 0.9*math.Sqrt(r.Float64())),
		vy: -(0.1 + r.Float64()*0.2), sway: 6 + r.Float64()*18, phase: r.Float64() * 2 * math.Pi,
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

// x is where the ember is across the screen, swaying as it rises.
func (e *ember) at() float64 { return e.x + e.sway*math.Sin(float64(e.life)*0.02+e.phase) }

// box is the square the ember's glow covers, with a pixel to spare.
func (e *ember) box() ui.Rect {
	r := e.size*7 + 1
	return ui.Rect{X: e.at() - r, Y: e.y - r, W: 2 * r, H: 2 * r}
}

// draw paints every glow, then every hot core: two batches of the same
// images with one blend each, so the field costs two draw calls. It keeps
// the squares the embers cover, for the next patch.
func (f *embersField) draw(c *ui.Canvas) {
	glow, dot := emberImages()
	f.drawn = f.drawn[:0]
	for i := range f.embers {
		f.drawn = append(f.drawn, f.embers[i].box())
	}
	for pass := range 2 {
		for i := range f.embers {
			e := &f.embers[i]
			h := e.heat(f.tick)
			if h <= 0.01 {
				continue
			}
			x := e.at()
			op := &ebiten.DrawImageOptions{Blend: ebiten.BlendLighter}
			if pass == 0 { // the glow, added onto what is below it
				scale := e.size * 7 / glowRadius
				op.GeoM.Translate(-glowRadius, -glowRadius)
				op.GeoM.Scale(scale, scale)
				op.ColorScale.Scale(1, 0.45, 0.12, 1)
				op.ColorScale.ScaleAlpha(float32(0.7 * h))
				op.GeoM.Translate(x, e.y)
				c.DrawImage(glow, op)
				continue
			}
			scale := e.size / dotRadius
			op.Blend = ebiten.BlendSourceOver
			op.GeoM.Translate(-dotRadius, -dotRadius)
			op.GeoM.Scale(scale, scale)
			op.ColorScale.Scale(1, 220.0/255, 150.0/255, 1)
			op.ColorScale.ScaleAlpha(float32(0.95 * h))
			op.GeoM.Translate(x, e.y)
			c.DrawImage(dot, op)
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
