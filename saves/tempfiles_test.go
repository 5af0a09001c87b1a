package saves

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

func TestCleanTempRemovesLeftoversOnly(t *testing.T) {
	st := testStore(t)
	old := time.Now().Add(-time.Hour)
	write := func(rel string, when time.Time) string {
		path := filepath.Join(st.Dir, rel)
		if err := os.WriteFile(path, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
		os.Chtimes(path, when, when)
		return path
	}
	leftovers := []string{
		write(".autosave.json.tmp-123", old),
		write("games/.20261121-101500-nim.json.tmp-9", old),
		write("slots/.Friday.json.tmp-77", old),
	}
	kept := []string{
		write("games/.20261121-101500-nim.json.tmp-10", time.Now()), // another window writing now
		write("games/20261121-101500-nim.json", old),
		write("slots/tmp-notes.json", old),
		write(".hidden", old),
	}
	removed := st.CleanTemp()
	slices.Sort(removed)
	slices.Sort(leftovers)
	if !slices.Equal(removed, leftovers) {
		t.Fatalf("removed %v, want %v", removed, leftovers)
	}
	for _, p := range kept {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("%s was removed", p)
		}
	}
}
