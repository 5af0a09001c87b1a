package scenes

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"embers/assets"
	"embers/game/version"
	"embers/scenes/ui"
)

// Every Go module compiled into the program, for each platform it is built
// for, has a part in the credits with its licence: a new dependency
// without one fails here.
func TestCreditsNameEveryModuleCompiledIn(t *testing.T) {
	parts, err := parseCredits(assets.Credits(), assets.LicenceFile)
	if err != nil {
		t.Fatal(err)
	}
	credited := map[string]bool{}
	for _, p := range parts {
		for _, m := range strings.Fields(p.Module) {
			credited[m] = true
		}
	}
	if !credited["std"] {
		t.Error("the credits do not name Go itself (module = \"std\")")
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		goCmd = filepath.Join(runtime.GOROOT(), "bin", "go")
	}
	for _, goos := range []string{"linux", "windows", "darwin"} {
		cmd := exec.Command(goCmd, "list", "-deps", "-f", "{{with .Module}}{{.Path}}{{end}}", "embers")
		cmd.Env = append(os.Environ(), "GOOS="+goos, "CGO_ENABLED=0")
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("go list for %s: %v", goos, err)
		}
		n := 0
		for _, m := range strings.Fields(string(out)) {
			if m == "embers" {
				continue
			}
			n++
			if !credited[m] {
				t.Errorf("%s: the module %s is compiled in but has no part in assets/licences/credits.toml", goos, m)
			}
		}
		if n < 4 {
			t.Errorf("%s: go list named %d modules; the program has at least Ebitengine, Oto, TOML and x/image", goos, n)
		}
	}
}

// The About page shows every part, each followed by its licences in full.
func TestAboutShowsEveryPartWithItsLicences(t *testing.T) {
	a, _ := testApp(t)
	parts, err := parseCredits(assets.Credits(), assets.LicenceFile)
	if err != nil {
		t.Fatal(err)
	}
	r := newAbout(a)
	if r.doc == nil {
		t.Fatal(r.err)
	}
	if len(r.doc.Sections) != len(parts) {
		t.Fatalf("%d sections for %d parts", len(r.doc.Sections), len(parts))
	}
	for i, p := range parts {
		s := r.doc.Sections[i]
		if s.Title != p.Title || !strings.HasPrefix(s.Text, strings.TrimSpace(p.Text)) {
			t.Errorf("section %d: %q, want the part %q and its text first", i+1, s.Title, p.Title)
		}
		for _, f := range p.Files {
			body, _ := assets.LicenceFile(f)
			first := strings.TrimSpace(strings.SplitN(strings.TrimSpace(body), "\n", 2)[0])
			if !strings.Contains(s.Text, strings.TrimLeft(first, "# ")) {
				t.Errorf("%s: the licence %s (%q…) is not shown", p.Title, f, first)
			}
		}
	}
	if v := version.Get().String(); !strings.HasPrefix(r.doc.About, v) {
		t.Errorf("the About line %q does not start with the version %q", r.doc.About, v)
	}
	if strings.Contains(r.doc.Sections[2].Text, "```") {
		t.Error("Ebitengine's notice shows its Markdown fences")
	}
}

// Settings opens the About page; the arrow keys page through a long
// licence and Back returns to the settings.
func TestAboutOpensFromSettingsAndPages(t *testing.T) {
	a, _ := testApp(t)
	s := newSettings(a, false)
	a.Push(s)
	var about *ui.Button
	for _, it := range s.form.Items {
		if b, ok := it.(*ui.Button); ok && strings.HasPrefix(b.Label, "About") {
			about = b
		}
	}
	if about == nil {
		t.Fatal("the settings have no About button")
	}
	about.OnClick()
	r, ok := a.Top().(*RulesRef)
	if !ok || r.heading != "About Embers" {
		t.Fatalf("About opened %T", a.Top())
	}
	press(t, a, ui.Input{Down: true})
	press(t, a, ui.Input{Down: true}) // Ebitengine: the Apache licence, many pages long
	if r.Section() != r.doc.Sections[2].ID || len(r.lines) < 3*r.visible() {
		t.Fatalf("section %q with %d lines", r.Section(), len(r.lines))
	}
	press(t, a, ui.Input{Right: true})
	if r.scroll != r.visible()-1 {
		t.Errorf("→ scrolled to line %d, want a page (%d)", r.scroll, r.visible()-1)
	}
	press(t, a, ui.Input{Left: true})
	press(t, a, ui.Input{Left: true})
	if r.scroll != 0 {
		t.Errorf("← twice from a page down left line %d, want 0", r.scroll)
	}
	press(t, a, ui.Input{Back: true, AnyKey: true})
	if a.Top() != ui.Scene(s) {
		t.Errorf("Esc on About left %T on top, want the settings", a.Top())
	}
}

func TestBadCreditsSayWhatIsWrong(t *testing.T) {
	file := func(p string) (string, error) { return assets.LicenceFile(p) }
	for data, want := range map[string]string{
		"[[part]]\ntitle = \"A\"\ntext = \"x\"\n[[part]]\ntitle = \"B\"\ntext = \"y\"\n": "B: a part names its licence files",
		"[[part]]\ntitle = \"A\"\ntext = \"x\"\nfiles = [\"licences/none\"]\n":           "licences/none",
		"[[part]]\ntitle = \"\"\ntext = \"x\"\n":                                         "part 1 needs a title",
		"[[part]]\ntitle = \"A\"\ntext = \"x\"\nlicense = \"MIT\"\n":                     "unknown key part.license",
		"": "no part",
	} {
		if _, err := parseCredits([]byte(data), file); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want one naming %q", data, err, want)
		}
	}
}
