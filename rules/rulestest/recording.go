package rulestest

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// WriteRecording writes lines to path (a testdata file) gzip-compressed,
// one a line: a recording of what a game did that later runs are compared
// against (ReadRecording), such as every event of a few whole games before
// a change that must not alter them.
func WriteRecording(t testing.TB, path string, lines []string) {
	t.Helper()
	var buf bytes.Buffer
	z := gzip.NewWriter(&buf)
	for _, l := range lines {
		fmt.Fprintln(z, l)
	}
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("recorded %d lines in %s", len(lines), path)
}

// ReadRecording reads back the lines WriteRecording wrote to path.
func ReadRecording(t testing.TB, path string) []string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	var lines []string
	sc := bufio.NewScanner(z)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return lines
}
