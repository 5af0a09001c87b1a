package icon

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

func lum(img *image.RGBA, x, y int) float64 {
	c := img.RGBAAt(x, y)
	return 0.2126*float64(c.R) + 0.7152*float64(c.G) + 0.0722*float64(c.B)
}

// At 16 pixels the icon is still a bright flame on a dark tile: rounded
// corners, a dark top, a hot heart, and flame colours on a good share of
// the square.
func TestReadableAt16(t *testing.T) {
	img := Draw(16)
	if a := img.RGBAAt(0, 0).A; a > 100 {
		t.Errorf("corner alpha %d: the tile's corner should be round (see-through)", a)
	}
	if a := img.RGBAAt(8, 1).A; a != 255 {
		t.Errorf("top middle alpha %d: the tile should fill the square", a)
	}
	if l := lum(img, 2, 2); l > 50 {
		t.Errorf("the tile's top corner has luminance %.0f; it should be dark", l)
	}
	brightest, flame := 0.0, 0
	for y := range 16 {
		for x := range 16 {
			brightest = max(brightest, lum(img, x, y))
			if c := img.RGBAAt(x, y); c.R > 200 && c.G > 60 && c.B < 200 {
				flame++
			}
		}
	}
	if brightest < 200 {
		t.Errorf("the brightest pixel has luminance %.0f; the flame's heart should be near white", brightest)
	}
	if flame < 256/8 || flame > 256/2 {
		t.Errorf("%d of 256 pixels are flame-coloured; want between an eighth and a half", flame)
	}
}

// At 1024 pixels the tile keeps the margin of the macOS grid (824 of 1024)
// and the picture is opaque inside it.
func TestLargeKeepsTheMargin(t *testing.T) {
	img := Draw(1024)
	for _, p := range []image.Point{{50, 512}, {512, 50}, {974, 512}, {512, 974}, {110, 110}} {
		if a := img.RGBAAt(p.X, p.Y).A; a != 0 {
			t.Errorf("%v: alpha %d, want see-through outside the tile", p, a)
		}
	}
	for _, p := range []image.Point{{512, 512}, {200, 512}, {512, 900}} {
		if a := img.RGBAAt(p.X, p.Y).A; a != 255 {
			t.Errorf("%v: alpha %d, want opaque inside the tile", p, a)
		}
	}
}

// The same size gives the same pixels every time: a release can be built
// again to the byte.
func TestSamePixelsEveryTime(t *testing.T) {
	a, b := Draw(48), Draw(48)
	if !bytes.Equal(a.Pix, b.Pix) {
		t.Fatal("two drawings of the 48-pixel icon differ")
	}
	imgs := Images(WindowSizes)
	for i, s := range WindowSizes {
		if imgs[i].Bounds().Dx() != s || imgs[i].Bounds().Dy() != s {
			t.Errorf("Images: %d is %v", s, imgs[i].Bounds())
		}
	}
}

// The .icns file has every entry, each a PNG of its size, and reads back.
func TestICNS(t *testing.T) {
	b, err := ICNS()
	if err != nil {
		t.Fatal(err)
	}
	entries, err := ReadICNS(b)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != len(icnsTypes) {
		t.Fatalf("%d entries, want %d", len(entries), len(icnsTypes))
	}
	for i, e := range entries {
		want := icnsTypes[i]
		if e.Code != want.code {
			t.Errorf("entry %d is %q, want %q", i, e.Code, want.code)
		}
		cfg, err := png.DecodeConfig(bytes.NewReader(e.Data))
		if err != nil || cfg.Width != want.size || cfg.Height != want.size {
			t.Errorf("%s: %dx%d (%v), want a %d-pixel PNG", e.Code, cfg.Width, cfg.Height, err, want.size)
		}
	}
	for name, bad := range map[string][]byte{
		"not icns":    []byte("PNG\x00\x00\x00\x00\x08"),
		"bad length":  append([]byte("icns\x00\x00\x00\x20"), b[8:20]...),
		"bad entry":   []byte("icns\x00\x00\x00\x10ic07\x00\x00\x01\x00"),
		"short entry": []byte("icns\x00\x00\x00\x0cic07"),
	} {
		if _, err := ReadICNS(bad); err == nil {
			t.Errorf("%s: read without an error", name)
		}
	}
}

// Write writes every PNG and the .icns, and twice the same bytes.
func TestWrite(t *testing.T) {
	dir1, dir2 := t.TempDir(), t.TempDir()
	if err := Write(dir1); err != nil {
		t.Fatal(err)
	}
	if err := Write(dir2); err != nil {
		t.Fatal(err)
	}
	names := []string{"embers.icns"}
	for _, s := range Sizes {
		names = append(names, "embers-"+itoa(s)+".png")
	}
	for _, n := range names {
		a, err1 := os.ReadFile(filepath.Join(dir1, n))
		b, err2 := os.ReadFile(filepath.Join(dir2, n))
		if err1 != nil || err2 != nil || !bytes.Equal(a, b) {
			t.Errorf("%s: %v %v, or the two writes differ", n, err1, err2)
		}
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

func BenchmarkWindowImages(b *testing.B) {
	for b.Loop() {
		Images(WindowSizes)
	}
}
