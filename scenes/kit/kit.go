package kit

import (
	"image/color"
	"math"

	"embers/game"
	"embers/rules"
	"embers/scenes/ui"
)

// MaxSeats is the most seats a board's kit keeps marks and panel rows for.
const MaxSeats = 8

// Kit is the part of a board every game shares; a board embeds it and adds
// only its own layout, drawing and gestures. It holds the animation slot
// (Start), the last-move marks, the end-of-game banner, what the hovered
// log line points at, the tutorial's highlights, the hint's mark, the
// person's choice in progress (Pick) and the keyboard's focus (Focus), and
// it answers the Board methods that are the same for every game (Busy,
// Tick, Banner, ClearMarks, PointAt, Highlight, ShowHint, ClearHint,
// WhyNot).
type Kit struct {
	Layers  Layers // the board's own drawing and animations
	Session *game.Session
	Spr     *Sprites // tokens and figures, cached as images
	Area    Rect     // the board's own rectangle on the screen
	Still   *Still   // the board's picture at rest, or nil
	Viewer  rules.Seat
	Frame   int  // frames drawn: pulses and flicker follow it
	Tips    bool // the pointer's tips say what a click would do (else the controls do)

	Anim       *Anim                   // the event being shown, or nil
	Marks      [MaxSeats][]rules.Place // the places each seat's last action touched
	EndText    string                  // the end-of-game headline once shown
	End        Ending                  // how the board tells the end (kit_end.go)
	Result     rules.Result            // the end as shown: the view's, or the end event's
	Point      []rules.Place           // what the hovered log line's event touches
	Highlights Highlights              // what a tutorial step points at
	Hint       HintMark                // the suggested move, while shown
	Pick       Pick                    // the person's choice in progress
	Focus      Focus                   // the keyboard's place, when it leads
	Seats      [MaxSeats]Rect          // where DrawSeat drew each seat's supplies
	Status     Rect                    // where DrawStatus drew
	warmed     float64                 // the scale the board's sprites were prepared at
	rest       kitRest                 // how far the pulses have settled (rest.go)

	// View is the position shown at rest (the last Reset), which the
	// rules describe (see kit_words.go).
	View rules.State
	// After is, only while Layers.Build makes the animation of a move's
	// last event, the position that move leaves as the viewer may see it
	// (MoveEnder); nil for every other event.
	After rules.State

	// The board's places as shapes (kit_places.go): the sorted legal moves
	// and the rules' names of a move's places (for Aim), and the looks of
	// the rings the kit draws round places.
	Targets *Targets
	Placer  rules.Placer
	Looks   Looks

	placeBuf   []rules.Place // the game's places, for registering them each frame
	focusDrawn bool          // the board rang the keyboard's place this frame
	quietTold  bool          // the board's own tip carried the quiet note this frame (QuietNote)
}

// boardSprites are the pictures of every board's tokens and figures, kept
// for the whole run: their keys are each board's own types and say
// everything a picture depends on, so all games share one cache.
var boardSprites Sprites

// NewKit makes the kit of board l of session s, which fills area.
func NewKit(l Layers, s *game.Session, area Rect) Kit {
	k := Kit{Layers: l, Session: s, Spr: &boardSprites, Area: area}
	k.Pick.Reset()
	return k
}

// Busy reports whether an event is being animated.
func (k *Kit) Busy() bool { return k.Anim != nil }

// Tick advances the animation.
func (k *Kit) Tick() {
	if k.Anim != nil && k.Anim.Step() {
		k.Anim = nil
	}
}

// Banner is the end-of-game headline, once the end has been shown.
func (k *Kit) Banner() string { return k.EndText }

// ClearMarks forgets every seat's last move.
func (k *Kit) ClearMarks() { k.Marks = [MaxSeats][]rules.Place{} }

var (
	_ WhyNoter    = (*Kit)(nil)
	_ LogPointer  = (*Kit)(nil)
	_ Highlighter = (*Kit)(nil)
	_ HintBoard   = (*Kit)(nil)
)

// MarkPicker is optional for a board's Layers: which events mark their
// seat's last move, and on which of their places (none: the marks are
// cleared, as by a pass). Without it every event by a seat of the game
// that names places marks them, the last one standing; an event that names
// none (the end of a battle told in words) leaves the marks as they are.
type MarkPicker interface {
	MarkPlaces(e rules.Event) (places []rules.Place, marks bool)
}

// markEvent marks e's seat's last move on e's places (see MarkPicker); an
// event of the game itself, or of a seat that is not a player's (an AI
// deck), marks nothing.
func (k *Kit) markEvent(e rules.Event) {
	if !rules.IsSeat(e.Seat) || int(e.Seat) >= k.Players() {
		return
	}
	places := e.Places
	if mp, ok := k.Layers.(MarkPicker); ok {
		var marks bool
		if places, marks = mp.MarkPlaces(e); !marks {
			return
		}
	} else if len(places) == 0 {
		return
	}
	k.Mark(e.Seat, places)
}

// Mark keeps places as seat's last move (nil: the seat passed).
func (k *Kit) Mark(seat rules.Seat, places []rules.Place) {
	if seat >= 0 && int(seat) < MaxSeats {
		k.Marks[seat] = places
	}
}

// PointAt keeps the places of the hovered log line's event, to ring them.
func (k *Kit) PointAt(places []rules.Place) { k.Point = places }

// Pulse is a slow swing between lo and 1 with the frames drawn (period:
// frames per radian), for lit targets and marks; it settles at 1 while
// the board rests (rest.go).
func (k *Kit) Pulse(period, lo float64) float64 {
	return k.rest.settle(lo + (1-lo)*(0.5+0.5*math.Sin(float64(k.Frame)/period)))
}

// Colour is the colour seat chose at new game.
func (k *Kit) Colour(seat rules.Seat) color.RGBA { return SeatColour(k.Session, seat) }

// ColourIndex is seat's palette entry (its colour and shape).
func (k *Kit) ColourIndex(seat rules.Seat) int { return colourIndex(k.Session, seat) }

// Sees reports whether the screen shows seat's secrets: it is that seat's
// own screen, or a finished game's replay, which shows everyone's.
func (k *Kit) Sees(seat rules.Seat) bool {
	return seat != rules.NoSeat && (k.Viewer == seat || k.Viewer == game.Everyone)
}

// Names are the seats' names, for rules.Names.
func (k *Kit) Names() []string {
	if k.Session == nil { // a kit with no game (a still picture, a test)
		return nil
	}
	return SeatNames(k.Session)
}

// Warm reports, once per render scale, that the board should prepare its
// sprites now (so no animation paints one mid-move).
func (k *Kit) Warm(c *ui.Canvas) bool {
	if k.warmed == RenderScale(c.Scale) {
		return false
	}
	k.warmed = RenderScale(c.Scale)
	return true
}

// SeatSpot is where seat's supplies begin in the panel: the row DrawSeat
// last drew, or where it will be before the first frame.
func (k *Kit) SeatSpot(seat rules.Seat) (x, y float64) {
	r := k.Seats[seat]
	if r.W == 0 {
		r = Rect{PanelRect.X + 162, PanelRect.Y + 76 + float64(seat)*SeatRowH, 370, 42}
	}
	return r.X + 16, r.Y + r.H/2
}

// SeatAt is the seat whose panel row (as DrawSeat last drew it) holds
// (x, y), and how far into the row x lies; ok is false for none.
func (k *Kit) SeatAt(x, y float64, players int) (seat rules.Seat, dx float64, ok bool) {
	for s := range min(players, MaxSeats) {
		if r := k.Seats[s]; r.W > 0 && r.Contains(x, y) {
			return rules.Seat(s), x - r.X, true
		}
	}
	return rules.NoSeat, 0, false
}

// Count is how many of items pass test.
func Count[T any](items []T, test func(T) bool) int {
	n := 0
	for _, it := range items {
		if test(it) {
			n++
		}
	}
	return n
}

// StatusArea is where DrawStatus drew the game's status, or where it will
// be before the first frame.
func (k *Kit) StatusArea(players int) Rect {
	if k.Status.W == 0 {
		return Rect{PanelRect.X + 12, PanelRect.Y + 78 + float64(players)*SeatRowH, 520, 70}
	}
	return k.Status
}

// Winners writes the winners' names as people say them: "Ann", "Ann and
// Bo", "Ann, Bo and Cy".
func Winners(names []string, winners []rules.Seat) string {
	w := ""
	for i, seat := range winners {
		switch {
		case i == 0:
		case i == len(winners)-1:
			w += " and "
		default:
			w += ", "
		}
		w += names[seat]
	}
	return w
}

// WinLine is the end's headline: head, then who wins or shares the win.
func WinLine(head string, names []string, winners []rules.Seat) string {
	if len(winners) > 1 {
		return head + " " + Winners(names, winners) + " share the win."
	}
	return head + " " + Winners(names, winners) + " wins."
}

// SeatMark draws seat's shape centred on (x, y) in col, so seats differ
// without colour too.
func (k *Kit) SeatMark(c *ui.Canvas, seat rules.Seat, x, y, r float64, col color.Color) {
	SeatMark(c, k.Session, seat, x, y, r, col)
}
