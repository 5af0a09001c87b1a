// Package ui is what every Embers scene draws with: a Canvas in logical
// coordinates (1280 x 720) that renders at the window's real pixel density,
// so text and lines stay crisp on any screen, plus the shared look (colours,
// fonts, widgets) and input intents.
package ui

import (
	"image/color"
	"math"
	"sync/atomic"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// The logical screen size every scene lays itself out in.
const (
	Width  = 1280
	Height = 720
)

// Canvas is a screen image seen in logical coordinates: every method takes
// logical positions and sizes and multiplies them by Scale, the number of
// real pixels per logical pixel (1 on a 1280x720 window, 2 on a 2560x1440
// one). Draw everything through it, never on Img with raw pixel numbers.
type Canvas struct {
	Img   *ebiten.Image
	Scale float64
	// Hits, when set, gathers what this frame draws as clickable (Hit,
	// Cover): the App keeps them for the next frame's input and for
	// `embers playcheck`.
	Hits *Hits
	// Under is set while a scene is drawn beneath another (a menu over
	// the board): the mouse is not on it, so it shows no tooltip.
	Under bool
}

// Hit registers a clickable thing drawn now (see Hits).
func (c *Canvas) Hit(h Hit) {
	if c.Hits != nil {
		c.Hits.Add(h)
	}
}

// Cover registers r as drawn over what lies under it, not clickable itself.
func (c *Canvas) Cover(r Rect) {
	if c.Hits != nil {
		c.Hits.Cover(r)
	}
}

// CoverTip registers a tooltip's box (see Hits.CoverTip).
func (c *Canvas) CoverTip(r Rect) {
	if c.Hits != nil {
		c.Hits.CoverTip(r)
	}
}

// NoteCut records a text shortened to fit its room (see Cut).
func (c *Canvas) NoteCut(text string, r Rect, room bool) {
	if c.Hits != nil {
		c.Hits.NoteCut(Cut{Text: text, Rect: r, Room: room})
	}
}

// NewCanvas wraps a screen image drawn at the given scale.
func NewCanvas(img *ebiten.Image, scale float64) *Canvas {
	if scale <= 0 {
		scale = 1
	}
	return &Canvas{Img: img, Scale: scale}
}

// GeoM is the transform from logical to real pixels. Append it to any
// DrawImageOptions.GeoM built in logical coordinates.
func (c *Canvas) GeoM() ebiten.GeoM {
	var g ebiten.GeoM
	g.Scale(c.Scale, c.Scale)
	return g
}

func (c *Canvas) f(v float64) float32 { return float32(v * c.Scale) }

// FillRect fills a rectangle. One that lies on whole real pixels, or is
// large, is drawn from a white pixel (Block): its antialiased path would
// give the same pixels, and a large path grows Ebitengine's vector atlas,
// which it then clears at every later batch of paths, for good (the
// window's full-screen background made every frame's paths clear a
// 2,560-pixel-wide atlas).
func (c *Canvas) FillRect(x, y, w, h float64, col color.Color) {
	if c.onPixels(x, y, w, h) || w*c.Scale > MaxPathSide || h*c.Scale > MaxPathSide {
		c.Block(x, y, w, h, col)
		return
	}
	sent(w*c.Scale, h*c.Scale)
	vector.FillRect(c.Img, c.f(x), c.f(y), c.f(w), c.f(h), col, true)
}

// StrokeRect outlines a rectangle with a line of the given width, inside
// and outside the edge by half the width each.
func (c *Canvas) StrokeRect(x, y, w, h, width float64, col color.Color) {
	if width <= 0 {
		return
	}
	if c.onPixels(x-width/2, y-width/2, w+width, h+width) && c.onPixels(0, 0, width, width) ||
		w*c.Scale > MaxPathSide || h*c.Scale > MaxPathSide {
		x0, y0, hw := x-width/2, y-width/2, width
		c.Block(x0, y0, w+hw, hw, col)   // top
		c.Block(x0, y0+h, w+hw, hw, col) // bottom
		if h > hw {
			c.Block(x0, y0+hw, hw, h-hw, col)   // left
			c.Block(x0+w, y0+hw, hw, h-hw, col) // right
		}
		return
	}
	sent((w+width)*c.Scale, (h+width)*c.Scale)
	vector.StrokeRect(c.Img, c.f(x), c.f(y), c.f(w), c.f(h), c.f(width), col, true)
}

// MaxPathSide is the size in real pixels past which a rectangle is not sent
// to Ebitengine's vector paths (see FillRect); a board's frame sends none
// larger (boardtest's Paths check).
const MaxPathSide = 256

// onPixels reports whether the rectangle's edges fall on whole real pixels.
func (c *Canvas) onPixels(x, y, w, h float64) bool {
	return c.whole(x) && c.whole(y) && c.whole(x+w) && c.whole(y+h)
}

// whole reports whether the logical length v is a whole number of real
// pixels.
func (c *Canvas) whole(v float64) bool {
	v *= c.Scale
	return math.Abs(v-math.Round(v)) < 1e-6
}

// FillCircle fills a disc.
func (c *Canvas) FillCircle(x, y, r float64, col color.Color) {
	if c.whole(r) { // the cached disc of that radius: the same shape, no path
		c.Disc(x, y, r, col)
		return
	}
	sent(2*r*c.Scale, 2*r*c.Scale)
	vector.FillCircle(c.Img, c.f(x), c.f(y), c.f(r), col, true)
}

// StrokeCircle outlines a circle: a ring filled between two arcs.
// Ebitengine's own StrokeCircle strokes the flattened arc with a round
// join at every flat piece, thousands of path segments for one small
// circle (10,000 for a 11-pixel ring), each a triangle of the fill's
// stencil; two arcs are about twenty.
func (c *Canvas) StrokeCircle(x, y, r, width float64, col color.Color) {
	if width <= 0 || r <= 0 {
		return
	}
	if c.whole(r+width/2) && c.whole(width) { // the cached ring: no path
		c.Ring(x, y, r+width/2, width, col)
		return
	}
	X, Y, out, in := float32(x), float32(y), float32(r+width/2), float32(max(r-width/2, 0))
	var p vector.Path
	p.MoveTo(X+out, Y)
	p.Arc(X, Y, out, 0, 2*math.Pi, vector.Clockwise)
	p.Close()
	if in > 0 {
		p.MoveTo(X+in, Y)
		p.Arc(X, Y, in, 2*math.Pi, 0, vector.CounterClockwise)
		p.Close()
	}
	c.FillPath(&p, col)
}

// Line draws a straight line.
func (c *Canvas) Line(x0, y0, x1, y1, width float64, col color.Color) {
	switch { // along an axis, a rectangle (the ends are cut square)
	case x0 == x1:
		c.FillRect(x0-width/2, min(y0, y1), width, math.Abs(y1-y0), col)
		return
	case y0 == y1:
		c.FillRect(min(x0, x1), y0-width/2, math.Abs(x1-x0), width, col)
		return
	}
	sent((math.Abs(x1-x0)+width)*c.Scale, (math.Abs(y1-y0)+width)*c.Scale)
	vector.StrokeLine(c.Img, c.f(x0), c.f(y0), c.f(x1), c.f(y1), c.f(width), col, true)
}

// scaled returns the path transformed to real pixels.
func (c *Canvas) scaled(p *vector.Path) *vector.Path {
	if c.Scale == 1 {
		return p
	}
	var out vector.Path
	out.AddPath(p, &vector.AddPathOptions{GeoM: c.GeoM()})
	return &out
}

// FillPath fills a path built in logical coordinates.
func (c *Canvas) FillPath(p *vector.Path, col color.Color) {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(col)
	sp := c.scaled(p)
	sentPath(sp)
	vector.FillPath(c.Img, sp, nil, op)
}

// StrokePath strokes a path built in logical coordinates.
func (c *Canvas) StrokePath(p *vector.Path, width float64, col color.Color) {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(col)
	sp := c.scaled(p)
	sentPath(sp)
	vector.StrokePath(c.Img, sp, &vector.StrokeOptions{Width: c.f(width), LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound}, op)
}

// RoundRect returns the path of a rectangle with rounded corners.
func RoundRect(x, y, w, h, r float64) *vector.Path {
	var p vector.Path
	r = min(r, w/2, h/2)
	X, Y, W, H, R := float32(x), float32(y), float32(w), float32(h), float32(r)
	p.MoveTo(X+R, Y)
	p.LineTo(X+W-R, Y)
	p.ArcTo(X+W, Y, X+W, Y+R, R)
	p.LineTo(X+W, Y+H-R)
	p.ArcTo(X+W, Y+H, X+W-R, Y+H, R)
	p.LineTo(X+R, Y+H)
	p.ArcTo(X, Y+H, X, Y+H-R, R)
	p.LineTo(X, Y+R)
	p.ArcTo(X, Y, X+R, Y, R)
	p.Close()
	return &p
}

// DrawImage draws img with op.GeoM given in logical coordinates (op may be nil).
// An image made at Scale times its logical size should be scaled by 1/Scale
// in op first.
func (c *Canvas) DrawImage(img *ebiten.Image, op *ebiten.DrawImageOptions) {
	if op == nil {
		op = &ebiten.DrawImageOptions{}
	}
	o := *op
	o.GeoM.Concat(c.GeoM())
	o.Filter = ebiten.FilterLinear
	c.Img.DrawImage(img, &o)
}

// textBytes counts the bytes of text measured or drawn, so a test can tell
// how much text work a frame does (shaping text costs in its length).
var textBytes atomic.Int64

// TextBytes is how many bytes of text have been measured or drawn so far.
func TextBytes() int64 { return textBytes.Load() }

// Align says where text sits relative to its anchor point.
type Align = text.Align

// Text alignments.
const (
	Start  = text.AlignStart
	Center = text.AlignCenter
	End    = text.AlignEnd
)

// Text draws a line of text (newlines start new lines) in face, with its
// top at y and horizontally aligned at x. The face is rendered at the
// canvas's real size, so text is sharp at every scale.
func (c *Canvas) Text(s string, face Face, x, y float64, align Align, col color.Color) {
	textBytes.Add(int64(len(s)))
	op := &text.DrawOptions{}
	op.PrimaryAlign = align
	op.LineSpacing = face.Size * 1.25 * c.Scale
	op.GeoM.Translate(x*c.Scale, y*c.Scale)
	op.ColorScale.ScaleWithColor(col)
	text.Draw(c.Img, s, face.real(c.Scale), op)
}

// TextCentered draws text centred on (x, y) both ways.
func (c *Canvas) TextCentered(s string, face Face, x, y float64, col color.Color) {
	textBytes.Add(int64(len(s)))
	op := &text.DrawOptions{}
	op.PrimaryAlign = text.AlignCenter
	op.SecondaryAlign = text.AlignCenter
	op.LineSpacing = face.Size * 1.25 * c.Scale
	op.GeoM.Translate(x*c.Scale, y*c.Scale)
	op.ColorScale.ScaleWithColor(col)
	text.Draw(c.Img, s, face.real(c.Scale), op)
}

// textScale is the scale the window draws text at now (SetTextScale).
var textScale atomic.Uint64

func init() { textScale.Store(math.Float64bits(1)) }

// SetTextScale tells Measure at what scale the window draws text now: the
// App calls it with its canvas's scale every frame. Text does not shrink
// and grow exactly with the scale (at 854 x 480 a line is 6% wider than a
// third less of its width at 1280 x 720), so text is measured at the size it
// is drawn at, and wrapped or fitted to that.
func SetTextScale(scale float64) {
	if scale > 0 {
		textScale.Store(math.Float64bits(scale))
	}
}

// Measure returns the logical width and height of s in face, as it is
// drawn at the window's scale (SetTextScale).
func Measure(s string, face Face) (w, h float64) {
	textBytes.Add(int64(len(s)))
	sc := math.Float64frombits(textScale.Load())
	w, h = text.Measure(s, face.real(sc), face.Size*1.25*sc)
	return w / sc, h / sc
}
