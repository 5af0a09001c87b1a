package play

import (
	"errors"
	"fmt"
	"image/color"
	"syscall"

	"embers/files"
	"embers/game"
	"embers/saves"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// When a game cannot be saved (a full disk, a read-only data folder), the
// board says so across its top, in full, for as long as it lasts: what
// failed, which moves are kept only in this window, and what to do. The
// game goes on; the session tries to save again after every move, and the
// scene every retryTicks while it fails; each new failure and the recovery
// are written to the terminal too.

// retryTicks is how often a failing save is tried again (5 s).
const retryTicks = 300

// saving is the scene's watch over its game's saves.
type saving struct {
	failed string // the notice shown, "" while saves work
	logged string // the failure last written to the terminal
	wait   int    // ticks to the next try
	lines  []string
	width  float64
}

// logger is the App's terminal log (the program's App has one).
type logger interface {
	Logf(format string, a ...any)
}

// watchSave runs every tick: it tries a failing save again now and then,
// keeps the notice up to date, and logs each new failure and the recovery.
func (sc *Scene) watchSave(app ui.App) {
	err := sc.s.SaveError()
	if err != nil {
		if sc.save.wait--; sc.save.wait <= 0 {
			sc.save.wait = retryTicks
			err = sc.s.RetrySave()
		}
	}
	text, why := "", ""
	if err != nil {
		text, why = SaveNotice(sc.s, err), err.Error()
	}
	if text != sc.save.failed {
		sc.save.failed, sc.save.lines = text, nil
	}
	if why == sc.save.logged {
		return
	}
	if l, ok := app.(logger); ok {
		if err != nil {
			l.Logf("this game is not being saved: %v", err)
		} else {
			l.Logf("the game is saved again, in %s", sc.s.SaveFile())
		}
	}
	sc.save.logged = why
}

// SaveNotice is what the board says while the session's saves fail with
// err: which moves are not on disk, where saving failed and why, and what
// to do.
func SaveNotice(s *game.Session, err error) string {
	total, saved := len(s.Match.History), s.SavedMoves()
	var lost string
	switch {
	case saved < 0:
		lost = "Nothing of this game is on the disk yet"
	case saved >= total:
		lost = fmt.Sprintf("The file holds the game to move %d, but not its latest change", saved)
	case saved+1 == total:
		lost = fmt.Sprintf("Move %d is not on the disk", total)
	default:
		lost = fmt.Sprintf("Moves %d to %d are not on the disk", saved+1, total)
	}
	where := s.SaveFile()
	if where == "" {
		where = "the data folder"
	}
	return fmt.Sprintf("%s: saving to %s failed (%s). Meanwhile the game is kept in this window: keep Embers open, "+
		"and free some space on the disk or make the folder writable; the game is saved again by itself within seconds. "+
		"Quit to title keeps it in Continue.",
		lost, where, cause(err))
}

// cause is the system's own words for why a file could not be written ("no
// space left on device"), else the whole error, cut short.
func cause(err error) string {
	var errno syscall.Errno
	if errors.As(err, &errno) {
		return errno.Error()
	}
	return files.Clip(err.Error(), 160)
}

// leaveGame lets the game go as the scene closes: another window may
// continue it now. A game whose save still fails stays in this program's
// memory, listed as not saved in Continue (saves.Store.Leave).
func (sc *Scene) leaveGame() {
	if st := saves.Of(sc.s); st != nil {
		st.Leave(sc.s)
	}
}

var (
	saveTitleFace = ui.Face{Style: ui.Bold, Size: 18}
	saveBodyFace  = ui.Face{Size: 15}
	saveFill      = color.RGBA{40, 12, 6, 236}
)

// SaveNoticeRect is where the notice is drawn over a board of area a, for
// lines of text: across the board's top.
func SaveNoticeRect(a kit.Rect, lines int) kit.Rect {
	return kit.Rect{X: a.X + 8, Y: a.Y + 8, W: a.W - 16, H: 40 + float64(lines)*19}
}

// drawSaveNotice draws the notice while the game is not being saved. With
// the mouse over it only its outline is drawn, so the board under it can
// be seen (clicks go to the board in any case).
func (sc *Scene) drawSaveNotice(c *ui.Canvas) {
	if sc.save.failed == "" {
		return
	}
	a := kit.AreaOf(sc.board)
	if sc.save.lines == nil || sc.save.width != a.W {
		sc.save.lines, sc.save.width = ui.Wrap(sc.save.failed, saveBodyFace, a.W-40), a.W
	}
	r := SaveNoticeRect(a, len(sc.save.lines))
	if r.Contains(sc.hintX, sc.hintY) {
		c.StrokeRoundRect(r.X, r.Y, r.W, r.H, 10, 2, ui.Fade(warnText, 0.6))
		return
	}
	c.FillRoundRect(r.X, r.Y, r.W, r.H, 10, saveFill)
	c.StrokeRoundRect(r.X, r.Y, r.W, r.H, 10, 2, warnText)
	c.CoverTip(r.UI()) // over the board, but it steps aside for the mouse
	c.Text("This game is not being saved", saveTitleFace, r.X+12, r.Y+8, ui.Start, warnText)
	for i, l := range sc.save.lines {
		c.Text(l, saveBodyFace, r.X+12, r.Y+34+float64(i)*19, ui.Start, textMain())
	}
}

// Unsaved says, when this game has moves that are not on the disk, what
// closing the window would lose ("" when the file holds it all): the App
// asks before the window closes.
func (sc *Scene) Unsaved() string {
	if sc.s.SaveError() == nil {
		return ""
	}
	total, saved := len(sc.s.Match.History), sc.s.SavedMoves()
	switch {
	case saved < 0:
		return fmt.Sprintf("This game (%d moves) could not be saved: closing the window now loses it.", total)
	case saved >= total:
		return "The latest change to this game could not be saved: closing the window now loses it."
	case saved+1 == total:
		return fmt.Sprintf("Move %d of this game could not be saved: closing the window now loses it.", total)
	}
	return fmt.Sprintf("Moves %d to %d of this game could not be saved: closing the window now loses them.", saved+1, total)
}
