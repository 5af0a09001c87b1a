package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"debug/elf"
	"debug/macho"
	"debug/pe"
	"encoding/json"
	"fmt"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"

	"embers/scenes/icon"
)

// archives names the three archives of a version.
func archives(version string) (win, mac, linux string) {
	return "embers-" + version + "-windows-amd64.zip", "Embers-" + version + "-macos.zip", "embers-" + version + "-linux-amd64.tar.gz"
}

// checker gathers what passed and what failed.
type checker struct {
	failed []string
}

func (c *checker) ok(format string, args ...any) { fmt.Printf("  ok   "+format+"\n", args...) }
func (c *checker) fail(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	fmt.Printf("  FAIL %s\n", msg)
	c.failed = append(c.failed, msg)
}

// checkDist unpacks each archive in dist into a temporary folder and
// checks what a person and their system will find there.
func checkDist(dist, version, commit string) error {
	tmp, err := os.MkdirTemp("", "embers-check-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	c := &checker{}
	win, mac, linux := archives(version)
	for _, a := range []struct {
		name  string
		check func(*checker, string, string, string)
	}{{win, checkWindows}, {mac, checkMac}, {linux, checkLinux}} {
		fmt.Println(a.name)
		dir := filepath.Join(tmp, a.name)
		if err := unpack(filepath.Join(dist, a.name), dir); err != nil {
			c.fail("%s: %v", a.name, err)
			continue
		}
		a.check(c, dir, version, commit)
	}
	if len(c.failed) > 0 {
		return fmt.Errorf("%d checks failed, the first: %s", len(c.failed), c.failed[0])
	}
	return nil
}

// unpack extracts a .zip or .tar.gz into dir, keeping the programs'
// executable bit and refusing any path that leaves dir.
func unpack(archive, dir string) error {
	write := func(name string, mode os.FileMode, r io.Reader) error {
		clean := path.Clean(name)
		if path.IsAbs(clean) || clean == ".." || strings.HasPrefix(clean, "../") {
			return fmt.Errorf("the entry %q leaves the archive's folder", name)
		}
		p := filepath.Join(dir, filepath.FromSlash(clean))
		if mode.IsDir() {
			return os.MkdirAll(p, 0o755)
		}
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		f, err := os.OpenFile(p, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, mode.Perm())
		if err != nil {
			return err
		}
		if _, err := io.Copy(f, r); err != nil {
			f.Close()
			return err
		}
		return f.Close()
	}
	switch {
	case strings.HasSuffix(archive, ".zip"):
		z, err := zip.OpenReader(archive)
		if err != nil {
			return err
		}
		defer z.Close()
		for _, f := range z.File {
			r, err := f.Open()
			if err != nil {
				return err
			}
			err = write(f.Name, f.Mode(), r)
			r.Close()
			if err != nil {
				return err
			}
		}
		return nil
	case strings.HasSuffix(archive, ".tar.gz"):
		f, err := os.Open(archive)
		if err != nil {
			return err
		}
		defer f.Close()
		gz, err := gzip.NewReader(f)
		if err != nil {
			return err
		}
		tr := tar.NewReader(gz)
		for {
			h, err := tr.Next()
			if err == io.EOF {
				return nil
			}
			if err != nil {
				return err
			}
			if err := write(h.Name, h.FileInfo().Mode(), tr); err != nil {
				return err
			}
		}
	}
	return fmt.Errorf("%s: not a .zip or .tar.gz", archive)
}

// top is the one folder an archive unpacks into.
func top(c *checker, dir string) string {
	ents, err := os.ReadDir(dir)
	if err != nil || len(ents) != 1 || !ents[0].IsDir() {
		c.fail("the archive should hold one folder, with everything in it (%d entries at the top)", len(ents))
		return dir
	}
	c.ok("everything in one folder, %s", ents[0].Name())
	return filepath.Join(dir, ents[0].Name())
}

// common checks the README and the licences beside the program.
func common(c *checker, dir string) {
	if b, err := os.ReadFile(filepath.Join(dir, "README.md")); err != nil || !bytes.Contains(b, []byte("Download and play")) {
		c.fail("README.md missing, or without its Download and play section (%v)", err)
	} else {
		c.ok("README.md")
	}
	lic, _ := filepath.Glob(filepath.Join(dir, "licences", "*"))
	credits, err := os.ReadFile(filepath.Join(dir, "licences", "credits.toml"))
	missing := []string{}
	for _, l := range lic {
		if n := filepath.Base(l); n != "credits.toml" && !bytes.Contains(credits, []byte(n)) {
			missing = append(missing, n)
		}
	}
	if err != nil || len(lic) < 10 || len(missing) > 0 {
		c.fail("licences/: %d files, credits %v, not named by the credits: %v", len(lic), err, missing)
	} else {
		c.ok("licences/: %d files, each named in credits.toml", len(lic))
	}
}

// exeSize reports a program's size.
func exeSize(p string) string {
	info, err := os.Stat(p)
	if err != nil {
		return "?"
	}
	return fmt.Sprintf("%.1f MB", float64(info.Size())/1e6)
}

func checkWindows(c *checker, dir, version, commit string) {
	dir = top(c, dir)
	common(c, dir)
	exe := filepath.Join(dir, "Embers.exe")
	f, err := pe.Open(exe)
	if err != nil {
		c.fail("Embers.exe: %v", err)
		return
	}
	defer f.Close()
	oh, ok := f.OptionalHeader.(*pe.OptionalHeader64)
	if f.FileHeader.Machine != pe.IMAGE_FILE_MACHINE_AMD64 || !ok {
		c.fail("Embers.exe is not a 64-bit x86 program (machine %#x)", f.FileHeader.Machine)
		return
	}
	if oh.Subsystem != pe.IMAGE_SUBSYSTEM_WINDOWS_GUI {
		c.fail("Embers.exe runs in subsystem %d, not 2 (a GUI program opens no console window)", oh.Subsystem)
	} else {
		c.ok("Embers.exe (%s) is a 64-bit GUI program (subsystem 2: no console window)", exeSize(exe))
	}
	res, err := readResources(f)
	if err != nil {
		c.fail("Embers.exe resources: %v", err)
		return
	}
	if sizes := res.iconSizes(); len(sizes) < 4 {
		c.fail("Embers.exe has icon sizes %v; want its icon at 16 to 256 pixels", sizes)
	} else {
		c.ok("Embers.exe has its icon at %v pixels (%d RT_ICON images)", sizes, len(res.byType[rtIcon]))
	}
	ver := res.first(rtVersion)
	if ver == nil || !bytes.Contains(ver, utf16le(version)) || !bytes.Contains(ver, utf16le("Embers")) {
		c.fail("Embers.exe's version information does not say Embers %s", version)
	} else {
		c.ok("Embers.exe's version information says Embers %s", version)
	}
	if m := res.first(rtManifest); m == nil || !bytes.Contains(m, []byte("asInvoker")) {
		c.fail("Embers.exe has no manifest that runs it as the user (asInvoker)")
	} else {
		c.ok("Embers.exe has a manifest (asInvoker, DPI aware)")
	}
	checkNamesCommit(c, exe, commit)
}

// checkNamesCommit finds the commit the linker wrote into a program.
func checkNamesCommit(c *checker, p, commit string) {
	b, err := os.ReadFile(p)
	if err != nil || !bytes.Contains(b, []byte(commit)) {
		c.fail("%s does not carry the commit %s", filepath.Base(p), commit)
		return
	}
	c.ok("%s carries the commit %.12s", filepath.Base(p), commit)
}

func utf16le(s string) []byte {
	var b []byte
	for _, r := range s {
		b = append(b, byte(r), byte(r>>8))
	}
	return b
}

// plist reads an Info.plist through Python's plistlib (the same parser
// family macOS tools follow), as JSON.
func plist(p string) (map[string]any, error) {
	out, err := exec.Command("python3", "-c",
		"import json, plistlib, sys; print(json.dumps(plistlib.load(open(sys.argv[1], 'rb'))))", p).Output()
	if err != nil {
		if ee, ok := err.(*exec.ExitError); ok {
			return nil, fmt.Errorf("plistlib cannot read it: %s", strings.TrimSpace(string(ee.Stderr)))
		}
		return nil, fmt.Errorf("python3 is needed to read it: %w", err)
	}
	var m map[string]any
	return m, json.Unmarshal(out, &m)
}

func checkMac(c *checker, dir, version, commit string) {
	dir = top(c, dir)
	common(c, dir)
	app := filepath.Join(dir, "Embers.app", "Contents")
	p, err := plist(filepath.Join(app, "Info.plist"))
	if err != nil {
		c.fail("Embers.app/Contents/Info.plist: %v", err)
		return
	}
	want := map[string]any{
		"CFBundlePackageType": "APPL", "CFBundleName": "Embers", "CFBundleIdentifier": nil,
		"CFBundleShortVersionString": numericCore(version), "CFBundleVersion": nil, "LSMinimumSystemVersion": nil,
		"NSHighResolutionCapable": true, "CFBundleExecutable": nil, "CFBundleIconFile": nil,
	}
	bad := []string{}
	for k, v := range want {
		got, ok := p[k]
		if !ok || got == "" || (v != nil && got != v) {
			bad = append(bad, fmt.Sprintf("%s = %v (want %v)", k, got, v))
		}
	}
	if len(bad) > 0 {
		c.fail("Info.plist: %s", strings.Join(bad, "; "))
	} else {
		c.ok("Info.plist parses: %s %s (%v), macOS %v or later, high resolution", p["CFBundleIdentifier"], p["CFBundleShortVersionString"], p["CFBundleVersion"], p["LSMinimumSystemVersion"])
	}
	exe, _ := p["CFBundleExecutable"].(string)
	bin := filepath.Join(app, "MacOS", exe)
	if info, err := os.Stat(bin); exe == "" || err != nil || info.Mode()&0o111 == 0 {
		c.fail("Info.plist names the program %q, which is not an executable file in Contents/MacOS (%v)", exe, err)
	} else {
		c.ok("Info.plist names the program %s, and it is there and executable", exe)
		checkMachO(c, bin, commit)
	}
	iconName, _ := p["CFBundleIconFile"].(string)
	if !strings.HasSuffix(iconName, ".icns") {
		iconName += ".icns"
	}
	b, err := os.ReadFile(filepath.Join(app, "Resources", iconName))
	var entries []icon.ICNSEntry
	if err == nil {
		entries, err = icon.ReadICNS(b)
	}
	codes := []string{}
	for _, e := range entries {
		if _, perr := png.DecodeConfig(bytes.NewReader(e.Data)); perr != nil && err == nil {
			err = fmt.Errorf("%s: %v", e.Code, perr)
		}
		codes = append(codes, e.Code)
	}
	if err != nil || len(entries) < 8 {
		c.fail("Resources/%s: %v (%d entries)", iconName, err, len(entries))
	} else {
		c.ok("Resources/%s: %d PNG entries %v", iconName, len(entries), codes)
	}
}

// checkMachO checks the macOS program runs on Apple silicon and Intel:
// one universal file with both, each a program, the Apple silicon one
// signed (ad hoc, by Go's linker), since macOS runs no unsigned arm64 code.
func checkMachO(c *checker, bin, commit string) {
	fat, err := macho.OpenFat(bin)
	if err != nil {
		c.fail("%s is not a universal (fat) Mach-O file: %v", filepath.Base(bin), err)
		return
	}
	defer fat.Close()
	var arches []string
	for _, a := range fat.Arches {
		arches = append(arches, a.Cpu.String())
		if a.Type != macho.TypeExec {
			c.fail("the %s part is not a program (type %v)", a.Cpu, a.Type)
		}
		if a.Cpu == macho.CpuArm64 && !hasCodeSignature(a.File) {
			c.fail("the arm64 part has no code signature; macOS on Apple silicon will not run it")
		}
	}
	if len(fat.Arches) != 2 || !(has(arches, "CpuArm64") && has(arches, "CpuAmd64")) {
		c.fail("the universal program holds %v; want CpuArm64 and CpuAmd64", arches)
		return
	}
	c.ok("%s (%s) is universal: %v, the arm64 part signed", filepath.Base(bin), exeSize(bin), arches)
	checkNamesCommit(c, bin, commit)
}

func has(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// hasCodeSignature tells whether a Mach-O file has LC_CODE_SIGNATURE.
func hasCodeSignature(f *macho.File) bool {
	const lcCodeSignature = 0x1d
	for _, l := range f.Loads {
		raw := l.Raw()
		if len(raw) >= 4 && f.ByteOrder.Uint32(raw) == lcCodeSignature {
			return true
		}
	}
	return false
}

// linuxIconSizes are the hicolor sizes the Linux archive carries.
var linuxIconSizes = []int{16, 22, 24, 32, 48, 64, 128, 256, 512}

func checkLinux(c *checker, dir, version, commit string) {
	dir = top(c, dir)
	common(c, dir)
	bin := filepath.Join(dir, "embers")
	f, err := elf.Open(bin)
	if err != nil {
		c.fail("embers: %v", err)
	} else {
		f.Close()
		if info, _ := os.Stat(bin); f.Machine != elf.EM_X86_64 || info.Mode()&0o111 == 0 {
			c.fail("embers is not an executable x86-64 program (%v, %v)", f.Machine, info.Mode())
		} else {
			c.ok("embers (%s) is an x86-64 program, executable", exeSize(bin))
		}
	}
	out, err := exec.Command(bin, "version").Output()
	if err != nil || !strings.Contains(string(out), "Embers "+version+"\n") || !strings.Contains(string(out), "commit "+commit) {
		c.fail("embers version printed %q (%v); want Embers %s and commit %s", out, err, version, commit)
	} else {
		c.ok("embers version: %s", strings.ReplaceAll(strings.TrimSpace(string(out)), "\n", " / "))
	}
	desktop := filepath.Join(dir, "embers.desktop")
	if out, err := exec.Command("desktop-file-validate", desktop).CombinedOutput(); err != nil || len(bytes.TrimSpace(out)) > 0 {
		c.fail("embers.desktop does not pass desktop-file-validate (%v): %s", err, out)
	} else {
		c.ok("embers.desktop passes desktop-file-validate")
	}
	if b, _ := os.ReadFile(desktop); !bytes.Contains(b, []byte("\nExec=embers\n")) || !bytes.Contains(b, []byte("\nIcon=embers\n")) {
		c.fail("embers.desktop should start embers with the icon embers")
	}
	bad := []string{}
	for _, s := range linuxIconSizes {
		p := filepath.Join(dir, "icons", "hicolor", fmt.Sprintf("%dx%d", s, s), "apps", "embers.png")
		fh, err := os.Open(p)
		if err != nil {
			bad = append(bad, err.Error())
			continue
		}
		cfg, err := png.DecodeConfig(fh)
		fh.Close()
		if err != nil || cfg.Width != s || cfg.Height != s {
			bad = append(bad, fmt.Sprintf("%s: %dx%d %v", p, cfg.Width, cfg.Height, err))
		}
	}
	if len(bad) > 0 {
		c.fail("icons: %s", strings.Join(bad, "; "))
	} else {
		c.ok("icons/hicolor: embers.png at %v pixels", linuxIconSizes)
	}
	for _, n := range []string{"LIBRARIES.txt", "install.sh"} {
		if _, err := os.Stat(filepath.Join(dir, n)); err != nil {
			c.fail("%s: %v", n, err)
		} else {
			c.ok("%s", n)
		}
	}
}

// numericCore is a version's leading X.Y.Z: what macOS and Windows show.
func numericCore(v string) string {
	if i := strings.IndexAny(v, "-+"); i >= 0 {
		return v[:i]
	}
	return v
}
