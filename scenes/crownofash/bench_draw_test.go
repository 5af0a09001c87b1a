package crownofash

import (
	"testing"

	"embers/scenes/play/boardtest"
)

// The board suite runs for every board from the catalog's tests, at the
// tables in suite.go; here the board's draw cost.

func BenchmarkDraw(b *testing.B) { boardtest.BenchDraw(b, "crownofash", 3, 30) }
