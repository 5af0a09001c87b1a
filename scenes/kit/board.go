package kit

import (
	"sort"
	"sync"

	"embers/game"
	"embers/rules"
	"embers/scenes/ui"
)

// Board is one game's view of the table: it draws the board at rest,
// animates events one at a time, and lets a person choose a move. The play
// scene drives it; a Board never applies a move and never decides legality
// (it asks the Turn).
type Board interface {
	// Reset shows view (the state as viewer may see it) at rest, ending any
	// animation. It keeps the last-move marks.
	Reset(view rules.State, viewer rules.Seat)
	// ClearMarks forgets the last-move marks (after an undo or a load).
	ClearMarks()
	// Animate starts the animation of e (already filtered with e.For(viewer))
	// lasting about ticks ticks (0: instant), and returns the sound effect to
	// play with it ("" for none).
	Animate(e rules.Event, ticks int) (sound string)
	// Busy reports whether an animation is still running.
	Busy() bool
	// Tick advances the animation by one tick.
	Tick()
	// Input lets the person at turn choose; it returns a move once chosen.
	// It is called only when nothing is animating. The board may use the
	// whole board area and the controls area (ControlsRect).
	Input(t *Turn, in *ui.Input) (rules.Move, bool)
	// Draw paints the board's own area (see Sized). t is the person's turn, or nil
	// while an AI seat thinks or animations play.
	Draw(c *ui.Canvas, t *Turn)
	// DrawOver paints what lies above the whole scene, the panel included:
	// things flying between board and panel, choosers, explanations.
	DrawOver(c *ui.Canvas, t *Turn)
	// DrawControls paints the prompt and buttons of a person's turn in r.
	DrawControls(c *ui.Canvas, t *Turn, r Rect)
	// DrawSeat paints a seat's supplies (servants, markers, cards in hand)
	// in one row of the side panel; secret ones only for the viewer.
	DrawSeat(c *ui.Canvas, seat rules.Seat, r Rect)
	// DrawStatus paints the game's shared status (danger meter, piles).
	DrawStatus(c *ui.Canvas, r Rect)
	// Banner is the end-of-game headline once the end is shown ("" before).
	Banner() string
}

// LogPointer is optional for a Board: it rings on the board the places a
// log line's event touches (a square, a hall; see rules.Place) while the
// mouse rests on that line; nil rings nothing.
type LogPointer interface {
	PointAt(places []rules.Place)
}

// PanelHinter is optional for a Board: it explains, in a sentence, what
// the panel shows at a point (a seat's supplies, a meter), for a tooltip.
type PanelHinter interface {
	PanelHint(x, y float64) string
}

// Turn is a person's decision being made on the board.
type Turn struct {
	Seat  rules.Seat
	Name  string
	View  rules.State  // what this person sees
	Legal []rules.Move // the legal moves (from the rules)
	// Explain says why a move is not legal (the rules' own reason and
	// section), or nil when it is legal.
	Explain func(rules.Move) *rules.IllegalMove
}

// IsLegal reports whether m is among the legal moves.
func (t *Turn) IsLegal(m rules.Move) bool {
	for _, l := range t.Legal {
		if l == m {
			return true
		}
	}
	return false
}

// Rect is a rectangle in logical coordinates.
type Rect struct{ X, Y, W, H float64 }

// Centre is the middle of r.
func (r Rect) Centre() (x, y float64) { return r.X + r.W/2, r.Y + r.H/2 }

// Contains reports whether the point lies inside r.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// UI is r as the ui package's rectangle (for registering what is clickable).
func (r Rect) UI() ui.Rect { return ui.Rect(r) }

// Sized is optional for a Board: the rectangle it fills (a wide map or a
// row of card hands needs another shape than a square). The kit answers
// it with its Area.
type Sized interface {
	BoardArea() Rect
}

// BoardArea is the rectangle the board fills on the screen.
func (k *Kit) BoardArea() Rect { return k.Area }

// AreaOf is the rectangle board b fills: its own, else BoardRect.
func AreaOf(b Board) Rect {
	if s, ok := b.(Sized); ok && s.BoardArea().W > 0 {
		return s.BoardArea()
	}
	return BoardRect
}

// The play scene's layout: the board on the left (BoardRect is only the
// room a board without its own area gets), the panel on the right.
var (
	BoardRect    = Rect{20, 20, 680, 680}
	PanelRect    = Rect{720, 16, 544, 688}
	ControlsRect = Rect{732, 418, 520, 96}
)

// SeatRowH is the height of a seat's row in the panel.
const SeatRowH = 48

var (
	registryMu sync.Mutex
	registry   = map[string]func(*game.Session) Board{}
	suites     = map[string][]Suite{}
)

// Register makes f the board of the game with id gameID. Board packages
// call it in their init, with the tables the shared board suite checks
// the board at (Suite; none: one table of the defaults).
func Register(gameID string, f func(*game.Session) Board, tables ...Suite) {
	registryMu.Lock()
	defer registryMu.Unlock()
	registry[gameID] = f
	suites[gameID] = tables
}

// Registered lists the game ids with a board, sorted.
func Registered() []string {
	registryMu.Lock()
	defer registryMu.Unlock()
	var out []string
	for id := range registry {
		out = append(out, id)
	}
	sort.Strings(out)
	return out
}

// Suites are the tables the board of gameID is checked at by the board
// suite: those it registered, or one table of the defaults.
func Suites(gameID string) []Suite {
	registryMu.Lock()
	defer registryMu.Unlock()
	if len(suites[gameID]) == 0 {
		return []Suite{{}}
	}
	return append([]Suite(nil), suites[gameID]...)
}

// BoardFor is the board registered for session s's game, made for s; ok
// is false when the game has none.
func BoardFor(s *game.Session) (Board, bool) {
	registryMu.Lock()
	defer registryMu.Unlock()
	f, ok := registry[s.Match.Game.Info().ID]
	if !ok {
		return nil, false
	}
	return f(s), true
}
