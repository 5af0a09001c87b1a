package rulestest

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// A recording reads back the lines written, long lines and empty ones
// included, from a gzip file that is not plain text.
func TestRecordingReadsBackItsLines(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "events.txt.gz")
	long := make([]byte, 70000)
	for i := range long {
		long[i] = 'a' + byte(i%26)
	}
	lines := []string{`{"kind":"sail"}`, "", string(long), "last"}
	WriteRecording(t, path, lines)
	if raw, err := os.ReadFile(path); err != nil || len(raw) < 2 || raw[0] != 0x1f || raw[1] != 0x8b {
		t.Fatalf("the file is not gzip (%v)", err)
	}
	if got := ReadRecording(t, path); !slices.Equal(got, lines) {
		t.Errorf("read back %d lines, want %d as written", len(got), len(lines))
	}
}
