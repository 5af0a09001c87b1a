package boardtest

import (
	"embers/rules"
	"embers/scenes/ui"
)

// The optional interfaces a board implements for the suite. A board says
// where its places lie and where its keyboard focus is; the suite does the
// rest through the play scene, as a person would. They are read by type
// assertion, so a board implements them without importing this package
// (put them in scenes/<id>/boardhooks.go: the suite runs from the catalog's tests, which see only what the
// board package builds into the program).

// PlacePointer says where a place (rules.Place) lies on screen, in logical
// coordinates; ok is false for a place without a spot of its own. The
// mouse game needs it: a move is made by clicks at its places, in the
// order rules.Placer.MovePlaces names them.
type PlacePointer interface {
	PlacePoint(p rules.Place) (x, y float64, ok bool)
}

// Aimer is for a board that reads more than the place from a click (a tile
// turned towards the edge nearest the mouse): where to click the i-th
// place of move m; ok false means PlacePoint's point will do.
type Aimer interface {
	AimPoint(m rules.Move, i int) (x, y float64, ok bool)
}

// Chooser is for a board that opens a chooser when a click leaves several
// moves (save or steal in a hall): where the open chooser offers m; ok is
// false while no chooser is open or it does not offer m.
type Chooser interface {
	ChoicePoint(m rules.Move) (x, y float64, ok bool)
}

// Focuser says what Enter would pick now: the places the keyboard's focus
// names (a square; a triangle and the one a tile turns to), nil while the
// keyboard does not lead. The keys game needs it: arrows and Tab move the
// focus to a move's places, Enter picks them.
type Focuser interface {
	FocusedPlaces() []rules.Place
}

// ChoiceFocuser is the keys side of Chooser: the move the open chooser's
// focus is on (Up and Down move it); ok is false while none is open.
type ChoiceFocuser interface {
	ChoiceFocus() (m rules.Move, ok bool)
}

// ChoiceKeyer is the keys side of Chooser for every board on the kit
// (kit.Kit.ChoiceKey): the key that takes the open chooser's focus a
// step towards m (Down, Left or Right on a stepper, Enter); ok is false
// while no chooser is open or it does not offer m.
type ChoiceKeyer interface {
	ChoiceKey(m rules.Move) (in ui.Input, ok bool)
}

// ChoiceLeader is for a board whose chooser leads on to another before a
// move is made (a stack's order chosen a tile at a time): whether the open
// chooser's focus leads towards m, so that Enter there is a step to m.
type ChoiceLeader interface {
	FocusLeadsTo(m rules.Move) bool
}

// Shortcutter names the key that picks a place without moving the focus
// (D draws from the pile); ok is false for a place without one.
type Shortcutter interface {
	Shortcut(p rules.Place) (in ui.Input, ok bool)
}

// Modeller is for a board that keeps its own model of what it draws,
// changed by animations event by event: the model shown and the one it
// would build from view. Once a move's animations settle the two must be
// equal (compared field by field, so a difference is named).
type Modeller interface {
	Models(view rules.State) (shown, fromView any)
}
