package playcheck

import (
	"fmt"
	"image"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"embers/files"
	"embers/game"
	"embers/rules"
	"embers/scenes"
	"embers/scenes/play"
	"embers/scenes/tutorial"
	"embers/scenes/ui"
)

// driver plays the real App by mouse: each frame is drawn offscreen, and
// clicks go only to the things that frame registered as clickable and
// left uncovered (ui.Hits).
type driver struct {
	app  *scenes.App
	img  *ebiten.Image
	rng  *rand.Rand
	hits *ui.Hits
	mx   float64 // where the mouse rests
	my   float64
	sum  *Summary
	// describe names a move in the player's words, for messages.
	describe func(m rules.Move) string
	deadline time.Time
}

func newDriver(app *scenes.App, seed uint64, sum *Summary, limit time.Duration) *driver {
	d := &driver{app: app, rng: rand.New(rand.NewPCG(seed, 0x9e3779b9)), sum: sum, mx: -100, my: -100, deadline: time.Now().Add(limit)}
	onUI(func() { d.img = ebiten.NewImage(ui.Width, ui.Height) })
	return d
}

// close frees the frame's image.
func (d *driver) close() { onUI(d.img.Deallocate) }

// step runs one tick with input in (the mouse where it rests unless in
// moves it) and draws the frame, keeping what it registered.
func (d *driver) step(in ui.Input) error {
	if in.MouseMoved || in.Click {
		d.mx, d.my = in.MouseX, in.MouseY
	}
	in.MouseX, in.MouseY = d.mx, d.my
	var err error
	onUI(func() {
		if err = d.app.Step(in); err == nil {
			d.drawNow()
		}
	})
	return err
}

// idle runs one tick without input; it draws only every few ticks (the
// computer thinking, an animation) unless draw is true.
func (d *driver) idle(draw bool) error {
	var err error
	onUI(func() {
		if err = d.app.Step(ui.Input{MouseX: d.mx, MouseY: d.my}); err == nil && draw {
			d.drawNow()
		}
	})
	return err
}

// draw draws a frame and keeps what it registered.
func (d *driver) draw() { onUI(d.drawNow) }

func (d *driver) drawNow() {
	d.img.Clear()
	d.app.DrawTo(d.img, 1)
	d.hits = d.app.Hits()
	d.sum.Frames++
}

// timedOut reports whether the run has used its time.
func (d *driver) timedOut() bool { return time.Now().After(d.deadline) }

// visible are the frame's clickable things that nothing covers.
func (d *driver) visible() []ui.Hit {
	if d.hits == nil {
		return nil
	}
	return d.hits.Visible()
}

// command finds the visible thing that does command (by prefix), or ok
// false.
func (d *driver) command(prefix string) (ui.Hit, bool) {
	for _, h := range d.visible() {
		if !h.Refused && strings.HasPrefix(h.Command, prefix) {
			return h, true
		}
	}
	return ui.Hit{}, false
}

// click hovers over h, checks that the frame drawn with the mouse there
// still has h on top at that point, then clicks it.
// It returns the signature of the frame drawn with the mouse resting
// there, before the click.
func (d *driver) click(h ui.Hit) (string, error) {
	x, y := h.Point()
	if err := d.step(ui.Input{MouseX: x, MouseY: y, MouseMoved: true}); err != nil {
		return "", err
	}
	if top, ok := d.hits.Top(x, y); !ok || top.Words != h.Words || top.Command != h.Command {
		return "", fmt.Errorf("%q at (%.0f, %.0f) is covered once the mouse rests on it (by %s)", h.Words, x, y, topName(top, ok))
	}
	sig := d.signature()
	d.sum.Clicks++
	return sig, d.step(ui.Input{MouseX: x, MouseY: y, Click: true})
}

func topName(h ui.Hit, ok bool) string {
	switch {
	case !ok:
		return "nothing registered: it is not drawn there any more"
	case h.Cover():
		return "a card or tooltip drawn over it"
	}
	return fmt.Sprintf("%q", h.Words)
}

// signature is what a frame shows of its clickable things and words at
// the mouse: a click that leaves it unchanged (and plays no move) did
// nothing that a person could see.
func (d *driver) signature() string {
	var b strings.Builder
	for _, h := range d.hits.All() {
		fmt.Fprintf(&b, "%v|%s|%s|%d|%v|%v;", h.Rect, h.Words, h.Command, len(h.Moves), h.Refused, h.Cover())
	}
	return b.String()
}

// playScene is the play scene the App shows (hosted by a tutorial or
// not), or nil.
func (d *driver) playScene() *play.Scene {
	switch s := d.app.Top().(type) {
	case *play.Scene:
		return s
	case *tutorial.Scene:
		return s.Play()
	}
	return nil
}

// reach is every legal move some visible thing leads to.
func reach(vis []ui.Hit) map[rules.Move]bool {
	out := map[rules.Move]bool{}
	for _, h := range vis {
		for _, m := range h.Moves {
			out[m] = true
		}
	}
	return out
}

// best is the visible thing leading most directly to m (the fewest other
// moves besides), or ok false. A part of an open chooser that leads to m
// (a stepper's − or +, a page turn) comes before anything outside it: a
// person steps an amount up click by click rather than close the chooser
// by clicking the place that opened it.
func best(vis []ui.Hit, m rules.Move, tried map[string]int) (ui.Hit, bool) {
	var out ui.Hit
	found := false
	inChooser := func(h ui.Hit) bool { return strings.HasPrefix(h.Command, "chooser:") }
	for _, h := range vis {
		if h.Refused || !h.Leads(m) {
			continue
		}
		key := hitKey(h)
		switch {
		case !found, inChooser(h) && !inChooser(out):
		case inChooser(out) && !inChooser(h):
			continue
		case tried[key] < tried[hitKey(out)], tried[key] == tried[hitKey(out)] && len(h.Moves) < len(out.Moves):
		default:
			continue
		}
		out, found = h, true
	}
	return out, found
}

// hitKey tells things apart for counting the clicks tried: by words,
// place and how many moves they lead to, so the same row of a chooser's
// next step (a stack laid "power", then "power" again, in the same place)
// is a new thing to try, not one already tried that loses to the province
// that opened the chooser (Burnt to Ashes, 2 players semi, seed 2).
func hitKey(h ui.Hit) string { return fmt.Sprintf("%s|%v|%d", h.Words, h.Rect, len(h.Moves)) }

// makeMove makes move m of the person to move by clicks only: each time
// on the visible thing that leads most directly to it, until the history
// grows. It fails when no visible thing leads to m, when a click changes
// nothing a person can see, or when a click plays a move the thing did
// not claim.
func (d *driver) makeMove(sc *play.Scene, m rules.Move, what string) error {
	s := sc.Session()
	n := len(s.Match.History)
	tried := map[string]int{}
	for range 80 {
		vis, err := d.visibleFor(m)
		if err != nil {
			return err
		}
		h, ok := best(vis, m, tried)
		if !ok {
			return fmt.Errorf("%s: the legal move %q has no visible way to be made%s", what, d.describe(m), d.coveredNote(m))
		}
		tried[hitKey(h)]++
		before, err := d.click(h)
		if err != nil {
			return fmt.Errorf("%s, making %q: %w", what, d.describe(m), err)
		}
		if err := d.settle(sc); err != nil {
			return err
		}
		if len(s.Match.History) > n {
			played := s.Match.History[n].Move
			if played != m && !h.Leads(played) {
				return fmt.Errorf("%s: a click on %q played %q, which it did not offer", what, h.Words, d.describe(played))
			}
			return nil
		}
		if d.signature() == before && !strings.HasPrefix(h.Command, "chooser:") {
			return fmt.Errorf("%s: a click on %q (offering %q) changed nothing and said nothing", what, h.Words, d.describe(m))
		}
	}
	return fmt.Errorf("%s: 80 clicks did not make %q", what, d.describe(m))
}

// coveredNote says what covers the things that would lead to m, when
// something does.
func (d *driver) coveredNote(m rules.Move) string {
	if d.hits == nil {
		return ""
	}
	for _, h := range d.hits.All() {
		if h.Cover() || !h.Leads(m) {
			continue
		}
		if cov, by := d.hits.Covered(h); cov {
			return fmt.Sprintf(" (%q lies under %s)", h.Words, by)
		}
	}
	return " (nothing drawn leads to it)"
}

// settle runs a few ticks after a click so what it started shows: an
// animation is skipped by the next click anyway, so a short wait is
// enough, and the frame is drawn.
func (d *driver) settle(sc *play.Scene) error {
	for range 3 {
		if err := d.idle(false); err != nil {
			return err
		}
	}
	d.draw()
	return nil
}

// visibleFor are the frame's visible things, with the mouse moved off
// first (to a corner where nothing is) when nothing visible leads to m
// and a tip is shown at the mouse: a tip follows the mouse, so a person
// going for m never finds it in the way.
func (d *driver) visibleFor(m rules.Move) ([]ui.Hit, error) {
	vis := d.visible()
	if reach(vis)[m] || !d.tipAtMouse() {
		return vis, nil
	}
	if err := d.step(ui.Input{MouseX: 5, MouseY: 5, MouseMoved: true}); err != nil {
		return nil, err
	}
	return d.visible(), nil
}

// tipAtMouse reports whether the frame shows a tip beside the mouse.
func (d *driver) tipAtMouse() bool {
	return d.hits != nil && d.saysWhy()
}

// checkReach fails when a legal move has no visible way to be made.
func (d *driver) checkReach(legal []rules.Move, what string) error {
	vis := d.visible()
	for _, m := range legal {
		if !reach(vis)[m] {
			var err error
			if vis, err = d.visibleFor(m); err != nil {
				return err
			}
			break
		}
	}
	r := reach(vis)
	for _, m := range legal {
		if !r[m] {
			return fmt.Errorf("%s: the legal move %q has no visible way to be made%s", what, d.describe(m), d.coveredNote(m))
		}
	}
	return nil
}

// probeRefusal clicks a visible thing drawn as refused and checks that the
// click says why (the frame changes); it fails on silence.
func (d *driver) probeRefusal(s *game.Session, what string) error {
	var refused []ui.Hit
	for _, h := range d.visible() {
		if h.Refused && h.Command == "" {
			refused = append(refused, h)
		}
	}
	if len(refused) == 0 {
		return nil
	}
	h := refused[d.rng.IntN(len(refused))]
	n := len(s.Match.History)
	if _, err := d.click(h); err != nil {
		return nil // moved under something as the mouse came: not a refusal to judge
	}
	d.draw()
	if len(s.Match.History) > n {
		return fmt.Errorf("%s: a click on %q, drawn as not open now, played %q", what, h.Words, d.describe(s.Match.History[n].Move))
	}
	if !d.saysWhy() {
		return fmt.Errorf("%s: a click on %q, which is not open now, said nothing", what, h.Words)
	}
	d.sum.Refusals++
	// move the mouse off so the refusal does not linger over the board
	return d.step(ui.Input{MouseX: 5, MouseY: 5, MouseMoved: true})
}

// saysWhy reports whether the frame shows words at the mouse: a tooltip
// (a cover drawn near the mouse) after a refused click.
func (d *driver) saysWhy() bool {
	for _, h := range d.hits.All() {
		if h.Cover() && h.Rect.W < 500 && near(h.Rect, d.mx, d.my) {
			return true
		}
	}
	return false
}

func near(r ui.Rect, x, y float64) bool {
	return x > r.X-60 && x < r.X+r.W+60 && y > r.Y-60 && y < r.Y+r.H+60
}

// choose picks the move a person makes now: any legal move, by the seed,
// with moves that end a turn early made less likely so games show more.
func (d *driver) choose(legal []rules.Move) rules.Move {
	return legal[d.rng.IntN(len(legal))]
}

// textCuts fails on a text cut off where its box had room.
func (d *driver) textCuts(what string) error {
	for _, c := range d.hits.Cuts() {
		if c.Room {
			return fmt.Errorf("%s: %q is cut off in a box that has room for it", what, files.Clip(c.Text, 80))
		}
	}
	return nil
}

// legalOf is the legal moves of the seat to move.
func legalOf(s *game.Session) []rules.Move {
	return slices.Clone(s.Match.State.Legal(nil))
}

// keep writes the last frame drawn to dir as a picture, with a list of
// what it registered beside it (name.png, name.txt), for a failure to be
// looked at; it returns the picture's path.
func (d *driver) keep(dir, name string) string {
	if dir == "" || d.img == nil {
		return ""
	}
	path := filepath.Join(dir, name+".png")
	var err error
	onUI(func() {
		img := image.NewRGBA(image.Rect(0, 0, ui.Width, ui.Height))
		d.img.ReadPixels(img.Pix)
		err = ui.WritePNG(path, img)
	})
	if err != nil {
		return ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, "mouse at (%.0f, %.0f)\n", d.mx, d.my)
	for _, h := range d.hits.All() {
		switch {
		case h.Cover():
			fmt.Fprintf(&b, "cover   %v\n", h.Rect)
		default:
			fmt.Fprintf(&b, "hit     %v %q moves=%d command=%q refused=%v tip=%q\n", h.Rect, h.Words, len(h.Moves), h.Command, h.Refused, h.Tip)
		}
	}
	_ = os.WriteFile(filepath.Join(dir, name+".txt"), []byte(b.String()), 0o644)
	return path
}
