package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"debug/pe"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// tree writes a small folder to pack: a program, a text and a sub-folder.
func tree(t *testing.T, mtime time.Time) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]os.FileMode{"App/run": 0o755, "App/README.md": 0o600, "App/licences/a.txt": 0o664}
	for name, mode := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("contents of "+name), mode); err != nil {
			t.Fatal(err)
		}
	}
	filepath.Walk(dir, func(p string, _ os.FileInfo, _ error) error { return os.Chtimes(p, mtime, mtime) })
	return dir
}

// The same files give the same archive, whatever their times and
// permissions on disk, and the archive keeps the program runnable.
func TestPackIsReproducible(t *testing.T) {
	for _, ext := range []string{".zip", ".tar.gz"} {
		a := filepath.Join(t.TempDir(), "a"+ext)
		b := filepath.Join(t.TempDir(), "b"+ext)
		if err := pack(a, tree(t, time.Unix(1e9, 0)), 1765000000); err != nil {
			t.Fatal(err)
		}
		if err := pack(b, tree(t, time.Unix(1.5e9, 0)), 1765000000); err != nil {
			t.Fatal(err)
		}
		ab, _ := os.ReadFile(a)
		bb, _ := os.ReadFile(b)
		if !bytes.Equal(ab, bb) {
			t.Errorf("%s: two packs of the same files differ", ext)
		}
		modes := listModes(t, a)
		want := map[string]string{"App/": "drwxr-xr-x", "App/run": "-rwxr-xr-x", "App/README.md": "-rw-r--r--", "App/licences/": "drwxr-xr-x", "App/licences/a.txt": "-rw-r--r--"}
		for name, m := range want {
			if modes[name] != m {
				t.Errorf("%s: %s is %q, want %q", ext, name, modes[name], m)
			}
		}
		if len(modes) != len(want) {
			t.Errorf("%s: %d entries %v, want %d", ext, len(modes), modes, len(want))
		}
		out := t.TempDir()
		if err := unpack(a, out); err != nil {
			t.Fatal(err)
		}
		if info, err := os.Stat(filepath.Join(out, "App", "run")); err != nil || info.Mode()&0o111 == 0 {
			t.Errorf("%s: unpacked, the program is %v (%v)", ext, info.Mode(), err)
		}
	}
	if err := pack(filepath.Join(t.TempDir(), "x.rar"), tree(t, time.Now()), 1765000000); err == nil || !strings.Contains(err.Error(), ".zip or .tar.gz") {
		t.Errorf("a .rar: %v", err)
	}
}

// listModes reads an archive's entries with their modes and checks each
// is dated at the same time and owned by uid 0.
func listModes(t *testing.T, archive string) map[string]string {
	t.Helper()
	out := map[string]string{}
	want := time.Unix(1765000000, 0).UTC()
	if strings.HasSuffix(archive, ".zip") {
		z, err := zip.OpenReader(archive)
		if err != nil {
			t.Fatal(err)
		}
		defer z.Close()
		for _, f := range z.File {
			out[f.Name] = f.Mode().String()
			if !f.Modified.Equal(want) {
				t.Errorf("%s: dated %v, want %v", f.Name, f.Modified, want)
			}
		}
		return out
	}
	f, _ := os.Open(archive)
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	if !gz.ModTime.IsZero() || gz.Name != "" {
		t.Errorf("the gzip header keeps %q, %v", gz.Name, gz.ModTime)
	}
	tr := tar.NewReader(gz)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		out[h.Name] = h.FileInfo().Mode().String()
		if !h.ModTime.Equal(want) || h.Uid != 0 || h.Gid != 0 || h.Uname != "" {
			t.Errorf("%s: %v uid %d gid %d %q", h.Name, h.ModTime, h.Uid, h.Gid, h.Uname)
		}
	}
}

// An archive whose entry leaves its folder is refused.
func TestUnpackRefusesEscapes(t *testing.T) {
	p := filepath.Join(t.TempDir(), "bad.zip")
	f, _ := os.Create(p)
	z := zip.NewWriter(f)
	w, _ := z.Create("../evil")
	w.Write([]byte("x"))
	z.Close()
	f.Close()
	if err := unpack(p, t.TempDir()); err == nil || !strings.Contains(err.Error(), "leaves") {
		t.Errorf("unpack: %v", err)
	}
}

// buildExe cross-builds a tiny Windows program, as a console or GUI one.
func buildExe(t *testing.T, gui bool) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds a Windows program")
	}
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module tiny\ngo 1.22\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "main.go"), []byte("package main\nfunc main() {}\n"), 0o644)
	args := []string{"build", "-o", "tiny.exe"}
	if gui {
		args = append(args, "-ldflags=-H=windowsgui")
	}
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOOS=windows", "GOARCH=amd64", "CGO_ENABLED=0", "GOFLAGS=")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return filepath.Join(dir, "tiny.exe")
}

// The Windows check tells a GUI program from a console one, and says a
// program without resources has no icon.
func TestWindowsCheckSeesSubsystemAndResources(t *testing.T) {
	for _, gui := range []bool{false, true} {
		exe := buildExe(t, gui)
		dir := filepath.Join(t.TempDir(), "x", "Embers-1.0.0")
		os.MkdirAll(dir, 0o755)
		b, _ := os.ReadFile(exe)
		os.WriteFile(filepath.Join(dir, "Embers.exe"), b, 0o755)
		c := &checker{}
		checkWindows(c, filepath.Dir(dir), "1.0.0", "abc")
		all := strings.Join(c.failed, "\n")
		if gotConsole := strings.Contains(all, "not 2"); gotConsole == gui {
			t.Errorf("gui %v: failures %q", gui, all)
		}
		if !strings.Contains(all, "no resources") {
			t.Errorf("gui %v: a program without resources passed the icon check: %q", gui, all)
		}
		f, _ := pe.Open(exe)
		if _, err := readResources(f); err == nil {
			t.Error("readResources found resources in a program without any")
		}
		f.Close()
	}
}

// The macOS check reads Info.plist and fails one that names a program
// that is not there.
func TestMacCheckNeedsTheNamedProgram(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 reads the plist")
	}
	root := t.TempDir()
	app := filepath.Join(root, "Embers-1.0.0", "Embers.app", "Contents")
	os.MkdirAll(filepath.Join(app, "MacOS"), 0o755)
	os.WriteFile(filepath.Join(app, "Info.plist"), []byte(`<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0"><dict>
<key>CFBundleExecutable</key><string>Embers</string>
<key>CFBundlePackageType</key><string>APPL</string>
<key>CFBundleName</key><string>Embers</string>
<key>CFBundleIdentifier</key><string>org.example.embers</string>
<key>CFBundleShortVersionString</key><string>1.0.0</string>
<key>CFBundleVersion</key><string>7</string>
<key>LSMinimumSystemVersion</key><string>12.0</string>
<key>NSHighResolutionCapable</key><true/>
<key>CFBundleIconFile</key><string>Embers.icns</string>
</dict></plist>`), 0o644)
	c := &checker{}
	checkMac(c, root, "1.0.0", "abc")
	all := strings.Join(c.failed, "\n")
	if strings.Contains(all, "Info.plist:") || !strings.Contains(all, `names the program "Embers", which is not`) {
		t.Errorf("failures %q; want the plist to pass and the missing program to fail", all)
	}
	os.WriteFile(filepath.Join(app, "Info.plist"), []byte("<plist><dict><key>x</key></plist>"), 0o644)
	c = &checker{}
	checkMac(c, root, "1.0.0", "abc")
	if len(c.failed) == 0 || !strings.Contains(c.failed[len(c.failed)-1], "plistlib cannot read it") {
		t.Errorf("a broken plist: %q", c.failed)
	}
}

// numericCore is what macOS and Windows show of a version.
func TestNumericCore(t *testing.T) {
	for v, want := range map[string]string{"1.2.3": "1.2.3", "0.0.0-787-ge12244c": "0.0.0", "1.0.0+x": "1.0.0"} {
		if got := numericCore(v); got != want {
			t.Errorf("numericCore(%q) = %q, want %q", v, got, want)
		}
	}
}
