package scenes

import (
	"embers/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// readInput turns this tick's keys, mouse and typing into intents, once,
// with the mouse in logical coordinates through the letterbox.
func (a *App) readInput() {
	prev := a.in
	in := &a.in
	*in = inputFrame{}.reset(prev)
	if a.scripted {
		in.MouseX, in.MouseY = -100, -100
		if a.fed != nil {
			*in, a.fed = *a.fed, nil
		}
		return
	}
	cx, cy := ebiten.CursorPosition()
	in.MouseX, in.MouseY = a.view.logical(float64(cx), float64(cy))
	in.MouseMoved = in.MouseX != prev.MouseX || in.MouseY != prev.MouseY
	in.Click = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	in.RightClick = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight)
	in.MouseDown = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	_, in.Wheel = ebiten.Wheel()

	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	var keys []ebiten.Key
	keys = inpututil.AppendJustPressedKeys(keys)
	for _, k := range keys {
		in.AnyKey = true
		switch k {
		case ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeySpace:
			in.Confirm = true
		case ebiten.KeyEscape:
			in.Back = true
		case ebiten.KeyTab:
			in.Tab = true
			in.Next, in.Prev = !shift, shift
		case ebiten.KeyF11:
			in.Fullscreen = true
		}
	}
	in.Up = repeating(ebiten.KeyArrowUp)
	in.Down = repeating(ebiten.KeyArrowDown)
	in.Left = repeating(ebiten.KeyArrowLeft)
	in.Right = repeating(ebiten.KeyArrowRight)
	in.Next = in.Next || in.Right || in.Down
	in.Prev = in.Prev || in.Left || in.Up
	in.Backspace = repeating(ebiten.KeyBackspace)
	in.Runes = ebiten.AppendInputChars(in.Runes)
}

// repeating is true when key went down this tick, and then every few ticks
// while it is held, like typing. A key pressed and let go within one tick
// (a quick tap, or a tool that types for a person) counts as well: its
// press duration is already 0, but Ebitengine keeps the time it went down.
func repeating(key ebiten.Key) bool {
	d := inpututil.KeyPressDuration(key)
	return inpututil.IsKeyJustPressed(key) || (d >= 24 && (d-24)%4 == 0)
}

// inputFrame starts a fresh tick's input, keeping the rune buffer.
type inputFrame struct{}

func (inputFrame) reset(prev ui.Input) ui.Input {
	return ui.Input{MouseX: prev.MouseX, MouseY: prev.MouseY, Runes: prev.Runes[:0]}
}
