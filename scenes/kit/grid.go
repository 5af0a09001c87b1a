package kit

// Grid is a board of square cells Cols wide and Rows high with its top
// left at (X, Y), cell i in column i%Cols and row i/Cols, row 0 at the
// bottom (as boards named by letters and numbers count).
type Grid struct {
	X, Y, Cell float64
	Cols, Rows int
}

// Area is the whole grid on the screen.
func (g Grid) Area() Rect { return Rect{g.X, g.Y, float64(g.Cols) * g.Cell, float64(g.Rows) * g.Cell} }

// Rect is cell i on the screen.
func (g Grid) Rect(i int) Rect {
	col, row := i%g.Cols, i/g.Cols
	return Rect{g.X + float64(col)*g.Cell, g.Y + float64(g.Rows-1-row)*g.Cell, g.Cell, g.Cell}
}

// Centre is the middle of cell i.
func (g Grid) Centre(i int) (x, y float64) { return g.Rect(i).Centre() }

// At is the cell under a point, or -1.
func (g Grid) At(x, y float64) int {
	if !g.Area().Contains(x, y) {
		return -1
	}
	return (g.Rows-1-int((y-g.Y)/g.Cell))*g.Cols + int((x-g.X)/g.Cell)
}

// Step is the cell one step from i in a screen direction (dy -1: up), or
// i at the grid's edge: the keyboard's focus moves with it.
func (g Grid) Step(i int, dx, dy float64) int {
	col, row := i%g.Cols+int(dx), i/g.Cols-int(dy)
	if col < 0 || col >= g.Cols || row < 0 || row >= g.Rows {
		return i
	}
	return row*g.Cols + col
}
