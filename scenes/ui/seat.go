package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2/vector"
)

// SeatColours is how many seat colours there are: one a seat of the
// largest table (Burnt to Ashes seats six).
const SeatColours = 6

// seatColours are Okabe–Ito colours, told apart by people with every common
// kind of colour blindness; each also has its own shape (DrawSeatMark).
var seatColours = [SeatColours]color.RGBA{
	{230, 159, 0, 255},   // orange, circle
	{86, 180, 233, 255},  // sky blue, square
	{0, 158, 115, 255},   // bluish green, triangle
	{240, 228, 66, 255},  // yellow, diamond
	{204, 121, 167, 255}, // reddish purple, star
	{213, 94, 0, 255},    // vermillion, cross
}

// brighter versions for the high-contrast palette
var seatColoursHC = [SeatColours]color.RGBA{
	{255, 160, 0, 255},
	{90, 200, 255, 255},
	{0, 210, 140, 255},
	{255, 245, 60, 255},
	{255, 120, 200, 255},
	{255, 100, 30, 255},
}

var seatNames = [SeatColours]string{"orange", "sky blue", "green", "yellow", "purple", "red"}
var seatTitles = [SeatColours]string{"Orange", "Blue", "Green", "Yellow", "Purple", "Red"}
var seatShapes = [SeatColours]string{"circle", "square", "triangle", "diamond", "star", "cross"}

// SeatColour is colour i (0..5) of the seats, in the palette in use.
func SeatColour(i int) color.RGBA {
	i = seatIndex(i)
	if HighContrastOn() {
		return seatColoursHC[i]
	}
	return seatColours[i]
}

// SeatColourName names colour i with its shape, e.g. "orange circle".
func SeatColourName(i int) string {
	i = seatIndex(i)
	return seatNames[i] + " " + seatShapes[i]
}

// SeatColourTitle is a short capitalised name of colour i, the default name
// of a seat of that colour ("Orange", "Blue", "Green", "Yellow", "Purple",
// "Red").
func SeatColourTitle(i int) string {
	return seatTitles[seatIndex(i)]
}

// seatIndex wraps any number onto a colour index 0..SeatColours-1.
func seatIndex(i int) int { return ((i % SeatColours) + SeatColours) % SeatColours }

// DrawSeatMark draws seat colour i's token centred on (x, y) with radius r:
// a disc of its colour with its own shape in dark ink on it, so seats
// differ by shape as well as by colour.
func DrawSeatMark(c *Canvas, i int, x, y, r float64) {
	col := SeatColour(i)
	edge := color.RGBA{24, 14, 10, 255}
	if HighContrastOn() {
		edge = color.RGBA{255, 255, 255, 255}
	}
	c.Disc(x, y+r*0.12, r, color.RGBA{0, 0, 0, 90}) // a soft shadow
	c.Disc(x, y, r, col)
	c.Ring(x, y, r, max(1, r*0.12), edge)
	c.FillPath(SeatShape(i, x, y, r*0.55), color.RGBA{30, 18, 12, 235})
}

// SeatShape is the path of seat i's shape centred on (x, y) with radius r.
func SeatShape(i int, x, y, r float64) *vector.Path {
	i = seatIndex(i)
	switch i {
	case 0:
		return circlePath(x, y, r*0.8)
	case 1:
		s := r * 0.75
		return polygon([][2]float64{{x - s, y - s}, {x + s, y - s}, {x + s, y + s}, {x - s, y + s}})
	case 2:
		return regular(x, y+r*0.12, r*1.05, 3, -math.Pi/2)
	case 3:
		return regular(x, y, r, 4, -math.Pi/2)
	case 4:
		return star(x, y, r*1.05, r*0.45, 5)
	default:
		a, b := r*0.9, r*0.32
		return polygon([][2]float64{{x - b, y - a}, {x + b, y - a}, {x + b, y - b}, {x + a, y - b}, {x + a, y + b}, {x + b, y + b},
			{x + b, y + a}, {x - b, y + a}, {x - b, y + b}, {x - a, y + b}, {x - a, y - b}, {x - b, y - b}})
	}
}

func polygon(pts [][2]float64) *vector.Path {
	var p vector.Path
	for k, q := range pts {
		if k == 0 {
			p.MoveTo(float32(q[0]), float32(q[1]))
		} else {
			p.LineTo(float32(q[0]), float32(q[1]))
		}
	}
	p.Close()
	return &p
}

func regular(x, y, r float64, n int, start float64) *vector.Path {
	pts := make([][2]float64, n)
	for k := range pts {
		a := start + 2*math.Pi*float64(k)/float64(n)
		pts[k] = [2]float64{x + r*math.Cos(a), y + r*math.Sin(a)}
	}
	return polygon(pts)
}

func star(x, y, outer, inner float64, n int) *vector.Path {
	pts := make([][2]float64, 2*n)
	for k := range pts {
		r := outer
		if k%2 == 1 {
			r = inner
		}
		a := -math.Pi/2 + math.Pi*float64(k)/float64(n)
		pts[k] = [2]float64{x + r*math.Cos(a), y + r*math.Sin(a)}
	}
	return polygon(pts)
}

func circlePath(x, y, r float64) *vector.Path {
	var p vector.Path
	p.Arc(float32(x), float32(y), float32(r), 0, 2*math.Pi, vector.Clockwise)
	p.Close()
	return &p
}
