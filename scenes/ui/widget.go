package ui

// Rect is a rectangle in logical coordinates.
type Rect struct{ X, Y, W, H float64 }

// Contains tells whether the point is inside.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// Centre is the middle of r.
func (r Rect) Centre() (x, y float64) { return r.X + r.W/2, r.Y + r.H/2 }

// Widget is a control a Form lays out, focuses and draws.
type Widget interface {
	Bounds() Rect
	// Enabled tells whether the control can be focused and used.
	Enabled() bool
	// Update handles this tick's input for the control; focused says it
	// holds the keyboard focus, hovered that the mouse is over it. It
	// returns true when the player used it (a click sound plays).
	Update(in *Input, focused, hovered bool) bool
	Draw(c *Canvas, focused, hovered bool)
}

// arrowTaker is a widget that uses Left/Right itself (stepper, slider):
// focus then moves with Up/Down and Tab only.
type arrowTaker interface{ TakesArrows() bool }

// Form is a group of widgets with one keyboard focus: Tab, Shift+Tab and
// the arrow keys move it, Enter or Space uses the focused widget, and the
// mouse focuses what it moves over.
type Form struct {
	Items []Widget
	Focus int // index in Items, or -1 for none
	hover int
}

// NewForm makes a form with the first usable widget focused.
func NewForm(items ...Widget) *Form {
	f := &Form{Items: items, Focus: -1, hover: -1}
	f.move(1)
	return f
}

// Add appends widgets.
func (f *Form) Add(items ...Widget) {
	f.Items = append(f.Items, items...)
	if f.Focus < 0 {
		f.move(1)
	}
}

// Focused is the focused widget, or nil.
func (f *Form) Focused() Widget {
	if f.Focus < 0 || f.Focus >= len(f.Items) {
		return nil
	}
	return f.Items[f.Focus]
}

// SetFocus focuses w if it is in the form.
func (f *Form) SetFocus(w Widget) {
	for i, it := range f.Items {
		if it == w {
			f.Focus = i
		}
	}
}

// Update moves the focus and passes the input on. It returns true when a
// widget was used; it plays the "click" sound through app when app is not nil.
func (f *Form) Update(app App) bool {
	in := app.Input()
	f.hover = -1
	for i, it := range f.Items {
		if it.Bounds().Contains(in.MouseX, in.MouseY) {
			f.hover = i
			if it.Enabled() && (in.MouseMoved || in.Click) {
				f.Focus = i
			}
		}
	}
	f.navigate(in)
	used := false
	for i, it := range f.Items {
		if !it.Enabled() {
			continue
		}
		if it.Update(in, i == f.Focus, i == f.hover) {
			used = true
		}
	}
	if used && app.Sound() != nil {
		app.Sound().Play("click")
	}
	return used
}

func (f *Form) navigate(in *Input) {
	arrows := false
	if a, ok := f.Focused().(arrowTaker); ok && a.TakesArrows() {
		arrows = true
	}
	_, typing := f.Focused().(*TextField)
	switch {
	case in.Tab && in.Next, in.Down, in.Right && !arrows && !typing:
		f.move(1)
	case in.Tab && in.Prev, in.Up, in.Left && !arrows && !typing:
		f.move(-1)
	}
}

// move steps the focus to the next usable widget in direction d.
func (f *Form) move(d int) {
	n := len(f.Items)
	if n == 0 {
		return
	}
	i := f.Focus
	for range n {
		i = ((i+d)%n + n) % n
		if f.Items[i].Enabled() {
			f.Focus = i
			return
		}
	}
}

// Draw paints every widget, then the tooltip of a disabled one under the mouse.
func (f *Form) Draw(c *Canvas) {
	for i, it := range f.Items {
		it.Draw(c, i == f.Focus, i == f.hover)
	}
	if f.hover >= 0 {
		if t, ok := f.Items[f.hover].(interface{ Tooltip() string }); ok && t.Tooltip() != "" {
			x, y, _ := TooltipBeside(t.Tooltip(), f.Items[f.hover].Bounds())
			drawTooltipAt(c, t.Tooltip(), x, y)
		}
	}
}

// Hovered is the widget under the mouse, or nil.
func (f *Form) Hovered() Widget {
	if f.hover < 0 {
		return nil
	}
	return f.Items[f.hover]
}
