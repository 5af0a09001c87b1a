package trekronor

import (
	"testing"

	"embers/scenes/play/boardtest"
	"embers/scenes/play/playtest"
)

// The board suite runs for every board from the catalog's tests, at the
// tables in suite.go; here the board's own tests, and its draw cost.

func TestMain(m *testing.M) { playtest.Main(m) }

func BenchmarkDraw(b *testing.B) { boardtest.BenchDraw(b, "trekronor", 4, 40) }
