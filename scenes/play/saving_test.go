package play

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"embers/rules/games"
	"embers/saves"
	"embers/scenes/kit"
	"embers/scenes/play/playtest"
	"embers/scenes/ui"
)

// logApp is the stand-in App with the program's terminal log.
type logApp struct {
	*playtest.App
	logs []string
}

func (a *logApp) Logf(format string, v ...any) { a.logs = append(a.logs, fmt.Sprintf(format, v...)) }

// step runs a tick of sc with this App (playtest.App.Step would hand the
// scene the App inside, without the log).
func (a *logApp) step(sc *Scene) {
	a.In = ui.Input{}
	sc.Update(a)
}

// TestAFailedSaveIsToldUntilASaveWorks: with the games folder unwritable
// mid-game, the board says so (which moves are not on the disk, the file,
// the system's reason, what to do) from the next tick, in lines that fit
// the notice, and the terminal once; it stays through more moves and
// retries; once the folder can be written again, a retry saves the game,
// the notice goes and the terminal says so (issue 37).
func TestAFailedSaveIsToldUntilASaveWorks(t *testing.T) {
	s, err := playtest.Session("trekronor", []string{"", "easy", "easy"}, 5, 2)
	if err != nil {
		t.Fatal(err)
	}
	st, err := saves.NewStore(t.TempDir(), games.Lookup)
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Adopt(s); err != nil {
		t.Fatal(err)
	}
	app := &logApp{App: playtest.NewApp()}
	sc := NewWith(app, s, Options{Instant: true, NoAI: true})
	dir := filepath.Join(st.Dir, "games")
	os.Rename(dir, dir+".aside")
	os.WriteFile(dir, nil, 0o644) // the tests may run as root: a file where the folder was, not permissions
	for range 2 {
		if err := sc.Play(app, s.Match.State.Legal(nil)[0]); err != nil {
			t.Fatal(err)
		}
		app.step(sc)
	}
	notice := sc.save.failed
	for _, want := range []string{"Moves 3 to 4 are not on the disk", "saving to " + s.SaveFile() + " failed (not a directory)",
		"Meanwhile the game is kept in this window", "free some space on the disk or make the folder writable", "Quit to title keeps it in Continue"} {
		if !strings.Contains(notice, want) {
			t.Errorf("the notice lacks %q: %s", want, notice)
		}
	}
	area := kit.AreaOf(sc.board)
	lines := ui.Wrap(notice, saveBodyFace, area.W-40)
	for _, l := range lines {
		if w, _ := ui.Measure(l, saveBodyFace); w > area.W-40 {
			t.Errorf("a line of the notice is %.0f px wide in a box of %.0f: %s", w, area.W-40, l)
		}
	}
	if r := SaveNoticeRect(area, len(lines)); r.Y+r.H > area.Y+area.H/2 || r.X < area.X || r.X+r.W > area.X+area.W {
		t.Errorf("the notice (%v) is not whole across the top of the board (%v)", r, area)
	}
	if !s.IsHuman(s.ToMove()) {
		t.Fatalf("%s is to move, want the person (the window rests only on a person's turn)", s.Name(s.ToMove()))
	}
	if got := sc.Unsaved(); !strings.Contains(got, "Moves 3 to 4 of this game could not be saved") {
		t.Errorf("closing the window would be asked with %q", got)
	}
	if len(app.logs) != 1 || !strings.Contains(app.logs[0], "not being saved") {
		t.Errorf("the terminal was told %q, want once that the game is not being saved", app.logs)
	}
	for range retryTicks + 1 {
		app.step(sc)
	}
	if sc.save.failed == "" || len(app.logs) != 1 {
		t.Fatalf("a retry that failed the same way cleared the notice or logged again: %q", app.logs)
	}
	for range 300 { // the board's lights settle after a move (rest.go)
		app.step(sc)
	}
	if m := sc.Motion(); m < ui.Waiting {
		t.Errorf("the board rests (motion %v) while its save fails: the retry would wait for a mouse move", m)
	}
	os.Remove(dir)
	os.Rename(dir+".aside", dir)
	for range retryTicks + 1 {
		app.step(sc)
	}
	if sc.save.failed != "" || s.SaveError() != nil || len(app.logs) != 2 || !strings.Contains(app.logs[1], "saved again") {
		t.Fatalf("after the folder came back: notice %q, error %v, log %q", sc.save.failed, s.SaveError(), app.logs)
	}
	if got := sc.Unsaved(); got != "" {
		t.Errorf("the game is on the disk again, but closing would still ask: %q", got)
	}
	if got, err := st.LoadGame(strings.TrimSuffix(filepath.Base(s.SaveFile()), ".json")); err != nil || len(got.Match.History) != 4 {
		t.Fatalf("the game on disk: %v", err)
	}
}
