package icon

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
)

// icnsTypes are the entries of the macOS icon file, each a PNG of the
// icon at its size in pixels: 16 and 32 points, and 16 to 512 points at
// twice the pixels (the "@2x" of a Retina screen).
var icnsTypes = []struct {
	code string
	size int
}{
	{"icp4", 16}, {"icp5", 32}, {"ic11", 32}, {"ic12", 64}, {"ic07", 128},
	{"ic13", 256}, {"ic08", 256}, {"ic14", 512}, {"ic09", 512}, {"ic10", 1024},
}

// ICNS is the icon as a macOS .icns file: the "icns" header and its
// length, then one entry per type, each its code, its length and a PNG.
func ICNS() ([]byte, error) {
	pngs, err := PNGs()
	if err != nil {
		return nil, err
	}
	return icns(pngs), nil
}

func icns(pngs map[int][]byte) []byte {
	var body bytes.Buffer
	for _, t := range icnsTypes {
		body.WriteString(t.code)
		binary.Write(&body, binary.BigEndian, uint32(8+len(pngs[t.size])))
		body.Write(pngs[t.size])
	}
	var out bytes.Buffer
	out.WriteString("icns")
	binary.Write(&out, binary.BigEndian, uint32(8+body.Len()))
	out.Write(body.Bytes())
	return out.Bytes()
}

// PNGs is the icon as a PNG file at each of Sizes.
func PNGs() (map[int][]byte, error) {
	out := map[int][]byte{}
	for _, s := range Sizes {
		var b bytes.Buffer
		if err := png.Encode(&b, Draw(s)); err != nil {
			return nil, fmt.Errorf("icon: %w", err)
		}
		out[s] = b.Bytes()
	}
	return out, nil
}

// ICNSEntry is one entry read back from an .icns file.
type ICNSEntry struct {
	Code string
	Data []byte
}

// ReadICNS splits an .icns file into its entries, checking every length.
func ReadICNS(b []byte) ([]ICNSEntry, error) {
	if len(b) < 8 || string(b[:4]) != "icns" {
		return nil, fmt.Errorf("not an icns file: it starts %q", b[:min(4, len(b))])
	}
	if n := binary.BigEndian.Uint32(b[4:8]); int(n) != len(b) {
		return nil, fmt.Errorf("icns: the header gives %d bytes, the file has %d", n, len(b))
	}
	var out []ICNSEntry
	for rest := b[8:]; len(rest) > 0; {
		if len(rest) < 8 {
			return nil, fmt.Errorf("icns: %d bytes left over after the last entry", len(rest))
		}
		n := int(binary.BigEndian.Uint32(rest[4:8]))
		if n < 8 || n > len(rest) {
			return nil, fmt.Errorf("icns: entry %q gives a length of %d with %d bytes left", rest[:4], n, len(rest))
		}
		out = append(out, ICNSEntry{Code: string(rest[:4]), Data: rest[8:n]})
		rest = rest[n:]
	}
	return out, nil
}

// Write writes the icon files a release ships into dir: embers-N.png for
// each of Sizes, and embers.icns. The same code writes the same bytes.
func Write(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("icon files: %w", err)
	}
	pngs, err := PNGs()
	if err != nil {
		return err
	}
	for _, s := range Sizes {
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("embers-%d.png", s)), pngs[s], 0o644); err != nil {
			return fmt.Errorf("icon files: %w", err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "embers.icns"), icns(pngs), 0o644); err != nil {
		return fmt.Errorf("icon files: %w", err)
	}
	return nil
}
