package ui

import (
	"fmt"
	"image"
	"image/png"
	"os"
)

// WritePNG writes a picture (a screenshot) to path as PNG.
func WritePNG(path string, img image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("cannot write the picture: %w", err)
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("cannot write the picture to %s: %w", path, err)
	}
	return f.Close()
}
