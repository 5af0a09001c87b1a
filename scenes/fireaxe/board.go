package fireaxe

import (
	"image/color"
	"slices"

	"embers/game"
	"embers/rules"
	fx "embers/rules/fireaxe"
	"embers/rules/fireaxe/atlas"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

var _ kit.Board = (*Board)(nil)

// Board is the map of the northern seas, built on the board kit: it draws
// the map, the pieces, the seats and the shared status, lets a person
// choose by place, button and key with the route planner's help, and
// shows every event's set piece.
type Board struct {
	kit.Kit
	v        *fx.State // the view shown at rest
	sea      *seaMap
	pieces   *mapPieces
	pick     kit.Targets
	places   []rules.Place // every place of the map a person may point at
	ports    map[rules.Place]atlas.Port
	gestures mapGestures
	// shownAt is where a longboat has been seen to sail since the last
	// view (its event's animation landed it there); sailing is the seat
	// whose longboat is in flight (-1: none), drawn by the animation.
	shownAt map[int]rules.Place
	sailing int
	// pointer is where the person points (or the keyboard's focus), for
	// the route planner's tip; route the planner's reach for the view.
	pointer  ui.Pt
	route    routePlan
	mapNames map[rules.Place]string
	// days and dice are the days track and the attack's dice as the
	// animations have shown them since the last view (the view at rest
	// lags while a queue of moves plays).
	days  int
	extra int // the turn's days beyond seven (Fair Wind)
	dice  []int
	// diceTurn is the turn (State.Turns) the dice shown were rolled in.
	diceTurn int
	dieOdds  dieOdds // the next raid die's odds, for the prompt
	// doers are who did each port's task (by the port's place), from the history,
	// for the saga cards.
	doers map[rules.Place]int
	// drawTurn is the person's turn while a frame is drawn (DrawTargets
	// to DrawPieces), for what the board registers over the kit's places.
	drawTurn *kit.Turn
	// litTurn is the person's turn while this frame lights its targets
	// (nil otherwise), for the panel's cargo, which is drawn after the
	// board and over the kit's lights.
	litTurn *kit.Turn
	// lastSeat is the seat whose move the board showed last (not the turn
	// passing to the next), for the pause before a computer's move.
	lastSeat rules.Seat
	// wake is each longboat's course in its seat's last turn (wake.go).
	wake wakes
}

// New makes the board of a session of Fire & Axe. The map is the game's
// own (State.Atlas); should the land not load, the board says so on the map.
func New(s *game.Session) *Board {
	b := &Board{lastSeat: rules.NoSeat, wake: wakes{last: -1}}
	b.Kit = kit.NewKit(b, s, kit.Rect(boardArea))
	st := s.Match.State.(*fx.State)
	sea := newSeaMap(st.Atlas(), mapFrame)
	b.sea = sea
	b.pieces = newMapPieces(sea, b.Spr, func(seat int) color.RGBA { return b.Colour(rules.Seat(seat)) })
	b.Targets, b.Placer, b.Looks = &b.pick, st, looks
	b.End = ending
	b.mapNames = placeNames(st.Atlas())
	for p := range b.pieces.where {
		b.places = append(b.places, p)
	}
	slices.Sort(b.places)
	b.ports = map[rules.Place]atlas.Port{}
	for _, p := range st.Atlas().Ports {
		b.ports[fx.PortPlace(p.ID)] = p
	}
	b.Load(s.Match.State.View(rules.NoSeat))
	return b
}

// ending tells who sang the greatest saga on a card over the map.
var ending = kit.Ending{Won: "The sagas are sung.", Head: "The sagas are sung", Col: kit.RGB(240, 200, 110),
	Card: kit.Rect{X: mapFrame.X + mapFrame.W/2 - 150, Y: mapFrame.Y + mapFrame.H/2 - 45, W: 300, H: 90}}

// Load takes a view of the game as the board's model.
func (b *Board) Load(view rules.State) bool {
	return kit.LoadAs(view, func(v *fx.State) {
		b.pick = kit.Targets{}
		b.doers = b.taskDoers()
		b.show(v)
	})
}

// show takes position v as the one drawn at rest: on a view (Load), and at
// the end of a move's last set piece (Build), where the move's own events
// have kept the task doers.
func (b *Board) show(v *fx.State) {
	b.v = v
	b.shownAt, b.sailing = map[int]rules.Place{}, -1
	b.days, b.extra = v.Turn.Days, v.Turn.Extra
	switch {
	case v.Attack != nil:
		b.dice = append([]int(nil), v.Attack.Rolled...)
	case v.Turns != b.diceTurn: // the last attack's dice lie until the turn ends
		b.dice = nil
	}
	b.diceTurn = v.Turns
}

// DrawUnder draws the map and the strip under it, and says over the map if its land could not be read (the map
// then shows the sea alone; the game plays on).
func (b *Board) DrawUnder(c *ui.Canvas) {
	b.litTurn = nil
	b.sea.Draw(c)
	b.drawStrip(c, b.v)
	if b.sea.fault != "" {
		c.Text(b.sea.fault, ui.SmallFace, mapFrame.X+10, mapFrame.Y+mapFrame.H-26, ui.Start, portInk)
	}
}

// DrawTargets tints the whole cell of each sea space the person may sail
// to (only during the person's turn: the targets of a turn just played
// stay in the picker while its moves are shown), then lets the kit light
// the targets.
func (b *Board) DrawTargets(c *ui.Canvas, t *kit.Turn) {
	var lit []int
	for i, sp := range b.v.Atlas().Spaces {
		if b.pick.Lit(fx.SeaPlace(sp.ID)) {
			lit = append(lit, i)
		}
	}
	b.sea.drawTint(c, lit)
	b.drawLitNames(c)
	b.Kit.DrawTargets(c, t)
	b.drawTurn, b.litTurn = t, t
}

// drawLitNames writes the name of each lit sea space that the painted map
// left out (no room among the other names), on a pale pill, so every
// space to sail to shows its name where its ring is.
func (b *Board) drawLitNames(c *ui.Canvas) {
	labels := b.sea.seaLabels()
	fresh := b.sea.painted == b.sea.chart
	for _, p := range b.pick.Ahead() {
		sp, _ := fx.ParsePlace(p)
		if sp.Kind != fx.SeaSpot {
			continue
		}
		id := sp.ID
		l, ok := labels[id]
		if !ok || l.shown && fresh {
			continue
		}
		for _, s := range b.seaShape(id) {
			r := s.Bounds()
			c.FillPath(ui.RoundRect(r.X, r.Y, r.W, r.H, r.H/2), nameBed)
		}
		c.Text(l.text, l.face, l.box.X, l.box.Y-l.box.H*0.12, ui.Start, l.ink)
	}
}

// nameBed is the pale pill under a lit space's name written over the map.
var nameBed = kit.RGBA(236, 230, 214, 210)

// DrawPieces paints the towns, settlements, goods and longboats; during a
// person's turn it registers the ports over the kit's registration of the
// places (registerPorts).
func (b *Board) DrawPieces(c *ui.Canvas) {
	b.drawWakes(c)
	b.pieces.draw(c, b.v, b.Frame, b.shownAt, b.sailing)
	if t := b.drawTurn; t != nil {
		b.registerPorts(c, t)
		b.drawTurn = nil
	}
}
