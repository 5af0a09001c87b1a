package files

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestWriteReplacesTheFileWholeAndLeavesNoTemporaryFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "save.json")
	for _, durable := range []bool{true, false} {
		for _, text := range []string{"first version\n", "second, longer version\n", "3\n"} {
			if err := Write(path, []byte(text), durable); err != nil {
				t.Fatal(err)
			}
			got, err := os.ReadFile(path)
			if err != nil || string(got) != text {
				t.Fatalf("after writing %q (durable %v) the file holds %q (%v)", text, durable, got, err)
			}
		}
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Fatalf("the folder holds %d files after the writes, want only the save", len(entries))
	}
}

func TestAFailedWriteSaysWhereAndWhyAndKeepsTheOldFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "missing", "save.json")
	err := WriteAtomic(path, []byte("x"))
	if err == nil {
		t.Fatal("writing into a folder that does not exist succeeded")
	}
	msg := err.Error()
	if !strings.Contains(msg, path) || !strings.Contains(msg, "no such file") || strings.Contains(msg, ".tmp-") {
		t.Fatalf("the message %q should name the file and the system's cause, not the temporary file", msg)
	}

	// A rename onto a folder fails after the temporary file is written:
	// the temporary file is removed and the folder is untouched.
	target := filepath.Join(dir, "taken")
	if err := os.Mkdir(target, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(target, "inside"), []byte("kept"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := WriteAtomic(target, []byte("new")); err == nil {
		t.Fatal("replacing a folder by a file succeeded")
	}
	if got, _ := os.ReadFile(filepath.Join(target, "inside")); string(got) != "kept" {
		t.Fatalf("the folder's file now holds %q", got)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.Contains(e.Name(), ".tmp-") {
			t.Fatalf("a temporary file was left behind: %s", e.Name())
		}
	}
}

func TestSize(t *testing.T) {
	for n, want := range map[int64]string{0: "0 bytes", 812: "812 bytes", 1023: "1023 bytes", 1024: "1.0 KiB",
		1536: "1.5 KiB", 4 << 20: "4.0 MiB", 50 << 20: "50.0 MiB"} {
		if got := Size(n); got != want {
			t.Errorf("Size(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestClip(t *testing.T) {
	for _, c := range []struct {
		s    string
		n    int
		want string
	}{
		{"short", 10, "short"},
		{"exactly10!", 10, "exactly10!"},
		{"one more char", 10, "one more …"},
		{"ääääää", 4, "äää…"}, // characters, not bytes
		{"abc", 0, "a…"},      // at least two characters
		{strings.Repeat("x", 1<<20), 5, "xxxx…"},
	} {
		if got := Clip(c.s, c.n); got != c.want {
			t.Errorf("Clip(%.20q, %d) = %q, want %q", c.s, c.n, got, c.want)
		}
	}
}
