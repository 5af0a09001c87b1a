package play

import (
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// said is a short word to the person at the mouse, for a click the board
// cannot take now (the computer is thinking; an animation was skipped and
// another seat plays next): no click passes in silence.
type said struct {
	text  string
	x, y  float64
	ticks int
}

// sayTicks is how long a word at the mouse stays (2.5 s).
const sayTicks = 150

// say shows text beside the mouse for a while.
func (sc *Scene) say(text string, in *ui.Input) {
	sc.said = said{text: text, x: in.MouseX, y: in.MouseY, ticks: sayTicks}
}

// tickSaid lets the word fade once its time is up or the mouse moves away.
func (sc *Scene) tickSaid(in *ui.Input) {
	s := &sc.said
	if s.ticks == 0 {
		return
	}
	s.ticks--
	if dx, dy := in.MouseX-s.x, in.MouseY-s.y; dx*dx+dy*dy > 40*40 {
		s.ticks = 0
	}
}

// onBoard reports whether the mouse of in lies on the board's area.
func (sc *Scene) onBoard(in *ui.Input) bool {
	return kit.AreaOf(sc.board).Contains(in.MouseX, in.MouseY)
}

// answerClick lets the kit answer a click the board took without a word:
// on a place drawn as not open it says why not (every click on the board
// acts, opens a chooser or says why not).
func (sc *Scene) answerClick(in *ui.Input, played bool) {
	if !in.Click || played || sc.shown == nil || sc.turn == nil {
		return
	}
	kb, ok := sc.board.(kit.Kitted)
	if !ok {
		return
	}
	if h, ok := sc.shown.Top(in.MouseX, in.MouseY); ok {
		kb.BoardKit().AnswerClick(sc.turn, h)
	}
}

// keepShown keeps what a frame drawn during a person's turn registered,
// for the next click.
func (sc *Scene) keepShown(c *ui.Canvas) {
	if c.Hits != nil && sc.shownTurn() != nil {
		sc.shown = c.Hits.Copy()
	}
}
